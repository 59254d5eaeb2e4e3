// The investor's file on every engine: step updates in order with their e-mail, private files (type
// from the bytes, images re-encoded, 20 MB and 50 files caps, owner-only reads), document states.
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MAX_PRIVATE_FILES } from "~/domain/clients/investor-file";
import { strFromU8, unzipSync } from "fflate";
import { deleteAccount } from "~/server/accounts/account-data.server";
import { MAX_EXPORTS_PER_INSTANCE, startAccountExport } from "~/server/accounts/account-export.server";
import { listClientDocuments, sendClientDocument, setDocumentState, waitingDocumentCounts } from "~/server/clients/client-documents.server";
import { type DB, initDb } from "~/server/db/db.server";
import { MediaError } from "~/server/platform/errors.server";
import { getPrivateFile } from "~/server/files/private-files.server";
import { listStepUpdates, postStepUpdate, stepDoneDates } from "~/server/clients/step-updates.server";
import { createUser, getUser, setStep } from "~/server/accounts/users.server";
import { zipEntries } from "../../support/zip-entries";
import { engines } from "../engines";

const SITE = { publicUrl: "https://exemple.test", companyName: "Investir Serein", companyEmail: "equipe@exemple.fr" };
const PDF = new TextEncoder().encode("%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n");

async function jpegWithExif() {
  return sharp({ create: { width: 40, height: 30, channels: 3, background: "#c0a060" } })
    .jpeg()
    .withMetadata({ exif: { IFD0: { Copyright: "secret-gps" } } })
    .toBuffer();
}

