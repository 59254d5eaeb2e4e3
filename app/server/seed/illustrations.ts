// Deterministic flat illustrations (SVG strings) used to generate demo pictures for seeded content.
// Pure functions: no I/O. The caller rasterises them (e.g. with sharp).

/* ------------------------------------------------------------------ */
/* Palette                                                             */
/* ------------------------------------------------------------------ */

const NAVY = "#1e3a5f";
const TERRA = "#c8553d";
const SAND = "#f4e9d8";
const SAGE = "#8ab17d";
const SLATE = "#334155";
const WHITE = "#ffffff";

/* ------------------------------------------------------------------ */
/* Seeded PRNG                                                         */
/* ------------------------------------------------------------------ */

/** mulberry32: tiny, fast, good enough for illustrations. Returns floats in [0, 1). */
export function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

class Rand {
  private readonly next: () => number;
  constructor(seed: number, salt: number) {
    // Mix the salt in so that every illustration family gets its own stream.
    this.next = mulberry32(Math.imul(seed | 0, 0x9e3779b1) ^ Math.imul(salt, 0x85ebca6b));
    this.next();
  }
  float(): number {
    return this.next();
  }
  range(min: number, max: number): number {
    return min + (max - min) * this.next();
  }
  int(min: number, max: number): number {
    return Math.floor(this.range(min, max + 1));
  }
  chance(p: number): boolean {
    return this.next() < p;
  }
  pick<T>(items: readonly T[]): T {
    const item = items[Math.floor(this.next() * items.length)];
    if (item === undefined) throw new Error("pick() on an empty list");
    return item;
  }
  shuffle<T>(items: readonly T[]): T[] {
    const out = [...items];
    for (let i = out.length - 1; i > 0; i--) {
      const j = Math.floor(this.next() * (i + 1));
      const a = out[i] as T;
      out[i] = out[j] as T;
      out[j] = a;
    }
    return out;
  }
}

/* ------------------------------------------------------------------ */
/* SVG helpers                                                         */
/* ------------------------------------------------------------------ */

type Attrs = Record<string, string | number>;

/** Formats a number with at most one decimal. */
function f(v: number): string {
  const r = Math.round(v * 10) / 10;
  return Object.is(r, -0) ? "0" : String(r);
}

function at(a?: Attrs): string {
  if (!a) return "";
  let s = "";
  for (const [k, v] of Object.entries(a)) s += ` ${k}="${typeof v === "number" ? f(v) : v}"`;
  return s;
}

/** Tagged template for path data: numbers are rounded. */
function d(strings: TemplateStringsArray, ...vals: number[]): string {
  let out = strings[0] ?? "";
  vals.forEach((v, i) => {
    out += f(v) + (strings[i + 1] ?? "");
  });
  return out;
}

function rect(x: number, y: number, w: number, h: number, fill: string, a?: Attrs): string {
  return `<rect x="${f(x)}" y="${f(y)}" width="${f(Math.max(0, w))}" height="${f(Math.max(0, h))}" fill="${fill}"${at(a)}/>`;
}
function circle(cx: number, cy: number, r: number, fill: string, a?: Attrs): string {
  return `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(r)}" fill="${fill}"${at(a)}/>`;
}
function ellipse(cx: number, cy: number, rx: number, ry: number, fill: string, a?: Attrs): string {
  return `<ellipse cx="${f(cx)}" cy="${f(cy)}" rx="${f(rx)}" ry="${f(ry)}" fill="${fill}"${at(a)}/>`;
}
function path(dd: string, fill: string, a?: Attrs): string {
  return `<path d="${dd}" fill="${fill}"${at(a)}/>`;
}
function line(x1: number, y1: number, x2: number, y2: number, stroke: string, width: number, a?: Attrs): string {
  return `<line x1="${f(x1)}" y1="${f(y1)}" x2="${f(x2)}" y2="${f(y2)}" stroke="${stroke}" stroke-width="${f(width)}"${at(a)}/>`;
}
function poly(points: ReadonlyArray<readonly [number, number]>, fill: string, a?: Attrs): string {
  return `<polygon points="${points.map(([x, y]) => `${f(x)},${f(y)}`).join(" ")}" fill="${fill}"${at(a)}/>`;
}
function g(children: string | readonly string[], a?: Attrs): string {
  return `<g${at(a)}>${typeof children === "string" ? children : children.join("")}</g>`;
}
function linear(id: string, stops: ReadonlyArray<readonly [number, string, number?]>, x2 = 0, y2 = 1): string {
  const s = stops
    .map(([o, c, op]) => `<stop offset="${f(o)}" stop-color="${c}"${op === undefined ? "" : ` stop-opacity="${op}"`}/>`)
    .join("");
  return `<linearGradient id="${id}" x1="0" y1="0" x2="${x2}" y2="${y2}">${s}</linearGradient>`;
}
function radial(id: string, stops: ReadonlyArray<readonly [number, string, number?]>): string {
  const s = stops
    .map(([o, c, op]) => `<stop offset="${f(o)}" stop-color="${c}"${op === undefined ? "" : ` stop-opacity="${op}"`}/>`)
    .join("");
  return `<radialGradient id="${id}">${s}</radialGradient>`;
}
function svg(w: number, h: number, defs: readonly string[], body: readonly string[]): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">` +
    (defs.length ? `<defs>${defs.join("")}</defs>` : "") +
    body.join("") +
    `</svg>`
  );
}

/* Colours */
function rgb(hex: string): [number, number, number] {
  const h = hex.replace("#", "");
  return [parseInt(h.slice(0, 2), 16), parseInt(h.slice(2, 4), 16), parseInt(h.slice(4, 6), 16)];
}
function mix(a: string, b: string, t: number): string {
  const ca = rgb(a);
  const cb = rgb(b);
  return (
    "#" +
    ca
      .map((v, i) => {
        const n = Math.round(v + ((cb[i] ?? 0) - v) * t);
        return Math.max(0, Math.min(255, n)).toString(16).padStart(2, "0");
      })
      .join("")
  );
}
const lighten = (c: string, t: number): string => mix(c, WHITE, t);
const darken = (c: string, t: number): string => mix(c, "#000000", t);

const W = 1600;
const H = 1000;

/* ------------------------------------------------------------------ */
/* Shared scenery                                                      */
/* ------------------------------------------------------------------ */

function cloud(cx: number, cy: number, s: number, fill: string, opacity = 0.9): string {
  return g(
    [
      ellipse(cx, cy + 18 * s, 120 * s, 26 * s, fill),
      circle(cx - 55 * s, cy + 4 * s, 36 * s, fill),
      circle(cx - 5 * s, cy - 18 * s, 52 * s, fill),
      circle(cx + 55 * s, cy, 40 * s, fill),
    ],
    { opacity },
  );
}

function bird(x: number, y: number, s: number, color: string): string {
  return path(d`M${x - 14 * s} ${y - 4 * s}Q${x - 6 * s} ${y - 10 * s} ${x} ${y}Q${x + 6 * s} ${y - 10 * s} ${x + 14 * s} ${y - 4 * s}`, "none", {
    stroke: color,
    "stroke-width": 3 * s,
    "stroke-linecap": "round",
    "stroke-linejoin": "round",
  });
}

function tree(r: Rand, x: number, baseY: number, size: number, greens: readonly string[]): string {
  const trunkH = 200 * size;
  const out: string[] = [];
  out.push(rect(x - 9 * size, baseY - trunkH, 18 * size, trunkH, "#7a5a43", { rx: 6 * size }));
  out.push(path(d`M${x} ${baseY - trunkH * 0.65}L${x - 40 * size} ${baseY - trunkH * 0.95}`, "none", { stroke: "#7a5a43", "stroke-width": 8 * size, "stroke-linecap": "round" }));
  out.push(path(d`M${x} ${baseY - trunkH * 0.55}L${x + 44 * size} ${baseY - trunkH * 0.9}`, "none", { stroke: "#7a5a43", "stroke-width": 8 * size, "stroke-linecap": "round" }));
  const cy = baseY - trunkH - 70 * size;
  const dark = greens[0] ?? SAGE;
  const light = greens[1] ?? lighten(SAGE, 0.2);
  const blobs: Array<[number, number, number]> = [
    [0, 0, 95],
    [-70, 25, 70],
    [70, 20, 72],
    [-35, -55, 68],
    [40, -50, 66],
    [0, 45, 70],
  ];
  for (const [dx, dy, rr] of blobs) out.push(circle(x + dx * size, cy + dy * size, rr * size * r.range(0.92, 1.08), dark));
  for (const [dx, dy, rr] of blobs.slice(0, 4)) out.push(circle(x + dx * size - 14 * size, cy + dy * size - 16 * size, rr * size * 0.62, light));
  return g(out);
}

function streetLamp(x: number, baseY: number, color: string): string {
  return g([
    rect(x - 14, baseY - 14, 28, 14, color, { rx: 4 }),
    rect(x - 5, baseY - 300, 10, 290, color),
    path(d`M${x} ${baseY - 296}q0 -26 30 -26`, "none", { stroke: color, "stroke-width": 6 }),
    poly(
      [
        [x + 16, baseY - 320],
        [x + 44, baseY - 320],
        [x + 50, baseY - 280],
        [x + 10, baseY - 280],
      ],
      "#fff4cf",
      { stroke: color, "stroke-width": 5, "stroke-linejoin": "round" },
    ),
    rect(x + 4, baseY - 284, 52, 8, color, { rx: 3 }),
  ]);
}

/* ------------------------------------------------------------------ */
/* 1. Façade                                                           */
/* ------------------------------------------------------------------ */

type FacadeStyle = "haussmann" | "brick" | "stone";

interface BuildingSpec {
  x: number;
  w: number;
  base: number;
  style: FacadeStyle;
  floors: number;
  floorH: number;
  groundH: number;
  cols: number;
  wall: string;
  trim: string;
  shutter: string;
  door: string;
  shop: string;
}

const STONE_WALLS = ["#efe3cc", "#e9dbc0", "#f2e7d3", "#e6d6bb"];
const PLASTER_WALLS = ["#f1dcc0", "#e8c9a6", "#f3e3c6", "#dfe2d4", "#ecd3c4"];
const BRICK_WALLS = ["#b5583f", "#a9503a", "#bf6446"];
const SHUTTERS = [SAGE, NAVY, "#6f93ad", "#d9b05f", "#7a9a88", TERRA];
const DOORS = [NAVY, "#2f5d50", "#6b3a2e", TERRA, "#3b4a5a"];

function facadeWindow(r: Rand, s: BuildingSpec, cx: number, wy: number, ww: number, wh: number, glass: string, floorIdx: number): string {
  const out: string[] = [];
  const x = cx - ww / 2;
  const frame = lighten(s.trim, 0.35);
  // Shutters (not on haussmann buildings)
  if (s.style !== "haussmann") {
    const sw = ww * 0.52;
    for (const sx of [x - sw - 4, x + ww + 4]) {
      out.push(rect(sx, wy, sw, wh, s.shutter, { rx: 2 }));
      for (let yy = wy + 10; yy < wy + wh - 6; yy += 12) out.push(rect(sx + 4, yy, sw - 8, 3, darken(s.shutter, 0.15)));
    }
  }
  // Stone surround
  out.push(rect(x - 8, wy - 8, ww + 16, wh + 14, s.style === "brick" ? "#e8dcc6" : darken(s.wall, 0.06), { rx: 3 }));
  out.push(rect(x, wy, ww, wh, frame));
  out.push(rect(x + 5, wy + 5, ww - 10, wh - 10, `url(#${glass})`));
  // Curtains behind the glass
  if (r.chance(0.45)) {
    const c = r.pick(["#fbf6ec", "#f3d9c9", "#e5ecdf"]);
    out.push(rect(x + 5, wy + 5, (ww - 10) * 0.3, wh - 10, c, { opacity: 0.85 }));
    out.push(rect(x + ww - 5 - (ww - 10) * 0.3, wy + 5, (ww - 10) * 0.3, wh - 10, c, { opacity: 0.85 }));
  }
  // Reflection
  out.push(
    poly(
      [
        [x + 5, wy + wh * 0.55],
        [x + ww * 0.55, wy + 5],
        [x + ww * 0.8, wy + 5],
        [x + 5, wy + wh * 0.8],
      ],
      WHITE,
      { opacity: 0.22 },
    ),
  );
  // Mullions
  out.push(rect(cx - 2.5, wy + 5, 5, wh - 10, frame));
  out.push(rect(x + 5, wy + wh * 0.36, ww - 10, 4, frame));
  if (s.style === "haussmann") out.push(rect(x + 5, wy + wh * 0.68, ww - 10, 4, frame));
  // Sill
  out.push(rect(x - 12, wy + wh + 4, ww + 24, 8, lighten(s.trim, 0.2), { rx: 2 }));
  // Decoration above the window
  if (s.style === "haussmann" && floorIdx === 0) {
    out.push(
      poly(
        [
          [x - 14, wy - 12],
          [cx, wy - 40],
          [x + ww + 14, wy - 12],
        ],
        lighten(s.trim, 0.1),
      ),
    );
  } else if (s.style === "haussmann" && floorIdx === 1) {
    out.push(path(d`M${x - 12} ${wy - 10}Q${cx} ${wy - 42} ${x + ww + 12} ${wy - 10}Z`, lighten(s.trim, 0.1)));
  } else {
    out.push(
      poly(
        [
          [cx - 10, wy - 8],
          [cx + 10, wy - 8],
          [cx + 7, wy - 22],
          [cx - 7, wy - 22],
        ],
        s.style === "brick" ? "#e8dcc6" : lighten(s.trim, 0.1),
      ),
    );
  }
  // Individual railing (garde-corps)
  if (s.style === "haussmann" && floorIdx !== 1 && floorIdx !== 4) {
    const ry = wy + wh * 0.72;
    out.push(rect(x - 4, ry, ww + 8, 4, "#2b2f36"));
    for (let bx = x + 2; bx < x + ww; bx += 9) out.push(rect(bx, ry, 2.5, wh * 0.28, "#2b2f36"));
  }
  // Flower box
  if (s.style !== "haussmann" && r.chance(0.35)) {
    const by = wy + wh - 4;
    for (let i = 0; i < 6; i++) out.push(circle(x + 6 + (i * (ww - 12)) / 5, by - 6, 9, i % 2 ? "#5f8f55" : SAGE));
    for (let i = 0; i < 4; i++) out.push(circle(x + 12 + (i * (ww - 24)) / 3, by - 12, 5, r.pick([TERRA, "#e8a0a6", "#f1c84b", WHITE])));
    out.push(rect(x - 4, by, ww + 8, 16, TERRA, { rx: 3 }));
  }
  return g(out);
}

