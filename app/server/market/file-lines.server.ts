// The lines of a published data file, read as a stream (memory does not grow with the file): plain or
// gzip-compressed (told by its first bytes, not by its name), UTF-8 or Windows-1252, in batches so that
// a 300,000-line file costs a few hundred awaits, not 300,000. Progress counts the bytes of the file as
// stored (compressed or not), so that a percentage can be shown.
import fs from "node:fs";
import { stat } from "node:fs/promises";
import zlib from "node:zlib";
import { formatInteger } from "~/domain/text/format";
import { splitCsvLine } from "~/domain/market/csv-line";
import { lineMessage } from "~/domain/market/dvf";
import { ImportRefusedError } from "../platform/errors.server";

export type TextEncoding = "utf-8" | "windows-1252";

/** Refuses an import for what is wrong in one of its files: « dvf-87.csv.gz — Ligne 4, colonne … ». */
export function refuseFile(name: string, message: string): never {
  throw new ImportRefusedError(`${name} — ${message}`);
}

const CHUNK = 1 << 20;

/** The longest line read, in characters (issue 29, item 3): a longer one refuses the file before it is held in memory. */
export const MAX_LINE_CHARS = 64 * 1024;

/** What one import may read (issue 29, item 4): the size of each file once expanded, and the data lines of all its files. */
export interface ReadLimits {
  maxBytes: number;
  maxRows: number;
}

/** The operator's command: 2 GB expanded a file, 30 million lines (a whole year of France is about 4 million). */
export const COMMAND_LIMITS: ReadLimits = { maxBytes: 2 * 1024 ** 3, maxRows: 30_000_000 };
/** An upload on the staff page: a few departments at a time. */
export const UPLOAD_LIMITS: ReadLimits = { maxBytes: 512 * 1024 ** 2, maxRows: 5_000_000 };

const megabytes = (bytes: number) => `${formatInteger(Math.round(bytes / 1024 ** 2))} Mo`;

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
async function* bytesOf(path: string, name: string, onBytes: (read: number) => void, maxBytes = Infinity): AsyncGenerator<Buffer> {
  const gzip = await isGzip(path);
  let expanded = 0;
  const counted = (chunk: Buffer) => {
    expanded += chunk.length;
    if (expanded > maxBytes) refuseFile(name, `le fichier dépasse ${megabytes(maxBytes)} une fois décompressé : importez-le en plusieurs fichiers.`);
    return chunk;
  };
  const file = fs.createReadStream(path, { highWaterMark: CHUNK });
  let read = 0;
  try {
    if (!gzip) {
      for await (const chunk of file) {
        read += (chunk as Buffer).length;
        onBytes(read);
        yield counted(chunk as Buffer);
      }
      return;
    }
    file.on("data", (chunk) => {
      read += chunk.length;
      onBytes(read);
    });
    const gunzip = zlib.createGunzip({ chunkSize: CHUNK });
    file.on("error", (error) => gunzip.destroy(error));
    for await (const chunk of file.pipe(gunzip)) yield counted(chunk as Buffer);
  } catch (error) {
    if ((error as { code?: string }).code?.startsWith("Z_")) refuseFile(name, "le fichier compressé (gzip) est incomplet ou illisible.");
    throw error;
  } finally {
    file.destroy();
  }
}

