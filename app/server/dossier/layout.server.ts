// The project dossier's layout in PDF (/projets/{id}/dossier.pdf), a branded document (issue 23, point 5,
// decision 0045): a first page with the brand, the project's picture and its key figures; then the project,
// its works, its financing, the project against its market (DVF sales, reference rent, with their sources), the
// simulation before and after tax, the stress tests and the 20 years, set one
// after the other (no page left half empty, a table kept on the page of its title); the company's contact
// and « Page n sur N » at the foot of every page. Drawn from the same pure modules as the page (simulation,
// after-tax projection, chart geometry) with pdf-lib, Liberation Sans embedded as a subset and the cover
// photo as a JPEG. Only the drawing: it runs in a worker thread (worker.server.ts), dossiers.server.ts gathers
// its input and caches what it draws. The same input draws the same bytes.

import { dossierKeyFigures, monthlyBalance } from "~/domain/dossier/dossier-figures";
import { dpeWorksStatement } from "~/domain/projects/dpe";
import { districtFiguresSource } from "~/domain/projects/project-page";
import type { District, Project } from "~/domain/content/entities";
import { displayEntries, totalCost } from "~/domain/projects/finance";
import { formatDate, formatMoney, formatMonths, formatPercent, formatYears, formatYield } from "~/domain/text/format";
import { CHARGE_LABELS, TOTAL_LABELS } from "~/domain/projects/labels";
import type { CompanyInfo } from "~/domain/site/site";
import type { SimulationFields, SimulationOutcome } from "~/domain/projects/simulation-query";
import { chartGeometry, cumulatedSeries, wealthSeries } from "~/domain/tax/chart";
import { JEANBRUN_LEVELS } from "~/domain/tax/constants";
import type { AfterTaxView } from "~/domain/tax/tax-query";
import { adviserContact } from "~/domain/clients/timeline/timeline";
import type { PDFImage } from "pdf-lib";
import type { ProjectMarketView } from "~/domain/market/display";
import { GREY, MARGIN, NAVY, SAND, TERRACOTTA, WHITE, WIDTH, type Writer, drawFooters, hex, openPdf, textWidth, wrap, write } from "../files/pdf-writer.server";

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
  /** The market evidence beside the project, as its page shows it; null when its city has no INSEE code. */
  market: ProjectMarketView | null;
}

/** The width of the text column. */
const COLUMN = WIDTH - 2 * MARGIN;
/** The cover photo's box on the first page: the text column's width, half as high (points). */
export const PHOTO_BOX = { width: COLUMN, height: 250 };
/** The charts' height on a 640 wide grid: two of them and a table fit on a page. */
const CHART_HEIGHT = 210;
/** Light text on navy (the key figures' notes). */
const MIST = hex("#c9d4e3");

/** The dossier's bytes. */
export async function drawDossier(input: DossierInput): Promise<Uint8Array> {
  const { project, company, date } = input;
  const { doc, w } = await openPdf({ title: `Dossier du projet ${project.title}`, author: company.name, subject: "Simulation d’investissement locatif", date });
  drawFirstPage(w, input, input.cover && (await doc.embedJpg(input.cover)));
  drawProject(w, input);
  drawWorks(w, project, date);
  drawFinancing(w, project);
  drawMarket(w, input);
  drawSimulation(w, input);
  drawContact(w, input);
  const contact = adviserContact(null, company);
  drawFooters(
    w,
    () => [
      `Votre contact : ${contact.name} · ${contact.phone} · ${contact.email}`,
      `${company.name} · ${company.address} · SIREN ${company.siren}`,
      "Ce document est une simulation, pas un conseil fiscal : les chiffres dépendent de votre situation et de la loi en vigueur.",
    ],
    (page, pages) => `Page ${page} sur ${pages}`,
  );
  return doc.save();
}