function building(
  r: Rand,
  s: BuildingSpec,
  glass: string,
  brickPattern: string,
  railPattern: string,
  veil = WHITE,
): { art: string; silhouette: string } {
  const out: string[] = [];
  const sil: string[] = [];
  const upperH = s.floors * s.floorH;
  const top = s.base - s.groundH - upperH;
  const colW = s.w / s.cols;

  // Roof
  const roofH = s.style === "haussmann" ? s.floorH * 1.15 : s.floorH * 0.95;
  if (s.style === "haussmann") {
    const zinc = r.pick(["#7f8fa3", "#8593a3", "#6f7f95"]);
    const roofPts: Array<[number, number]> = [
      [s.x - 2, top],
      [s.x + 34, top - roofH],
      [s.x + s.w - 34, top - roofH],
      [s.x + s.w + 2, top],
    ];
    out.push(poly(roofPts, zinc));
    sil.push(poly(roofPts, veil), rect(s.x + 30, top - roofH - 6, s.w - 60, 8, veil));
    for (let x = s.x + 40; x < s.x + s.w - 34; x += 22) out.push(rect(x, top - roofH + 2, 2, roofH - 4, lighten(zinc, 0.18)));
    out.push(rect(s.x + 30, top - roofH - 6, s.w - 60, 8, darken(zinc, 0.2), { rx: 3 }));
    // Chimneys
    for (const cx of [s.x + s.w * 0.22, s.x + s.w * 0.78]) {
      out.push(rect(cx - 30, top - roofH - 60, 60, 58, darken(s.wall, 0.08)));
      sil.push(rect(cx - 34, top - roofH - 84, 68, 84, veil));
      out.push(rect(cx - 34, top - roofH - 66, 68, 10, darken(s.wall, 0.18), { rx: 2 }));
      for (let i = 0; i < 3; i++) out.push(rect(cx - 24 + i * 18, top - roofH - 84, 11, 20, TERRA, { rx: 2 }));
    }
    // Dormers
    for (let c = 0; c < s.cols; c++) {
      if (s.cols > 4 && c % 2 === 1) continue;
      const cx = s.x + colW * (c + 0.5);
      const dw = Math.min(70, colW * 0.5);
      const dy = top - roofH * 0.82;
      out.push(path(d`M${cx - dw / 2 - 8} ${top}V${dy + 10}Q${cx} ${dy - 34} ${cx + dw / 2 + 8} ${dy + 10}V${top}Z`, lighten(s.trim, 0.15)));
      out.push(path(d`M${cx - dw / 2 + 4} ${top - 4}V${dy + 16}Q${cx} ${dy - 14} ${cx + dw / 2 - 4} ${dy + 16}V${top - 4}Z`, `url(#${glass})`));
      out.push(rect(cx - 2, dy, 4, top - dy - 4, lighten(s.trim, 0.15)));
    }
  } else {
    const tile = r.pick(s.style === "brick" ? ["#4b5563", "#5a4a42", "#8c3f2e"] : ["#b4533a", "#a24a35", "#55606e"]);
    out.push(rect(s.x + s.w * 0.7, top - roofH - 40, 44, roofH, darken(s.wall, 0.1)));
    sil.push(rect(s.x + s.w * 0.7 - 4, top - roofH - 46, 52, roofH, veil));
    out.push(rect(s.x + s.w * 0.7 - 4, top - roofH - 46, 52, 10, darken(s.wall, 0.25)));
    const roofPts: Array<[number, number]> = [
      [s.x - 16, top + 2],
      [s.x + s.w * 0.12, top - roofH],
      [s.x + s.w * 0.88, top - roofH],
      [s.x + s.w + 16, top + 2],
    ];
    out.push(poly(roofPts, tile));
    sil.push(poly(roofPts, veil));
    for (let y = top - roofH + 16; y < top; y += 16) {
      const t = (y - (top - roofH)) / roofH;
      const x0 = s.x + s.w * 0.12 - t * (s.w * 0.12 + 16);
      out.push(rect(x0, y, s.w + 2 * (s.x - x0), 3, darken(tile, 0.12)));
    }
    if (r.chance(0.7)) {
      const cx = s.x + s.w * r.range(0.3, 0.5);
      const dy = top - roofH * 0.7;
      out.push(
        poly(
          [
            [cx - 48, dy + 8],
            [cx, dy - 34],
            [cx + 48, dy + 8],
          ],
          tile,
        ),
      );
      out.push(rect(cx - 36, dy + 6, 72, top - dy - 6, s.style === "brick" ? "#e8dcc6" : s.wall));
      out.push(rect(cx - 24, dy + 16, 48, top - dy - 22, `url(#${glass})`));
    }
  }

  // Walls
  sil.push(rect(s.x - 14, top - 6, s.w + 28, s.base - top + 6, veil));
  out.push(rect(s.x, top, s.w, s.base - top, s.style === "brick" ? `url(#${brickPattern})` : s.wall));
  if (s.style === "haussmann") {
    // Faint stone courses and rusticated ground floor
    for (let y = top + 36; y < s.base - s.groundH - s.floorH; y += 36) out.push(rect(s.x, y, s.w, 1.5, darken(s.wall, 0.05)));
    for (let y = s.base - s.groundH - s.floorH + 20; y < s.base; y += 20) out.push(rect(s.x, y, s.w, 2.5, darken(s.wall, 0.09)));
  }
  if (s.style === "stone" || s.style === "brick") {
    // Quoins on the corners
    const q = s.style === "brick" ? "#e8dcc6" : darken(s.wall, 0.08);
    for (let y = top; y < s.base - 20; y += 40) {
      const wq = (y / 40) % 2 < 1 ? 34 : 22;
      out.push(rect(s.x, y + 2, wq, 36, q));
      out.push(rect(s.x + s.w - wq, y + 2, wq, 36, q));
    }
  }

  // Main cornice
  out.push(rect(s.x - 14, top - 6, s.w + 28, 18, lighten(s.trim, 0.1), { rx: 3 }));
  out.push(rect(s.x - 6, top + 12, s.w + 12, 6, darken(s.trim, 0.08)));

  // Upper floors (floor 0 is the first floor above the ground floor)
  for (let fl = 0; fl < s.floors; fl++) {
    const floorBottom = s.base - s.groundH - fl * s.floorH;
    const floorTop = floorBottom - s.floorH;
    if (fl > 0 || s.style === "haussmann") out.push(rect(s.x - 4, floorBottom - 5, s.w + 8, 8, lighten(s.trim, 0.05)));
    const ww = colW * (s.style === "haussmann" ? 0.42 : 0.36);
    const wh = s.floorH * (s.style === "haussmann" ? (fl === 1 ? 0.7 : 0.64) : 0.6);
    const wy = floorTop + s.floorH * 0.2;
    for (let c = 0; c < s.cols; c++) out.push(facadeWindow(r, s, s.x + colW * (c + 0.5), wy, ww, wh, glass, fl));
    // Continuous wrought-iron balconies on the 2nd and 5th floors
    if (s.style === "haussmann" && (fl === 1 || fl === 4) && fl < s.floors) {
      const by = floorBottom - 14;
      out.push(rect(s.x + 6, by, s.w - 12, 10, lighten(s.trim, 0.1), { rx: 2 }));
      out.push(rect(s.x + 8, by + 10, s.w - 16, 5, darken(s.trim, 0.12)));
      out.push(rect(s.x + 10, by - 36, s.w - 20, 36, `url(#${railPattern})`));
      out.push(rect(s.x + 8, by - 40, s.w - 16, 5, "#2b2f36", { rx: 2 }));
    }
  }

  // Ground floor
  const gTop = s.base - s.groundH;
  out.push(rect(s.x - 4, gTop - 6, s.w + 8, 10, lighten(s.trim, 0.1)));
  const doorCol = Math.floor(s.cols / 2);
  for (let c = 0; c < s.cols; c++) {
    const cx = s.x + colW * (c + 0.5);
    if (c === doorCol) {
      const dw = Math.min(colW * 0.66, 120);
      const dh = s.groundH * 0.86;
      const dx = cx - dw / 2;
      const dy = s.base - dh;
      out.push(path(d`M${dx - 12} ${s.base}V${dy + dw / 2}A${dw / 2 + 12} ${dw / 2 + 12} 0 0 1 ${dx + dw + 12} ${dy + dw / 2}V${s.base}Z`, lighten(s.trim, 0.12)));
      out.push(path(d`M${dx} ${s.base}V${dy + dw / 2}A${dw / 2} ${dw / 2} 0 0 1 ${dx + dw} ${dy + dw / 2}V${s.base}Z`, s.door));
      out.push(path(d`M${dx + 8} ${dy + dw / 2}A${dw / 2 - 8} ${dw / 2 - 8} 0 0 1 ${dx + dw - 8} ${dy + dw / 2}Z`, `url(#${glass})`));
      out.push(rect(dx, dy + dw / 2, dw, 6, darken(s.door, 0.25)));
      out.push(rect(cx - 2, dy + dw / 2, 4, dh - dw / 2, darken(s.door, 0.25)));
      const ph = (dh - dw / 2 - 30) / 2;
      for (const px of [dx + 10, cx + 8]) {
        out.push(rect(px, dy + dw / 2 + 14, dw / 2 - 18, ph, lighten(s.door, 0.1), { rx: 3 }));
        out.push(rect(px, dy + dw / 2 + 22 + ph, dw / 2 - 18, ph - 6, lighten(s.door, 0.1), { rx: 3 }));
      }
      out.push(circle(cx - 10, dy + dh * 0.62, 4, "#e2c26a"));
      out.push(circle(cx + 10, dy + dh * 0.62, 4, "#e2c26a"));
      out.push(rect(dx - 20, s.base - 8, dw + 40, 8, darken(s.wall, 0.15)));
    } else if (s.style === "haussmann" || (s.style === "stone" && c === 0)) {
      // Shop front with awning
      const sw = colW * 0.8;
      const sx = cx - sw / 2;
      const sy = gTop + 34;
      out.push(rect(sx - 6, sy - 22, sw + 12, s.base - sy + 22, s.shop, { rx: 3 }));
      out.push(rect(sx + 6, sy + 22, sw - 12, s.base - sy - 30, `url(#${glass})`));
      out.push(rect(cx - 2, sy + 22, 4, s.base - sy - 30, s.shop));
      out.push(rect(sx + 10, s.base - 40, sw - 20, 28, darken(s.shop, 0.1)));
      // Awning
      const aw = sw + 16;
      const ax = cx - aw / 2;
      const stripes = 8;
      for (let i = 0; i < stripes; i++) {
        const x0 = ax + (aw / stripes) * i;
        out.push(
          poly(
            [
              [x0 + 6, sy - 8],
              [x0 + aw / stripes + 6, sy - 8],
              [x0 + aw / stripes, sy + 34],
              [x0, sy + 34],
            ],
            i % 2 ? WHITE : s.shutter,
          ),
        );
      }
      for (let i = 0; i < stripes; i++) out.push(path(d`M${ax + (aw / stripes) * i} ${sy + 34}q${aw / stripes / 2} 14 ${aw / stripes} 0Z`, i % 2 ? WHITE : s.shutter));
    } else {
      const ww = colW * 0.36;
      const wh = s.groundH * 0.55;
      out.push(facadeWindow(r, s, cx, gTop + s.groundH * 0.2, ww, wh, glass, -1));
    }
  }
  return { art: g(out), silhouette: g(sil) };
}

