// The project dossier's layout in PDF (/projets/{id}/dossier.pdf): 2–4 A4 pages drawn from the same pure
// modules as the page (simulation, after-tax projection, chart geometry). pdf-lib with Liberation Sans
// embedded as a subset (text selectable, same rendering everywhere) and the cover photo as a JPEG.
// Only the drawing: it runs in a worker thread (worker.server.ts), and dossiers.server.ts gathers its input
// and caches what it draws. The same input draws the same bytes.

import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import fontkit from "@pdf-lib/fontkit";
import { PDFDocument, type PDFFont, type PDFPage, PageSizes, rgb } from "pdf-lib";
import type { District, Project } from "~/domain/entities";
import { displayEntries, totalCost } from "~/domain/finance";
import { formatDate, formatMoney, formatEuros as money, formatMonths, formatPercent, formatYears, formatYield } from "~/domain/format";
import { CHARGE_LABELS, TOTAL_LABELS } from "~/domain/labels";
import type { CompanyInfo } from "~/domain/site";
import type { SimulationFields, SimulationOutcome } from "~/domain/simulation-query";
import { type ChartGeometry, chartGeometry, cumulatedSeries, wealthSeries } from "~/domain/tax/chart";
import { JEANBRUN_LEVELS } from "~/domain/tax/constants";
import type { AfterTaxView } from "~/domain/tax/tax-query";

const FONT_DIR = fileURLToPath(new URL("../fonts/", import.meta.url));
let fonts: { regular: Uint8Array; bold: Uint8Array } | null = null;
function fontBytes() {
  // Read once; the built server resolves the folder from the source tree when the bundle has no copy.
  if (!fonts) {
    const dir = [FONT_DIR, `${process.cwd()}/app/server/fonts/`].find((d) => {
      try {
        readFileSync(`${d}LiberationSans-Regular.ttf`);
        return true;
      } catch {
        return false;
      }
    });
    if (!dir) throw new Error("Police du dossier PDF introuvable (app/server/fonts).");
    fonts = { regular: readFileSync(`${dir}LiberationSans-Regular.ttf`), bold: readFileSync(`${dir}LiberationSans-Bold.ttf`) };
  }
  return fonts;
}

const NAVY = rgb(0.118, 0.227, 0.373);
const GREY = rgb(0.28, 0.33, 0.41);
const LIGHT = rgb(0.89, 0.91, 0.94);
const SAND = rgb(0.96, 0.93, 0.87);
const MARGIN = 48;
const [WIDTH, HEIGHT] = PageSizes.A4;

export interface DossierInput {
  project: Project;
  district: District | null;
  simFields: SimulationFields;
  outcome: SimulationOutcome;
  view: AfterTaxView | null;
  company: CompanyInfo;
  /** Date printed on the dossier. */
  date: Date;
  /** The cover photo as a JPEG, or null. */
  cover: Uint8Array | null;
}