/** Page 1: the brand, the project's title and picture, and the key figures of the simulation. */
function drawFirstPage(w: Writer, { project, outcome, view, company, date }: DossierInput, photo: PDFImage | null) {
  const top = w.y;
  w.mark(MARGIN, top - 30, 30);
  write(w.page, company.name, MARGIN + 40, top - 21, { size: 16, font: w.bold, color: NAVY });
  const kind = "Dossier d’investissement";
  const made = `établi le ${formatDate(date)}`;
  write(w.page, kind, WIDTH - MARGIN - textWidth(kind, { size: 9, font: w.bold }), top - 12, { size: 9, font: w.bold, color: TERRACOTTA });
  write(w.page, made, WIDTH - MARGIN - textWidth(made, { size: 8.5, font: w.regular }), top - 25, { size: 8.5, font: w.regular, color: GREY });
  w.page.drawRectangle({ x: MARGIN, y: top - 42, width: COLUMN, height: 1.5, color: TERRACOTTA });
  w.y = top - 62;

  w.text(project.title, { size: 22, bold: true, color: NAVY, gap: 2, leading: 1.15 });
  w.text(`${project.cityName}${project.districtName ? ` · ${project.districtName}` : ""} — ${project.typeBienApres}`, { size: 12, gap: 12 });

  if (photo) {
    w.image(photo, { x: MARGIN, y: w.y - PHOTO_BOX.height, ...PHOTO_BOX });
    w.y -= PHOTO_BOX.height + 14;
  }

  if (!outcome.ok) {
    w.text("Ces paramètres ne permettent pas de faire la simulation : corrigez-les sur la page du projet.", { size: 10, bold: true });
    return;
  }
  // The key figures: a navy box, three rows of three, and what the simulation assumes below them.
  const figures = dossierKeyFigures(outcome);
  const pad = 16;
  const cell = (COLUMN - 2 * pad) / 3;
  const rowHeight = 48;
  const balance = view?.recommended && monthlyBalance(view.recommended.monthlyAfterTaxYear1);
  const assumptions = [
    `Simulation : apport ${formatMoney(outcome.input.total.apportPersonnel)}, prêt sur ${formatYears(outcome.input.durationYears)} à ${formatPercent(outcome.input.annualRatePct)}${outcome.deferralMonths ? ` dont ${formatMonths(outcome.deferralMonths)} de différé` : ""}, loyer ${formatMoney(outcome.input.monthlyRent)} par mois${project.tmpRenov > 0 ? `, premier loyer après ${formatMonths(project.tmpRenov)} de travaux` : ""}.`,
    view && balance
      ? `Après impôts, à une TMI de ${formatPercent(view.choice.tmiPct)}, au régime conseillé (${view.recommended!.label}) : ${balance.label.toLowerCase()} de ${balance.amount} par mois la première année.`
      : "",
  ]
    .filter(Boolean)
    .join(" ");
  const note = { size: 8, font: w.regular, color: MIST };
  const noteLines = wrap(assumptions, COLUMN - 2 * pad, note);
  const height = pad + 22 + 3 * rowHeight + 10 + noteLines.length * 10.5 + pad - 6;
  w.keep(height);
  const boxTop = w.y;
  w.page.drawRectangle({ x: MARGIN, y: boxTop - height, width: COLUMN, height, color: NAVY });
  write(w.page, "Les chiffres clés", MARGIN + pad, boxTop - pad - 11, { size: 12, font: w.bold, color: WHITE });
  figures.forEach((figure, i) => {
    const x = MARGIN + pad + (i % 3) * cell;
    const y = boxTop - pad - 22 - Math.floor(i / 3) * rowHeight;
    write(w.page, figure.label, x, y - 10, { size: 8.5, font: w.regular, color: SAND });
    write(w.page, figure.value, x, y - 28, { size: 16, font: w.bold, color: WHITE });
    if (figure.note) write(w.page, figure.note, x, y - 39, { size: 7.5, font: w.regular, color: MIST });
  });
  const rule = boxTop - pad - 22 - 3 * rowHeight - 2;
  w.page.drawLine({ start: { x: MARGIN + pad, y: rule }, end: { x: MARGIN + COLUMN - pad, y: rule }, thickness: 0.5, color: MIST });
  noteLines.forEach((line, i) => write(w.page, line, MARGIN + pad, rule - 12 - i * 10.5, note));
  w.y = boxTop - height - 10;
}