export function facadeSvg(seed: number): string {
  const r = new Rand(seed, 1);
  const id = (k: string): string => `fa${seed}${k}`;
  const defs: string[] = [];
  const body: string[] = [];
  const base = 872;

  const skies: ReadonlyArray<readonly [string, string]> = [
    ["#7fb8e0", "#dcedf7"],
    ["#9cc7e6", "#f4e9d8"],
    ["#f2b98f", "#fbe9d6"],
    ["#86b4d6", "#e7f1f2"],
  ];
  const sky = r.pick(skies);
  defs.push(linear(id("sky"), [[0, sky[0]], [1, sky[1]]]));
  defs.push(linear(id("glass"), [[0, "#c9e0ef"], [0.55, "#88aecb"], [1, "#5f86a8"]], 0.4, 1));
  defs.push(
    `<pattern id="${id("brick")}" width="64" height="28" patternUnits="userSpaceOnUse">${rect(0, 0, 64, 28, "#d9c7ae")}${rect(1, 1, 62, 12, r.pick(BRICK_WALLS))}${rect(-31, 15, 62, 12, r.pick(BRICK_WALLS))}${rect(33, 15, 62, 12, r.pick(BRICK_WALLS))}</pattern>`,
  );
  defs.push(
    `<pattern id="${id("rail")}" width="24" height="36" patternUnits="userSpaceOnUse">${rect(0, 0, 2.5, 36, "#2b2f36")}${rect(12, 0, 2.5, 36, "#2b2f36")}${circle(6.5, 18, 5, "none", { stroke: "#2b2f36", "stroke-width": 2.5 })}${circle(18.5, 18, 5, "none", { stroke: "#2b2f36", "stroke-width": 2.5 })}</pattern>`,
  );

  body.push(rect(0, 0, W, H, `url(#${id("sky")})`));
  const sunX = r.range(200, 1400);
  body.push(circle(sunX, r.range(90, 160), 120, "#fff6d8", { opacity: 0.45 }));
  body.push(circle(sunX, r.range(110, 140), 62, "#fff3c4"));
  for (let i = 0, n = r.int(2, 4); i < n; i++) body.push(cloud(r.range(80, 1520), r.range(70, 260), r.range(0.6, 1.1), WHITE, r.range(0.75, 0.95)));
  for (let i = 0, n = r.int(0, 4); i < n; i++) body.push(bird(r.range(200, 1400), r.range(60, 200), r.range(0.7, 1.2), SLATE));

  // Main building
  const mainStyle = r.pick<FacadeStyle>(["haussmann", "haussmann", "brick", "stone"]);
  const cols = mainStyle === "haussmann" ? r.pick([5, 5, 6, 7]) : r.pick([3, 4, 5]);
  const mainW = mainStyle === "haussmann" ? cols * r.range(118, 132) : cols * r.range(150, 175);
  const mainX = (W - mainW) / 2 + r.range(-120, 120);
  // From a two-storey house to a six-storey block: the height is what tells properties apart first.
  const floors = mainStyle === "haussmann" ? [3, 4, 5, 6][seed % 4] : [2, 3, 4, 5][seed % 4];
  const floorH = mainStyle === "haussmann" ? 100 : 120;
  const mk = (style: FacadeStyle, x: number, w: number, fl: number, fh: number, c: number): BuildingSpec => ({
    x,
    w,
    base,
    style,
    floors: fl,
    floorH: fh,
    groundH: style === "haussmann" ? 140 : 136,
    cols: c,
    wall: style === "haussmann" ? r.pick(STONE_WALLS) : style === "stone" ? r.pick(PLASTER_WALLS) : "#b5583f",
    trim: style === "haussmann" ? "#e4d5b9" : style === "brick" ? "#ddcdb2" : "#e7dac4",
    shutter: r.pick(SHUTTERS),
    door: r.pick(DOORS),
    shop: r.pick([NAVY, "#2f5d50", TERRA, SLATE, "#7a4b3a"]),
  });

  // Neighbours (partially visible, drawn first)
  const leftStyle = r.pick<FacadeStyle>(["haussmann", "stone", "brick"]);
  const rightStyle = r.pick<FacadeStyle>(["haussmann", "stone", "brick"]);
  const lcols = 4;
  const lw = lcols * (leftStyle === "haussmann" ? 125 : 160);
  const rw = lcols * (rightStyle === "haussmann" ? 125 : 160);
  const leftSpec = mk(leftStyle, mainX - lw, lw, leftStyle === "haussmann" ? r.int(4, 5) : r.int(2, 4), leftStyle === "haussmann" ? 100 : 120, lcols);
  const rightSpec = mk(rightStyle, mainX + mainW, rw, rightStyle === "haussmann" ? r.int(4, 5) : r.int(2, 4), rightStyle === "haussmann" ? 100 : 120, lcols);
  // Neighbours are slightly washed out (drawn semi-transparent over a light silhouette) to push them back
  for (const spec of [leftSpec, rightSpec]) {
    const b = building(r, spec, id("glass"), id("brick"), id("rail"), lighten(sky[1], 0.3));
    body.push(b.silhouette);
    body.push(g(b.art, { opacity: 0.78 }));
  }
  body.push(building(r, mk(mainStyle, mainX, mainW, floors, floorH, cols), id("glass"), id("brick"), id("rail")).art);

  // Sidewalk and street
  body.push(rect(0, base, W, 52, "#d9cfbf"));
  for (let x = r.range(0, 80); x < W; x += 90) body.push(rect(x, base, 2, 52, "#c9bda9"));
  body.push(rect(0, base + 52, W, 10, "#b9ad99"));
  body.push(rect(0, base + 62, W, H - base - 62, "#5b6573"));
  for (let x = r.range(-60, 0); x < W; x += 200) body.push(rect(x, 960, 110, 8, WHITE, { opacity: 0.7, rx: 4 }));

  // Trees and lamps on the sidewalk, away from the main door
  const greens: ReadonlyArray<readonly string[]> = [
    ["#6f9a62", SAGE],
    ["#5d8a55", "#9cc18c"],
    ["#7ea56e", "#b3cf9f"],
  ];
  const treeXs = r.shuffle([90, 1510, r.chance(0.5) ? 330 : 1270]).slice(0, r.int(2, 3));
  for (const tx of treeXs) {
    body.push(ellipse(tx, base + 26, 50, 10, "#000000", { opacity: 0.12 }));
    body.push(tree(r, tx, base + 24, r.range(1, 1.2), r.pick(greens)));
  }
  body.push(streetLamp(r.chance(0.5) ? mainX + 40 : mainX + mainW - 40, base + 30, NAVY));
  return svg(W, H, defs, body);
}

/* ------------------------------------------------------------------ */
/* 2. Interior                                                         */
/* ------------------------------------------------------------------ */

function plant(r: Rand, x: number, baseY: number, size: number, potColor: string): string {
  const out: string[] = [];
  const potH = 90 * size;
  const potW = 90 * size;
  const leaves = r.int(7, 11);
  const greens = ["#5d8a55", "#6f9a62", SAGE, "#4f7a4a"];
  for (let i = 0; i < leaves; i++) {
    const ang = -150 + (120 * i) / (leaves - 1) + r.range(-8, 8);
    const len = r.range(150, 260) * size;
    const rad = (ang * Math.PI) / 180;
    const lx = x + Math.cos(rad) * len * 0.55;
    const ly = baseY - potH + Math.sin(rad) * len;
    out.push(path(d`M${x} ${baseY - potH}Q${x + (lx - x) * 0.2} ${ly + 40 * size} ${lx} ${ly}`, "none", { stroke: "#4f7a4a", "stroke-width": 4 * size }));
    const rot = ang + 90;
    out.push(ellipse(lx, ly, 30 * size, 52 * size, r.pick(greens), { transform: `rotate(${f(rot)} ${f(lx)} ${f(ly)})` }));
    out.push(line(lx, ly - 40 * size, lx, ly + 40 * size, "#3f6a3b", 2, { transform: `rotate(${f(rot)} ${f(lx)} ${f(ly)})`, opacity: 0.5 }));
  }
  out.push(
    poly(
      [
        [x - potW / 2, baseY - potH],
        [x + potW / 2, baseY - potH],
        [x + potW * 0.38, baseY],
        [x - potW * 0.38, baseY],
      ],
      potColor,
    ),
  );
  out.push(rect(x - potW / 2 - 5, baseY - potH - 4, potW + 10, 16, darken(potColor, 0.1), { rx: 4 }));
  return g(out);
}

function wallArt(r: Rand, x: number, y: number, w: number, h: number, palette: readonly string[]): string {
  const out: string[] = [];
  const frame = r.pick(["#2b2f36", "#b88458", WHITE, "#d9b05f"]);
  out.push(rect(x + 6, y + 8, w, h, "#000000", { opacity: 0.1 }));
  out.push(rect(x, y, w, h, frame));
  const ix = x + 10;
  const iy = y + 10;
  const iw = w - 20;
  const ih = h - 20;
  out.push(rect(ix, iy, iw, ih, "#fbf7f0"));
  const kind = r.int(0, 3);
  const c1 = r.pick(palette);
  const c2 = r.pick(palette.filter((c) => c !== c1));
  if (kind === 0) {
    // Sun over hills
    out.push(rect(ix + 12, iy + 12, iw - 24, ih - 24, lighten(c2, 0.7)));
    out.push(circle(ix + iw * 0.62, iy + ih * 0.4, Math.min(iw, ih) * 0.16, c1));
    out.push(path(d`M${ix + 12} ${iy + ih - 12}V${iy + ih * 0.7}Q${ix + iw * 0.35} ${iy + ih * 0.45} ${ix + iw * 0.6} ${iy + ih * 0.68}T${ix + iw - 12} ${iy + ih * 0.62}V${iy + ih - 12}Z`, c2));
  } else if (kind === 1) {
    // Arches
    const aw = (iw - 36) / 2;
    out.push(path(d`M${ix + 12} ${iy + ih - 12}V${iy + ih * 0.45}a${aw / 2} ${aw / 2} 0 0 1 ${aw} 0V${iy + ih - 12}Z`, c1));
    out.push(path(d`M${ix + 24 + aw} ${iy + ih - 12}V${iy + ih * 0.3}a${aw / 2} ${aw / 2} 0 0 1 ${aw} 0V${iy + ih - 12}Z`, c2));
  } else if (kind === 2) {
    // Abstract blobs
    out.push(circle(ix + iw * 0.35, iy + ih * 0.4, Math.min(iw, ih) * 0.26, c1));
    out.push(rect(ix + iw * 0.45, iy + ih * 0.45, iw * 0.4, ih * 0.4, c2, { opacity: 0.9 }));
    out.push(path(d`M${ix + iw * 0.15} ${iy + ih * 0.8}Q${ix + iw * 0.5} ${iy + ih * 0.55} ${ix + iw * 0.85} ${iy + ih * 0.25}`, "none", { stroke: SLATE, "stroke-width": 3 }));
  } else {
    // Stripes
    for (let i = 0; i < 5; i++) out.push(rect(ix + 14, iy + 16 + i * ((ih - 32) / 5), iw - 28, (ih - 32) / 5 - 6, i % 2 ? c1 : c2, { opacity: 0.9 - i * 0.1 }));
  }
  return g(out);
}