describe.each(engines())("the investor's file on $name", (engine) => {
  let db: DB;
  let staff: { id: number; email: string };
  const exportBytes = async (userId: number) => {
    const started = await startAccountExport(db, userId);
    if (!started.ok) throw new Error(started.reason);
    return new Uint8Array(await new Response(started.stream).arrayBuffer());
  };
  beforeAll(async () => {
    db = initDb(await engine.open());
    const admin = await createUser(db, { username: "equipe", email: "equipe@exemple.fr", password: "une phrase secrète", role: "admin" });
    staff = { id: admin.id, email: admin.email };
  });
  afterAll(() => engine.close());

  const client = async (name: string) => createUser(db, { username: name, email: `${name}@exemple.fr`, password: "une phrase secrète", verified: true });
  const options = { actor: () => staff, authorName: "Camille" };
  const post = (clientId: number, step: number, extra: Partial<Parameters<typeof postStepUpdate>[1]> = {}) =>
    postStepUpdate(db, { clientId, step, text: "Visite faite.", markDone: false, files: [], ...extra }, { actor: options.actor(), authorName: "Camille", site: SITE });

  it("posts an update with a photo and a PDF, re-encodes the photo and queues the client's e-mail", async () => {
    const anne = await client("anne");
    const result = await post(anne.id, 3, { text: "Nous avons visité deux biens.", files: [{ name: "Photo séjour.JPG", bytes: await jpegWithExif() }, { name: "offre.pdf", bytes: PDF }] });
    expect(result).toMatchObject({ ok: true });
    const [update] = await listStepUpdates(db, anne.id);
    expect(update).toMatchObject({ step: 3, body: "Nous avons visité deux biens.", authorName: "Camille", marksDone: false });
    expect(update.photos).toHaveLength(1);
    expect(update.photos[0].name).toBe("Photo-sejour.jpg");
    expect(update.documents).toEqual([{ id: expect.any(Number), name: "offre.pdf", size: PDF.byteLength }]);
    const photo = await getPrivateFile(db, { id: update.photos[0].id, ownerId: anne.id });
    expect(photo!.mime).toBe("image/jpeg");
    const meta = await sharp(Buffer.from(await new Response(photo!.file.body).arrayBuffer())).metadata();
    expect(meta.exif).toBeUndefined();
    const mails = await db.selectFrom("outbox").select(["recipient", "subject", "body"]).where("recipient", "=", anne.email).execute();
    expect(mails).toHaveLength(1);
    expect(mails[0].subject).toBe("Du nouveau sur votre projet : étape 3, Recherche du bien");
    expect(mails[0].body).toContain("https://exemple.test/profile/avancement/etape3");
    // No media row: private files never reach the public table.
    expect(await db.selectFrom("media").select("hash").execute()).toEqual([]);
  });

  it("serves a file only to its owner, whatever the id", async () => {
    const anne = (await db.selectFrom("users").select("id").where("username", "=", "anne").executeTakeFirstOrThrow()).id;
    const bob = await client("bob");
    const [update] = await listStepUpdates(db, anne);
    expect(await getPrivateFile(db, { id: update.documents[0].id, ownerId: bob.id })).toBeNull();
    expect(await getPrivateFile(db, { id: 999_999, ownerId: anne })).toBeNull();
  });

  it("marks a step done only when the one before is done, and dates it", async () => {
    const carl = await client("carl");
    expect(await post(carl.id, 3, { markDone: true })).toEqual({ ok: false, field: "step", message: "L’étape 3 ne peut être terminée qu’une fois l’étape 2 terminée." });
    expect(await post(carl.id, 1, { markDone: true })).toMatchObject({ ok: false, field: "step" });
    expect(await listStepUpdates(db, carl.id)).toEqual([]);
    await setStep(db, carl.id, 1, true);
    await setStep(db, carl.id, 2, true);
    expect(await post(carl.id, 3, { markDone: true, text: "" })).toMatchObject({ ok: true });
    const profile = await getUser(db, carl.id);
    expect(profile!.steps.slice(0, 4)).toEqual([true, true, true, false]);
    const updates = await listStepUpdates(db, carl.id);
    expect(stepDoneDates(updates, profile!.steps)[2]).toBe(updates[0].createdAt);
    const mail = await db.selectFrom("outbox").select("subject").where("recipient", "=", carl.email).executeTakeFirstOrThrow();
    expect(mail.subject).toBe("Étape 3 terminée : Recherche du bien");
    expect(await post(999_999, 3)).toBeNull();
  });

  it("refuses a file whose bytes are not PDF, JPEG or PNG, and one over 20 MB, storing nothing", async () => {
    const dana = await client("dana");
    await expect(post(dana.id, 2, { files: [{ name: "photo.jpg", bytes: new TextEncoder().encode("<html>pas une image</html>") }] })).rejects.toThrow(
      "photo.jpg : Type de fichier refusé : formats acceptés JPEG, PNG, PDF.",
    );
    const big = new Uint8Array(20 * 1024 * 1024 + 1);
    big.set(PDF);
    await expect(post(dana.id, 2, { files: [{ name: "gros.pdf", bytes: big }] })).rejects.toThrow("Le fichier dépasse la taille maximale de 20 Mo.");
    expect(await listStepUpdates(db, dana.id)).toEqual([]);
  });

  it("stores no document for an account whose address is not confirmed (issue 29, item 6)", async () => {
    const stranger = await createUser(db, { username: "inconnu", email: `inconnu-${engine.name}@exemple.fr`, password: "une phrase secrète" });
    expect(await sendClientDocument(db, { clientId: stranger.id, item: "identite", files: [{ name: "id.pdf", bytes: PDF }] }, { site: SITE })).toEqual({
      ok: false,
      message: "Confirmez d’abord votre adresse e-mail : vos documents ne peuvent être envoyés qu’une fois votre adresse confirmée. Ouvrez le lien que nous vous avons envoyé.",
    });
    expect(await db.selectFrom("privateFiles").select("id").where("userId", "=", stranger.id).execute()).toEqual([]);
  });

  it("keeps at most 50 files per client", async () => {
    const emma = await client("emma");
    const files = Array.from({ length: MAX_PRIVATE_FILES }, (_, i) => ({ name: `doc-${i}.pdf`, bytes: PDF }));
    expect(await post(emma.id, 2, { files })).toMatchObject({ ok: true });
    const error = await sendClientDocument(db, { clientId: emma.id, item: "identite", files: [{ name: "id.pdf", bytes: PDF }] }, { site: SITE }).catch((e) => e);
    expect(error).toBeInstanceOf(MediaError);
    expect(error.message).toBe("Ce dossier compte déjà 50 fichiers : au plus 50 fichiers par client.");
  });

  it("moves a document through manquant, envoyé, à refaire with a comment and validé, telling the staff", async () => {
    const fred = await client("fred");
    expect((await listClientDocuments(db, fred.id)).map((d) => d.state)).toEqual(Array(6).fill("manquant"));
    expect(await sendClientDocument(db, { clientId: fred.id, item: "bulletins-salaire", files: [{ name: "bulletin.pdf", bytes: PDF }] }, { site: SITE })).toEqual({ ok: true });
    const sent = (await listClientDocuments(db, fred.id)).find((d) => d.item === "bulletins-salaire")!;
    expect(sent).toMatchObject({ state: "envoye", files: [{ name: "bulletin.pdf" }] });
    expect((await waitingDocumentCounts(db)).get(fred.id)).toBe(1);
    const mail = await db.selectFrom("outbox").select(["recipient", "subject"]).where("subject", "like", "Document reçu%").executeTakeFirstOrThrow();
    expect(mail).toEqual({ recipient: "equipe@exemple.fr", subject: "Document reçu : Trois derniers bulletins de salaire, fred" });

    const set = (state: string, comment = "") => setDocumentState(db, { clientId: fred.id, item: "bulletins-salaire", state, comment }, { actor: staff });
    expect(await set("a-refaire")).toEqual({ ok: false, message: "Dites au client ce qu’il doit refaire : le commentaire est obligatoire." });
    expect(await set("a-refaire", "Il manque le bulletin d’octobre.")).toEqual({ ok: true });
    expect((await listClientDocuments(db, fred.id)).find((d) => d.item === "bulletins-salaire")).toMatchObject({ state: "a-refaire", comment: "Il manque le bulletin d’octobre." });
    expect(await set("valide")).toEqual({ ok: true });
    expect((await waitingDocumentCounts(db)).get(fred.id)).toBeUndefined();
    expect(await set("perdu")).toMatchObject({ ok: false });
    expect(await sendClientDocument(db, { clientId: fred.id, item: "../autre", files: [{ name: "x.pdf", bytes: PDF }] }, { site: SITE })).toMatchObject({ ok: false });
  });

  it("exports a ZIP with the JSON and every file, and deleting the account deletes the files", async () => {
    const gina = await client("gina");
    await setStep(db, gina.id, 1, true);
    await post(gina.id, 2, { markDone: true, text: "Stratégie validée.", files: [{ name: "simulation.pdf", bytes: PDF }] });
    await sendClientDocument(db, { clientId: gina.id, item: "identite", files: [{ name: "carte.pdf", bytes: PDF }] }, { site: SITE });
    const zip = unzipSync(await exportBytes(gina.id));
    const names = Object.keys(zip).sort();
    expect(names).toHaveLength(3);
    expect(names[2]).toBe("mes-donnees.json");
    expect(names[0]).toMatch(/^fichiers\/actualites\/\d+-simulation\.pdf$/);
    expect(names[1]).toMatch(/^fichiers\/mes-documents\/\d+-carte\.pdf$/);
    expect(Buffer.from(zip[names[1]]).equals(Buffer.from(PDF))).toBe(true);
    const json = JSON.parse(strFromU8(zip["mes-donnees.json"]));
    expect(json.etapes[1]).toMatchObject({ numero: 2, terminee: true, termineeLe: expect.any(String) });
    expect(json.actualites).toEqual([expect.objectContaining({ etape: 2, texte: "Stratégie validée.", fichiers: [names[0]] })]);
    expect(json.documents[0]).toEqual({ document: "Pièce d’identité", etat: "Envoyé", commentaire: "", fichiers: [names[1]] });

    expect(await deleteAccount(db, gina.id)).toBe(true);
    expect(await db.selectFrom("privateFiles").select("id").where("userId", "=", gina.id).execute()).toEqual([]);
    expect(await db.selectFrom("stepUpdates").select("id").where("userId", "=", gina.id).execute()).toEqual([]);
    expect(await db.selectFrom("clientDocuments").select("item").where("userId", "=", gina.id).execute()).toEqual([]);
  });

  // Issue 25, item 3: the export is streamed, files stored as they are, one export at a time per account.
  it("streams the export with files stored uncompressed; one export at a time per account, a few per instance", async () => {
    const hugo = await createUser(db, { username: "hugo", email: `hugo-${engine.name}@exemple.fr`, password: "une phrase secrète", verified: true });
    await sendClientDocument(db, { clientId: hugo.id, item: "identite", files: [{ name: "carte.pdf", bytes: PDF }] }, { site: SITE });
    const zip = await exportBytes(hugo.id);
    expect(zipEntries(zip)).toEqual([
      { name: "mes-donnees.json", method: 8 },
      { name: expect.stringMatching(/^fichiers\/mes-documents\/\d+-carte\.pdf$/), method: 0 },
    ]);

    // While one export of the account runs, a second is refused; once it is cancelled, it can start.
    const first = await startAccountExport(db, hugo.id);
    expect(first.ok).toBe(true);
    expect(await startAccountExport(db, hugo.id)).toEqual({ ok: false, reason: "busy-account" });
    if (first.ok) await first.stream.cancel();
    const again = await startAccountExport(db, hugo.id);
    expect(again.ok).toBe(true);
    if (again.ok) await new Response(again.stream).arrayBuffer();

    // Past MAX_EXPORTS_PER_INSTANCE running at once, another account waits too.
    const others = await Promise.all(
      Array.from({ length: MAX_EXPORTS_PER_INSTANCE + 1 }, (_, i) =>
        createUser(db, { username: `autre${i}`, email: `autre-${i}-${engine.name}@exemple.fr`, password: "une phrase secrète", verified: true }),
      ),
    );
    const running = [];
    for (const other of others.slice(0, MAX_EXPORTS_PER_INSTANCE)) running.push(await startAccountExport(db, other.id));
    expect(running.every((r) => r.ok)).toBe(true);
    expect(await startAccountExport(db, others[MAX_EXPORTS_PER_INSTANCE].id)).toEqual({ ok: false, reason: "busy-instance" });
    for (const r of running) if (r.ok) await r.stream.cancel();
    const last = await startAccountExport(db, others[MAX_EXPORTS_PER_INSTANCE].id);
    expect(last.ok).toBe(true);
    if (last.ok) await last.stream.cancel();
  });

  // Issue 29, item 5: two slow readers held both places for minutes, every other export got « export occupé ».
  it("lets slow readers of the export hold nobody else's export", async () => {
    const bigPdf = new Uint8Array(3 * 1024 * 1024).fill(0x20);
    bigPdf.set(PDF);
    const slow = [];
    for (const name of ["lent1", "lent2", "lent3"]) {
      const reader = await createUser(db, { username: name, email: `${name}-${engine.name}@exemple.fr`, password: "une phrase secrète", verified: true });
      await sendClientDocument(db, { clientId: reader.id, item: "identite", files: [{ name: "gros.pdf", bytes: bigPdf }] }, { site: SITE });
      const started = await startAccountExport(db, reader.id);
      if (!started.ok) throw new Error(started.reason);
      const stream = started.stream.getReader();
      await stream.read(); // then takes nothing more for now, like a client on a slow link
      slow.push(stream);
    }
    const quick = await createUser(db, { username: "rapide", email: `rapide-${engine.name}@exemple.fr`, password: "une phrase secrète", verified: true });
    await sendClientDocument(db, { clientId: quick.id, item: "identite", files: [{ name: "carte.pdf", bytes: PDF }] }, { site: SITE });
    const zip = await exportBytes(quick.id);
    expect(zipEntries(zip).map((e) => e.name)).toContainEqual(expect.stringMatching(/carte\.pdf$/));
    // The slow ones go on where they were.
    for (const stream of slow) {
      let size = 0;
      for (let chunk = await stream.read(); !chunk.done; chunk = await stream.read()) size += chunk.value.byteLength;
      expect(size).toBeGreaterThan(bigPdf.byteLength);
    }
  });
});