/** The project: before and after, the scenario, the profile aimed at, the estimate, the district. */
function drawProject(w: Writer, { project, district }: DossierInput) {
  const lines = [
    project.typeBienAvant && `Avant travaux : ${project.typeBienAvant}. Après travaux : ${project.typeBienApres}.`,
    project.scenarioAdopter && `Scénario adopté : ${project.scenarioAdopter}.`,
    project.profilCibler && `Profil de locataire visé : ${project.profilCibler}.`,
    project.valeurApresTravaux !== null &&
      `Valeur estimée après travaux : ${formatMoney(project.valeurApresTravaux)}${project.sourceValeur ? ` (${project.sourceValeur.replace(/\.$/, "")})` : ""}.`,
  ].filter((line): line is string => Boolean(line));
  if (lines.length > 0) {
    w.heading("Le projet", w.textHeight(lines[0], { size: 9.5 }));
    for (const line of lines) w.text(line, { size: 9.5 });
  }
  if (district) {
    const figures = `Taux d’occupation ${formatPercent(district.tauxElever)} · loyer moyen ${formatMoney(district.prixMoyenLocation)} par mois · prix moyen ${formatMoney(district.prixMoyenAuMetre)} le m² · profil visé : ${district.profileCibler}. ${districtFiguresSource(district)}.`;
    w.subheading(`Le quartier ${district.nom}`, w.textHeight(district.description, { size: 9.5 }));
    w.text(district.description, { size: 9.5 });
    w.text(figures, { size: 9.5 });
  }
}

/** The works: their length and budget, the energy rating, and the four renovation sections. */
function drawWorks(w: Writer, project: Project, date: Date) {
  const blocks = ([1, 2, 3, 4] as const)
    .map((n) => ({ title: project[`titreRenov${n}`], paragraphs: project[`renov${n}`] }))
    .filter((b) => b.title || b.paragraphs.length > 0);
  const intro = `Durée des travaux : ${formatMonths(project.tmpRenov)} · budget : ${formatMoney(project.total.works)}.`;
  w.heading("Les travaux", w.textHeight(intro, { size: 9.5 }) + 40);
  w.text(intro, { size: 9.5, bold: true, color: NAVY });
  for (const line of dpeWorksStatement(project.dpeBefore, project.dpeAfter, date)) w.text(line, { size: 9.5 });
  for (const block of blocks) {
    const first = block.paragraphs[0] ?? "";
    if (block.title) w.subheading(block.title, Math.min(w.textHeight(first, { size: 9.5 }), 40));
    for (const paragraph of block.paragraphs) w.text(paragraph, { size: 9.5, gap: 5 });
  }
}

/** What the project costs, line by line, and its monthly charges. */
function drawFinancing(w: Writer, project: Project) {
  const { apportPersonnel: _apport, ...costs } = project.total;
  const rows = [
    ...displayEntries(costs, TOTAL_LABELS).map((e) => [e.label, formatMoney(e.amount)]),
    ["Coût total du projet", formatMoney(totalCost(project.total))],
    ...displayEntries(project.chargesMensuelles, CHARGE_LABELS)
      .filter((e) => e.key !== "mensualiter")
      .map((e) => [`${e.label} (par mois)`, formatMoney(e.amount)]),
  ];
  w.heading("Le financement complet", w.tableStart(rows.length));
  w.table(["Poste", "Montant"], rows, [0.7, 0.3], { highlight: rows.findIndex((r) => r[0] === "Coût total du projet") });
}

/**
 * The project against its market (issue 30: every figure with its evidence): its price and rent per m² beside
 * the median of the DVF sales and the reference rent, the latest comparable sales, each with its source.
 */