export function interiorSvg(seed: number): string {
  const r = new Rand(seed, 2);
  const id = (k: string): string => `in${seed}${k}`;
  const defs: string[] = [];
  const body: string[] = [];
  const floorY = 700;

  const wall = r.pick(["#f4e9d8", "#e6eee0", "#e4ebf2", "#f5e2d6", "#f7f2ea", "#ece4f0"]);
  const wood = r.pick(["#c99a6b", "#b98656", "#d6b184", "#a8784e"]);
  const sofaColor = r.pick([NAVY, SAGE, TERRA, "#d6a55c", "#7b8fa6", "#5f7f6a", "#b77b65"]);
  const accents = [NAVY, TERRA, SAGE, "#d6a55c", "#e8a0a6", SLATE, SAND].filter((c) => c !== sofaColor);

  defs.push(linear(id("sky"), [[0, "#8fc1e3"], [1, "#e3f0f7"]]));
  defs.push(radial(id("glow"), [[0, "#fff1bf", 0.7], [1, "#fff1bf", 0]]));

  // Wall with mouldings
  body.push(rect(0, 0, W, floorY, wall));
  body.push(rect(0, 0, W, 30, lighten(wall, 0.5)));
  body.push(rect(0, 30, W, 6, darken(wall, 0.06)));
  const mould = darken(wall, 0.07);
  const windowLeft = r.chance(0.5);
  const winW = r.range(290, 340);
  const winX = windowLeft ? r.range(90, 170) : W - r.range(90, 170) - winW;
  const panelStart = windowLeft ? winX + winW + 120 : 60;
  const panelEnd = windowLeft ? W - 60 : winX - 120;
  const panels = Math.max(1, Math.round((panelEnd - panelStart) / 330));
  const pw = (panelEnd - panelStart) / panels;
  for (let i = 0; i < panels; i++) {
    const px = panelStart + i * pw + 20;
    body.push(rect(px, 90, pw - 40, 330, "none", { stroke: mould, "stroke-width": 5, rx: 6 }));
    body.push(rect(px, 470, pw - 40, 180, "none", { stroke: mould, "stroke-width": 5, rx: 6 }));
  }

  // Floor: parquet with a gentle perspective (rows grow towards the viewer)
  body.push(rect(0, floorY, W, H - floorY, wood));
  let y = floorY;
  let row = 0;
  while (y < H) {
    const h = 20 + row * 5;
    let x = -r.range(0, 200);
    while (x < W) {
      const len = r.range(160, 300);
      body.push(rect(x + 1.5, y + 1.5, len - 3, h - 3, mix(wood, r.chance(0.5) ? WHITE : "#000000", r.range(0, 0.09)), { rx: 2 }));
      x += len;
    }
    y += h;
    row++;
  }
  body.push(rect(0, floorY - 4, W, 22, lighten(wall, 0.6)));
  body.push(rect(0, floorY + 16, W, 4, darken(wood, 0.2), { opacity: 0.5 }));

  // French window with a view on the rooftops
  const winY = 110;
  const winH = floorY - winY - 4;
  body.push(
    poly(
      [
        [winX + 10, floorY + 20],
        [winX + winW - 10, floorY + 20],
        [winX + winW + (windowLeft ? 260 : -80), H],
        [winX + (windowLeft ? 80 : -260), H],
      ],
      "#fff8e6",
      { opacity: 0.22 },
    ),
  );
  body.push(rect(winX - 18, winY - 18, winW + 36, winH + 22, lighten(wall, 0.6)));
  body.push(rect(winX, winY, winW, winH, `url(#${id("sky")})`));
  body.push(cloud(winX + winW * 0.35, winY + 90, 0.45, WHITE));
  // Rooftops across the street
  let rx = winX;
  const viewBase = winY + winH;
  while (rx < winX + winW) {
    const bw = Math.min(r.range(70, 130), winX + winW - rx);
    const bt = winY + r.range(230, 300);
    const wallC = r.pick(["#e9dcc3", "#efe3cc", "#dcc7a8", "#e6d3bd"]);
    body.push(poly([[rx, bt], [rx + 12, bt - 30], [rx + bw - 12, bt - 30], [rx + bw, bt]], "#8a99ad"));
    body.push(rect(rx, bt, bw, viewBase - bt, wallC));
    for (let wy = bt + 24; wy < viewBase - 20; wy += 56) for (let wx = rx + 14; wx < rx + bw - 24; wx += 36) body.push(rect(wx, wy, 14, 26, "#9db9d0"));
    rx += bw;
  }
  body.push(tree(r, winX + winW * (windowLeft ? 0.75 : 0.25), winY + winH * 0.85, 0.6, ["#7ea56e", "#a9c99a"]));
  const frame = "#fbfaf7";
  body.push(rect(winX, winY, winW, winH, "none", { stroke: frame, "stroke-width": 14 }));
  body.push(rect(winX + winW / 2 - 6, winY, 12, winH, frame));
  for (let k = 1; k < 4; k++) body.push(rect(winX, winY + (winH * k) / 4 - 4, winW, 8, frame));
  // Balconette railing
  const ry = winY + winH * 0.72;
  body.push(rect(winX, ry, winW, 6, "#2b2f36"));
  for (let bx = winX + 8; bx < winX + winW; bx += 16) body.push(rect(bx, ry, 3, winH * 0.28, "#2b2f36"));
  // Curtains
  const curtain = r.pick([WHITE, "#f2e6d0", "#dce8d6", "#f3d7c8", "#d8e0ea"]);
  body.push(rect(winX - 70, winY - 44, winW + 140, 8, "#3a3f47", { rx: 4 }));
  for (const side of [-1, 1]) {
    const cx = side < 0 ? winX - 60 : winX + winW + 60;
    const cw = 95;
    const x0 = side < 0 ? cx : cx - cw;
    body.push(path(d`M${x0} ${winY - 40}H${x0 + cw}Q${x0 + cw + side * -20} ${winY + winH * 0.5} ${x0 + cw} ${floorY + 6}H${x0}Z`, curtain));
    for (let k = 1; k < 4; k++) body.push(rect(x0 + (cw * k) / 4 - 2, winY - 40, 5, floorY - winY + 46, darken(curtain, 0.08), { opacity: 0.8 }));
  }

  // Furniture layout
  const sofaW = r.range(520, 600);
  const sofaX = windowLeft ? r.range(700, 820) : r.range(240, 360);
  const sofaCx = sofaX + sofaW / 2;

  // Wall art above the sofa
  const artCount = r.int(1, 3);
  if (artCount === 1) body.push(wallArt(r, sofaCx - 150, 150, 300, 220, accents));
  else if (artCount === 2) {
    body.push(wallArt(r, sofaCx - 230, 170, 200, 250, accents));
    body.push(wallArt(r, sofaCx + 30, 200, 200, 160, accents));
  } else {
    body.push(wallArt(r, sofaCx - 270, 200, 160, 200, accents));
    body.push(wallArt(r, sofaCx - 80, 150, 160, 160, accents));
    body.push(wallArt(r, sofaCx + 110, 210, 160, 200, accents));
  }

  // Shelf with books on the free wall
  const shelfX = windowLeft ? W - 330 : winX - 100 < 420 ? 60 : 90;
  if (r.chance(0.7) && (windowLeft ? shelfX > sofaX + sofaW + 20 : shelfX + 260 < sofaX - 20)) {
    body.push(rect(shelfX, 300, 250, 12, darken(wood, 0.1), { rx: 3 }));
    let bx = shelfX + 14;
    for (let i = 0, n = r.int(4, 7); i < n; i++) {
      const bw = r.range(14, 24);
      const bh = r.range(60, 90);
      body.push(rect(bx, 300 - bh, bw, bh, r.pick(accents), { rx: 2 }));
      bx += bw + 2;
    }
    body.push(rect(shelfX + 190, 270, 36, 30, TERRA, { rx: 4 }));
    body.push(circle(shelfX + 200, 258, 14, SAGE));
    body.push(circle(shelfX + 216, 262, 12, "#6f9a62"));
  }

  // Pendant lamp
  const lampX = windowLeft ? winX + winW + r.range(120, 190) : winX - r.range(120, 190);
  body.push(line(lampX, 36, lampX, 150, "#3a3f47", 3));
  const lampC = r.pick([NAVY, TERRA, "#d6a55c", SAGE, "#2b2f36"]);
  body.push(circle(lampX, 210, 90, `url(#${id("glow")})`));
  body.push(path(d`M${lampX - 60} 200Q${lampX - 58} 150 ${lampX} 148Q${lampX + 58} 150 ${lampX + 60} 200Z`, lampC));
  body.push(ellipse(lampX, 202, 22, 8, "#fff1bf"));

  // Rug
  const rug = r.pick([SAND, "#e7d3bf", "#d5e1cf", "#e8c4b4", "#cfd8e3"]);
  body.push(ellipse(sofaCx, 880, sofaW * 0.75, 78, darken(rug, 0.12)));
  body.push(ellipse(sofaCx, 878, sofaW * 0.75 - 16, 66, rug));
  body.push(ellipse(sofaCx, 878, sofaW * 0.45, 36, "none", { stroke: darken(rug, 0.1), "stroke-width": 4 }));

  // Sofa
  const sofa: string[] = [];
  sofa.push(ellipse(sofaCx, 798, sofaW * 0.52, 14, "#000000", { opacity: 0.13 }));
  for (const lx of [sofaX + 60, sofaX + sofaW - 70]) sofa.push(rect(lx, 762, 10, 34, darken(wood, 0.3), { rx: 3 }));
  sofa.push(rect(sofaX + 20, 470, sofaW - 40, 220, darken(sofaColor, 0.06), { rx: 34 }));
  sofa.push(rect(sofaX + 36, 660, sofaW - 72, 108, darken(sofaColor, 0.14), { rx: 16 }));
  const seats = sofaW > 560 ? 3 : 2;
  const seatW = (sofaW - 150) / seats;
  for (let i = 0; i < seats; i++) sofa.push(rect(sofaX + 75 + i * seatW, 612, seatW - 6, 76, lighten(sofaColor, 0.06), { rx: 20 }));
  for (const ax of [sofaX, sofaX + sofaW - 90]) {
    sofa.push(rect(ax, 560, 90, 212, sofaColor, { rx: 40 }));
    sofa.push(rect(ax + 10, 566, 70, 22, lighten(sofaColor, 0.12), { rx: 11 }));
  }
  const p1 = r.pick(accents);
  const p2 = r.pick(accents.filter((c) => c !== p1));
  sofa.push(rect(sofaX + 90, 540, 100, 90, p1, { rx: 18, transform: `rotate(-10 ${f(sofaX + 140)} ${f(585)})` }));
  sofa.push(rect(sofaX + sofaW - 190, 540, 100, 90, p2, { rx: 18, transform: `rotate(9 ${f(sofaX + sofaW - 140)} ${f(585)})` }));
  if (r.chance(0.6)) {
    // Throw blanket
    const bx = sofaX + sofaW * r.range(0.5, 0.6);
    const blanket = lighten(r.pick(accents), 0.25);
    sofa.push(path(d`M${bx} 606h110l6 156q-60 16 -122 0Z`, blanket));
    for (let k = 0; k < 4; k++) sofa.push(rect(bx - 2 - k * 1.2, 630 + k * 34, 114 + k * 2.4, 5, WHITE, { opacity: 0.5 }));
    for (let k = 0; k < 6; k++) sofa.push(rect(bx - 4 + k * 22, 758 + (k % 2) * 3, 4, 16, blanket));
  }
  body.push(g(sofa));

  // Floor lamp on one side, plant on the other
  const lampSide = r.chance(0.5) ? -1 : 1;
  const flx = lampSide < 0 ? sofaX - 80 : sofaX + sofaW + 80;
  const plx = lampSide < 0 ? sofaX + sofaW + 110 : sofaX - 110;
  const shade = r.pick([WHITE, SAND, "#f1d9a6"]);
  body.push(circle(flx, 400, 170, `url(#${id("glow")})`));
  body.push(ellipse(flx, 792, 44, 10, "#2b2f36"));
  body.push(rect(flx - 4, 390, 8, 400, "#3a3f47"));
  body.push(
    poly(
      [
        [flx - 70, 410],
        [flx + 70, 410],
        [flx + 46, 310],
        [flx - 46, 310],
      ],
      shade,
    ),
  );
  body.push(rect(flx - 70, 406, 140, 8, darken(shade, 0.12), { rx: 3 }));
  body.push(plant(r, plx, 796, r.range(1, 1.25), r.pick([TERRA, WHITE, NAVY, "#d6c4a8"])));
  // A second small plant near the window
  if (r.chance(0.7)) body.push(plant(r, windowLeft ? winX + winW + 60 : winX - 60, 760, 0.7, r.pick([TERRA, "#d6c4a8", SAGE])));

  // Coffee table
  const marble = r.chance(0.5);
  const top = marble ? "#f7f4ef" : lighten(wood, 0.08);
  body.push(ellipse(sofaCx, 935, 200, 14, "#000000", { opacity: 0.12 }));
  for (const tx of [sofaCx - 140, sofaCx + 130]) body.push(rect(tx, 850, 12, 82, darken(wood, 0.3), { rx: 4 }));
  body.push(rect(sofaCx - 190, 832, 380, 26, top, { rx: 13 }));
  body.push(rect(sofaCx - 190, 850, 380, 8, darken(top, 0.1), { rx: 4 }));
  // Items on the table
  const vx = sofaCx - r.range(60, 120);
  body.push(rect(vx - 18, 770, 36, 64, r.pick([NAVY, TERRA, SAGE, WHITE]), { rx: 12 }));
  for (let i = 0; i < 5; i++) {
    const a = -70 + i * 35;
    const fx = vx + Math.sin((a * Math.PI) / 180) * 60;
    const fy = 770 - Math.cos((a * Math.PI) / 180) * 70;
    body.push(line(vx, 772, fx, fy, "#5d8a55", 3));
    body.push(circle(fx, fy, 11, r.pick(["#f1c84b", "#e8a0a6", WHITE, TERRA])));
  }
  let by = 832;
  for (let i = 0, n = r.int(1, 3); i < n; i++) {
    const bw = r.range(90, 120);
    body.push(rect(sofaCx + 30 + r.range(-6, 6), by - 16, bw, 16, r.pick(accents), { rx: 3 }));
    by -= 16;
  }
  body.push(rect(sofaCx + 150, by - 32, 28, 32, WHITE, { rx: 6 }));
  body.push(path(d`M${sofaCx + 178} ${by - 24}q14 0 14 10t-14 10`, "none", { stroke: WHITE, "stroke-width": 5 }));
  // Half the rooms have their window on the right: the same furniture reads as another flat.
  return svg(W, H, defs, seed % 2 === 1 ? [g(body, { transform: `translate(${W} 0) scale(-1 1)` })] : body);
}

/* ------------------------------------------------------------------ */
/* 3. Works (renovation scene)                                         */
/* ------------------------------------------------------------------ */

function paintPot(x: number, baseY: number, w: number, h: number, color: string, open: boolean): string {
  const out: string[] = [];
  const metal = "#cfd5dc";
  out.push(ellipse(x + w / 2, baseY, w / 2 + 6, 8, "#000000", { opacity: 0.15 }));
  out.push(rect(x, baseY - h, w, h, metal));
  out.push(ellipse(x + w / 2, baseY, w / 2, 9, darken(metal, 0.1)));
  out.push(rect(x, baseY - h * 0.72, w, h * 0.42, color));
  out.push(rect(x + w * 0.2, baseY - h * 0.62, w * 0.6, h * 0.22, WHITE, { opacity: 0.7, rx: 3 }));
  out.push(rect(x + w - 10, baseY - h, 6, h, WHITE, { opacity: 0.35 }));
  if (open) {
    out.push(ellipse(x + w / 2, baseY - h, w / 2, 10, darken(metal, 0.2)));
    out.push(ellipse(x + w / 2, baseY - h + 1, w / 2 - 5, 7, color));
    out.push(path(d`M${x + w * 0.2} ${baseY - h}v${h * 0.3}a5 5 0 0 0 10 0v${-h * 0.2}`, color));
    out.push(rect(x + w * 0.6, baseY - h - 70, 10, 80, "#d9b47e", { transform: `rotate(12 ${f(x + w * 0.6)} ${f(baseY - h)})`, rx: 3 }));
  } else {
    out.push(ellipse(x + w / 2, baseY - h, w / 2 + 3, 10, darken(metal, 0.18)));
    out.push(ellipse(x + w / 2, baseY - h - 4, w / 2, 9, metal));
    out.push(path(d`M${x + 4} ${baseY - h + 6}Q${x + w / 2} ${baseY - h - 60} ${x + w - 4} ${baseY - h + 6}`, "none", { stroke: "#7b8590", "stroke-width": 4 }));
  }
  return g(out);
}

/**
 * The room of interiorSvg(seed) before works (the before/after pair of a project page): the same layout
 * under dated, faded colours, with damp stains, cracks and a bare bulb.
 */