class Writer {
  page!: PDFPage;
  y = 0;
  pages: PDFPage[] = [];
  constructor(
    private doc: PDFDocument,
    readonly regular: PDFFont,
    readonly bold: PDFFont,
  ) {
    this.newPage();
  }
  newPage() {
    this.page = this.doc.addPage([WIDTH, HEIGHT]);
    this.pages.push(this.page);
    this.y = HEIGHT - MARGIN;
  }
  ensure(height: number) {
    if (this.y - height < MARGIN + 40) this.newPage();
  }
  /** Wrapped text; returns nothing, moves down. */
  text(value: string, { size = 10, bold = false, color = GREY, indent = 0, gap = 4 } = {}) {
    const font = bold ? this.bold : this.regular;
    const width = WIDTH - 2 * MARGIN - indent;
    const words = value.replace(/\s+/g, " ").trim().split(" ");
    let line = "";
    const lines: string[] = [];
    for (const word of words) {
      const next = line ? `${line} ${word}` : word;
      if (font.widthOfTextAtSize(next, size) > width && line) {
        lines.push(line);
        line = word;
      } else line = next;
    }
    if (line) lines.push(line);
    for (const l of lines) {
      this.ensure(size + 2);
      this.page.drawText(l, { x: MARGIN + indent, y: this.y - size, size, font, color });
      this.y -= size * 1.3;
    }
    this.y -= gap;
  }
  heading(value: string) {
    this.ensure(60);
    this.y -= 6;
    this.text(value, { size: 14, bold: true, color: NAVY, gap: 6 });
  }
  /** A table: first column left-aligned, the others right-aligned; widths as fractions. */
  table(columns: string[], rows: string[][], widths: number[], { size = 8.5, highlight = -1 } = {}) {
    const total = WIDTH - 2 * MARGIN;
    const xs: number[] = [];
    let x = MARGIN;
    for (const w of widths) {
      xs.push(x);
      x += w * total;
    }
    const rowHeight = size * 1.9;
    const draw = (cells: string[], font: PDFFont, fill?: typeof SAND) => {
      this.ensure(rowHeight);
      if (fill) this.page.drawRectangle({ x: MARGIN, y: this.y - rowHeight + 2, width: total, height: rowHeight, color: fill });
      cells.forEach((cell, i) => {
        const w = widths[i] * total - 6;
        let text = cell;
        while (font.widthOfTextAtSize(text, size) > w && text.length > 3) text = `${text.slice(0, -2)}…`;
        const tx = i === 0 ? xs[i] + 2 : xs[i] + widths[i] * total - 4 - font.widthOfTextAtSize(text, size);
        this.page.drawText(text, { x: tx, y: this.y - size - 2, size, font, color: i === 0 ? NAVY : GREY });
      });
      this.y -= rowHeight;
    };
    draw(columns, this.bold, LIGHT);
    rows.forEach((row, i) => draw(row, i === highlight ? this.bold : this.regular, i === highlight ? SAND : undefined));
    this.y -= 8;
  }
  chart(title: string, g: ChartGeometry) {
    const scale = (WIDTH - 2 * MARGIN) / g.width;
    const height = g.height * scale;
    this.ensure(height + 60);
    this.text(title, { size: 11, bold: true, color: NAVY });
    const top = this.y;
    const px = (x: number) => MARGIN + x * scale;
    const py = (y: number) => top - y * scale;
    for (const t of g.yTicks) {
      this.page.drawLine({ start: { x: px(g.plot.left), y: py(t.y) }, end: { x: px(g.plot.right), y: py(t.y) }, thickness: 0.5, color: LIGHT });
      const w = this.regular.widthOfTextAtSize(t.label, 7);
      this.page.drawText(t.label, { x: px(g.plot.left) - w - 4, y: py(t.y) - 2.5, size: 7, font: this.regular, color: GREY });
    }
    for (const t of g.xTicks) this.page.drawText(`an ${t.year}`, { x: px(t.x) - 8, y: py(g.height - 10), size: 7, font: this.regular, color: GREY });
    this.page.drawLine({ start: { x: px(g.plot.left), y: py(g.zeroY) }, end: { x: px(g.plot.right), y: py(g.zeroY) }, thickness: 0.8, color: GREY });
    for (const line of g.lines) {
      const color = hex(line.color);
      const dash = line.dash ? line.dash.split(" ").map(Number) : undefined;
      for (let i = 1; i < line.points.length; i++) {
        const [x1, y1] = line.points[i - 1];
        const [x2, y2] = line.points[i];
        this.page.drawLine({ start: { x: px(x1), y: py(y1) }, end: { x: px(x2), y: py(y2) }, thickness: 1.6, color, dashArray: dash });
      }
    }
    this.y = top - height - 6;
    let lx = MARGIN;
    for (const line of g.lines) {
      const w = this.regular.widthOfTextAtSize(line.label, 8);
      if (lx + w + 30 > WIDTH - MARGIN) {
        lx = MARGIN;
        this.y -= 12;
      }
      this.page.drawLine({ start: { x: lx, y: this.y - 4 }, end: { x: lx + 18, y: this.y - 4 }, thickness: 2, color: hex(line.color), dashArray: line.dash ? line.dash.split(" ").map(Number) : undefined });
      this.page.drawText(line.label, { x: lx + 22, y: this.y - 7, size: 8, font: this.regular, color: GREY });
      lx += w + 40;
    }
    this.y -= 22;
  }
}

