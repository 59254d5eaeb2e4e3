// Videos played in place on a click, with a poster of ours before: the island « videos » (decision 0046).
import { useState } from "react";
import { MediaImage } from "./media-image";

/** The YouTube id of a watch, short or embed URL; null for anything else. */
export function youtubeId(url: string): string | null {
  const match = /(?:youtube\.com\/(?:watch\?(?:.*&)?v=|embed\/|shorts\/)|youtu\.be\/)([A-Za-z0-9_-]{11})/.exec(url);
  return match ? match[1] : null;
}

/** How wide a poster shows: half the page beside text on a desktop, the whole width on a phone. */
const POSTER_SIZES = "(min-width: 768px) 50vw, 100vw";

/**
 * The poster of a video (issue 23): one of our own pictures (the project's or the city's), or a styled
 * poster of ours when there is none. Never YouTube's thumbnail: nothing is asked of a third party before
 * the visitor clicks.
 */
function Poster({ hash }: { hash?: string | null }) {
  if (hash) return <MediaImage hash={hash} alt="" width={800} height={450} sizes={POSTER_SIZES} className="absolute inset-0 h-full w-full" />;
  return (
    <span aria-hidden="true" className="absolute inset-0 bg-gradient-to-br from-navy via-navy to-terracotta-dark">
      <svg viewBox="0 0 24 24" className="absolute -right-6 -bottom-10 h-4/5 text-white/10">
        <path d="M3 11 12 4l9 7v9a1 1 0 0 1-1 1h-5v-6H9v6H4a1 1 0 0 1-1-1Z" fill="currentColor" />
      </svg>
    </span>
  );
}

/**
 * A video that loads nothing from third parties until the visitor asks for it: a poster and a play
 * button linking to the video, turned into an embedded player (youtube-nocookie) on click once
 * JavaScript runs; without JavaScript the link opens the video on YouTube.
 */
function Video({ url, title, poster }: { url: string; title: string; poster?: string | null }) {
  const [playing, setPlaying] = useState(false);
  const id = youtubeId(url);
  if (playing && id) {
    return (
      <iframe
        className="aspect-video w-full rounded-xl"
        src={`https://www.youtube-nocookie.com/embed/${id}?autoplay=1`}
        title={title}
        allow="accelerometer; autoplay; encrypted-media; picture-in-picture"
        allowFullScreen
      />
    );
  }
  return (
    <a
      href={url}
      rel="noopener noreferrer"
      target="_blank"
      onClick={(e) => {
        if (!id) return;
        e.preventDefault();
        setPlaying(true);
      }}
      className="group relative block aspect-video w-full overflow-hidden rounded-xl bg-navy text-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-terracotta"
    >
      <Poster hash={poster} />
      <span aria-hidden="true" className="absolute inset-0 bg-gradient-to-t from-navy-dark/90 via-navy-dark/20 to-transparent" />
      <span className="absolute inset-0 flex items-center justify-center">
        <svg aria-hidden="true" width="72" height="72" viewBox="0 0 72 72" className="drop-shadow-lg transition-transform group-hover:scale-110">
          <circle cx="36" cy="36" r="34" fill="#a8432f" />
          <path d="M29 23v26l21-13Z" fill="#fff" />
        </svg>
      </span>
      <span className="absolute inset-x-0 bottom-0 p-4 text-left">
        <span className="block font-semibold">{title}</span>
        {id && <span className="block text-sm text-white/90">Vidéo YouTube, chargée quand vous cliquez</span>}
      </span>
    </a>
  );
}

/** The videos themselves (the island « videos »: video-list.tsx shows them on a page). */
export function VideoPlayers({ urls, title, poster }: { urls: readonly string[]; title: string; poster?: string | null }) {
  if (urls.length === 0) return null;
  return (
    <ul className={`grid gap-6 ${urls.length > 1 ? "md:grid-cols-2" : ""}`}>
      {urls.map((url, i) => (
        <li key={url}>
          <Video url={url} title={urls.length > 1 ? `${title} (${i + 1}/${urls.length})` : title} poster={poster} />
        </li>
      ))}
    </ul>
  );
}
