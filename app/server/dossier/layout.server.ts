// The project dossier's layout in PDF (/projets/{id}/dossier.pdf): 2–4 A4 pages drawn from the same pure
// modules as the page (simulation, after-tax projection, chart geometry). pdf-lib with Liberation Sans
// embedded as a subset (text selectable, same rendering everywhere) and the cover photo as a JPEG.
// Only the drawing: it runs in a worker thread (worker.server.ts), and dossiers.server.ts gathers its input
// and caches what it draws. The same input draws the same bytes.

import type { District, Project } from "~/domain/entities";
import { displayEntries, totalCost } from "~/domain/finance";
import { formatDate, formatMoney, formatEuros as money, formatMonths, formatPercent, formatYears, formatYield } from "~/domain/format";
import { CHARGE_LABELS, TOTAL_LABELS } from "~/domain/labels";
import type { CompanyInfo } from "~/domain/site";
import type { SimulationFields, SimulationOutcome } from "~/domain/simulation-query";
import { chartGeometry, cumulatedSeries, wealthSeries } from "~/domain/tax/chart";
import { JEANBRUN_LEVELS } from "~/domain/tax/constants";
import type { AfterTaxView } from "~/domain/tax/tax-query";
import { MARGIN, NAVY, WIDTH, type Writer, clean, drawFooters, openPdf } from "../pdf-writer.server";

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

/** The dossier's bytes. */
export async function drawDossier(input: DossierInput): Promise<Uint8Array> {
  const { project, district, simFields, outcome, view, company, date, cover: coverBytes } = input;
  const { doc, w } = await openPdf({ title: `Dossier du projet ${project.title}`, author: company.name, subject: "Simulation d’investissement locatif", date });
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
  drawFooters(w, (page, pages) => [
    `${company.name} · ${company.address} · ${company.email} · SIREN ${company.siren} · page ${page} sur ${pages}`,
    "Ce document est une simulation, pas un conseil fiscal : les chiffres dépendent de votre situation et de la loi en vigueur.",
  ]);
  return doc.save();
}