function drawMarket(w: Writer, { market }: DossierInput) {
  if (!market) return;
  const lines = market.lines.map((line) => `${line.label} : ${line.value}${line.gap ? `, ${line.gap}` : ""}.`);
  w.heading(market.title, w.textHeight(lines[0] ?? market.salesNote ?? market.rent, { size: 9.5 }));
  for (const line of lines) w.text(line, { size: 9.5, bold: true, color: NAVY });
  if (market.salesNote) w.text(market.salesNote, { size: 9.5 });
  const sales = market.sales;
  if (sales)
    w.text("message" in sales ? sales.message : `Ventes d’appartements ${market.place} : médiane de ${sales.median}, la moitié entre ${sales.range}, sur ${sales.count} ${sales.period}.`, { size: 9.5 });
  if (market.district) w.text(market.district, { size: 9.5 });
  if (market.latest) {
    w.subheading(market.latest.caption, w.tableStart(market.latest.rows.length));
    w.table(
      ["Date", "Surface", "Pièces", "Prix au m²"],
      market.latest.rows.map((r) => [r.date, r.surface, r.rooms, r.price]),
      [0.34, 0.22, 0.16, 0.28],
    );
  }
  w.text(market.rent, { size: 9.5 });
  for (const source of [market.salesSource, ...market.rentSources]) if (source) w.text(source, { size: 9, color: GREY });
}

/** The simulation before tax, after tax by regime, its stress tests, the bank's view and the 20 years. */
function drawSimulation(w: Writer, { simFields, outcome, view }: DossierInput) {
  const tmi = view ? `${formatPercent(view.choice.tmiPct)}${view.choice.tmiComputed ? " (calculée d’après vos revenus)" : ""}` : "—";
  const parameters = `Paramètres : apport ${simFields.apport} €, taux ${simFields.taux} %, durée ${simFields.duree} ans, différé ${simFields.differe} mois, loyer ${simFields.loyer} € par mois, TMI ${tmi}${view?.projection.jeanbrun.eligible ? `, dispositif Jeanbrun au ${JEANBRUN_LEVELS[view.projection.jeanbrun.level].label.toLowerCase()}` : ""}.`;
  w.heading("La simulation", w.textHeight(parameters, { size: 9.5 }) + w.tableStart(4));
  w.text(parameters, { size: 9.5 });
  if (!outcome.ok || !view) {
    w.text("Ces paramètres ne permettent pas de faire la simulation : corrigez-les sur la page du projet.", { size: 10, bold: true });
    return;
  }
  const r = outcome.result;
  w.table(
    ["Résultat avant impôts", "Montant"],
    [
      ["Montant emprunté", formatMoney(r.borrowed)],
      [`Mensualité du prêt (${formatYears(outcome.input.durationYears)}${outcome.deferralMonths ? `, dont ${formatMonths(outcome.deferralMonths)} de différé` : ""})`, formatMoney(r.monthlyPayment)],
      ["Cash-flow mensuel avant impôts", formatMoney(r.cashflow)],
      ["Rentabilité brute / nette", `${formatYield(r.grossYield)} / ${formatYield(r.netYield)}`],
    ],
    [0.7, 0.3],
  );

  const recommendedIndex = view.shown.findIndex((x) => x.id === view.recommended?.id);
  w.heading(`Après impôts : les régimes comparés, à une TMI de ${formatPercent(view.choice.tmiPct)}`, w.tableStart(view.shown.length));
  w.table(
    ["Régime", "Mensuel, an 1", "Cumul 10 ans", "Cumul 20 ans", "Nette-nette"],
    view.shown.map((x) =>
      x.available
        ? [x.label, formatMoney(x.monthlyAfterTaxYear1), formatMoney(x.cumulated10), formatMoney(x.cumulated20), formatYield(x.netNetYieldPct)]
        : [x.label, "non disponible", "", "", ""],
    ),
    [0.36, 0.18, 0.16, 0.16, 0.14],
    { highlight: recommendedIndex },
  );
  if (view.recommended) w.text(`Régime conseillé : ${view.recommended.label}. ${view.reason ?? ""}`, { size: 9.5, bold: true, color: NAVY, gap: 6 });
  if (view.stress.length > 0 && view.recommended) {
    w.heading(`Tests de résistance (${view.recommended.label})`, w.tableStart(view.stress.length + 1));
    w.table(
      ["Scénario", "Cash-flow mensuel après impôts", "Écart"],
      [["Sans imprévu", formatMoney(view.recommended.monthlyAfterTaxYear1), ""], ...view.stress.map((s) => [s.label, formatMoney(s.monthlyAfterTax), formatMoney(s.difference)])],
      [0.5, 0.3, 0.2],
    );
  }
  if (view.bank) {
    const bank = `Revenus ${formatMoney(view.bank.monthlyIncome)} par mois, loyer retenu à 70 % : ${formatMoney(view.bank.countedRent)}, mensualité ${formatMoney(view.bank.monthlyDebt)} : taux d’endettement ${formatPercent(view.bank.debtRatioPct)} (plafond ${formatPercent(view.bank.ceilingPct)}), reste à vivre ${formatMoney(view.bank.leftToLive)} par mois.`;
    w.heading("Le regard de la banque", w.textHeight(bank, { size: 9.5 }));
    w.text(bank, { size: 9.5 });
  }

  const available = view.shown.filter((x) => x.available);
  const cumulated = chartGeometry(cumulatedSeries(available), 640, CHART_HEIGHT);
  const wealth = chartGeometry(wealthSeries(view.projection.propertyValue, view.selected.years), 640, CHART_HEIGHT);
  const cumulatedTitle = "Cash-flow cumulé après impôts, par régime";
  w.heading("Sur 20 ans", w.chartHeight(cumulatedTitle, cumulated));
  w.chart(cumulatedTitle, cumulated);
  w.chart(`Patrimoine (${view.selected.label})`, wealth);
  const yearSize = { size: 7.5 };
  w.heading(`Année par année : ${view.selected.label}`, w.tableStart(view.selected.years.length, yearSize));
  w.table(
    ["Année", "Loyers", "Impôt", "Avant impôts", "Après impôts", "Restant dû", "Patrimoine"],
    view.selected.years.map((y) => [String(y.year), formatMoney(y.rents), formatMoney(y.tax), formatMoney(y.cashflowBeforeTax), formatMoney(y.cashflowAfterTax), formatMoney(y.remainingLoan), formatMoney(y.wealth)]),
    [0.1, 0.15, 0.13, 0.15, 0.15, 0.16, 0.16],
    yearSize,
  );
}

