// The client's documents for the bank file: each item's state and comment, set by the staff, with the
// files the client sent for it.
import { Form, useNavigation } from "react-router";
import { formatDate } from "~/domain/text/format";
import { DOCUMENT_STATE_LABELS, type DocumentState } from "~/domain/clients/investor-file";
import { FileSection, Notice, buttonClass } from "./file-section";

export interface DocumentLineView {
  item: string;
  label: string;
  state: DocumentState;
  comment: string;
  files: { id: number; name: string; createdAt: string }[];
}

const STATE_BADGE: Record<DocumentState, string> = {
  manquant: "bg-slate-100 text-slate-700",
  envoye: "bg-sand text-terracotta-dark",
  valide: "bg-sage/25 text-sage-dark",
  "a-refaire": "bg-red-50 text-red-800",
};

export function DocumentsSection({
  clientId,
  documents,
  result,
}: {
  clientId: number;
  documents: DocumentLineView[];
  /** The answer to the last state saved, for the item it names (`values.item`); a refused one gives back what was typed. */
  result?: { ok: boolean; message: string; values?: Record<string, string> };
}) {
  const busy = useNavigation().state === "submitting";
  return (
    <FileSection id="documents" title="Documents du client" className="mt-6">
      <ul className="mt-3 divide-y divide-slate-100">
        {documents.map((d) => {
          const mine = result?.values?.item === d.item ? result : undefined;
          const kept = mine && !mine.ok ? mine.values : undefined;
          return (
            <li key={d.item} className="py-4">
              <p className="flex flex-wrap items-center gap-2">
                <span className="font-semibold text-navy">{d.label}</span>
                <span className={`rounded-full px-2.5 py-0.5 text-sm font-semibold ${STATE_BADGE[d.state]}`}>{DOCUMENT_STATE_LABELS[d.state]}</span>
              </p>
              {d.comment && <p className="mt-1 text-slate-700">Commentaire : {d.comment}</p>}
              {d.files.length > 0 && (
                <ul className="mt-2 space-y-1">
                  {d.files.map((f) => (
                    <li key={f.id}>
                      <a href={`/creer/clients/${clientId}/documents/${f.id}`} className="text-navy underline underline-offset-2">
                        {f.name}
                      </a>{" "}
                      <span className="text-sm text-slate-600">
                        reçu le <time dateTime={f.createdAt}>{formatDate(f.createdAt)}</time>
                      </span>
                    </li>
                  ))}
                </ul>
              )}
              {mine && <Notice result={mine} />}
              <Form method="post" className="mt-3 flex flex-wrap items-end gap-3">
                <input type="hidden" name="intent" value="document" />
                <input type="hidden" name="document" value={d.item} />
                <div>
                  <label htmlFor={`etat-${d.item}`} className="block text-sm font-semibold text-navy">
                    État
                  </label>
                  <select id={`etat-${d.item}`} name="etat" defaultValue={kept?.etat ?? d.state} className="mt-1 rounded-lg border border-slate-400 bg-white px-3 py-2">
                    {(Object.keys(DOCUMENT_STATE_LABELS) as DocumentState[]).map((s) => (
                      <option key={s} value={s}>
                        {DOCUMENT_STATE_LABELS[s]}
                      </option>
                    ))}
                  </select>
                </div>
                <div className="min-w-0 grow basis-56">
                  <label htmlFor={`commentaire-${d.item}`} className="block text-sm font-semibold text-navy">
                    Commentaire (obligatoire pour « à refaire »)
                  </label>
                  <input
                    id={`commentaire-${d.item}`}
                    name="commentaire"
                    maxLength={1000}
                    defaultValue={kept?.commentaire ?? d.comment}
                    className="mt-1 w-full rounded-lg border border-slate-400 px-3 py-2"
                  />
                </div>
                <button type="submit" className={`${buttonClass} border border-navy text-navy hover:bg-sand`} disabled={busy}>
                  Enregistrer
                </button>
              </Form>
            </li>
          );
        })}
      </ul>
    </FileSection>
  );
}
