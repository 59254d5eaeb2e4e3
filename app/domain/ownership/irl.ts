// Rent revision by the INSEE « indice de référence des loyers » (IRL, series 001515333, France métropolitaine),
// and its freeze for homes rated F or G (loi Climat et résilience).
//
// The law (loi n° 89-462 du 6 juillet 1989, art. 17-1 I, version in force since 24 August 2022, Légifrance
// LEGIARTI000028778231): when the lease provides for it, the rent is revised each year on the date agreed or,
// failing that, at the end of each year of the lease (its anniversary); the rise may not exceed the variation
// of the IRL, whose reference date is the one the lease names or, failing that, « celle du dernier indice
// publié à la date de signature du contrat de location ». A landlord who does not ask for the revision within
// one year of the date it takes effect is deemed to have given it up for the year gone by; asked within that
// year, it takes effect from the request.
// So the revision on an anniversary is: rent × IRL(reference quarter, latest year published on that day) ÷
// IRL(same quarter, the year before) — the one-year variation the law allows; on the first anniversary the
// divisor is the IRL in force at signing, as the issue writes it (`loyer × IRL nouveau ÷ IRL de référence`).
//
// The freeze (same art. 17-1, III, inserted by loi n° 2021-1104 du 22 août 2021 « Climat et résilience »,
// art. 159): no revision or increase of the rent of a home of class F or G (CCH art. L. 173-1-1). It applies
// to leases concluded, renewed or tacitly renewed from 24 August 2022 in metropolitan France (1 July 2024 in
// the overseas departments), so a lease signed earlier is frozen from its first renewal on or after that day.
// Sources: Légifrance, loi 89-462 art. 17-1 (LEGIARTI000028778231); CRIDON Nord-Est, « Baux d’habitation et
// augmentation du loyer, quels changements au 24/08/22 ? » (cridon-ne.org); actu-environnement.com,
// « Gel des loyers des passoires thermiques » (August 2022, overseas date). The company's properties are in
// metropolitan France, so 24 August 2022 is the date used; the overseas and Corsican IRL series differ too.

import type { Project } from "../content/entities";
import type { DpeValue } from "../projects/dpe";
import { fromCents, roundCents, toCents } from "../projects/finance";
import { type Day, addDays, addYears, daysBetween, formatDay, isDay, wholeYearsBetween } from "./calendar";
import { type Lease, currentTermStart, rentOn } from "./leases";

export type QuarterNumber = 1 | 2 | 3 | 4;

/** One published value of the IRL. */
export interface IrlQuarter {
  year: number;
  quarter: QuarterNumber;
  /** Index value, base 100 at the 4th quarter of 1998, two decimals. */
  value: number;
  /**
   * The first day the value is known to have been public: INSEE's release, or the avis au Journal officiel
   * that followed it when that is the only day a source gives (a day or two later). Null when no source gave
   * a day (seeded values only: staff give it for every quarter they add).
   */
  published: Day | null;
  /** Where the value and the day come from. */
  source: string;
}

const TABLE_2025_Q3 =
  "INSEE, Informations rapides n° 254 du 15 octobre 2025 (tableau des valeurs depuis le 1er trimestre 2021, reproduit par Lefebvre Dalloz : https://www.notaires-lisieux-pontleveque.com/nos-actus/irl-au-troisieme-trimestre-2025-087-sur-un)";

const DEVIZU_2024_Q4 = "https://devizu.news/lindice-de-reference-des-loyers-irl-a-augmente-de-182-sur-un-an-au-4e-trimestre-2024";

/**
 * The IRL values this site starts with, each with its source. Values: the INSEE table published on
 * 15 October 2025 (1st quarter 2021 to 3rd quarter 2025) and INSEE's release of 15 January 2021 for the
 * 4th quarter 2020. Publication days: INSEE's where a source states it, else the Journal officiel's where one
 * does, else null (INSEE publishes the quarters in order, so a quarter is known to be out once a later one is). Staff add each new
 * quarter with its publication day. Corsica and the overseas departments have series of their own (they
 * differed from this one between the 3rd quarter 2022 and the 1st quarter 2024, under loi n° 2022-1158).
 */