export function beforeSvg(seed: number): string {
  const room = interiorSvg(seed);
  const start = room.indexOf(">") + 1;
  const end = room.lastIndexOf("</svg>");
  const r = new Rand(seed, 7);
  const id = `av${seed}`;
  // Faded and yellowed: a sepia-like colour matrix, slightly darker.
  const filter = `<filter id="${id}"><feColorMatrix type="matrix" values="0.42 0.42 0.12 0 0.02 0.36 0.44 0.10 0 0.01 0.26 0.32 0.14 0 0 0 0 0 1 0"/></filter>`;
  const worn: string[] = [];
  for (let i = 0; i < r.int(3, 5); i++) worn.push(ellipse(r.range(120, W - 120), r.range(80, 560), r.range(50, 130), r.range(30, 90), "#6b5632", { opacity: f(r.range(0.12, 0.22)) }));
  for (let i = 0; i < r.int(2, 3); i++) {
    const x = r.range(150, W - 150);
    const y = r.range(60, 300);
    worn.push(path(d`M${x} ${y}l${r.range(-30, 30)} ${r.range(40, 70)}l${r.range(-25, 25)} ${r.range(40, 80)}l${r.range(-30, 30)} ${r.range(30, 60)}`, "none", { stroke: "#4a3d2a", "stroke-width": 3, opacity: 0.5 }));
  }
  // A bare bulb on its wire, instead of the lamp.
  const bx = r.range(500, 1100);
  worn.push(line(bx, 0, bx, 170, "#3a3a3a", 3));
  worn.push(circle(bx, 190, 22, "#f3e6a0"));
  worn.push(rect(0, 0, W, H, "#3b2f1e", { opacity: 0.12 }));
  return `${room.slice(0, start)}<defs>${filter}</defs><g filter="url(#${id})">${room.slice(start, end)}${worn.join("")}</g></svg>`;
}

export function worksSvg(seed: number): string {
  const r = new Rand(seed, 3);
  const id = (k: string): string => `wk${seed}${k}`;
  const defs: string[] = [];
  const body: string[] = [];
  const floorY = 760;

  const oldWall = r.pick(["#e6dccb", "#ddd6c8", "#e8dfd3"]);
  const paint = r.pick([SAGE, "#9fc0d8", "#e9c46a", "#e7b9a6", SAND, "#b9c8b0", "#c9d6e6"]);
  const paint2 = r.pick([TERRA, NAVY, SAGE, "#e9c46a"].filter((c) => c !== paint));

  defs.push(
    `<pattern id="${id("brick")}" width="60" height="26" patternUnits="userSpaceOnUse">${rect(0, 0, 60, 26, "#cdbda6")}${rect(1, 1, 58, 11, "#b86a4e")}${rect(-29, 14, 58, 11, "#a95f45")}${rect(31, 14, 58, 11, "#c07356")}</pattern>`,
  );
  defs.push(`<pattern id="${id("paper")}" width="48" height="48" patternUnits="userSpaceOnUse">${rect(0, 0, 48, 48, "#e9dfc9")}${rect(0, 0, 14, 48, "#dccfb4")}${circle(32, 14, 4, "#cdbf9f")}${circle(32, 38, 4, "#cdbf9f")}</pattern>`);
  defs.push(radial(id("glow"), [[0, "#fff4cc", 0.8], [1, "#fff4cc", 0]]));

  body.push(rect(0, 0, W, floorY, oldWall));
  // Old wallpaper on the right, partly torn
  const paperX = r.range(1000, 1150);
  body.push(path(d`M${paperX} 0H${W}V${floorY}H${paperX + 40}L${paperX + 10} ${floorY - 120}L${paperX + 50} ${floorY - 220}L${paperX - 10} ${floorY - 380}L${paperX + 30} 300L${paperX - 20} 160Z`, `url(#${id("paper")})`));
  body.push(path(d`M${paperX + 40} ${floorY}L${paperX + 10} ${floorY - 120}L${paperX + 50} ${floorY - 220}L${paperX - 10} ${floorY - 380}L${paperX + 30} 300L${paperX - 20} 160L${paperX} 0`, "none", { stroke: "#f7f1e6", "stroke-width": 6 }));
  // A torn strip hanging
  body.push(path(d`M${paperX + 220} 260l60 -6l-10 150q-30 30 -56 10Z`, "#f3ebdc"));

  // Open wall section: exposed bricks and timber studs
  const openX = r.range(560, 700);
  const openW = r.range(300, 360);
  const openTop = r.range(170, 230);
  const openPath = d`M${openX} ${floorY}V${openTop + 40}L${openX + 30} ${openTop}L${openX + openW * 0.5} ${openTop + 14}L${openX + openW - 20} ${openTop - 10}L${openX + openW} ${openTop + 50}V${floorY}Z`;
  body.push(path(openPath, `url(#${id("brick")})`));
  body.push(path(openPath, "none", { stroke: "#f4efe6", "stroke-width": 10, "stroke-linejoin": "round" }));
  const studs = 3;
  for (let i = 0; i < studs; i++) {
    const sx = openX + 40 + (i * (openW - 100)) / (studs - 1);
    body.push(rect(sx, openTop + 30, 26, floorY - openTop - 30, "#d7a76a"));
    body.push(rect(sx + 18, openTop + 30, 8, floorY - openTop - 30, "#c08f55"));
  }
  body.push(rect(openX + 20, openTop + 40, openW - 40, 18, "#d7a76a"));
  // Insulation between the first studs
  const insX = openX + 66;
  const insW = (openW - 100) / (studs - 1) - 26;
  body.push(rect(insX, openTop + 58, insW, floorY - openTop - 70, "#f2cf6b"));
  for (let yy = openTop + 80; yy < floorY - 20; yy += 34) body.push(path(d`M${insX} ${yy}q${insW / 4} -16 ${insW / 2} 0t${insW / 2} 0`, "none", { stroke: "#d9ae45", "stroke-width": 4 }));
  // Wires and junction box
  body.push(path(d`M${openX + openW - 60} ${openTop + 60}C${openX + openW - 120} ${openTop + 200} ${openX + openW - 30} ${openTop + 260} ${openX + openW - 70} ${floorY - 160}`, "none", { stroke: "#3a3f47", "stroke-width": 6, "stroke-linecap": "round" }));
  body.push(path(d`M${openX + openW - 50} ${openTop + 60}C${openX + openW - 100} ${openTop + 220} ${openX + openW - 10} ${openTop + 280} ${openX + openW - 60} ${floorY - 160}`, "none", { stroke: TERRA, "stroke-width": 6, "stroke-linecap": "round" }));
  body.push(rect(openX + openW - 100, floorY - 170, 60, 60, "#f5f5f5", { rx: 8, stroke: "#aab2bd", "stroke-width": 3 }));

  // Freshly painted area on the left with a wavy edge and roller strokes
  const paintEnd = openX - r.range(80, 160);
  let edge = d`M0 0H${paintEnd}`;
  for (let yy = 0; yy < floorY; yy += 60) edge += d`Q${paintEnd + (yy % 120 === 0 ? 24 : -18)} ${yy + 30} ${paintEnd} ${yy + 60}`;
  edge += d`V${floorY}H0Z`;
  body.push(path(edge, paint));
  for (let x = 30; x < paintEnd - 40; x += 72) body.push(rect(x, 60, 44, floorY - 120, lighten(paint, 0.12), { rx: 22, opacity: 0.6 }));
  // Painter's tape along the ceiling
  body.push(rect(0, 0, W, 14, WHITE));
  body.push(rect(0, 14, W, 12, "#f1d27a"));
  // Window with protective tape
  if (r.chance(0.6)) {
    const wx = r.range(150, Math.max(160, paintEnd - 340));
    body.push(rect(wx - 14, 150, 274, 354, "#f7f4ee"));
    body.push(rect(wx, 164, 246, 326, "#bcd9ec"));
    body.push(rect(wx + 118, 164, 10, 326, "#f7f4ee"));
    body.push(path(d`M${wx} 164L${wx + 246} 490M${wx + 246} 164L${wx} 490`, "none", { stroke: "#f1d27a", "stroke-width": 12 }));
  }

  // Floor: bare screed and a drop cloth
  body.push(rect(0, floorY, W, H - floorY, "#b8b0a3"));
  body.push(rect(0, floorY, W, 12, "#a39a8c"));
  const clothX = r.range(80, 300);
  body.push(path(d`M${clothX} ${floorY + 40}L${clothX + 900} ${floorY + 26}L${clothX + 980} ${H - 30}L${clothX - 60} ${H - 16}Z`, "#efe9dd"));
  for (let k = 0; k < 5; k++) {
    const x0 = clothX + 80 + k * 180 + r.range(-30, 30);
    body.push(path(d`M${x0} ${floorY + 40}q${r.range(-30, 30)} 90 ${r.range(-20, 20)} ${H - floorY - 70}`, "none", { stroke: "#d9d1c1", "stroke-width": 4 }));
  }
  for (let k = 0; k < 12; k++) body.push(ellipse(clothX + r.range(40, 900), r.range(floorY + 60, H - 40), r.range(6, 18), r.range(3, 7), r.pick([paint, paint2])));

  // Planks / plasterboard leaning against the wall
  const boardX = r.range(1220, 1340);
  body.push(rect(boardX, 300, 120, 480, "#e9e6e0", { transform: `rotate(8 ${f(boardX)} 780)` }));
  body.push(rect(boardX + 30, 280, 120, 500, "#dedad2", { transform: `rotate(6 ${f(boardX + 30)} 780)` }));
  for (let i = 0; i < 3; i++) body.push(rect(boardX + 160 + i * 34, 360 + i * 20, 28, 420 - i * 20, "#d7a76a", { transform: `rotate(${5 + i * 2} ${f(boardX + 160 + i * 34)} 780)`, stroke: "#c08f55", "stroke-width": 3 }));

  // Hanging work lamp
  const bulbX = r.range(420, 1100);
  body.push(circle(bulbX, 200, 160, `url(#${id("glow")})`));
  body.push(path(d`M${bulbX - 160} 26Q${bulbX - 60} 60 ${bulbX} 150`, "none", { stroke: "#2b2f36", "stroke-width": 4 }));
  body.push(rect(bulbX - 12, 148, 24, 22, "#2b2f36", { rx: 3 }));
  body.push(circle(bulbX, 190, 24, "#fff4cc"));

  // Ladder
  const ladX = r.chance(0.5) ? r.range(300, 470) : r.range(880, 1000);
  const ladTop = 330;
  const ladColor = r.pick(["#c9ced6", "#d7a76a", "#e0b04f"]);
  body.push(line(ladX, ladTop, ladX + 150, 920, darken(ladColor, 0.15), 14, { "stroke-linecap": "round" }));
  body.push(line(ladX + 90, ladTop, ladX + 250, 920, darken(ladColor, 0.15), 14, { "stroke-linecap": "round" }));
  body.push(line(ladX, ladTop, ladX - 140, 930, ladColor, 16, { "stroke-linecap": "round" }));
  body.push(line(ladX + 90, ladTop, ladX - 40, 930, ladColor, 16, { "stroke-linecap": "round" }));
  for (let k = 1; k < 6; k++) {
    const t = k / 6;
    body.push(line(ladX - 140 * t, ladTop + 600 * t, ladX + 90 - 130 * t, ladTop + 600 * t, ladColor, 12, { "stroke-linecap": "round" }));
  }
  body.push(rect(ladX - 20, ladTop - 20, 130, 24, darken(ladColor, 0.25), { rx: 6 }));
  body.push(paintPot(ladX + 10, ladTop - 20, 66, 70, paint, true));

  // Paint roller on an extension pole leaning against the wall
  const rollX = r.chance(0.5) ? paintEnd + r.range(40, 120) : r.range(1400, 1480);
  body.push(line(rollX + 120, 940, rollX - 30, 430, "#6b7280", 10, { "stroke-linecap": "round" }));
  body.push(rect(rollX - 40, 400, 20, 50, "#2b2f36", { rx: 6, transform: `rotate(-16 ${f(rollX - 30)} 430)` }));
  body.push(path(d`M${rollX - 38} 402L${rollX - 30} 330H${rollX - 48}`, "none", { stroke: "#4b5563", "stroke-width": 7, "stroke-linejoin": "round", "stroke-linecap": "round" }));
  body.push(rect(rollX - 210, 304, 164, 54, paint, { rx: 26 }));
  body.push(rect(rollX - 200, 312, 144, 12, lighten(paint, 0.3), { rx: 6 }));
  body.push(rect(rollX - 50, 322, 12, 16, "#4b5563", { rx: 3 }));

  // Paint tray with roller on the floor
  const tbX = r.range(120, 300);
  const trayX = tbX + r.range(440, 520);
  body.push(
    poly(
      [
        [trayX, 880],
        [trayX + 230, 880],
        [trayX + 210, 940],
        [trayX + 20, 940],
      ],
      "#9aa3ae",
    ),
  );
  body.push(
    poly(
      [
        [trayX + 20, 888],
        [trayX + 140, 888],
        [trayX + 136, 930],
        [trayX + 30, 930],
      ],
      paint2,
    ),
  );
  body.push(rect(trayX + 120, 850, 130, 40, paint2, { rx: 20 }));
  body.push(path(d`M${trayX + 250} 870H${trayX + 280}L${trayX + 380} 960`, "none", { stroke: "#4b5563", "stroke-width": 10, "stroke-linecap": "round", "stroke-linejoin": "round" }));

  // Paint pots
  const potX = r.range(1000, 1140);
  body.push(paintPot(potX, 950, 110, 120, paint2, false));
  body.push(paintPot(potX + 130, 960, 96, 100, paint, true));
  body.push(paintPot(potX + 70, 978, 78, 72, r.pick([TERRA, NAVY, "#e9c46a"]), false));

  // Toolbox with tools
  body.push(ellipse(tbX + 120, 958, 140, 12, "#000000", { opacity: 0.15 }));
  body.push(rect(tbX + 40, 790, 150, 16, "none", { stroke: "#2b2f36", "stroke-width": 10, rx: 8 }));
  body.push(rect(tbX + 100, 760, 16, 140, "#d9b47e", { rx: 3, transform: `rotate(-18 ${f(tbX + 108)} 860)` }));
  body.push(rect(tbX, 830, 240, 120, TERRA, { rx: 12 }));
  body.push(rect(tbX, 830, 240, 30, darken(TERRA, 0.15), { rx: 8 }));
  body.push(rect(tbX + 100, 852, 40, 20, "#e9e6e0", { rx: 4 }));
  // Hammer
  body.push(rect(tbX + 260, 944, 170, 16, "#a8784e", { rx: 8, transform: `rotate(-6 ${f(tbX + 260)} 952)` }));
  body.push(rect(tbX + 400, 910, 30, 70, "#4b5563", { rx: 6, transform: `rotate(-6 ${f(tbX + 415)} 945)` }));
  // Tape measure
  body.push(circle(tbX + 320, 880, 30, "#f1c84b"));
  body.push(circle(tbX + 320, 880, 10, "#2b2f36"));
  body.push(rect(tbX + 336, 900, 70, 9, "#f1c84b", { rx: 3 }));
  // Mirror half of the scenes for more variety
  return svg(W, H, defs, r.chance(0.5) ? [g(body, { transform: `matrix(-1 0 0 1 ${W} 0)` })] : body);
}

