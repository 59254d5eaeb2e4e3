// The client's documents for the bank file: a checklist of items, each with a state set by the staff
// (manquant → envoyé when the client sends a file → validé or à refaire with a comment).
import { type SessionUser, UNVERIFIED_DOCUMENTS } from "~/domain/accounts/account";
import { DOCUMENT_ITEMS, type DocumentItem, type DocumentState, isDocumentItem } from "~/domain/clients/investor-file";
import { audit } from "../platform/audit.server";
import { nowIso } from "../db/columns.server";
import type { DB } from "../db/db.server";
import { queueMail } from "../platform/mail.server";
import { type UploadedFile, checkFileCap, insertPrivateFile, listPrivateFiles, preparePrivateFiles, withStoredFiles } from "../files/private-files.server";
import { getUser } from "../accounts/users.server";

export interface DocumentLine {
  item: DocumentItem;
  label: string;
  hint: string;
  /** Sent only when asked for (« Autre document »): never « Manquant ». */
  optional: boolean;
  state: DocumentState;
  comment: string;
  updatedAt: string | null;
  files: { id: number; name: string; size: number; mime: string; createdAt: string }[];
}

/** The checklist of a client, in the fixed order, with the files sent for each item. */
export async function listClientDocuments(db: DB, clientId: number): Promise<DocumentLine[]> {
  const [rows, files] = await Promise.all([
    db.selectFrom("clientDocuments").selectAll().where("userId", "=", clientId).execute(),
    listPrivateFiles(db, clientId),
  ]);
  return DOCUMENT_ITEMS.map((d) => {
    const row = rows.find((r) => r.item === d.key);
    return {
      item: d.key,
      label: d.label,
      hint: d.hint,
      optional: d.optional,
      state: row?.state ?? "manquant",
      comment: row?.comment ?? "",
      updatedAt: row?.updatedAt ?? null,
      files: files
        .filter((f) => f.kind === "client-document" && f.documentItem === d.key)
        .map((f) => ({ id: f.id, name: f.name, size: f.size, mime: f.mime, createdAt: f.createdAt })),
    };
  });
}

/** How many items of each client wait for the staff (state « envoyé »). */
export async function waitingDocumentCounts(db: DB): Promise<Map<number, number>> {
  const rows = await db
    .selectFrom("clientDocuments")
    .select(["userId", ({ fn }) => fn.countAll<number>().as("n")])
    .where("state", "=", "envoye")
    .groupBy("userId")
    .execute();
  return new Map(rows.map((r) => [r.userId, Number(r.n)]));
}

async function upsertState(db: DB, userId: number, item: DocumentItem, state: DocumentState, comment: string, now: string) {
  await db
    .insertInto("clientDocuments")
    .values({ userId, item, state, comment, updatedAt: now })
    .onConflict((oc) => oc.columns(["userId", "item"]).doUpdateSet({ state, comment, updatedAt: now }))
    .execute();
}

export type DocumentResult = { ok: true } | { ok: false; message: string };

/**
 * The client sends files for one item: PDF, JPEG or PNG (type from the bytes, images re-encoded),
 * 20 MB each, 50 files per client. The item becomes « envoyé » and the staff get an e-mail, in the same
 * transaction. Null: no such client. Throws MediaError for a refused file.
 */
export async function sendClientDocument(
  db: DB,
  input: { clientId: number; item: string; files: readonly UploadedFile[] },
  options: { site: { publicUrl: string; companyEmail: string } },
): Promise<DocumentResult | null> {
  if (!isDocumentItem(input.item)) return { ok: false, message: "Choisissez un document de la liste." };
  const item = input.item;
  if (input.files.length === 0) return { ok: false, message: "Choisissez au moins un fichier (PDF, JPEG ou PNG)." };
  // Issue 29, item 6: nothing is stored for an account whose address is not confirmed.
  const owner = await getUser(db, input.clientId);
  if (!owner) return null;
  if (!owner.emailVerified) return { ok: false, message: UNVERIFIED_DOCUMENTS };
  const ready = await preparePrivateFiles(input.files, ["application/pdf", "image/jpeg", "image/png"]);
  return withStoredFiles(input.clientId, ready, (prepared) => db.transaction().execute(async (trx) => {
    const client = await getUser(trx, input.clientId);
    if (!client) return null;
    await checkFileCap(trx, client.id, prepared.length);
    const now = nowIso();
    for (const file of prepared) await insertPrivateFile(trx, file, { userId: client.id, kind: "client-document", documentItem: item, now });
    await upsertState(trx, client.id, item, "envoye", "", now);
    const label = DOCUMENT_ITEMS.find((d) => d.key === item)!.label;
    const name = `${client.prenom} ${client.nom}`.trim() || client.username;
    await audit(trx, { id: client.id, email: client.email }, "update", "user", client.id, `${name} (${client.email}) : document envoyé, ${label}`);
    await queueMail(trx, {
      to: options.site.companyEmail,
      subject: `Document reçu : ${label}, ${name}`,
      body: `${name} (${client.email}) a envoyé ${prepared.length > 1 ? `${prepared.length} fichiers` : "un fichier"} pour « ${label} ».

À vérifier sur sa fiche : ${options.site.publicUrl}/creer/clients/${client.id}
`,
    });
    return { ok: true };
  }), (result) => result?.ok === true);
}

/**
 * Staff set the state of an item: « à refaire » needs a comment telling the client what to change.
 * The state and its audit row are one transaction. Null: no such client.
 */
export async function setDocumentState(
  db: DB,
  input: { clientId: number; item: string; state: string; comment: string },
  options: { actor: Pick<SessionUser, "id" | "email"> },
): Promise<DocumentResult | null> {
  if (!isDocumentItem(input.item)) return { ok: false, message: "Choisissez un document de la liste." };
  const states: DocumentState[] = ["manquant", "envoye", "valide", "a-refaire"];
  const state = states.find((s) => s === input.state);
  if (!state) return { ok: false, message: "État inconnu. Rechargez la page et réessayez." };
  const comment = input.comment.trim();
  if (state === "a-refaire" && !comment) return { ok: false, message: "Dites au client ce qu’il doit refaire : le commentaire est obligatoire." };
  if (comment.length > 1000) return { ok: false, message: "Le commentaire doit faire au plus 1 000 caractères." };
  const item = input.item;
  return db.transaction().execute(async (trx) => {
    const client = await getUser(trx, input.clientId);
    if (!client) return null;
    await upsertState(trx, client.id, item, state, comment, nowIso());
    const label = DOCUMENT_ITEMS.find((d) => d.key === item)!.label;
    await audit(trx, options.actor, "update", "user", client.id, `${client.email} : ${label}, ${state}${comment ? ` (${comment})` : ""}`);
    return { ok: true };
  });
}
