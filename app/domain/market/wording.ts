// How the market figures are said: prices and rents per m², periods, the gap between a project and the
// market, the segment of the reference rents a project is compared with, and the source lines the
// Licence Ouverte 2.0 asks for wherever a figure is shown. Pure.
import { formatDate, formatMoney, formatMoneyCents } from "../text/format";
import type { RentSegment } from "./rents";
import type { SaleWindow } from "./window";

export const LICENCE = "Licence Ouverte 2.0";

/** « 2 345 €/m² » (rounded to the euro). */
export const perSquareMetre = (amount: number) => `${formatMoney(amount)}/m²`;
/** « 10,52 €/m² » (rents: with cents). */
export const rentPerSquareMetre = (amount: number) => `${formatMoneyCents(amount)}/m²`;

/** « 1er juillet 2022 », « 30 juin 2025 ». */
export const formatDay = (iso: string) => formatDate(`${iso}T12:00:00Z`).replace(/^1 /, "1er ");

/** « du 1er juillet 2022 au 30 juin 2025 ». */
export const periodText = (window: SaleWindow) => `du ${formatDay(window.start)} au ${formatDay(window.end)}`;

/** Which reference rent a project's rent compares with, from its type after works (« T2 », « Studio », « Colocation »…). */
export function rentSegmentOf(typeBien: string): RentSegment {
  const t = typeBien.toLowerCase();
  if (/maison|pavillon|villa/.test(t)) return "maisons";
  if (/studio|\b[tf][12](?!\d)/.test(t)) return "t1-t2";
  if (/\b[tf][3-9](?!\d)|colocation/.test(t)) return "t3-plus";
  return "appartements";
}

/** « de » before a phrase that starts with its article: « du loyer », « de la médiane », « des ventes ». */
const of = (phrase: string) => phrase.replace(/^le /, "du ").replace(/^la /, "de la ").replace(/^les /, "des ");

/**
 * The gap between a figure of the project and the market's, `what` starting with its article: « 18 % sous la
 * médiane », « 7 % au-dessus du loyer de référence », « au niveau de la médiane » (less than half a percent).
 */
export function gapText(value: number, reference: number, what: string): string {
  const percent = Math.round(((value - reference) / reference) * 100);
  if (percent === 0) return `au niveau ${of(what)}`;
  return percent < 0 ? `${-percent}\u00a0% sous ${what}` : `${percent}\u00a0% au-dessus ${of(what)}`;
}

/** « Source : DVF géolocalisées (DGFiP, Etalab), ventes enregistrées jusqu’au 30 juin 2025, importées le 3 octobre 2025. Licence Ouverte 2.0. » */
export function dvfSourceLine(latestSale: string, importedAt: string): string {
  return `Source : « Demandes de valeurs foncières » géolocalisées (DGFiP, Etalab), ventes enregistrées jusqu’au ${formatDay(latestSale)}, importées le ${formatDate(importedAt)}. ${LICENCE}.`;
}

/** « Source : Carte des loyers 2025 (ministère chargé du Logement, ANIL) … » */
export function rentSourceLine(edition: number, importedAt: string): string {
  return `Source : Carte des loyers ${edition} (ministère chargé du Logement, ANIL) : loyers d’annonces de logements non meublés, charges comprises, importée le ${formatDate(importedAt)}. ${LICENCE}.`;
}
