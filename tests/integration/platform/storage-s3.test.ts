// Files in a bucket (issue 31) against a real S3 protocol peer (s3rver, started here), on each engine:
// pictures and variants as objects with metadata-only rows, private files refused to another client,
// deletion, a failed upload leaving nothing, the migration of a database's files, a missing object,
// an unreachable bucket, and the orphan sweep.
import { createHash } from "node:crypto";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { strFromU8, unzipSync } from "fflate";
import { deleteAccount } from "~/server/accounts/account-data.server";
import { startAccountExport } from "~/server/accounts/account-export.server";
import { createUser } from "~/server/accounts/users.server";
import { sendClientDocument } from "~/server/clients/client-documents.server";
import { type DB, initDb } from "~/server/db/db.server";
import { getOriginal, openOriginal, openVariant, saveMedia, trustedPng } from "~/server/files/media.server";
import { getPrivateFile } from "~/server/files/private-files.server";
import { type FileStore, StorageUnavailableError, databaseStore, keys, useFileStore } from "~/server/files/storage/file-store.server";
import { s3Store } from "~/server/files/storage/s3-store.server";
import { checkStorage, migrateToBucket, sweepStorage } from "~/server/files/storage/storage-tasks.server";
import { IMAGE_TYPES, prepareUploads, saveUploads } from "~/server/files/uploads.server";
import { type S3Peer, startS3Peer } from "../../support/s3-peer";
import { engines } from "../engines";

const SITE = { publicUrl: "https://exemple.test", companyName: "Investir Serein", companyEmail: "equipe@exemple.fr" };
const pdf = (text: string) => new TextEncoder().encode(`%PDF-1.4\n% ${text}\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n`);
const picture = (background: string) => sharp({ create: { width: 900, height: 500, channels: 3, background } }).png().toBuffer({ resolveWithObject: true });
const streamed = async (body: ReadableStream<Uint8Array>) => Buffer.from(await new Response(body).arrayBuffer());
const sha = (bytes: Uint8Array) => createHash("sha256").update(bytes).digest("hex");

async function objectKeys(store: FileStore, prefix: string): Promise<string[]> {
  const found: string[] = [];
  for await (const o of store.list(prefix)) found.push(o.key);
  return found.sort();
}