export const IRL_SEED: readonly IrlQuarter[] = [
  { year: 2020, quarter: 4, value: 130.52, published: "2021-01-15", source: "INSEE, 15 janvier 2021 (https://amane-expertise.fr/4321-lindice-de-reference-des-loyers-du-4e-trimestre-2020-est-publie)" },
  { year: 2021, quarter: 1, value: 130.69, published: null, source: TABLE_2025_Q3 },
  { year: 2021, quarter: 2, value: 131.12, published: "2021-07-13", source: `${TABLE_2025_Q3} ; date : INSEE, 13 juillet 2021 (https://efl.fr/actualite/indice-reference-loyers-reste-legere-hausse-2eme-trimestre-2021_fe47145d3-59fc-403a-a80b-1821d7641b50)` },
  { year: 2021, quarter: 3, value: 131.67, published: null, source: TABLE_2025_Q3 },
  { year: 2021, quarter: 4, value: 132.62, published: null, source: TABLE_2025_Q3 },
  { year: 2022, quarter: 1, value: 133.93, published: "2022-04-15", source: `${TABLE_2025_Q3} ; date : parution INSEE du 15 avril 2022 (https://www.clairimmo.net/statistiques-6036516.html)` },
  { year: 2022, quarter: 2, value: 135.84, published: null, source: TABLE_2025_Q3 },
  { year: 2022, quarter: 3, value: 136.27, published: "2022-10-15", source: `${TABLE_2025_Q3} ; date : avis au JO du 15 octobre 2022 (https://www.aefinfo.fr/depeche/680822-anah-cglls-et-epa-au-journal-officiel-des-15-et-16-octobre-2022-pour-lhabitat-et-lurbanisme)` },
  { year: 2022, quarter: 4, value: 137.26, published: null, source: TABLE_2025_Q3 },
  { year: 2023, quarter: 1, value: 138.61, published: "2023-04-14", source: `${TABLE_2025_Q3} ; date : avis au JORF n° 0090 du 16 avril 2023, « publiés par l’INSEE le 14 avril 2023 » (https://www.idcite.com/JORF-Indice-de-reference-des-loyers-Corse-Outre-Mer_a70979.html)` },
  { year: 2023, quarter: 2, value: 140.59, published: null, source: TABLE_2025_Q3 },
  { year: 2023, quarter: 3, value: 141.03, published: null, source: TABLE_2025_Q3 },
  { year: 2023, quarter: 4, value: 142.06, published: null, source: TABLE_2025_Q3 },
  { year: 2024, quarter: 1, value: 143.46, published: null, source: TABLE_2025_Q3 },
  { year: 2024, quarter: 2, value: 145.17, published: "2024-07-18", source: `${TABLE_2025_Q3} ; date : parution au Journal officiel du 18 juillet 2024 (${DEVIZU_2024_Q4})` },
  { year: 2024, quarter: 3, value: 144.51, published: "2024-10-16", source: `${TABLE_2025_Q3} ; date : parution au Journal officiel du 16 octobre 2024 (${DEVIZU_2024_Q4})` },
  { year: 2024, quarter: 4, value: 144.64, published: "2025-01-15", source: `${TABLE_2025_Q3} ; date : communiqué INSEE du 15 janvier 2025 (${DEVIZU_2024_Q4})` },
  { year: 2025, quarter: 1, value: 145.47, published: "2025-04-16", source: `${TABLE_2025_Q3} ; date : avis au JORF n° 0091 du 16 avril 2025 (https://www.idcite.com/JORF-Au-premier-trimestre-2025-l-indice-de-reference-des-loyers-augmente-de-140-sur-un-an_a90060.html)` },
  { year: 2025, quarter: 2, value: 146.68, published: null, source: TABLE_2025_Q3 },
  { year: 2025, quarter: 3, value: 145.77, published: "2025-10-15", source: `${TABLE_2025_Q3} ; date : INSEE, 15 octobre 2025 (https://www.efl.fr/actualite/indice-reference-loyers-3eme-trimestre-2025-publie_ffd5840c4-0caf-4dbd-b7b6-40e6a714caf5)` },
];

