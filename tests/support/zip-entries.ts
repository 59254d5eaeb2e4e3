// Reading a ZIP as its local headers tell it, to check how each entry was stored.
import { strFromU8 } from "fflate";

/** Each entry in order: its name and its compression method (0 stored as it is, 8 deflated). */
export function zipEntries(zip: Uint8Array): { name: string; method: number }[] {
  const view = new DataView(zip.buffer, zip.byteOffset, zip.byteLength);
  const entries: { name: string; method: number }[] = [];
  for (let at = 0; at + 30 <= zip.length; at++) {
    if (view.getUint32(at, true) !== 0x04034b50) continue;
    const nameLength = view.getUint16(at + 26, true);
    entries.push({ method: view.getUint16(at + 8, true), name: strFromU8(zip.subarray(at + 30, at + 30 + nameLength)) });
    at += 29 + nameLength;
  }
  return entries;
}
