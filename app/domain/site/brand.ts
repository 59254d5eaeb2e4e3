// The brand's colours and its mark (a house with a terracotta door and a sand window), declared once: the
// site's header draws the mark in SVG, the PDF documents with the same paths (pdf-writer.server.ts).

export const BRAND_COLOURS = {
  navy: "#1e3a5f",
  navyDark: "#142943",
  terracotta: "#c8553d",
  sand: "#f4e9d8",
} as const;

/** The mark on a 32 × 32 grid (the SVG's viewBox): the house, its door and its round window. */
export const BRAND_MARK = {
  size: 32,
  house: "M4 15 16 5l12 10v12a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1Z",
  door: "M12 28v-8h8v8",
  window: { cx: 16, cy: 14, r: 2.5 },
} as const;