/** UTF-8 when every byte of the file decodes as UTF-8, Windows-1252 otherwise (the Carte des loyers is published in it). */
export async function detectEncoding(path: string, name: string, maxBytes = Infinity): Promise<TextEncoding> {
  const decoder = new TextDecoder("utf-8", { fatal: true });
  try {
    for await (const chunk of bytesOf(path, name, () => {}, maxBytes)) decoder.decode(chunk, { stream: true });
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
async function* lineBatches(
  path: string,
  name: string,
  encoding: TextEncoding,
  onProgress: (p: ReadProgress) => void = () => {},
  maxBytes = Infinity,
): AsyncGenerator<string[]> {
  const totalBytes = (await stat(path)).size;
  const decoder = new TextDecoder(encoding, { fatal: encoding === "utf-8" });
  let rest = "";
  let lines = 0;
  // A line is refused as soon as it is known to be too long: never joined, never split whole.
  const tooLong = (line: number): never =>
    refuseFile(name, lineMessage(line, null, `ligne trop longue (plus de ${formatInteger(MAX_LINE_CHARS / 1024)} Ko) : ce n’est pas un fichier de données attendu.`));
  const split = (text: string): string[] => {
    const parts: string[] = [];
    let start = 0;
    for (let end = text.indexOf("\n"); end !== -1; end = text.indexOf("\n", start)) {
      if (rest.length + end - start > MAX_LINE_CHARS) tooLong(lines + parts.length + 1);
      const line = rest + text.slice(start, end);
      rest = "";
      parts.push(line.endsWith("\r") ? line.slice(0, -1) : line);
      start = end + 1;
    }
    if (rest.length + text.length - start > MAX_LINE_CHARS) tooLong(lines + parts.length + 1);
    rest += text.slice(start);
    lines += parts.length;
    return parts;
  };
  for await (const chunk of bytesOf(path, name, (bytes) => onProgress({ bytes, totalBytes }), maxBytes)) {
    let text: string;
    try {
      text = decoder.decode(chunk, { stream: true });
    } catch {
      refuseFile(name, `le fichier n’est pas encodé en UTF-8 (ligne ${formatInteger(lines + 1 + invalidLineIn(chunk))}).`);
    }
    const batch = split(text);
    if (batch.length > 0) yield batch;
  }
  const last = split(`${decoder.decode()}\n`).filter((l) => l !== "");
  if (last.length > 0) yield last;
}

export interface CsvRecord {
  /** Line number in the file (the header is line 1). */
  line: number;
  fields: string[];
  /** The line as written. */
  text: string;
}

/**
 * The data lines of a published CSV file, split, in batches, with the header read by `readHeader` (a
 * French message refuses the file). Empty lines are skipped; a line with an unclosed quote, or a file
 * without even a header, refuses the file. Messages start with the file's name.
 */
export async function* csvRecords<H>(
  file: { path: string; name: string },
  {
    encoding,
    separator,
    readHeader,
    onProgress,
    limits,
    rowsBefore = 0,
  }: {
    encoding: TextEncoding;
    separator: "," | ";";
    readHeader: (fields: string[]) => H | string;
    onProgress?: (p: ReadProgress) => void;
    limits?: ReadLimits;
    /** Data lines of the import's earlier files, counted against limits.maxRows. */
    rowsBefore?: number;
  },
): AsyncGenerator<{ header: H; records: CsvRecord[] }> {
  const refuse = (message: string) => refuseFile(file.name, message);
  const maxRows = limits?.maxRows ?? Infinity;
  let header: H | null = null;
  let headerNames: string[] = [];
  let line = 0;
  for await (const lines of lineBatches(file.path, file.name, encoding, onProgress, limits?.maxBytes)) {
    const records: CsvRecord[] = [];
    for (const text of lines) {
      line++;
      if (rowsBefore + line - 1 > maxRows) refuse(`plus de ${formatInteger(maxRows)} lignes dans l’import : importez-le en plusieurs fois.`);
      // PostgreSQL stores no NUL character, and no published file holds one: refused on every engine, with its place.
      const nul = text.indexOf("\u0000");
      if (nul !== -1) {
        const field = text.slice(0, nul).split(separator).length - 1;
        refuse(lineMessage(line, headerNames[field] ?? `n° ${formatInteger(field + 1)}`, "caractère nul (octet 0), interdit dans un fichier de données."));
      }
      if (header === null) {
        headerNames = splitCsvLine(text, separator) ?? [];
        const read = readHeader(headerNames);
        header = typeof read === "string" ? refuse(read) : read;
      } else if (text !== "") records.push({ line, text, fields: splitCsvLine(text, separator) ?? refuse(lineMessage(line, null, "guillemet non fermé.")) });
    }
    if (header !== null && records.length > 0) yield { header, records };
  }
  if (header === null) refuse("le fichier est vide.");
}
