// The lines of a published data file, read as a stream (memory does not grow with the file): plain or
// gzip-compressed (told by its first bytes, not by its name), UTF-8 or Windows-1252, in batches so that
// a 300,000-line file costs a few hundred awaits, not 300,000. Progress counts the bytes of the file as
// stored (compressed or not), so that a percentage can be shown.
import fs from "node:fs";
import { stat } from "node:fs/promises";
import zlib from "node:zlib";
import { formatInteger } from "~/domain/format";
import { ImportRefusedError } from "../errors.server";

export type TextEncoding = "utf-8" | "windows-1252";

const CHUNK = 1 << 20;

async function isGzip(path: string): Promise<boolean> {
  const handle = await fs.promises.open(path, "r");
  try {
    const { bytesRead, buffer } = await handle.read(Buffer.alloc(2), 0, 2, 0);
    return bytesRead === 2 && buffer[0] === 0x1f && buffer[1] === 0x8b;
  } finally {
    await handle.close();
  }
}

/** The decompressed bytes of a file, and a counter of the stored bytes read so far. */
async function* bytesOf(path: string, name: string, onBytes: (read: number) => void): AsyncGenerator<Buffer> {
  const gzip = await isGzip(path);
  const file = fs.createReadStream(path, { highWaterMark: CHUNK });
  let read = 0;
  try {
    if (!gzip) {
      for await (const chunk of file) {
        read += (chunk as Buffer).length;
        onBytes(read);
        yield chunk as Buffer;
      }
      return;
    }
    file.on("data", (chunk) => {
      read += chunk.length;
      onBytes(read);
    });
    const gunzip = zlib.createGunzip({ chunkSize: CHUNK });
    file.on("error", (error) => gunzip.destroy(error));
    for await (const chunk of file.pipe(gunzip)) yield chunk as Buffer;
  } catch (error) {
    if ((error as { code?: string }).code?.startsWith("Z_")) throw new ImportRefusedError(`${name} — le fichier compressé (gzip) est incomplet ou illisible.`);
    throw error;
  } finally {
    file.destroy();
  }
}

/** UTF-8 when every byte of the file decodes as UTF-8, Windows-1252 otherwise (the Carte des loyers is published in it). */
export async function detectEncoding(path: string, name: string): Promise<TextEncoding> {
  const decoder = new TextDecoder("utf-8", { fatal: true });
  try {
    for await (const chunk of bytesOf(path, name, () => {})) decoder.decode(chunk, { stream: true });
    decoder.decode();
    return "utf-8";
  } catch (error) {
    if (error instanceof TypeError) return "windows-1252";
    throw error;
  }
}

/** Which line of `chunk` (0: the line it starts in) holds the first byte that is not UTF-8. Line breaks never occur inside a UTF-8 character. */
function invalidLineIn(chunk: Buffer): number {
  const strict = new TextDecoder("utf-8", { fatal: true });
  let start = 0;
  for (let line = 0; ; line++) {
    const end = chunk.indexOf(0x0a, start);
    try {
      strict.decode(chunk.subarray(start, end === -1 ? chunk.length : end));
    } catch {
      return line;
    }
    if (end === -1) return line;
    start = end + 1;
  }
}

export interface ReadProgress {
  /** Stored bytes read, and the file's size. */
  bytes: number;
  totalBytes: number;
}

/**
 * The file's lines in batches (line breaks LF or CRLF; a byte order mark dropped; a last empty line
 * dropped). With UTF-8, a byte that does not decode refuses the file, naming the line.
 */
export async function* lineBatches(path: string, name: string, encoding: TextEncoding, onProgress: (p: ReadProgress) => void = () => {}): AsyncGenerator<string[]> {
  const totalBytes = (await stat(path)).size;
  const decoder = new TextDecoder(encoding, { fatal: encoding === "utf-8" });
  let rest = "";
  let lines = 0;
  const split = (text: string): string[] => {
    const parts = (rest + text).split("\n");
    rest = parts.pop() ?? "";
    lines += parts.length;
    return parts.map((l) => (l.endsWith("\r") ? l.slice(0, -1) : l));
  };
  for await (const chunk of bytesOf(path, name, (bytes) => onProgress({ bytes, totalBytes }))) {
    let text: string;
    try {
      text = decoder.decode(chunk, { stream: true });
    } catch {
      throw new ImportRefusedError(`${name} — le fichier n’est pas encodé en UTF-8 (ligne ${formatInteger(lines + 1 + invalidLineIn(chunk))}).`);
    }
    const batch = split(text);
    if (batch.length > 0) yield batch;
  }
  const last = split(`${decoder.decode()}\n`).filter((l) => l !== "");
  if (last.length > 0) yield last;
}
