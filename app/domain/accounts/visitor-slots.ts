// Where a cached page takes its signed-in visitor's parts (decision 0025). The page marks each slot in the HTML
// it renders: two empty <template> elements around it (allowed anywhere, a <ul> included; never shown; hydrated as
// they are). The page cache cuts a page at these markers, and only there, and puts a visitor's parts between them:
// the header's account items in the bar and in the burger menu, and the JSON block before the end of the body.
// The block's opening marker also says how the page is shared (`SharedPage`): a page without it is not shared.
import type { SharedPage } from "./visitor";

export type Slot = "bar" | "menu" | "block";

/** The attribute of the markers; its value is the slot's name, with a leading `/` for the closing marker. */
export const SLOT_ATTRIBUTE = "data-visitor-slot";
/** The attribute of the block's opening marker that says how the page is shared. */
export const SHARED_ATTRIBUTE = "data-shared";

/** The opening marker of a slot as React writes it (the block's with the page's sharing). */
export function slotStart(slot: Slot, shared?: SharedPage): string {
  return `<template ${SLOT_ATTRIBUTE}="${slot}"${shared ? ` ${SHARED_ATTRIBUTE}="${shared}"` : ""}></template>`;
}

export const slotEnd = (slot: Slot): string => `<template ${SLOT_ATTRIBUTE}="/${slot}"></template>`;

/** A page cut at its slots: `pieces` around `slots` (one piece more than slots), what was between the markers left out. */
export interface SlottedPage {
  shared: SharedPage;
  pieces: string[];
  slots: Slot[];
}

/** The offset of the only occurrence of `part` in `html`, -1 when absent, null when it occurs twice or more. */
function onlyOccurrence(html: string, part: string): number | null {
  const at = html.indexOf(part);
  if (at === -1) return -1;
  return html.indexOf(part, at + part.length) === -1 ? at : null;
}

const SHARINGS: SharedPage[] = ["always", "with-income"];

/**
 * A shared page cut at its slots, or null when it is not shared (no block marker) or its markers are not in order
 * (a marker twice, an end without its start, slots inside one another): such a page goes to signed-in visitors
 * rendered for them.
 */
export function cutAtSlots(html: string): SlottedPage | null {
  const sharing = SHARINGS.map((shared) => ({ shared, at: onlyOccurrence(html, slotStart("block", shared)) }));
  const found = sharing.filter(({ at }) => at !== -1);
  if (found.length !== 1 || found[0]!.at === null) return null;
  const shared = found[0]!.shared;
  const spans: { slot: Slot; from: number; to: number }[] = [];
  for (const slot of ["bar", "menu", "block"] as const) {
    const start = slot === "block" ? slotStart(slot, shared) : slotStart(slot);
    const from = onlyOccurrence(html, start);
    const to = onlyOccurrence(html, slotEnd(slot));
    if (from === null || to === null) return null;
    if (from === -1 && to === -1) continue;
    if (from === -1 || to < from + start.length) return null;
    spans.push({ slot, from: from + start.length, to });
  }
  spans.sort((a, b) => a.from - b.from);
  const pieces: string[] = [];
  let at = 0;
  for (const span of spans) {
    if (span.from < at) return null;
    pieces.push(html.slice(at, span.from));
    at = span.to;
  }
  pieces.push(html.slice(at));
  return { shared, pieces, slots: spans.map((span) => span.slot) };
}

/** The page with `parts` in its slots. */
export function fillSlots(page: SlottedPage, parts: Record<Slot, string>): string {
  let html = page.pieces[0]!;
  page.slots.forEach((slot, i) => {
    html += parts[slot] + page.pieces[i + 1]!;
  });
  return html;
}
