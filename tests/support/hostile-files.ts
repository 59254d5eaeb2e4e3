// Hostile market data files (issue 29, items 3 and 4), generated compressed without ever holding their
// expanded bytes: a header of millions of commas, and one valid DVF line repeated until the file expands
// to a given size.
import fs from "node:fs";
import { once } from "node:events";
import zlib from "node:zlib";
import { FIXTURES } from "./market-fixtures";

const MB = 1 << 20;

async function writeGzip(target: string, total: number, piece: (offset: number) => Buffer, start = Buffer.alloc(0)): Promise<void> {
  const gzip = zlib.createGzip({ level: 9 });
  const out = fs.createWriteStream(target);
  gzip.pipe(out);
  gzip.write(start);
  for (let written = start.length; written < total; ) {
    const chunk = piece(written).subarray(0, total - written);
    written += chunk.length;
    if (!gzip.write(chunk)) await once(gzip, "drain");
  }
  gzip.end();
  await once(out, "finish");
}

/** A .csv.gz whose first line is `commas` commas (250 million: about 243 KB compressed). */
export async function commaHeader(target: string, commas: number): Promise<string> {
  const block = Buffer.alloc(MB, ",");
  await writeGzip(target, commas, () => block);
  return target;
}

/** A .csv.gz of the DVF header and one valid line of the fixtures repeated until it expands to `bytes`. */
export async function repeatedLine(target: string, bytes: number): Promise<string> {
  const [header, line] = fs.readFileSync(`${FIXTURES}/dvf-87-2024.csv`, "utf8").split("\n");
  const row = `${line}\n`;
  const block = Buffer.from(row.repeat(Math.ceil(MB / row.length)));
  await writeGzip(target, bytes, () => block, Buffer.from(`${header}\n`));
  return target;
}
