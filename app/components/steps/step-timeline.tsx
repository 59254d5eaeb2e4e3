// The client's nine steps as one timeline (issue 23): a line of markers, each step with the day it was
// done or is planned; the step in progress opened (what happens, the latest news, its page), the others
// on one or two lines — on a phone, a page a client reads at a glance instead of nine alike cards.
import { Link } from "react-router";
import { formatDate } from "~/domain/text/format";
import type { TimelineState } from "~/domain/clients/investor-file";
import type { TimelineEntry } from "~/domain/clients/timeline/timeline";

const stepPage = (n: number) => `/profile/avancement/etape${n}`;

const MARKER: Record<TimelineState, string> = {
  terminee: "bg-sage-dark text-white",
  "en-cours": "bg-terracotta-dark text-white ring-4 ring-terracotta/25",
  "a-venir": "border-2 border-slate-300 bg-white text-slate-600",
};

const STATUS: Record<TimelineState, string> = {
  terminee: "text-sage-dark",
  "en-cours": "text-terracotta-dark",
  "a-venir": "text-slate-600",
};

const linkClass = "underline underline-offset-4 hover:text-terracotta-dark focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-terracotta";

function Check() {
  return (
    <svg aria-hidden="true" width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={2.5} strokeLinecap="round" strokeLinejoin="round">
      <path d="m6 12.5 4 4L18 8" />
    </svg>
  );
}

/** « 2 actualités » on a step done, linking to its page. */
const newsCount = (n: number) => (n > 1 ? `${n} actualités` : "1 actualité");

export function StepTimeline({
  entries,
  latest,
  counts,
}: {
  entries: TimelineEntry[];
  latest: { step: number; body: string; createdAt: string; authorName: string }[];
  counts: Record<number, number>;
}) {
  return (
    <ol className="min-w-0">
      {entries.map((entry, i) => {
        const open = entry.state !== "a-venir";
        const current = entry.state === "en-cours";
        const news = latest.find((u) => u.step === entry.step);
        const last = i === entries.length - 1;
        return (
          <li key={entry.step} className="relative flex gap-4 pb-6 last:pb-0">
            {/* The line between markers. */}
            {!last && <span aria-hidden="true" className={`absolute top-10 bottom-0 left-[19px] w-0.5 ${entry.state === "terminee" ? "bg-sage-dark" : "bg-slate-200"}`} />}
            <span aria-hidden="true" className={`relative flex h-10 w-10 shrink-0 items-center justify-center rounded-full font-bold ${MARKER[entry.state]}`}>
              {entry.state === "terminee" ? <Check /> : entry.step}
            </span>
            <div className={`min-w-0 flex-1 ${current ? "rounded-2xl border border-terracotta/40 bg-white p-4 shadow-sm sm:p-5" : "pt-1"}`}>
              <p className={`text-sm font-semibold ${STATUS[entry.state]}`}>
                {entry.day ? <time dateTime={entry.day}>{entry.status}</time> : entry.status}
              </p>
              <h2 className={`mt-0.5 font-bold ${current ? "text-xl text-navy" : open ? "text-lg text-navy" : "text-base text-slate-700"}`}>
                {open ? (
                  <Link to={stepPage(entry.step)} className={linkClass}>
                    Étape {entry.step} : {entry.title}
                  </Link>
                ) : (
                  <>
                    Étape {entry.step} : {entry.title}
                  </>
                )}
              </h2>
              {current && (
                <>
                  <p className="mt-2 text-slate-700">{entry.summary}</p>
                  {news && (
                    <div className="mt-3 rounded-xl bg-slate-50 p-3">
                      <p className="text-sm text-slate-600">
                        Dernière actualité, le <time dateTime={news.createdAt}>{formatDate(news.createdAt)}</time> · {news.authorName}
                      </p>
                      {news.body && <p className="mt-1 line-clamp-3 whitespace-pre-line break-words text-slate-800">{news.body}</p>}
                    </div>
                  )}
                  <p className="mt-4">
                    <Link
                      to={stepPage(entry.step)}
                      className="inline-flex min-h-11 items-center rounded-full bg-navy px-5 py-2 font-semibold text-white hover:bg-navy-dark focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-terracotta"
                    >
                      Voir ce que vous avez à faire<span className="sr-only"> à l’étape {entry.step}</span>
                    </Link>
                  </p>
                </>
              )}
              {entry.state === "terminee" && counts[entry.step] ? <p className="text-sm text-slate-600">{newsCount(counts[entry.step])}</p> : null}
            </div>
          </li>
        );
      })}
    </ol>
  );
}
