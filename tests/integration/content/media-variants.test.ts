// Image variants are made when an image is saved (admin and API uploads) or by the pass after start-up
// (demo seed, older rows), so that a visitor's first request reads stored bytes instead of encoding.
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DB } from "~/server/db/db.server";
import { VARIANTS, getVariant, makeMissingVariants, saveMedia, trustedPng } from "~/server/files/media.server";
import { IMAGE_TYPES, hasUploadErrors, prepareUploads, saveUploads } from "~/server/files/uploads.server";
import { engines } from "../engines";

const picture = (background: string, width = 1000, height = 600) =>
  sharp({ create: { width, height, channels: 3, background } }).png().toBuffer({ resolveWithObject: true });

const variantRows = (db: DB, hash: string) =>
  db.selectFrom("mediaVariants").select(["format", "width", "bytes"]).where("hash", "=", hash).orderBy("format").orderBy("width").execute();

describe.each(engines())("image variants on $name", (engine) => {
  let db: DB;

  beforeAll(async () => {
    db = await engine.open();
  });
  afterAll(() => engine.close());

  it("stores every variant with an uploaded image, and a request reads them without encoding", async () => {
    const form = new FormData();
    form.append("coverUpload", new File([new Uint8Array((await picture("#3d7ac8")).data)], "Façade rue Neuve.png", { type: "image/png" }));
    const uploads = await prepareUploads(form, { coverUpload: IMAGE_TYPES });
    expect(hasUploadErrors(uploads)).toBe(false);
    const [hash] = (await saveUploads(db, uploads)).coverUpload;

    const rows = await variantRows(db, hash);
    expect(rows.map((r) => `${r.format}-${r.width}`)).toEqual(["avif-480", "avif-960", "avif-1440", "webp-480", "webp-960", "webp-1440"]);
    for (const row of rows) {
      const meta = await sharp(row.bytes).metadata();
      expect(meta.format).toBe(row.format === "avif" ? "heif" : "webp");
      expect(meta.width).toBe(Math.min(row.width, 1000));
    }

    // Spoil the original: a request can only answer from the stored variant.
    await db.updateTable("media").set({ bytes: Buffer.from("plus une image") }).where("hash", "=", hash).execute();
    const served = await getVariant(db, hash, "avif", 960);
    expect(served?.mime).toBe("image/avif");
    expect(Buffer.compare(Buffer.from(served!.bytes), Buffer.from(rows.find((r) => r.format === "avif" && r.width === 960)!.bytes))).toBe(0);
  });

  it("makes the seed's missing variants after start-up, once, and the request fallback shares the work", async () => {
    const drawn = await Promise.all(["#c8553d", "#2f6f4e"].map(async (colour, i) => {
      const { data, info } = await picture(colour, 800, 500);
      return (await saveMedia(db, trustedPng(data, info, `illustration-${i}`), { variants: false })).hash;
    }));
    for (const hash of drawn) expect(await variantRows(db, hash)).toHaveLength(0);

    // A visitor asks for one before the pass gets there: made once, even by two requests at a time.
    const [first, second] = await Promise.all([getVariant(db, drawn[0], "webp", 480), getVariant(db, drawn[0], "webp", 480)]);
    expect(Buffer.compare(Buffer.from(first!.bytes), Buffer.from(second!.bytes))).toBe(0);
    expect(await variantRows(db, drawn[0])).toHaveLength(1);

    expect(await makeMissingVariants(db)).toBe(2 * VARIANTS.length - 1);
    for (const hash of drawn) expect(await variantRows(db, hash)).toHaveLength(VARIANTS.length);
    expect(await makeMissingVariants(db)).toBe(0);
  });

  it("stops the pass when asked (shutdown)", async () => {
    const { data, info } = await picture("#e0b040", 600, 400);
    const { hash } = await saveMedia(db, trustedPng(data, info, "illustration-stop"), { variants: false });
    const controller = new AbortController();
    controller.abort();
    expect(await makeMissingVariants(db, { signal: controller.signal })).toBe(0);
    expect(await variantRows(db, hash)).toHaveLength(0);
    expect(await makeMissingVariants(db)).toBe(VARIANTS.length);
  });
});
