import { useState } from "react";

/** The YouTube id of a watch, short or embed URL; null for anything else. */
export function youtubeId(url: string): string | null {
  const match = /(?:youtube\.com\/(?:watch\?(?:.*&)?v=|embed\/|shorts\/)|youtu\.be\/)([A-Za-z0-9_-]{11})/.exec(url);
  return match ? match[1] : null;
}

/**
 * A video that loads nothing from third parties until the visitor asks for it: a link to the
 * video, turned into an embedded player (youtube-nocookie) on click once JavaScript runs.
 */
function Video({ url, title }: { url: string; title: string }) {
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
      className="group flex aspect-video w-full items-center justify-center rounded-xl bg-navy text-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-terracotta"
    >
      <span className="flex flex-col items-center gap-3">
        <svg aria-hidden="true" width="72" height="72" viewBox="0 0 72 72" className="transition-transform group-hover:scale-110">
          <circle cx="36" cy="36" r="34" fill="#c8553d" />
          <path d="M29 23v26l21-13Z" fill="#fff" />
        </svg>
        <span className="font-semibold">{title}</span>
      </span>
    </a>
  );
}

export function VideoList({ urls, title }: { urls: readonly string[]; title: string }) {
  if (urls.length === 0) return null;
  return (
    <ul className="grid gap-6 md:grid-cols-2">
      {urls.map((url, i) => (
        <li key={url}>
          <Video url={url} title={urls.length > 1 ? `${title} (${i + 1}/${urls.length})` : title} />
        </li>
      ))}
    </ul>
  );
}
