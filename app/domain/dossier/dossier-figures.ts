// The key figures on the first page of a project's PDF dossier (issue 23): what the investor pays, borrows
// and gets each month in the simulation the dossier is drawn for, amounts rounded to the euro. Pure.
import { formatMoney, formatMonths, formatPercent, formatYears, formatYield } from "../text/format";
import type { SimulationOutcome } from "../projects/simulation-query";

export interface KeyFigure {
  label: string;
  value: string;
  /** What the figure counts, in a few words (« sur 25 ans à 3,9 % »), or "". */
  note: string;
}

/** A monthly cash flow in words, rounded to the euro: an effort d’épargne (what the investor adds) or a surplus. */
export function monthlyBalance(cashflow: number): { label: string; amount: string } {
  const rounded = Math.round(cashflow);
  return rounded > 0 ? { label: "Surplus", amount: formatMoney(rounded) } : { label: "Effort d’épargne", amount: formatMoney(-rounded) };
}

/** The nine figures of the dossier's key-figures box, in reading order (three rows of three). */
export function dossierKeyFigures(outcome: Extract<SimulationOutcome, { ok: true }>): KeyFigure[] {
  const { result: r, input, deferralMonths } = outcome;
  const balance = monthlyBalance(r.cashflow);
  return [
    { label: "Prix d’acquisition", value: formatMoney(input.total.priceAcqui), note: "" },
    { label: "Coût total du projet", value: formatMoney(r.totalCost), note: "travaux, frais et mobilier compris" },
    { label: "Apport personnel", value: formatMoney(input.total.apportPersonnel), note: "" },
    { label: "Montant emprunté", value: formatMoney(r.borrowed), note: `sur ${formatYears(input.durationYears)} à ${formatPercent(input.annualRatePct)}` },
    { label: "Mensualité du prêt", value: formatMoney(r.monthlyPayment), note: deferralMonths > 0 ? `après ${formatMonths(deferralMonths)} de différé` : "" },
    { label: "Loyer mensuel", value: formatMoney(input.monthlyRent), note: "" },
    { label: "Rentabilité brute", value: formatYield(r.grossYield), note: "loyers sur coût total" },
    { label: "Rentabilité nette", value: formatYield(r.netYield), note: "après charges, avant impôts" },
    { label: `${balance.label} mensuel`, value: balance.amount, note: "loyer − mensualité − charges" },
  ];
}
