// The RGPD export as a ZIP (issue 11): the JSON of exportAccountData, the investor's file (steps with
// their dates, updates, documents checklist) and every file the client sent or received.
import { zipSync } from "fflate";
import { DOCUMENT_STATE_LABELS } from "~/domain/investor-file";
import { STEPS } from "~/domain/steps";
import { exportAccountData } from "./account-data.server";
import { listClientDocuments } from "./client-documents.server";
import type { DB } from "./db.server";
import { allPrivateFiles } from "./private-files.server";
import { listStepUpdates, stepDoneDates } from "./step-updates.server";
import { getUser } from "./users.server";

const FOLDERS = { "update-photo": "actualites", "update-document": "actualites", "client-document": "mes-documents" } as const;

/** The ZIP of everything stored about the account; null when it does not exist. */
export async function exportAccountZip(db: DB, userId: number): Promise<Uint8Array | null> {
  const [exported, user] = await Promise.all([exportAccountData(db, userId), getUser(db, userId)]);
  if (!exported || !user) return null;
  const [updates, documents, files] = await Promise.all([listStepUpdates(db, userId), listClientDocuments(db, userId), allPrivateFiles(db, userId)]);
  const dates = stepDoneDates(updates, user.steps);
  const path = (f: { id: number; kind: keyof typeof FOLDERS; name: string }) => `fichiers/${FOLDERS[f.kind]}/${f.id}-${f.name}`;
  const byId = new Map(files.map((f) => [f.id, path(f)]));
  const json = {
    ...exported,
    etapes: STEPS.map((step, i) => ({ numero: i + 1, titre: step.title, terminee: user.steps[i] ?? false, termineeLe: dates[i] })),
    actualites: updates.map((u) => ({
      etape: u.step,
      publieeLe: u.createdAt,
      auteur: u.authorName,
      texte: u.body,
      termineEtape: u.marksDone,
      fichiers: [...u.photos, ...u.documents].map((f) => byId.get(f.id)),
    })),
    documents: documents.map((d) => ({
      document: d.label,
      etat: DOCUMENT_STATE_LABELS[d.state],
      commentaire: d.comment,
      fichiers: d.files.map((f) => byId.get(f.id)),
    })),
  };
  const entries: Record<string, Uint8Array> = { "mes-donnees.json": new TextEncoder().encode(`${JSON.stringify(json, null, 2)}\n`) };
  for (const f of files) entries[path(f)] = new Uint8Array(f.bytes);
  // Files are PDF, JPEG and PNG: already compressed, stored as they are.
  return zipSync(entries, { level: 0 });
}