/** « 1er trimestre 2025 », « 2e trimestre 2025 ». */
export const quarterLabel = (q: Pick<IrlQuarter, "year" | "quarter">): string => `${q.quarter === 1 ? "1er" : `${q.quarter}e`} trimestre ${q.year}`;

const indexFormat = new Intl.NumberFormat("fr-FR", { minimumFractionDigits: 2, maximumFractionDigits: 2 });
/** An index value as French readers write it: 145.77 → « 145,77 ». */
export const formatIrl = (value: number): string => indexFormat.format(value);

const order = (q: Pick<IrlQuarter, "year" | "quarter">) => q.year * 4 + q.quarter;

/** The series sorted from the oldest quarter to the latest. */
export const sortSeries = (series: readonly IrlQuarter[]): IrlQuarter[] => [...series].sort((a, b) => order(a) - order(b));

/**
 * Whether `q` had been published on `day`. INSEE publishes the quarters in order, so when `q`'s own day is
 * unknown: yes if a later quarter was out by then, no if an earlier one was not yet; null when the series
 * cannot tell.
 */
export function publishedBy(series: readonly IrlQuarter[], q: IrlQuarter, day: Day): boolean | null {
  if (q.published !== null) return q.published <= day;
  const known = series.filter((s) => s.published !== null) as (IrlQuarter & { published: Day })[];
  if (known.some((s) => order(s) > order(q) && s.published <= day)) return true;
  if (known.some((s) => order(s) < order(q) && s.published > day)) return false;
  return null;
}

/** The latest quarter published on `day` (the one « in force »), or null when the series cannot tell. */
export function quarterInForce(series: readonly IrlQuarter[], day: Day): IrlQuarter | null {
  for (const q of sortSeries(series).reverse()) {
    const out = publishedBy(series, q, day);
    if (out === null) return null;
    if (out) return q;
  }
  return null;
}

/** The latest value of quarter `quarter` published on `day`, or null when the series cannot tell. */
export function latestOfQuarter(series: readonly IrlQuarter[], quarter: QuarterNumber, day: Day): IrlQuarter | null {
  for (const q of sortSeries(series).reverse().filter((s) => s.quarter === quarter)) {
    const out = publishedBy(series, q, day);
    if (out === null) return null;
    if (out) return q;
  }
  return null;
}

/* ------------------------------------------------------------------ */
/* The freeze for F and G                                              */
/* ------------------------------------------------------------------ */

/** The first day of leases (concluded, renewed or tacitly renewed) whose rent is frozen in class F or G. */
export const RENT_FREEZE_FROM: Day = "2022-08-24";

/** The class of the let home: the class after works, or before works when staff gave no other. */
export const dpeInForce = (project: Pick<Project, "dpeBefore" | "dpeAfter">): DpeValue => project.dpeAfter || project.dpeBefore;

/** Whether the rent of `lease` is frozen on `day`: class F or G, and a lease concluded or renewed since 24 August 2022. */
export function rentFrozen(lease: Pick<Lease, "start" | "furnished">, dpe: DpeValue, day: Day): boolean {
  return (dpe === "F" || dpe === "G") && currentTermStart(lease, day) >= RENT_FREEZE_FROM;
}

/* ------------------------------------------------------------------ */
/* Anniversaries                                                       */
/* ------------------------------------------------------------------ */

/** The lease's latest anniversary on or before `day` (its revision date), or null in its first year. */
export function lastAnniversary(lease: Pick<Lease, "start">, day: Day): Day | null {
  const years = wholeYearsBetween(lease.start, day);
  return years >= 1 ? addYears(lease.start, years) : null;
}