/* ------------------------------------------------------------------ */
/* 4. Cityscape                                                        */
/* ------------------------------------------------------------------ */

interface TimeOfDay {
  sky: readonly [string, string, string];
  far: string;
  back: string;
  front: readonly string[];
  water: readonly [string, string];
  lit: boolean;
  sun: string;
}

const TIMES: readonly TimeOfDay[] = [
  {
    sky: ["#6fb1df", "#a9d2ee", "#e9f3f7"],
    far: "#b8cfe0",
    back: "#9db6cb",
    front: ["#e9dcc3", "#efe3cc", "#e4cfb2", "#d9b99a", "#f1e4cd"],
    water: ["#6d9fc4", "#3f6f98"],
    lit: false,
    sun: "#fff3c4",
  },
  {
    sky: ["#f0a37a", "#f6c79c", "#fbe6cc"],
    far: "#e2b7a0",
    back: "#c58f80",
    front: ["#f0d4b4", "#e8c39e", "#f3dcc0", "#dcae8e", "#ecc9a8"],
    water: ["#d99a7e", "#8f6a7a"],
    lit: false,
    sun: "#fff0c8",
  },
  {
    sky: ["#1e3a5f", "#51618a", "#e29a7c"],
    far: "#5b6a8c",
    back: "#3e4c6e",
    front: ["#2c3f5f", "#34486a", "#283a57", "#3a4d70"],
    water: ["#3a5079", "#16263f"],
    lit: true,
    sun: "#fbe7c6",
  },
];

function cityBuilding(r: Rand, x: number, w: number, h: number, baseY: number, color: string, t: TimeOfDay, detailed: boolean): string {
  const out: string[] = [];
  const top = baseY - h;
  const roofKind = r.int(0, 3);
  const roofColor = t.lit ? darken(color, 0.25) : detailed ? r.pick(["#7f8fa3", "#b4533a", "#6f7f95"]) : darken(color, 0.12);
  if (roofKind === 0) {
    out.push(
      poly(
        [
          [x - 3, top],
          [x + 14, top - 34],
          [x + w - 14, top - 34],
          [x + w + 3, top],
        ],
        roofColor,
      ),
    );
  } else if (roofKind === 1) {
    out.push(
      poly(
        [
          [x - 4, top],
          [x + w / 2, top - Math.min(60, w * 0.5)],
          [x + w + 4, top],
        ],
        roofColor,
      ),
    );
  } else if (roofKind === 2) {
    out.push(rect(x + w * 0.2, top - 26, 14, 26, roofColor));
  }
  out.push(rect(x, top, w, h, color));
  if (detailed) {
    out.push(rect(x - 3, top - 2, w + 6, 6, darken(color, 0.1)));
    const cols = Math.max(1, Math.floor(w / 34));
    const rows = Math.max(1, Math.floor((h - 30) / 44));
    const cw = w / cols;
    for (let row = 0; row < rows; row++) {
      for (let c = 0; c < cols; c++) {
        const wx = x + cw * c + cw * 0.3;
        const wy = top + 16 + row * 44;
        const litOn = t.lit && r.chance(0.45);
        out.push(rect(wx, wy, cw * 0.4, 24, litOn ? "#ffd98a" : t.lit ? darken(color, 0.3) : darken(color, 0.28), { rx: 2, opacity: litOn ? 1 : 0.7 }));
      }
    }
  }
  return g(out);
}

function landmark(kind: number, x: number, baseY: number, color: string, accent: string): string {
  const out: string[] = [];
  if (kind === 0) {
    // Church with a spire
    out.push(rect(x - 90, baseY - 180, 180, 180, color));
    out.push(
      poly(
        [
          [x - 100, baseY - 180],
          [x, baseY - 250],
          [x + 100, baseY - 180],
        ],
        color,
      ),
    );
    out.push(rect(x - 34, baseY - 360, 68, 200, color));
    out.push(
      poly(
        [
          [x - 40, baseY - 360],
          [x, baseY - 520],
          [x + 40, baseY - 360],
        ],
        color,
      ),
    );
    out.push(rect(x - 2, baseY - 560, 4, 44, color));
    out.push(rect(x - 14, baseY - 546, 28, 4, color));
    out.push(path(d`M${x - 14} ${baseY - 300}v-24a14 14 0 0 1 28 0v24Z`, accent));
    out.push(circle(x, baseY - 200, 22, accent));
  } else if (kind === 1) {
    // Cathedral with two towers and a rose window
    out.push(rect(x - 120, baseY - 260, 240, 260, color));
    for (const tx of [x - 120, x + 50]) {
      out.push(rect(tx, baseY - 380, 70, 380, color));
      out.push(path(d`M${tx + 16} ${baseY - 300}v-40a19 19 0 0 1 38 0v40Z`, accent));
    }
    out.push(circle(x, baseY - 190, 36, accent));
    out.push(circle(x, baseY - 190, 18, color));
    out.push(path(d`M${x - 30} ${baseY}v-70a30 30 0 0 1 60 0v70Z`, accent));
  } else if (kind === 2) {
    // Domed monument
    out.push(rect(x - 150, baseY - 160, 300, 160, color));
    out.push(rect(x - 90, baseY - 250, 180, 100, color));
    for (let i = 0; i < 6; i++) out.push(rect(x - 78 + i * 30, baseY - 235, 12, 70, accent));
    out.push(path(d`M${x - 100} ${baseY - 250}a100 110 0 0 1 200 0Z`, color));
    out.push(rect(x - 12, baseY - 400, 24, 50, color));
    out.push(circle(x, baseY - 404, 10, color));
    for (let i = 0; i < 8; i++) out.push(rect(x - 134 + i * 36, baseY - 120, 16, 120, accent, { opacity: 0.6 }));
  } else {
    // Belfry (beffroi)
    out.push(rect(x - 50, baseY - 330, 100, 330, color));
    out.push(rect(x - 62, baseY - 346, 124, 20, color));
    out.push(rect(x - 40, baseY - 420, 80, 80, color));
    out.push(path(d`M${x - 44} ${baseY - 420}Q${x} ${baseY - 520} ${x + 44} ${baseY - 420}Z`, color));
    out.push(rect(x - 6, baseY - 540, 12, 50, color));
    out.push(circle(x, baseY - 290, 26, accent));
    out.push(circle(x, baseY - 290, 20, color));
    out.push(line(x, baseY - 290, x, baseY - 306, accent, 4));
    out.push(line(x, baseY - 290, x + 12, baseY - 290, accent, 4));
    out.push(path(d`M${x - 18} ${baseY - 360}v-30a18 18 0 0 1 36 0v30Z`, accent));
  }
  return g(out);
}

export function cityscapeSvg(seed: number): string {
  const r = new Rand(seed, 4);
  const id = (k: string): string => `cs${seed}${k}`;
  const defs: string[] = [];
  const body: string[] = [];
  // Time of day and main landmark follow the seed itself, so that consecutive seeds (one per city
  // banner) never look alike; every other pair is mirrored (river bank on the other side).
  const t = TIMES[seed % TIMES.length];
  const mainLandmark = seed % 4;
  const mirrored = Math.floor(seed / 2) % 2 === 1;
  const quayY = 700;
  const waterY = 752;

  defs.push(linear(id("sky"), [[0, t.sky[0]], [0.6, t.sky[1]], [1, t.sky[2]]]));
  defs.push(linear(id("water"), [[0, t.water[0]], [1, t.water[1]]]));
  body.push(rect(0, 0, W, H, `url(#${id("sky")})`));

  const sunX = r.range(250, 1350);
  const sunY = t.lit ? r.range(120, 200) : r.range(150, 330);
  if (t.lit) {
    for (let i = 0; i < 40; i++) body.push(circle(r.range(0, W), r.range(0, 380), r.range(1, 2.6), WHITE, { opacity: r.range(0.4, 0.9) }));
    body.push(circle(sunX, sunY, 75, t.sun, { opacity: 0.07 }));
    body.push(path(d`M${sunX} ${sunY - 48}A48 48 0 1 0 ${sunX} ${sunY + 48}A36 48 0 1 1 ${sunX} ${sunY - 48}Z`, t.sun, { transform: `rotate(-25 ${f(sunX)} ${f(sunY)})` }));
  } else {
    body.push(circle(sunX, sunY, 150, t.sun, { opacity: 0.35 }));
    body.push(circle(sunX, sunY, 80, t.sun));
    for (let i = 0, n = r.int(2, 4); i < n; i++) body.push(cloud(r.range(60, 1540), r.range(80, 320), r.range(0.6, 1.2), WHITE, r.range(0.55, 0.85)));
  }

  // Far hills
  let hills = d`M0 ${quayY}V${r.range(500, 560)}`;
  for (let x = 0; x < W; x += 400) hills += d`Q${x + 200} ${r.range(420, 520)} ${x + 400} ${r.range(500, 560)}`;
  hills += d`V${quayY}Z`;
  body.push(path(hills, t.far));

  // Back skyline with landmarks
  const kinds = [mainLandmark, ...r.shuffle([0, 1, 2, 3].filter((k) => k !== mainLandmark)).slice(0, r.int(0, 1))];
  const slots = r.shuffle([300, 800, 1300]).slice(0, kinds.length);
  let x = -20;
  while (x < W) {
    const w = r.range(60, 140);
    body.push(cityBuilding(r, x, w, r.range(150, 300), quayY, t.back, t, false));
    x += w;
  }
  kinds.forEach((k, i) => {
    const lx = (slots[i] ?? 800) + r.range(-80, 80);
    body.push(landmark(k, lx, quayY - 40, darken(t.back, 0.08), mix(t.back, t.sky[2], 0.5)));
  });

  // Front row of buildings
  x = -30;
  while (x < W) {
    const w = r.range(110, 190);
    body.push(cityBuilding(r, x, w, r.range(110, 240), quayY, r.pick(t.front), t, true));
    x += w + r.range(0, 6);
  }

  // Quay wall and trees
  body.push(rect(0, quayY, W, waterY - quayY, t.lit ? "#3b4863" : "#cdb99a"));
  body.push(rect(0, quayY, W, 10, t.lit ? "#4a5878" : "#dccbb0"));
  for (let qx = 0; qx < W; qx += 80) body.push(rect(qx, quayY + 12, 2, waterY - quayY - 12, t.lit ? "#2f3a52" : "#b9a483"));
  const treeC = t.lit ? ["#2e4a4a", "#3b5a52"] : ["#6f9a62", "#9cc18c"];
  for (let tx = r.range(20, 80); tx < W; tx += r.range(110, 170)) {
    body.push(rect(tx - 4, quayY - 60, 8, 62, t.lit ? "#2a2f3a" : "#7a5a43"));
    body.push(circle(tx, quayY - 78, r.range(34, 44), treeC[0] ?? SAGE));
    body.push(circle(tx - 10, quayY - 88, 20, treeC[1] ?? SAGE, { opacity: 0.8 }));
  }

  // River
  body.push(rect(0, waterY, W, H - waterY, `url(#${id("water")})`));
  for (let i = 0; i < 60; i++) {
    const yy = r.range(waterY + 10, H - 10);
    body.push(rect(r.range(-40, W), yy, r.range(30, 140), 4, WHITE, { opacity: r.range(0.12, 0.35), rx: 2 }));
  }
  // Sun/moon reflection
  for (let i = 0; i < 8; i++) body.push(rect(sunX - 60 + r.range(-20, 20), waterY + 20 + i * 26, 120 - i * 10, 6, t.sun, { opacity: 0.5, rx: 3 }));

  // Stone bridge
  const bridgeStart = r.chance(0.5) ? r.range(-100, 200) : r.range(600, 800);
  const arches = r.int(3, 5);
  const archW = 200;
  const bridgeW = arches * archW + 40;
  const stone = t.lit ? "#55617d" : "#d9c7a8";
  const deckY = waterY + 30;
  body.push(rect(bridgeStart, deckY - 26, bridgeW, 26, darken(stone, 0.08)));
  for (let i = 0; i < arches + 1; i++) body.push(rect(bridgeStart + 20 + i * archW - 5, deckY - 46, 10, 22, darken(stone, 0.08)));
  body.push(rect(bridgeStart, deckY - 8, bridgeW, 150, stone));
  for (let i = 0; i < arches; i++) {
    const ax = bridgeStart + 20 + i * archW + 24;
    const aw = archW - 48;
    body.push(path(d`M${ax} ${deckY + 142}V${deckY + 80}a${aw / 2} ${aw / 2.4} 0 0 1 ${aw} 0V${deckY + 142}Z`, darken(t.water[1], 0.2)));
    body.push(path(d`M${ax - 6} ${deckY + 80}a${aw / 2 + 6} ${aw / 2.4 + 6} 0 0 1 ${aw + 12} 0`, "none", { stroke: darken(stone, 0.12), "stroke-width": 6 }));
  }
  body.push(rect(bridgeStart, deckY - 10, bridgeW, 10, lighten(stone, 0.15)));
  // Lamps on the bridge
  for (let i = 0; i <= arches; i++) {
    const lx = bridgeStart + 20 + i * archW;
    body.push(rect(lx - 2, deckY - 90, 4, 50, t.lit ? "#1a2333" : SLATE));
    body.push(circle(lx, deckY - 94, 8, t.lit ? "#ffd98a" : "#f4efe0"));
  }
  // Reflection of the bridge
  body.push(rect(bridgeStart, deckY + 142, bridgeW, 48, stone, { opacity: 0.22 }));
  for (let i = 0; i < arches; i++) {
    const ax = bridgeStart + 20 + i * archW + 24;
    body.push(path(d`M${ax} ${deckY + 142}v14a${(archW - 48) / 2} 30 0 0 0 ${archW - 48} 0v-14Z`, t.water[0], { opacity: 0.5 }));
  }

  // A barge
  const bx = bridgeStart > 400 ? r.range(80, 420) : r.range(1000, 1320);
  const by = r.range(890, 930);
  body.push(path(d`M${bx} ${by}H${bx + 260}L${bx + 240} ${by + 36}H${bx + 20}Z`, t.lit ? "#111a2b" : NAVY));
  body.push(rect(bx + 150, by - 40, 80, 40, t.lit ? "#2c3f5f" : WHITE, { rx: 4 }));
  body.push(rect(bx + 162, by - 30, 20, 14, t.lit ? "#ffd98a" : "#9fc4e0"));
  body.push(rect(bx + 196, by - 30, 20, 14, t.lit ? "#ffd98a" : "#9fc4e0"));
  body.push(rect(bx + 10, by - 6, 130, 6, TERRA));
  body.push(path(d`M${bx + 20} ${by + 44}h220`, "none", { stroke: WHITE, "stroke-width": 3, opacity: 0.4 }));

  if (!t.lit) for (let i = 0, n = r.int(2, 5); i < n; i++) body.push(bird(r.range(100, 1500), r.range(80, 300), r.range(0.8, 1.3), SLATE));
  return svg(W, H, defs, mirrored ? [g(body, { transform: `translate(${W} 0) scale(-1 1)` })] : body);
}

