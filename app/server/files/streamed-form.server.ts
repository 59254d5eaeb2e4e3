// A multipart form read as it arrives (issue 32, item 7): each file is written to a folder while it is
// received, never held whole in memory; the text fields are kept. For the routes whose files rule says
// `stream` (RouteHandle.files): the request guard counts the body's bytes and time, this reads it once.
import fs from "node:fs";
import path from "node:path";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import type { ReadableStream as NodeReadableStream } from "node:stream/web";
import busboy from "busboy";
import { data } from "react-router";
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

/** A refusal of ours while reading, answered with its status and French message. */
class FormRefusal extends Error {
  constructor(
    readonly status: 400 | 413,
    message: string,
  ) {
    super(message);
  }
}

/** A name safe to write in our folder. */
const safeName = (name: string, i: number) => `${i}-${name.replace(/[^\w.-]+/g, "_").slice(-80)}`;

/**
 * Reads a multipart/form-data request, writing its files to `dir` (created by the caller, removed by it on
 * failure). A file input left empty gives no file. Refused with a French answer (thrown, as React Router's
 * `data`): more than `maxFiles` files (413), a body that does not parse or a text field over 64 KB (400),
 * control characters in a field (400); a body the guard cut (413, 408) ends the action without an answer of its own.
 */
export async function readStreamedForm(request: Request, dir: string, { maxFiles = 20 } = {}): Promise<StreamedForm> {
  const fields = new URLSearchParams();
  const files: ReceivedFile[] = [];
  const writes: Promise<void>[] = [];
  let parser: busboy.Busboy;
  try {
    parser = busboy({ headers: { "content-type": request.headers.get("content-type") ?? "" }, limits: { files: maxFiles, fields: 200, fieldSize: 64 * 1024 } });
  } catch {
    throw data(MALFORMED, { status: 400 });
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
    if (cut instanceof BodyRefusedError) throw data(null, { status: cut.status });
    if (error instanceof FormRefusal) throw data(error.message, { status: error.status });
    throw data(MALFORMED, { status: 400 });
  }
  for (const [name, value] of fields) if (hasControlChars(name) || hasControlChars(value)) throw data(CONTROL_CHARS_MESSAGE, { status: 400 });
  return { fields, files };
}
