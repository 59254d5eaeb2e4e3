// The updates posted on a step: text, a photo gallery (each photo opens full size) and PDF links.
// The file URLs come from the page (client or staff), so the same list serves both sides.
import { formatDate, formatFileSize } from "~/domain/text/format";
import type { StepUpdateView as StepUpdateItem } from "~/domain/clients/investor-file";



export function StepUpdates({ updates, fileUrl }: { updates: StepUpdateItem[]; fileUrl: (id: number) => string }) {
  if (updates.length === 0) return null;
  return (
    <ol className="mt-3 space-y-3">
      {updates.map((u) => (
        <li key={u.id} className="rounded-xl border border-slate-200 bg-white p-4">
          <p className="text-sm text-slate-600">
            <time dateTime={u.createdAt}>{formatDate(u.createdAt)}</time> · {u.authorName}
            {u.marksDone && <span className="ml-2 rounded-full bg-sage/25 px-2 py-0.5 font-semibold text-sage-dark">Étape terminée</span>}
          </p>
          {u.body && <p className="mt-2 whitespace-pre-line break-words text-slate-800">{u.body}</p>}
          {u.photos.length > 0 && (
            <ul className="mt-3 grid grid-cols-2 gap-2 sm:grid-cols-3" aria-label="Photos">
              {u.photos.map((p) => (
                <li key={p.id}>
                  <a href={fileUrl(p.id)} className="block overflow-hidden rounded-lg focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-terracotta">
                    <img
                      src={fileUrl(p.id)}
                      alt={`${p.name} (voir en grand)`}
                      width={p.width ?? undefined}
                      height={p.height ?? undefined}
                      loading="lazy"
                      className="aspect-[4/3] h-auto w-full object-cover"
                    />
                  </a>
                </li>
              ))}
            </ul>
          )}
          {u.documents.length > 0 && (
            <ul className="mt-3 space-y-1">
              {u.documents.map((d) => (
                <li key={d.id}>
                  <a href={fileUrl(d.id)} className="font-semibold text-navy underline underline-offset-2 hover:text-terracotta-dark">
                    {d.name}
                  </a>{" "}
                  <span className="text-sm text-slate-600">(PDF, {formatFileSize(d.size)})</span>
                </li>
              ))}
            </ul>
          )}
        </li>
      ))}
    </ol>
  );
}