/* ------------------------------------------------------------------ */
/* 5. District map                                                     */
/* ------------------------------------------------------------------ */

export function districtMapSvg(seed: number): string {
  const r = new Rand(seed, 5);
  const defs: string[] = [];
  const body: string[] = [];
  const cx = W / 2;
  const cy = H / 2;
  const street = "#fffdf8";
  const block = r.pick(["#efe4d2", "#ece6dc", "#f1e6d6"]);
  const bld = darken(block, 0.06);
  const park = "#cfe2c2";
  const water = "#a9cfe3";

  body.push(rect(0, 0, W, H, street));
  const map: string[] = [];

  // Irregular grid (larger than the canvas, it is rotated)
  const xs: number[] = [];
  const ys: number[] = [];
  for (let x = -500; x < W + 500; x += r.range(130, 210)) xs.push(x);
  for (let y = -500; y < H + 500; y += r.range(110, 180)) ys.push(y);
  const gap = 16;
  // Parks: one large park spanning 2x2 cells, one small square
  const parkCells = new Set<string>();
  const pi = r.int(3, xs.length - 6);
  const pj = r.int(3, ys.length - 6);
  for (const [a, b] of [[0, 0], [1, 0], [0, 1], [1, 1]] as const) parkCells.add(`${pi + a},${pj + b}`);
  const si = r.int(3, xs.length - 5);
  const sj = r.int(3, ys.length - 5);
  const small = parkCells.has(`${si},${sj}`) ? "" : `${si},${sj}`;
  const greenSpace = (x0: number, y0: number, bw: number, bh: number, pond: boolean): void => {
    map.push(rect(x0, y0, bw, bh, park, { rx: 12 }));
    map.push(path(d`M${x0 + 20} ${y0 + bh - 20}Q${x0 + bw * 0.4} ${y0 + bh * 0.3} ${x0 + bw - 20} ${y0 + 24}`, "none", { stroke: "#f3efe4", "stroke-width": 7, "stroke-linecap": "round" }));
    const trees = Math.round((bw * bh) / 3500);
    for (let k = 0; k < trees; k++) map.push(circle(x0 + r.range(18, bw - 18), y0 + r.range(18, bh - 18), r.range(8, 15), k % 3 ? SAGE : "#78a06b", { opacity: 0.85 }));
    if (pond) map.push(ellipse(x0 + bw * 0.62, y0 + bh * 0.62, bw * 0.16, bh * 0.13, water));
  };
  for (let i = 0; i < xs.length - 1; i++) {
    for (let j = 0; j < ys.length - 1; j++) {
      const x0 = (xs[i] ?? 0) + gap / 2;
      const y0 = (ys[j] ?? 0) + gap / 2;
      const bw = (xs[i + 1] ?? 0) - (xs[i] ?? 0) - gap;
      const bh = (ys[j + 1] ?? 0) - (ys[j] ?? 0) - gap;
      if (i === pi && j === pj) {
        const pw = (xs[i + 2] ?? 0) - (xs[i] ?? 0) - gap;
        const ph = (ys[j + 2] ?? 0) - (ys[j] ?? 0) - gap;
        greenSpace(x0, y0, pw, ph, true);
        continue;
      }
      if (parkCells.has(`${i},${j}`)) continue;
      if (`${i},${j}` === small) {
        greenSpace(x0, y0, bw, bh, false);
        continue;
      }
      map.push(rect(x0, y0, bw, bh, block, { rx: 6 }));
      // Building footprints around a courtyard
      const inset = 10;
      const depth = Math.min(bw, bh) * 0.28;
      map.push(rect(x0 + inset, y0 + inset, bw - inset * 2, bh - inset * 2, bld, { rx: 3 }));
      map.push(rect(x0 + inset + depth, y0 + inset + depth, bw - 2 * (inset + depth), bh - 2 * (inset + depth), block, { rx: 3 }));
      // Party walls
      for (let k = 1; k < 3; k++) map.push(rect(x0 + inset + ((bw - inset * 2) * k) / 3, y0 + inset, 2, depth, block));
    }
  }

  // River crossing the map
  // River crossing the map, away from the centre, with its own orientation
  const ry = cy + r.pick([-1, 1]) * r.range(190, 300);
  const riverD = d`M-900 ${ry + r.range(-150, 150)}C${cx - 500} ${ry - 240} ${cx - 100} ${ry + 200} ${cx + 300} ${ry}S${W + 300} ${ry - 200} ${W + 900} ${ry + r.range(-150, 150)}`;
  const riverRot = `rotate(${f(r.chance(0.5) ? r.range(-30, 30) : r.range(60, 120))} ${cx} ${cy})`;
  map.push(path(riverD, "none", { stroke: "#cfe0e6", "stroke-width": 150, transform: riverRot }));
  map.push(path(riverD, "none", { stroke: water, "stroke-width": 120, transform: riverRot }));
  map.push(path(riverD, "none", { stroke: WHITE, "stroke-width": 3, "stroke-dasharray": "30 40", opacity: 0.6, transform: riverRot }));

  // Avenues (drawn above the river: they become bridges)
  const avenues: string[] = [];
  const avX = xs[Math.floor(xs.length / 2) + r.int(-1, 1)] ?? cx;
  const avY = ys[Math.floor(ys.length / 2) + r.int(-2, 2)] ?? cy;
  avenues.push(d`M${avX} -600V${H + 600}`);
  avenues.push(d`M-600 ${avY}H${W + 600}`);
  const diagA = r.pick([-1, 1]) * r.range(0.3, 0.75);
  avenues.push(d`M-600 ${cy + 1100 * diagA}L${W + 600} ${cy - 1100 * diagA}`);
  for (const a of avenues) {
    map.push(path(a, "none", { stroke: "#e3d6bf", "stroke-width": 34 }));
    map.push(path(a, "none", { stroke: WHITE, "stroke-width": 28 }));
  }
  // Tree lines along the avenues
  for (const a of avenues) map.push(path(a, "none", { stroke: SAGE, "stroke-width": 6, "stroke-dasharray": "2 26", "stroke-linecap": "round", opacity: 0.7 }));
  // Roundabout on the crossing of the two avenues
  map.push(circle(avX, avY, 44, WHITE, { stroke: "#e3d6bf", "stroke-width": 3 }));
  map.push(circle(avX, avY, 22, park));

  const rot = r.range(-16, 16);
  body.push(g(map, { transform: `rotate(${f(rot)} ${cx} ${cy})` }));

  // Metro stations / points of interest
  for (let i = 0, n = r.int(3, 5); i < n; i++) {
    const px = r.range(120, W - 120);
    const py = r.range(100, H - 100);
    if (Math.hypot(px - cx, py - cy) < 200) continue;
    body.push(circle(px, py, 16, WHITE, { stroke: r.pick([NAVY, SAGE, TERRA]), "stroke-width": 6 }));
  }

  // Search radius and central pin
  body.push(circle(cx, cy, 230, TERRA, { opacity: 0.08 }));
  body.push(circle(cx, cy, 230, "none", { stroke: TERRA, "stroke-width": 4, "stroke-dasharray": "16 14", opacity: 0.7 }));
  body.push(ellipse(cx, cy + 4, 34, 10, "#000000", { opacity: 0.2 }));
  body.push(path(d`M${cx} ${cy}C${cx - 20} ${cy - 40} ${cx - 52} ${cy - 62} ${cx - 52} ${cy - 100}A52 52 0 1 1 ${cx + 52} ${cy - 100}C${cx + 52} ${cy - 62} ${cx + 20} ${cy - 40} ${cx} ${cy}Z`, TERRA, { stroke: WHITE, "stroke-width": 5 }));
  body.push(circle(cx, cy - 100, 22, WHITE));
  body.push(path(d`M${cx - 12} ${cy - 96}l12 -12l12 12v12h-24Z`, NAVY));

  // North arrow and scale bar (no text)
  body.push(circle(1500, 100, 44, WHITE, { stroke: "#d7cbb7", "stroke-width": 3, opacity: 0.95 }));
  body.push(poly([[1500, 64], [1514, 104], [1500, 96], [1486, 104]], NAVY));
  body.push(poly([[1500, 136], [1514, 104], [1500, 112], [1486, 104]], "#b8c2cf"));
  body.push(rect(80, 920, 260, 24, WHITE, { rx: 12, opacity: 0.9 }));
  for (let i = 0; i < 4; i++) body.push(rect(96 + i * 57, 928, 57, 8, i % 2 ? WHITE : NAVY, { stroke: NAVY, "stroke-width": 2 }));
  return svg(W, H, defs, body);
}

/* ------------------------------------------------------------------ */
/* 6. Analysis chart panel                                             */
/* ------------------------------------------------------------------ */