/** The lease's first anniversary after `day`. */
export const nextAnniversary = (lease: Pick<Lease, "start">, day: Day): Day => addYears(lease.start, wholeYearsBetween(lease.start, day) + 1);

/** How many days before an anniversary staff see it coming. */
export const REVISION_NOTICE_DAYS = 30;

/**
 * Whether staff should look at the lease's revision on `today`: « à faire » when its last anniversary has
 * passed less than a year ago and no revision took effect since; « à venir » when the next one is at most
 * {@link REVISION_NOTICE_DAYS} days away; null otherwise (and for an ended lease).
 */
export function revisionDue(lease: Pick<Lease, "start" | "end" | "revisions">, today: Day): { anniversary: Day; status: "a-faire" | "a-venir" } | null {
  if (lease.end !== null && lease.end < today) return null;
  const last = lastAnniversary(lease, today);
  if (last !== null && today < addYears(last, 1) && !lease.revisions.some((r) => r.from >= last)) return { anniversary: last, status: "a-faire" };
  const next = nextAnniversary(lease, today);
  return daysBetween(today, next) <= REVISION_NOTICE_DAYS ? { anniversary: next, status: "a-venir" } : null;
}

/**
 * The day a revision asked on `requestDay` takes effect (art. 17-1 I): the anniversary when asked by then,
 * the request day when asked within the year after it, null when asked later (given up for that year).
 */
export function revisionEffectiveDay(anniversary: Day, requestDay: Day): Day | null {
  if (requestDay <= anniversary) return anniversary;
  return requestDay < addYears(anniversary, 1) ? requestDay : null;
}

/* ------------------------------------------------------------------ */
/* The revision                                                        */
/* ------------------------------------------------------------------ */

export interface RevisionInput {
  lease: Pick<Lease, "start" | "furnished" | "rent" | "revisions">;
  /** The home's DPE class ({@link dpeInForce}). */
  dpe: DpeValue;
  series: readonly IrlQuarter[];
  /** The anniversary revised. */
  anniversary: Day;
  /** The reference quarter the lease names; null: the one in force at signing. */
  referenceQuarter?: QuarterNumber | null;
}

export type Revision =
  | {
      status: "proposee";
      anniversary: Day;
      /** The IRL of the same quarter a year earlier, and the latest one published on the anniversary. */
      previousIrl: IrlQuarter;
      newIrl: IrlQuarter;
      currentRent: number;
      newRent: number;
      /** newRent − currentRent. */
      increase: number;
    }
  /** The index did not rise: the rent stays as it is. */
  | { status: "inchangee"; anniversary: Day; previousIrl: IrlQuarter; newIrl: IrlQuarter; currentRent: number; message: string }
  | { status: "gel-dpe"; anniversary: Day; message: string }
  | { status: "indice-manquant"; anniversary: Day; message: string };

/**
 * The revision of the rent on `anniversary`: refused for a home of class F or G under the freeze
 * ({@link rentFrozen}); otherwise new rent = current rent × IRL(q, latest year published on the anniversary)
 * ÷ IRL(q, the year before), rounded to the cent, q being the lease's reference quarter. Says so, in French,
 * when the series lacks a value it needs.
 */
