// A multipart form read as it arrives (issue 32, item 7): each file is written to a folder while it is
// received, never held whole in memory; the text fields are kept. For the routes whose files rule says
// `stream` (RouteHandle.files): the request guard counts the body's bytes and time, this reads it once.
import fs from "node:fs";
import path from "node:path";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import type { ReadableStream as NodeReadableStream } from "node:stream/web";
import busboy from "busboy";
import { CONTROL_CHARS_MESSAGE, hasControlChars } from "~/domain/text/control-chars";
import { BodyRefusedError } from "../platform/errors.server";

export interface ReceivedFile {
  /** The form field it came in. */
  field: string;
  /** Its name as sent (shown in messages). */
  name: string;
  /** Where it was written. */
  path: string;
  /** Its type as the browser announced it (the checks sniff the bytes). */
  type: string;
}

export interface StreamedForm {
  fields: URLSearchParams;
  files: ReceivedFile[];
}

const MALFORMED = "Le formulaire envoyé est mal formé.";

/**
 * A body refused while it was read: its status and French message, or no message when the request guard has
 * answered already (a body past its limit or too slow, BodyRefusedError).
 */
export class FormRefusal extends Error {
  constructor(
    readonly status: 400 | 408 | 413,
    readonly french: string | null,
  ) {
    super(french ?? `body refused (${status})`);
  }
}

/** A name safe to write in our folder. */
const safeName = (name: string, i: number) => `${i}-${name.replace(/[^\w.-]+/g, "_").slice(-80)}`;

/**
 * Reads a multipart/form-data request, writing its files to `dir` (created by the caller, removed by it on
 * failure). A file input left empty gives no file. Refused (FormRefusal, with a French message): more than
 * `maxFiles` files (413), a body that does not parse or a text field over 64 KB (400), control characters in a
 * field (400); a body the guard cut (413, 408) without a message: the guard has answered.
 */
export async function readStreamedForm(request: Request, dir: string, { maxFiles = 20 } = {}): Promise<StreamedForm> {
  const fields = new URLSearchParams();
  const files: ReceivedFile[] = [];
  const writes: Promise<void>[] = [];
  let parser: busboy.Busboy;
  try {
    parser = busboy({ headers: { "content-type": request.headers.get("content-type") ?? "" }, limits: { files: maxFiles, fields: 200, fieldSize: 64 * 1024 } });
  } catch {
    throw new FormRefusal(400, MALFORMED);
  }
  const body = request.body ? Readable.fromWeb(request.body as NodeReadableStream<Uint8Array>) : Readable.from([]);
  try {
    await new Promise<void>((resolve, reject) => {
      parser.on("field", (name, value, info) => {
        if (info.valueTruncated) reject(new FormRefusal(400, MALFORMED));
        fields.append(name, value);
      });
      parser.on("file", (field, stream, info) => {
        if (!info.filename) {
          stream.resume(); // an empty file input
          return;
        }
        const file = { field, name: info.filename, path: path.join(dir, safeName(info.filename, files.length)), type: info.mimeType };
        files.push(file);
        writes.push(pipeline(stream, fs.createWriteStream(file.path)));
      });
      parser.on("filesLimit", () => reject(new FormRefusal(413, `Au plus ${maxFiles} fichiers par envoi : envoyez-les en plusieurs fois.`)));
      parser.on("error", reject);
      parser.on("close", resolve);
      body.on("error", reject);
      body.pipe(parser);
    });
    await Promise.all(writes);
  } catch (error) {
    body.destroy();
    await Promise.allSettled(writes);
    const cut = error instanceof BodyRefusedError ? error : (error as Error | undefined)?.cause;
    if (cut instanceof BodyRefusedError) throw new FormRefusal(cut.status, null);
    if (error instanceof FormRefusal) throw error;
    throw new FormRefusal(400, MALFORMED);
  }
  for (const [name, value] of fields) if (hasControlChars(name) || hasControlChars(value)) throw new FormRefusal(400, CONTROL_CHARS_MESSAGE);
  return { fields, files };
}