export function analysisChartSvg(seed: number): string {
  const r = new Rand(seed, 6);
  const id = (k: string): string => `ch${seed}${k}`;
  const defs: string[] = [];
  const body: string[] = [];
  const dark = r.chance(0.3);
  const bg = dark ? NAVY : SAND;
  const card = dark ? "#24466f" : WHITE;
  const ink = dark ? "#dbe4ef" : SLATE;
  const muted = dark ? "#4a6a93" : "#e5e7eb";
  const barColor = dark ? "#8fb6dc" : NAVY;
  const navyish = dark ? "#8fb6dc" : NAVY;
  const lineColor = TERRA;

  defs.push(linear(id("area"), [[0, lineColor, 0.3], [1, lineColor, 0]]));
  defs.push(linear(id("bar"), [[0, lighten(barColor, 0.15)], [1, barColor]]));

  body.push(rect(0, 0, W, H, bg));
  body.push(circle(1480, 80, 220, dark ? "#24466f" : "#eddcc3", { opacity: 0.7 }));
  body.push(circle(90, 940, 180, dark ? "#24466f" : "#e9d6bb", { opacity: 0.7 }));

  // Card
  const cx0 = 110;
  const cy0 = 100;
  const cw = W - 220;
  const ch = H - 200;
  body.push(rect(cx0 + 10, cy0 + 16, cw, ch, "#000000", { rx: 28, opacity: 0.08 }));
  body.push(rect(cx0, cy0, cw, ch, card, { rx: 28 }));

  // Header: icon and placeholder lines
  body.push(circle(cx0 + 70, cy0 + 68, 28, lighten(lineColor, 0.75)));
  body.push(path(d`M${cx0 + 56} ${cy0 + 80}l10 -12l8 6l12 -16`, "none", { stroke: lineColor, "stroke-width": 5, "stroke-linecap": "round", "stroke-linejoin": "round" }));
  body.push(rect(cx0 + 116, cy0 + 48, r.range(220, 320), 18, ink, { rx: 9, opacity: 0.85 }));
  body.push(rect(cx0 + 116, cy0 + 78, r.range(140, 220), 12, ink, { rx: 6, opacity: 0.35 }));
  // Toggle pills
  const pills = 3;
  const active = r.int(0, pills - 1);
  for (let i = 0; i < pills; i++) {
    const px = cx0 + cw - 60 - (pills - i) * 110;
    body.push(rect(px, cy0 + 50, 96, 36, i === active ? NAVY : muted, { rx: 18, opacity: dark && i !== active ? 0.6 : 1 }));
    body.push(rect(px + 24, cy0 + 64, 48, 8, i === active ? WHITE : ink, { rx: 4, opacity: i === active ? 0.9 : 0.4 }));
  }

  // KPI tiles
  const kpiY = cy0 + 130;
  const kpiColors = r.shuffle([navyish, TERRA, SAGE]);
  const kpiW = 290;
  for (let i = 0; i < 3; i++) {
    const kx = cx0 + 50 + i * (kpiW + 24);
    const c = kpiColors[i] ?? NAVY;
    body.push(rect(kx, kpiY, kpiW, 100, dark ? "#1e3a5f" : "#f8f5f0", { rx: 16 }));
    body.push(circle(kx + 46, kpiY + 50, 24, lighten(c, dark ? 0.2 : 0.7)));
    body.push(circle(kx + 46, kpiY + 50, 10, c));
    body.push(rect(kx + 88, kpiY + 30, r.range(80, 130), 10, ink, { rx: 5, opacity: 0.35 }));
    body.push(rect(kx + 88, kpiY + 52, r.range(100, 130), 20, ink, { rx: 6, opacity: 0.85 }));
    const up = r.chance(0.75);
    body.push(
      poly(
        up
          ? [
              [kx + kpiW - 40, kpiY + 44],
              [kx + kpiW - 28, kpiY + 62],
              [kx + kpiW - 52, kpiY + 62],
            ]
          : [
              [kx + kpiW - 40, kpiY + 62],
              [kx + kpiW - 28, kpiY + 44],
              [kx + kpiW - 52, kpiY + 44],
            ],
        up ? SAGE : TERRA,
      ),
    );
  }

  // Chart area
  const side = r.chance(0.5);
  const gx = cx0 + 90;
  const gy = kpiY + 150;
  const gw = (side ? cw - 470 : cw - 150) - 10;
  const gh = cy0 + ch - 70 - gy;
  for (let k = 0; k <= 4; k++) {
    const yy = gy + (gh * k) / 4;
    body.push(line(gx, yy, gx + gw, yy, muted, 2, { "stroke-dasharray": k === 4 ? "0" : "8 8" }));
    body.push(rect(gx - 56, yy - 5, 36, 10, ink, { rx: 5, opacity: 0.3 }));
  }
  body.push(line(gx, gy - 10, gx, gy + gh, ink, 3, { opacity: 0.6 }));
  body.push(line(gx, gy + gh, gx + gw, gy + gh, ink, 3, { opacity: 0.6 }));

  const n = r.int(8, 12);
  const slot = gw / n;
  const growth = r.range(0.02, 0.07);
  let price = r.range(0.3, 0.45);
  let rent = price + r.range(0.05, 0.15);
  const pts: Array<[number, number]> = [];
  const bars: string[] = [];
  for (let i = 0; i < n; i++) {
    price = Math.min(0.95, Math.max(0.15, price * (1 + growth) + r.range(-0.05, 0.06)));
    rent = Math.min(0.97, Math.max(price + 0.1, rent + growth * 0.5 + r.range(-0.04, 0.05)));
    const bh = gh * price;
    const bx = gx + slot * i + slot * 0.22;
    const highlight = i === n - 1;
    const bw = slot * 0.56;
    bars.push(path(d`M${bx} ${gy + gh}V${gy + gh - bh + 8}q0 -8 8 -8h${bw - 16}q8 0 8 8V${gy + gh}Z`, highlight ? SAGE : `url(#${id("bar")})`));
    bars.push(rect(bx + slot * 0.1, gy + gh + 18, slot * 0.36, 8, ink, { rx: 4, opacity: 0.3 }));
    pts.push([gx + slot * (i + 0.5), gy + gh - gh * rent]);
  }
  // Smooth line through the points (Catmull-Rom to Bézier)
  let lineD = "";
  pts.forEach(([px, py], i) => {
    if (i === 0) {
      lineD = d`M${px} ${py}`;
      return;
    }
    const p0 = pts[Math.max(0, i - 2)] ?? pts[0];
    const p1 = pts[i - 1];
    const p3 = pts[Math.min(pts.length - 1, i + 1)];
    if (!p0 || !p1 || !p3) return;
    const c1x = p1[0] + (px - p0[0]) / 6;
    const c1y = p1[1] + (py - p0[1]) / 6;
    const c2x = px - (p3[0] - p1[0]) / 6;
    const c2y = py - (p3[1] - p1[1]) / 6;
    lineD += d`C${c1x} ${c1y} ${c2x} ${c2y} ${px} ${py}`;
  });
  const first = pts[0];
  const last = pts[pts.length - 1];
  if (first && last) body.push(path(lineD + d`L${last[0]} ${gy + gh}L${first[0]} ${gy + gh}Z`, `url(#${id("area")})`));
  body.push(...bars);
  body.push(path(lineD, "none", { stroke: lineColor, "stroke-width": 6, "stroke-linecap": "round", "stroke-linejoin": "round" }));
  for (const [px, py] of pts) body.push(circle(px, py, 9, card, { stroke: lineColor, "stroke-width": 5 }));
  if (last) {
    // Tooltip bubble on the last point
    const tip = dark ? TERRA : NAVY;
    body.push(rect(last[0] - 80, last[1] - 90, 110, 52, tip, { rx: 12 }));
    body.push(poly([[last[0] - 12, last[1] - 38], [last[0] + 4, last[1] - 38], [last[0], last[1] - 24]], tip));
    body.push(rect(last[0] - 64, last[1] - 74, 60, 8, WHITE, { rx: 4, opacity: 0.5 }));
    body.push(rect(last[0] - 64, last[1] - 58, 78, 10, WHITE, { rx: 5 }));
  }

  // Legend
  const ly = cy0 + ch - 30;
  body.push(rect(gx, ly - 8, 18, 18, barColor, { rx: 4 }));
  body.push(rect(gx + 28, ly - 3, 90, 8, ink, { rx: 4, opacity: 0.4 }));
  body.push(line(gx + 150, ly + 1, gx + 180, ly + 1, lineColor, 6, { "stroke-linecap": "round" }));
  body.push(rect(gx + 192, ly - 3, 90, 8, ink, { rx: 4, opacity: 0.4 }));

  // Side panel: donut + rows, or ranked horizontal bars
  if (side) {
    const sx = cx0 + cw - 340;
    const sy = gy - 10;
    body.push(rect(sx, sy, 290, gh + 50, dark ? "#1e3a5f" : "#f8f5f0", { rx: 18 }));
    if (r.chance(0.5)) {
      const dcx = sx + 145;
      const dcy = sy + 130;
      const rr = 80;
      const circ = 2 * Math.PI * rr;
      const parts = [r.range(0.35, 0.5), r.range(0.2, 0.3)];
      const rest = 1 - (parts[0] ?? 0) - (parts[1] ?? 0);
      const shares = [...parts, rest];
      const colors = [navyish, TERRA, SAGE];
      let offset = 0;
      body.push(circle(dcx, dcy, rr, "none", { stroke: muted, "stroke-width": 34 }));
      shares.forEach((s, i) => {
        body.push(
          circle(dcx, dcy, rr, "none", {
            stroke: colors[i] ?? NAVY,
            "stroke-width": 34,
            "stroke-dasharray": `${f(s * circ - 4)} ${f(circ)}`,
            "stroke-dashoffset": f(-offset),
            transform: `rotate(-90 ${f(dcx)} ${f(dcy)})`,
          }),
        );
        offset += s * circ;
      });
      for (let i = 0; i < 3; i++) {
        const yy = sy + 260 + i * 40;
        body.push(circle(sx + 40, yy, 9, colors[i] ?? NAVY));
        body.push(rect(sx + 60, yy - 5, r.range(90, 150), 10, ink, { rx: 5, opacity: 0.4 }));
      }
    } else {
      for (let i = 0; i < 6; i++) {
        const yy = sy + 40 + i * ((gh - 10) / 6);
        body.push(rect(sx + 30, yy, r.range(60, 110), 8, ink, { rx: 4, opacity: 0.35 }));
        body.push(rect(sx + 30, yy + 18, 230, 14, muted, { rx: 7 }));
        body.push(rect(sx + 30, yy + 18, r.range(60, 220), 14, i === 0 ? TERRA : i % 2 ? SAGE : navyish, { rx: 7 }));
      }
    }
  }
  return svg(W, H, defs, body);
}

/* ------------------------------------------------------------------ */
/* Portrait (a team member of the demo, issue 23)                      */
/* ------------------------------------------------------------------ */

const SKINS = ["#f1c7a5", "#e0ac86", "#c68a62", "#8d5a3b", "#f6d5bd"] as const;
const HAIRS = ["#2b2118", "#5a3a22", "#8a5a2b", "#c9a063", "#3b3b3b", "#b9b4ad"] as const;
const BACKDROPS = [SAND, "#dfe8da", "#e4e9f1", "#f3dcd3"] as const;
const CLOTHES = [NAVY, TERRA, SAGE, SLATE, "#6b4f7a"] as const;

/**
 * A flat head-and-shoulders portrait, 800 × 1000 (4:5, as the team page shows photos): a backdrop, the
 * shoulders in a jacket or a jumper, a face without features, hair short, long or tied. The seed picks
 * every colour and shape, so that five members look like five people.
 */
export function portraitSvg(seed: number): string {
  const r = new Rand(seed, 8);
  const id = (k: string): string => `pt${seed}${k}`;
  const backdrop = BACKDROPS[seed % BACKDROPS.length];
  const skin = r.pick(SKINS);
  const hair = r.pick(HAIRS);
  const cloth = CLOTHES[seed % CLOTHES.length];
  const style = seed % 3; // 0 short, 1 long, 2 tied up
  const cx = 400;
  const headY = r.range(400, 430);
  const headRx = r.range(118, 132);
  const headRy = headRx * r.range(1.22, 1.32);
  const defs = [linear(id("bg"), [[0, mix(backdrop, WHITE, 0.35)], [1, backdrop]]), radial(id("light"), [[0, WHITE, 0.35], [1, WHITE, 0]])];
  const body: string[] = [rect(0, 0, 800, 1000, `url(#${id("bg")})`), circle(560, 260, 320, `url(#${id("light")})`)];
  // Long hair falls behind the shoulders.
  if (style === 1) body.push(path(d`M${cx - headRx - 26} ${headY - 40}C${cx - headRx - 60} ${headY + 220} ${cx - 190} ${headY + 330} ${cx - 150} ${headY + 360}L${cx + 150} ${headY + 360}C${cx + 190} ${headY + 330} ${cx + headRx + 60} ${headY + 220} ${cx + headRx + 26} ${headY - 40}Z`, darken(hair, 0.1)));
  // Shoulders, neck, collar.
  const shoulderY = headY + headRy + 70;
  body.push(path(d`M60 1000C70 ${shoulderY + 60} 200 ${shoulderY - 10} ${cx} ${shoulderY - 20}C600 ${shoulderY - 10} 730 ${shoulderY + 60} 740 1000Z`, cloth));
  body.push(rect(cx - 52, headY + headRy - 40, 104, 120, darken(skin, 0.12), { rx: 40 }));
  body.push(path(d`M${cx - 70} ${shoulderY - 18}L${cx} ${shoulderY + 70}L${cx + 70} ${shoulderY - 18}Z`, r.chance(0.5) ? WHITE : lighten(cloth, 0.25)));
  if (seed % 2 === 0) {
    // A jacket: lapels over the shirt.
    body.push(path(d`M${cx - 150} ${shoulderY}L${cx - 20} ${shoulderY + 200}L${cx - 40} 1000L${cx - 230} 1000Z`, darken(cloth, 0.15)));
    body.push(path(d`M${cx + 150} ${shoulderY}L${cx + 20} ${shoulderY + 200}L${cx + 40} 1000L${cx + 230} 1000Z`, darken(cloth, 0.15)));
  }
  // Ears, face, hair on top.
  body.push(ellipse(cx - headRx + 4, headY + 10, 20, 34, darken(skin, 0.05)), ellipse(cx + headRx - 4, headY + 10, 20, 34, darken(skin, 0.05)));
  body.push(ellipse(cx, headY, headRx, headRy, skin));
  body.push(ellipse(cx - headRx * 0.45, headY + headRy * 0.35, 26, 16, darken(skin, 0.08), { opacity: 0.5 }));
  body.push(ellipse(cx + headRx * 0.45, headY + headRy * 0.35, 26, 16, darken(skin, 0.08), { opacity: 0.5 }));
  const top = headY - headRy;
  const fringe = r.range(0.25, 0.45) * headRy;
  body.push(
    path(d`M${cx - headRx - 8} ${headY - 10}C${cx - headRx - 10} ${top - 40} ${cx + headRx + 10} ${top - 40} ${cx + headRx + 8} ${headY - 10}C${cx + headRx * 0.6} ${top + fringe} ${cx - headRx * 0.2} ${top + fringe * 1.3} ${cx - headRx - 8} ${headY - 10}Z`, hair),
  );
  if (style === 2) body.push(circle(cx + r.range(-30, 30), top - 30, r.range(48, 60), hair));
  if (r.chance(0.35)) {
    // Glasses.
    const y = headY + headRy * 0.05;
    body.push(circle(cx - headRx * 0.4, y, 30, "none", { stroke: SLATE, "stroke-width": 7 }), circle(cx + headRx * 0.4, y, 30, "none", { stroke: SLATE, "stroke-width": 7 }));
    body.push(line(cx - headRx * 0.4 + 30, y, cx + headRx * 0.4 - 30, y, SLATE, 7));
  }
  return svg(800, 1000, defs, body);
}