export function proposeRevision(input: RevisionInput): Revision {
  const { lease, dpe, series, anniversary } = input;
  if (rentFrozen(lease, dpe, anniversary)) {
    return {
      status: "gel-dpe",
      anniversary,
      message: `Révision impossible : le logement est classé ${dpe} au DPE, et le loyer d’un logement classé F ou G ne peut plus être révisé pour un bail conclu ou renouvelé depuis le 24 août 2022 (loi Climat et résilience ; loi du 6 juillet 1989, art. 17-1).`,
    };
  }
  const quarter = input.referenceQuarter ?? quarterInForce(series, lease.start)?.quarter ?? null;
  if (quarter === null) {
    return { status: "indice-manquant", anniversary, message: `L’indice en vigueur à la signature du bail (${formatDay(lease.start)}) n’est pas connu : indiquez le trimestre de référence du bail.` };
  }
  const newIrl = latestOfQuarter(series, quarter, anniversary);
  if (!newIrl) {
    return { status: "indice-manquant", anniversary, message: `La série ne dit pas quel IRL du ${quarter === 1 ? "1er" : `${quarter}e`} trimestre était publié le ${formatDay(anniversary)} : complétez-la.` };
  }
  const previousIrl = series.find((s) => s.quarter === quarter && s.year === newIrl.year - 1);
  if (!previousIrl) {
    return { status: "indice-manquant", anniversary, message: `Il manque l’IRL du ${quarterLabel({ year: newIrl.year - 1, quarter })} : ajoutez-le à la série.` };
  }
  const currentRent = rentOn(lease, addDays(anniversary, -1));
  if (newIrl.value <= previousIrl.value) {
    const message = `L’IRL du ${quarterLabel(newIrl)} (${formatIrl(newIrl.value)}) ne dépasse pas celui du ${quarterLabel(previousIrl)} (${formatIrl(previousIrl.value)}) : le loyer reste inchangé.`;
    return { status: "inchangee", anniversary, previousIrl, newIrl, currentRent, message };
  }
  const newRent = roundCents((currentRent * newIrl.value) / previousIrl.value);
  return { status: "proposee", anniversary, previousIrl, newIrl, currentRent, newRent, increase: fromCents(toCents(newRent) - toCents(currentRent)) };
}

/* ------------------------------------------------------------------ */
/* A new quarter, as staff enter it                                    */
/* ------------------------------------------------------------------ */

export interface IrlQuarterInput {
  year: number;
  quarter: number;
  value: number;
  published: string;
  source: string;
}

export type IrlQuarterField = keyof IrlQuarterInput;

/**
 * The French messages of a quarter staff add to the series, keyed by field; empty when it can be saved.
 * Rules: a year from 2005 (first IRL, loi n° 2005-841) and a quarter 1 to 4, not already in the series; a
 * positive value with at most two decimals; a publication day after the quarter's end and not after
 * `today`; a source.
 */
export function irlQuarterErrors(input: IrlQuarterInput, series: readonly IrlQuarter[], today: Day): Partial<Record<IrlQuarterField, string>> {
  const errors: Partial<Record<IrlQuarterField, string>> = {};
  if (!Number.isInteger(input.year) || input.year < 2005 || input.year > Number(today.slice(0, 4))) errors.year = "L’année doit être comprise entre 2005 et l’année en cours.";
  if (!Number.isInteger(input.quarter) || input.quarter < 1 || input.quarter > 4) errors.quarter = "Le trimestre doit être 1, 2, 3 ou 4.";
  else if (!errors.year && series.some((s) => s.year === input.year && s.quarter === input.quarter)) {
    errors.quarter = `L’IRL du ${quarterLabel({ year: input.year, quarter: input.quarter as QuarterNumber })} est déjà dans la série.`;
  }
  if (!Number.isFinite(input.value) || input.value <= 0) errors.value = "La valeur de l’indice doit être un nombre positif, par exemple 145,77.";
  else if (Math.abs(Math.round(input.value * 100) - input.value * 100) > 1e-6) errors.value = "La valeur de l’indice a deux décimales au plus.";
  if (!isDay(input.published)) errors.published = "La date de publication doit être une date.";
  else if (input.published > today) errors.published = "La date de publication ne peut pas être dans le futur.";
  else if (!errors.year && !errors.quarter) {
    const quarterEnd = `${input.year}-${String(input.quarter * 3).padStart(2, "0")}-${input.quarter === 1 || input.quarter === 4 ? "31" : "30"}`;
    if (input.published <= quarterEnd) errors.published = `L’indice d’un trimestre est publié après sa fin (${formatDay(quarterEnd)}).`;
  }
  if (input.source.trim() === "") errors.source = "Indiquez la source de la valeur (publication de l’INSEE).";
  return errors;
}