describe.each(engines())("files in a bucket on $name", (engine) => {
  let db: DB;
  let peer: S3Peer;
  let store: FileStore;
  const bucketName = `site-${engine.name.toLowerCase()}`;

  beforeAll(async () => {
    peer = await startS3Peer(bucketName);
    store = s3Store(peer.config);
    useFileStore(store);
    db = initDb(await engine.open());
  });
  afterAll(async () => {
    useFileStore(undefined);
    await engine.close();
    await peer.close();
  });

  const client = (name: string) => createUser(db, { username: `${name}-${engine.name}`, email: `${name}-${engine.name}@exemple.fr`, password: "une phrase secrète", verified: true });

  it("stores an uploaded picture and its variants as objects, the rows keeping metadata only", async () => {
    const form = new FormData();
    form.append("photo", new File([new Uint8Array((await picture("#3d7ac8")).data)], "Façade.png", { type: "image/png" }));
    const [hash] = (await saveUploads(db, await prepareUploads(form, { photo: IMAGE_TYPES }))).photo;

    const row = await db.selectFrom("media").select(["bytes", "size", "mime"]).where("hash", "=", hash).executeTakeFirstOrThrow();
    expect(row.bytes.byteLength).toBe(0);
    expect(row.size).toBeGreaterThan(0);
    const variantRows = await db.selectFrom("mediaVariants").select("bytes").where("hash", "=", hash).execute();
    expect(variantRows).toHaveLength(6);
    expect(variantRows.every((v) => v.bytes.byteLength === 0)).toBe(true);
    expect(await objectKeys(store, `public/media/${hash}`)).toEqual(
      [`${hash}-1440.avif`, `${hash}-1440.webp`, `${hash}-480.avif`, `${hash}-480.webp`, `${hash}-960.avif`, `${hash}-960.webp`, `${hash}.png`].map((f) => `public/media/${f}`),
    );

    const original = await openOriginal(db, hash);
    const bytes = await streamed(original!.file.body);
    expect(bytes.byteLength).toBe(row.size);
    expect(sha(bytes).slice(0, 32)).toBe(hash);
    const variant = await openVariant(db, hash, "webp", 480);
    expect(variant!.mime).toBe("image/webp");
    expect((await sharp(await streamed(variant!.file.body)).metadata()).width).toBe(480);
  });

  it("serves a client's document to that client only, and deletes its objects with the account", async () => {
    const anne = await client("anne");
    const bruno = await client("bruno");
    expect(await sendClientDocument(db, { clientId: anne.id, item: "identite", files: [{ name: "carte.pdf", bytes: pdf("anne") }] }, { site: SITE })).toEqual({ ok: true });
    const row = await db.selectFrom("privateFiles").select(["id", "bytes", "objectKey"]).where("userId", "=", anne.id).executeTakeFirstOrThrow();
    expect(row.bytes.byteLength).toBe(0);
    expect(row.objectKey).toMatch(new RegExp(`^private/clients/${anne.id}/`));

    expect(await getPrivateFile(db, { id: row.id, ownerId: bruno.id })).toBeNull();
    const mine = await getPrivateFile(db, { id: row.id, ownerId: anne.id });
    expect((await streamed(mine!.file.body)).toString()).toContain("% anne");

    // The data export reads the object by slices.
    const started = await startAccountExport(db, anne.id);
    if (!started.ok) throw new Error(started.reason);
    const entries = unzipSync(new Uint8Array(await new Response(started.stream).arrayBuffer()));
    const document = Object.entries(entries).find(([name]) => name.endsWith("carte.pdf"));
    expect(strFromU8(document![1])).toContain("% anne");

    expect(await deleteAccount(db, anne.id)).toBe(true);
    expect(await objectKeys(store, `private/clients/${anne.id}/`)).toEqual([]);
  });

  it("leaves no object and no row when the rows are not written", async () => {
    const before = await objectKeys(store, "private/");
    // No such client: the transaction writes nothing, so the object written first goes away.
    expect(await sendClientDocument(db, { clientId: 999_999, item: "identite", files: [{ name: "carte.pdf", bytes: pdf("personne") }] }, { site: SITE })).toBeNull();
    expect(await objectKeys(store, "private/")).toEqual(before);
    expect(await db.selectFrom("privateFiles").select("id").where("userId", "=", 999_999).execute()).toEqual([]);
  });

  it("moves a database's files to the bucket, verified, once (storage:migrate), and the site reads them the same", async () => {
    // Files written while the bytes were in the database.
    useFileStore(databaseStore);
    const { data, info } = await picture("#c8553d");
    const old = await saveMedia(db, trustedPng(data, info, "ancienne"));
    const carla = await client("carla");
    await sendClientDocument(db, { clientId: carla.id, item: "identite", files: [{ name: "ancien.pdf", bytes: pdf("carla") }] }, { site: SITE });
    useFileStore(store);
    const fileRow = await db.selectFrom("privateFiles").select("id").where("userId", "=", carla.id).executeTakeFirstOrThrow();
    const originalBefore = (await getOriginal(db, old.hash))!.bytes;

    const progress: string[] = [];
    const moved = await migrateToBucket(db, store, (p) => progress.push(`${p.kind} ${p.done}/${p.total}`));
    expect(moved.media).toBeGreaterThanOrEqual(1);
    expect(moved.variants).toBeGreaterThanOrEqual(6);
    expect(moved.privateFiles).toBe(1);
    expect(progress).toContain("fichiers privés 1/1");
    const { n } = await db.selectFrom("media").select((eb) => eb.fn.sum<number>(eb.fn("length", ["bytes"])).as("n")).executeTakeFirstOrThrow();
    expect(Number(n ?? 0)).toBe(0);

    expect(sha((await getOriginal(db, old.hash))!.bytes)).toBe(sha(originalBefore));
    const mine = await getPrivateFile(db, { id: fileRow.id, ownerId: carla.id });
    expect((await streamed(mine!.file.body)).toString()).toContain("% carla");
    // Run again: nothing left to move.
    expect(await migrateToBucket(db, store)).toEqual({ media: 0, variants: 0, privateFiles: 0 });
    expect(await checkStorage(db, store)).toEqual({ orphans: [], missing: [] });
  });

  it("answers a missing object as absent, reports it, and sweeps old orphans only", async () => {
    const { data, info } = await picture("#2f6f4e");
    const { hash } = await saveMedia(db, trustedPng(data, info, "perdue"));
    await store.remove([keys.original(hash, "png")]);
    expect(await openOriginal(db, hash)).toBeNull();
    expect(await getOriginal(db, hash)).toBeNull();

    await store.write("public/media/orphelin.png", Buffer.from("sans ligne"), "image/png");
    expect((await checkStorage(db, store)).missing).toEqual([keys.original(hash, "png")]);
    // Within the grace period an orphan stays (its row may be on its way); past it, it goes. Rows' objects stay.
    expect(await sweepStorage(db, store)).toEqual({ removed: 0, missing: 1 });
    expect(await sweepStorage(db, store, { now: Date.now() + 2 * 60 * 60 * 1000 })).toEqual({ removed: 1, missing: 1 });
    expect(await objectKeys(store, "public/media/orphelin")).toEqual([]);
    expect((await objectKeys(store, `public/media/${hash}-`)).length).toBe(6);
  });

  it("refuses an upload in French when the bucket does not answer, and stores nothing", async () => {
    const down = s3Store({ ...peer.config, endpoint: "http://127.0.0.1:9" });
    expect(await down.ping()).toBe(false);
    useFileStore(down);
    try {
      const { data, info } = await picture("#aa3377");
      const prepared = trustedPng(data, info, "hors-ligne");
      const error = await saveMedia(db, prepared).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(StorageUnavailableError);
      expect((error as Error).message).toBe(
        "Le stockage des fichiers ne répond pas : rien n’a été enregistré. Réessayez dans quelques minutes ; si cela persiste, prévenez l’hébergeur.",
      );
      expect(await db.selectFrom("media").select("hash").where("hash", "=", prepared.hash).execute()).toEqual([]);
    } finally {
      useFileStore(store);
    }
  });
});
