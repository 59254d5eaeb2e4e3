// A signed-in visitor's copy of a cached page (decision 0025): the page as everyone gets it, cut at the slots its
// HTML marks (visitor-slots.ts), with the visitor's own parts put in. The parts depend on the visitor's state only
// (admin or not, unread counts, income), not on who they are: one copy per page and state, compressed once.
import { createHash } from "node:crypto";
import { type VisitorBlock, visitorBlock } from "~/domain/accounts/visitor";
import type { Slot } from "~/domain/accounts/visitor-slots";
import type { AccountItemsHtml } from "../accounts/account-items.server";

/** A signed-in visitor's parts of a page: the bar's items, the menu's and the JSON block. */
export interface VisitorParts {
  /** A hash of the parts: with the page's, the ETag and the key of the compressed copy. */
  tag: string;
  html: Record<Slot, string>;
}

const MAX_VISITOR_PARTS = 512;
const visitorPartsMemo = new Map<string, VisitorParts>();

/** A signed-in visitor's parts of every page, from their account items (`items` of `user`). */
export function visitorParts(user: VisitorBlock, items: AccountItemsHtml): VisitorParts {
  const state = `${user.isAdmin}/${user.unread}/${user.unreadStaff}/${user.revenus ?? ""}`;
  let parts = visitorPartsMemo.get(state);
  if (!parts) {
    const html = { bar: items.bar, menu: items.menu, block: visitorBlock(user) };
    const tag = createHash("sha256").update(`${html.bar}\n${html.menu}\n${html.block}`).digest("base64url").slice(0, 12);
    parts = { tag, html };
    if (visitorPartsMemo.size >= MAX_VISITOR_PARTS) visitorPartsMemo.clear();
    visitorPartsMemo.set(state, parts);
  }
  return parts;
}