/** Who to call about the project: a sand box after the last section. */
function drawContact(w: Writer, { project, company }: DossierInput) {
  const contact = adviserContact(null, company);
  const lines = [`${contact.phone} · ${contact.email}`, company.address];
  const question = `Une question sur « ${project.title} » ? Votre conseiller vous répond et vous accompagne, de la visite à la mise en location.`;
  const questionLines = wrap(question, COLUMN - 32, { size: 9.5, font: w.regular });
  const height = 16 + 16 + questionLines.length * 12.5 + 4 + lines.length * 13 + 12;
  w.keep(height + 12);
  w.y -= 12;
  const top = w.y;
  w.page.drawRectangle({ x: MARGIN, y: top - height, width: COLUMN, height, color: SAND });
  w.page.drawRectangle({ x: MARGIN, y: top - height, width: 3, height, color: TERRACOTTA });
  write(w.page, `Votre contact : ${contact.name}`, MARGIN + 16, top - 16 - 10, { size: 12, font: w.bold, color: NAVY });
  let y = top - 32 - 10;
  for (const line of questionLines) {
    write(w.page, line, MARGIN + 16, y, { size: 9.5, font: w.regular, color: GREY });
    y -= 12.5;
  }
  y -= 4;
  for (const line of lines) {
    write(w.page, line, MARGIN + 16, y, { size: 10, font: w.bold, color: NAVY });
    y -= 13;
  }
  w.y = top - height;
}