function hex(color: string) {
  const n = Number.parseInt(color.slice(1), 16);
  return rgb(((n >> 16) & 255) / 255, ((n >> 8) & 255) / 255, (n & 255) / 255);
}

/** pdf-lib draws what the font has: narrow no-break spaces of Intl become plain no-break spaces. */
const clean = (s: string) => s.replace(/\u202f/g, "\u00a0");

/** The dossier's bytes. */
export async function drawDossier(input: DossierInput): Promise<Uint8Array> {
  const { project, district, simFields, outcome, view, company, date, cover: coverBytes } = input;
  const doc = await PDFDocument.create();
  doc.registerFontkit(fontkit);
  const { regular, bold } = fontBytes();
  const w = new Writer(doc, await doc.embedFont(regular, { subset: true }), await doc.embedFont(bold, { subset: true }));
  doc.setTitle(`Dossier du projet ${project.title}`);
  doc.setAuthor(company.name);
  doc.setSubject("Simulation d’investissement locatif");
  doc.setCreationDate(date);
  doc.setModificationDate(date);
  const t = (value: string, options?: Parameters<Writer["text"]>[1]) => w.text(clean(value), options);
  const table = (columns: string[], rows: string[][], widths: number[], options?: Parameters<Writer["table"]>[3]) =>
    w.table(columns.map(clean), rows.map((r) => r.map(clean)), widths, options);

  // Page 1: the project, its district and its financing.
  t(company.name, { size: 10, bold: true, color: NAVY, gap: 2 });
  t(`Dossier du projet, établi le ${formatDate(date)}`, { size: 9, gap: 10 });
  t(project.title, { size: 20, bold: true, color: NAVY, gap: 2 });
  t(`${project.cityName}${project.districtName ? ` · ${project.districtName}` : ""} — ${project.typeBienApres}`, { size: 11, gap: 10 });
  if (coverBytes) {
    const image = await doc.embedJpg(coverBytes);
    const width = WIDTH - 2 * MARGIN;
    const height = Math.min(230, (image.height / image.width) * width);
    const drawWidth = (image.width / image.height) * height;
    w.page.drawImage(image, { x: MARGIN, y: w.y - height, width: drawWidth, height });
    w.y -= height + 12;
  }
  if (district) {
    w.heading(`Le quartier ${district.nom}`);
    t(district.description, { size: 9.5 });
    t(`Taux d’occupation ${formatPercent(district.tauxElever)} · loyer moyen ${formatMoney(district.prixMoyenLocation)} par mois · prix moyen ${formatMoney(district.prixMoyenAuMetre)} le m² · profil visé : ${district.profileCibler}.`, { size: 9.5 });
  }
  w.heading("Le financement complet");
  const { apportPersonnel: _apport, ...costs } = project.total;
  table(
    ["Poste", "Montant"],
    [
      ...displayEntries(costs, TOTAL_LABELS).map((e) => [e.label, formatMoney(e.amount)]),
      ["Coût total du projet", formatMoney(totalCost(project.total))],
      ...displayEntries(project.chargesMensuelles, CHARGE_LABELS)
        .filter((e) => e.key !== "mensualiter")
        .map((e) => [`${e.label} (par mois)`, formatMoney(e.amount)]),
    ],
    [0.7, 0.3],
  );

  // Page 2: the simulation the visitor is looking at, after tax.
  w.newPage();
  w.heading("La simulation");
  const tmi = view ? `${formatPercent(view.choice.tmiPct)}${view.choice.tmiComputed ? " (calculée d’après vos revenus)" : ""}` : "—";
  t(`Paramètres : apport ${simFields.apport} €, taux ${simFields.taux} %, durée ${simFields.duree} ans, différé ${simFields.differe} mois, loyer ${simFields.loyer} € par mois, TMI ${tmi}${view?.projection.jeanbrun.eligible ? `, dispositif Jeanbrun au ${JEANBRUN_LEVELS[view.projection.jeanbrun.level].label.toLowerCase()}` : ""}.`, { size: 9.5 });
  if (!outcome.ok || !view) {
    t("Ces paramètres ne permettent pas de faire la simulation : corrigez-les sur la page du projet.", { size: 10, bold: true });
  } else {
    const r = outcome.result;
    table(
      ["Résultat avant impôts", "Montant"],
      [
        ["Montant emprunté", formatMoney(r.borrowed)],
        [`Mensualité du prêt (${formatYears(outcome.input.durationYears)}${outcome.deferralMonths ? `, dont ${formatMonths(outcome.deferralMonths)} de différé` : ""})`, formatMoney(r.monthlyPayment)],
        ["Cash-flow mensuel avant impôts", formatMoney(r.cashflow)],
        ["Rentabilité brute / nette", `${formatYield(r.grossYield)} / ${formatYield(r.netYield)}`],
      ],
      [0.7, 0.3],
    );
    w.heading(`Après impôts, à une TMI de ${formatPercent(view.choice.tmiPct)}`);
    const recommendedIndex = view.shown.findIndex((x) => x.id === view.recommended?.id);
    table(
      ["Régime", "Mensuel, an 1", "Cumul 10 ans", "Cumul 20 ans", "Nette-nette"],
      view.shown.map((x) =>
        x.available
          ? [x.label, formatMoney(x.monthlyAfterTaxYear1), money(x.cumulated10), money(x.cumulated20), formatYield(x.netNetYieldPct)]
          : [x.label, "non disponible", "", "", ""],
      ),
      [0.36, 0.18, 0.16, 0.16, 0.14],
      { highlight: recommendedIndex },
    );
    if (view.recommended) t(`Régime conseillé : ${view.recommended.label}. ${view.reason ?? ""}`, { size: 9.5, bold: true, color: NAVY });
    if (view.stress.length > 0 && view.recommended) {
      w.heading(`Tests de résistance (${view.recommended.label})`);
      table(
        ["Scénario", "Cash-flow mensuel après impôts", "Écart"],
        [["Sans imprévu", formatMoney(view.recommended.monthlyAfterTaxYear1), ""], ...view.stress.map((s) => [s.label, formatMoney(s.monthlyAfterTax), formatMoney(s.difference)])],
        [0.5, 0.3, 0.2],
      );
    }
    if (view.bank) {
      w.heading("Le regard de la banque");
      t(`Revenus ${money(view.bank.monthlyIncome)} par mois, loyer retenu à 70 % : ${formatMoney(view.bank.countedRent)}, mensualité ${formatMoney(view.bank.monthlyDebt)} : taux d’endettement ${formatPercent(view.bank.debtRatioPct)} (plafond ${formatPercent(view.bank.ceilingPct)}), reste à vivre ${formatMoney(view.bank.leftToLive)} par mois.`, { size: 9.5 });
    }

    // Page 3: charts and the year-by-year table of the chosen regime.
    w.newPage();
    w.heading("Sur 20 ans");
    const available = view.shown.filter((x) => x.available);
    w.chart("Cash-flow cumulé après impôts, par régime", chartGeometry(cumulatedSeries(available), 640, 260));
    w.chart(`Patrimoine (${view.selected.label})`, chartGeometry(wealthSeries(view.projection.propertyValue, view.selected.years), 640, 260));
    w.heading(`Année par année : ${view.selected.label}`);
    table(
      ["Année", "Loyers", "Impôt", "Avant impôts", "Après impôts", "Restant dû", "Patrimoine"],
      view.selected.years.map((y) => [String(y.year), money(y.rents), money(y.tax), money(y.cashflowBeforeTax), money(y.cashflowAfterTax), money(y.remainingLoan), money(y.wealth)]),
      [0.1, 0.15, 0.13, 0.15, 0.15, 0.16, 0.16],
      { size: 7.5 },
    );
  }

  // Footer of every page: the company and the warning.
  w.pages.forEach((page, i) => {
    const lines = [
      `${company.name} · ${company.address} · ${company.email} · SIREN ${company.siren} · page ${i + 1} sur ${w.pages.length}`,
      "Ce document est une simulation, pas un conseil fiscal : les chiffres dépendent de votre situation et de la loi en vigueur.",
    ];
    lines.forEach((line, j) => page.drawText(clean(line), { x: MARGIN, y: 32 - j * 11, size: 7.5, font: w.regular, color: GREY }));
  });
  return doc.save();
}
