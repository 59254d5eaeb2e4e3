// The signed-in visitor's cut of a cached page (decision 0025): the page's bytes around the header's account items
// and before </body>, each piece deflated on its own, and the visitor's own parts deflated once per state; one gzip
// member made of both answers a signed-in visitor without compressing the page per request.
import { createHash } from "node:crypto";
import { promisify } from "node:util";
import zlib from "node:zlib";
import { type SharedPage, type VisitorBlock, visitorBlock } from "~/domain/accounts/visitor";
import type { AccountItemsHtml } from "../accounts/account-items.server";

const deflateRaw = promisify(zlib.deflateRaw);

/** A cached page cut where a signed-in visitor's parts go. */
export interface PersonalPage {
  shared: SharedPage;
  /** The page's bytes around the slots: with a header, before the bar's items, before the menu's, before </body>, the rest; without one, before </body>, the rest. */
  pieces: Buffer[];
  /** Each piece deflated on its own (raw deflate ending on a byte boundary; the last one final). */
  deflated: Buffer[];
  /** Whether the page has the header's items (the 404 page has no header, only the JSON block). */
  header: boolean;
}

/** A signed-in visitor's parts of a page: the bar's items, the menu's, the JSON block (each with its deflated bytes). */
export interface VisitorParts {
  /** A hash of the three, for the ETag. */
  tag: string;
  pieces: [Buffer, Buffer, Buffer];
  deflated: [Buffer, Buffer, Buffer];
}

const SYNC_FLUSH = { finishFlush: zlib.constants.Z_SYNC_FLUSH };
const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 0xff]);

/** One gzip member made of raw deflate pieces (all but the last ending with a sync flush) and the bytes they inflate to. */
export function gzipOfPieces(deflated: Buffer[], pieces: Buffer[]): Buffer {
  let crc = 0;
  let size = 0;
  for (const piece of pieces) {
    crc = zlib.crc32(piece, crc);
    size += piece.length;
  }
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(crc >>> 0, 0);
  trailer.writeUInt32LE(size % 2 ** 32, 4);
  return Buffer.concat([GZIP_HEADER, ...deflated, trailer]);
}

/** The offset of the only occurrence of `part` in `body`, -1 when absent, null when it occurs twice or more. */
function onlyOccurrence(body: Buffer, part: Buffer): number | null {
  const at = body.indexOf(part);
  if (at === -1) return -1;
  return body.indexOf(part, at + part.length) === -1 ? at : null;
}

/** Where a page is cut for its signed-in visitors, or null when its account items are not where they should be. */
function personalCuts(body: Buffer, items: { bar: Buffer; menu: Buffer }): { cuts: [number, number][]; header: boolean } | null {
  const end = body.lastIndexOf("</body>");
  if (end === -1) return null;
  const bar = onlyOccurrence(body, items.bar);
  const menu = onlyOccurrence(body, items.menu);
  if (bar === -1 && menu === -1 && body.indexOf("<header") === -1) return { cuts: [[0, end], [end, body.length]], header: false };
  if (bar === null || menu === null || bar < 0 || menu < bar + items.bar.length || end < menu + items.menu.length) return null;
  const cuts: [number, number][] = [[0, bar], [bar + items.bar.length, menu], [menu + items.menu.length, end], [end, body.length]];
  return { cuts, header: true };
}

const MAX_VISITOR_PARTS = 512;
const visitorPartsMemo = new Map<string, VisitorParts>();

/**
 * A signed-in visitor's parts of every page, from their account items (`items` of `user`, the same for the same
 * state of the visitor): deflated once per state.
 */
export function visitorParts(user: VisitorBlock, items: AccountItemsHtml): VisitorParts {
  const state = `${user.isAdmin}/${user.unread}/${user.unreadStaff}/${user.revenus ?? ""}`;
  let parts = visitorPartsMemo.get(state);
  if (!parts) {
    const block = visitorBlock(user);
    const pieces: VisitorParts["pieces"] = [Buffer.from(items.bar), Buffer.from(items.menu), Buffer.from(block)];
    const [bar, menu, json] = pieces.map((piece) => zlib.deflateRawSync(piece, SYNC_FLUSH));
    const tag = createHash("sha256").update(`${items.bar}\n${items.menu}\n${block}`).digest("base64url").slice(0, 12);
    parts = { tag, pieces, deflated: [bar!, menu!, json!] };
    if (visitorPartsMemo.size >= MAX_VISITOR_PARTS) visitorPartsMemo.clear();
    visitorPartsMemo.set(state, parts);
  }
  return parts;
}

/** A shared page cut for its signed-in visitors; undefined when its account items cannot be found (it then goes to them rendered). */
export async function personalPage(body: Buffer, shared: SharedPage, items: { bar: Buffer; menu: Buffer }): Promise<PersonalPage | undefined> {
  const layout = personalCuts(body, items);
  if (!layout) return undefined;
  const pieces = layout.cuts.map(([start, end]) => body.subarray(start, end));
  const deflated = await Promise.all(pieces.map((piece, i) => deflateRaw(piece, i < pieces.length - 1 ? { level: 9, ...SYNC_FLUSH } : { level: 9 })));
  return { shared, pieces, deflated, header: layout.header };
}
