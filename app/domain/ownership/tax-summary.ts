// « Récapitulatif fiscal {année} »: the amounts an owner carries to their income-tax return for a let property,
// under its regime and the alternative one. It prepares the return; it does not file it. Every figure comes
// from the year's result (results.ts: the same receipts and expenses the owner's page shows), rounded to the
// euro as the forms ask (half a euro and more counts as one).
//
// Unfurnished letting (revenus fonciers), form 2044 « régime réel » — lines checked against the 2044 notice
// and guides (impotsurlerevenu.org, cadre 220; asso-immo.org, « Recettes de la déclaration n° 2044 »;
// linternaute.com and aide.lockimmo.com on lines 229/230; maif.fr, boostercash.fr and BOFiP
// BOI-RFPI-BASE-20-80 via gurau-audibert.hd.free.fr on loan costs):
//   211 loyers bruts encaissés in the year — rent only: the tenant's provisions for recoverable charges are
//       not declared (they pay charges the owner may not deduct);
//   221 frais d’administration et de gestion        ← « Frais de gestion »
//   222 autres frais de gestion, forfait de 20 € par local (one local here)
//   223 primes d’assurance (property: PNO)          ← « Assurance propriétaire non occupant »
//   224 dépenses de réparation, d’entretien et d’amélioration ← « Travaux d’entretien et de réparation » and
//       « Travaux d’amélioration » (improvement of a dwelling is deductible, CGI art. 31 I 1° b)
//   227 taxes foncières, without the household-waste tax (TEOM), which the tenant repays ← « Taxe foncière »
//   229 provisions pour charges de copropriété payées ← « Charges de copropriété non récupérables »: staff
//       record only the owner's part, so the recoverable part never enters 229 and needs no
//   230 régularisation the next year; 230 is therefore 0 here, with a note (the syndic's approved accounts
//       may still call for one);
//   250 intérêts d’emprunt, with the loan's costs, among them the borrower insurance (frais d’emprunt, CGI
//       art. 31 I 1° d) ← « Intérêts d’emprunt », « Assurance emprunteur »;
//   « Autre » is put on no line: it is listed for the owner to place (or leave out: not every cost is deductible).
// Micro-foncier: box 4BE of form 2042, gross rents (the amount of line 211), 30 % allowance applied by the
// administration; open while the household's gross rents are at most 15 000 € (CGI art. 32).
//
// Furnished letting (LMNP, BIC): micro-BIC in box 5ND of form 2042-C-PRO (« locations meublées non
// professionnelles », alpeslocation.com and la-fiscalite-lmnp.fr), receipts charges included (all sums
// received from the tenant), 50 % allowance with a 305 € minimum, open up to 77 700 € (CGI art. 50-0, see
// tax/constants.ts). LMNP au réel: the amounts a chartered accountant needs for forms 2031 and 2033 —
// receipts (rents and charges), deductible charges by nature, improvement works to capitalise (they are
// depreciated, not deducted, in BIC), and the year's depreciation from the after-tax module
// (lmnpDepreciation: building 30 years, works 15, furniture 7, land not depreciated), which may not create or
// increase a loss (CGI art. 39 C); the acquisition fees are expensed in the first year, as the after-tax
// projection does (CGI art. 38 quinquies option).

import type { ProjectTotal } from "../content/entities";
import { roundTo } from "../projects/finance";
import { DEFAULT_LAND_SHARE_PCT, MICRO_BIC_ALLOWANCE_PCT, MICRO_BIC_MIN_ALLOWANCE, MICRO_BIC_THRESHOLD, MICRO_FONCIER_ALLOWANCE_PCT, MICRO_FONCIER_THRESHOLD, LAND_DEFICIT_CAP } from "../tax/constants";
import { acquisitionFees, lmnpDepreciation } from "../tax/projection";
import { type Day, monthOf, monthRange, yearOf } from "./calendar";
import { type ByCategory, EXPENSE_CATEGORIES, EXPENSE_CATEGORY_LABELS, type ExpenseCategory } from "./expenses";
import type { YearResult } from "./results";

/** Rounds to the euro as the forms ask (half away from zero). */
export const toEuro = (amount: number): number => roundTo(amount, 0);

/** One amount of a form: its line or box, what it holds, the amount in euros. */
export interface TaxLine {
  code: string;
  label: string;
  amount: number;
  /** Which expense categories make it up, or how it is computed. */
  note?: string;
}

/** The 2044 lines of the unfurnished regime's expenses, and which category goes where (null: on no line). */
export const FORM_2044_LINE: Record<ExpenseCategory, "221" | "223" | "224" | "227" | "229" | "250" | null> = {
  "frais-gestion": "221",
  "assurance-pno": "223",
  "travaux-entretien": "224",
  "travaux-amelioration": "224",
  "taxe-fonciere": "227",
  copropriete: "229",
  interets: "250",
  "assurance-emprunteur": "250",
  autre: null,
};

/** Forfait of line 222, per local let. */
export const MANAGEMENT_FLAT_FEE = 20;

const LINE_LABELS: Record<string, string> = {
  "211": "Loyers bruts encaissés",
  "221": "Frais d’administration et de gestion",
  "222": "Autres frais de gestion (forfait de 20 € par local)",
  "223": "Primes d’assurance",
  "224": "Dépenses de réparation, d’entretien et d’amélioration",
  "227": "Taxes foncières (sans la taxe d’enlèvement des ordures ménagères)",
  "229": "Provisions pour charges de copropriété payées",
  "230": "Régularisation des provisions pour charges de l’année précédente",
  "250": "Intérêts d’emprunt et frais d’emprunt (dont l’assurance emprunteur)",
};

const categoriesOf = (code: string) =>
  EXPENSE_CATEGORIES.filter((c) => FORM_2044_LINE[c] === code)
    .map((c) => EXPENSE_CATEGORY_LABELS[c])
    .join(" + ");

const sumOf = (amounts: ByCategory, categories: readonly ExpenseCategory[]) => categories.reduce((s, c) => s + amounts[c], 0);

/** A micro regime: the gross amount of the box, the allowance the administration applies, the taxable rest. */
export interface MicroRegime {
  box: "4BE" | "5ND";
  form: string;
  gross: number;
  allowancePct: number;
  allowance: number;
  taxable: number;
  /** Most gross receipts the regime allows, and whether this property alone stays under it. */
  threshold: number;
  withinThreshold: boolean;
}

/** Location nue: form 2044 (réel) and box 4BE (micro-foncier). */
export interface UnfurnishedSummary {
  furnished: false;
  year: number;
  /** Lines 211 to 250, in the form's order. */
  lines: TaxLine[];
  /** Line 211. */
  receipts: number;
  /** 221 + 222 + 223 + 224 + 227 + 229 − 230. */
  charges: number;
  /** Line 250. */
  interest: number;
  /** receipts − charges − interest: the rental income of the property (negative: a deficit). */
  result: number;
  /** Expenses put on no line (« Autre »), for the owner to place. */
  unplaced: TaxLine[];
  micro: MicroRegime;
  notes: string[];
}

/** Location meublée: box 5ND (micro-BIC) and the amounts for the accountant (LMNP au réel, 2031/2033). */
export interface FurnishedSummary {
  furnished: true;
  year: number;
  micro: MicroRegime;
  reel: {
    receipts: TaxLine[];
    receiptsTotal: number;
    /** Deductible charges by nature (2033-B headings). */
    charges: TaxLine[];
    chargesTotal: number;
    /** Spending to capitalise and depreciate (improvement works of the year). */
    capitalised: TaxLine[];
    /** Depreciation of the year from the after-tax module, prorated by month in the first year. */
    depreciation: number;
    /** receiptsTotal − chargesTotal. */
    resultBeforeDepreciation: number;
    /** The part of the depreciation deducted (never creating a loss), and the part carried forward. */
    depreciationDeducted: number;
    depreciationCarried: number;
    /** resultBeforeDepreciation − depreciationDeducted. */
    result: number;
  };
  notes: string[];
}

export type TaxSummary = UnfurnishedSummary | FurnishedSummary;

export interface TaxSummaryInput {
  year: number;
  /** The lease's « Meublé » (the property's letting in that year). */
  furnished: boolean;
  /** The year's figures (yearResult): the owner's page shows the same. */
  result: Pick<YearResult, "rentsReceived" | "chargesReceived" | "expenses">;
  /** The project's cost block, for the LMNP depreciation. */
  total: ProjectTotal;
  /** The day the furnished letting began (the first lease's start): depreciation runs from its month. */
  serviceStart: Day;
  /** Land share of the price, not depreciable (percent); default as the after-tax simulator's. */
  landSharePct?: number;
}

function micro(box: MicroRegime["box"], gross: number, allowancePct: number, minimum: number, threshold: number): MicroRegime {
  const allowance = toEuro(Math.min(gross, Math.max((gross * allowancePct) / 100, minimum)));
  return {
    box,
    form: box === "4BE" ? "2042" : "2042-C-PRO",
    gross,
    allowancePct,
    allowance,
    taxable: gross - allowance,
    threshold,
    withinThreshold: gross <= threshold,
  };
}

function unfurnished(input: TaxSummaryInput): UnfurnishedSummary {
  const { expenses } = input.result;
  const line = (code: string, amount: number, note?: string): TaxLine => ({ code, label: LINE_LABELS[code], amount, ...(note ? { note } : {}) });
  const fromCategories = (code: string) => line(code, toEuro(sumOf(expenses, EXPENSE_CATEGORIES.filter((c) => FORM_2044_LINE[c] === code))), categoriesOf(code));
  const receipts = toEuro(input.result.rentsReceived);
  const lines = [
    line("211", receipts, "Loyers hors charges encaissés dans l’année"),
    fromCategories("221"),
    line("222", MANAGEMENT_FLAT_FEE, "Forfait pour un local"),
    fromCategories("223"),
    fromCategories("224"),
    fromCategories("227"),
    fromCategories("229"),
    line("230", 0, "Part non déductible des provisions de l’année précédente : la part récupérable n’est pas saisie, rien à réintégrer sauf décompte contraire du syndic"),
    fromCategories("250"),
  ];
  const amount = (code: string) => lines.find((l) => l.code === code)?.amount ?? 0;
  const charges = ["221", "222", "223", "224", "227", "229"].reduce((s, c) => s + amount(c), 0) - amount("230");
  const interest = amount("250");
  const result = receipts - charges - interest;
  const other = toEuro(expenses.autre);
  const notes = [
    "La taxe foncière se déclare sans la taxe d’enlèvement des ordures ménagères, que le locataire rembourse.",
    "Le régime micro-foncier s’apprécie sur l’ensemble des loyers du foyer (15 000 € au plus) ; le régime réel est une option de trois ans.",
  ];
  if (result < 0) {
    notes.push(`Déficit foncier : la part qui ne vient pas des intérêts d’emprunt s’impute sur le revenu global dans la limite de ${LAND_DEFICIT_CAP.toLocaleString("fr-FR")} € par an ; le reste se reporte sur les revenus fonciers des dix années suivantes.`);
  }
  return {
    furnished: false,
    year: input.year,
    lines,
    receipts,
    charges,
    interest,
    result,
    unplaced: other > 0 ? [{ code: "—", label: EXPENSE_CATEGORY_LABELS.autre, amount: other, note: "À reporter sur la ligne qui convient s’il s’agit d’une dépense déductible" }] : [],
    micro: micro("4BE", receipts, MICRO_FONCIER_ALLOWANCE_PCT, 0, MICRO_FONCIER_THRESHOLD),
    notes,
  };
}

/**
 * The LMNP depreciation of a calendar year: each month from the month the letting began counts a twelfth of
 * the yearly depreciation of the year of letting it falls in (lmnpDepreciation of the after-tax module).
 * A monthly proration: the accountant's table, in days, may differ by a few euros.
 */
export function lmnpDepreciationInYear(total: ProjectTotal, landSharePct: number, serviceStart: Day, year: number): number {
  const start = monthOf(serviceStart);
  let amount = 0;
  for (const [index, month] of monthRange(start, `${year}-12`).entries()) {
    if (yearOf(month) === year) amount += lmnpDepreciation(total, landSharePct, Math.floor(index / 12) + 1) / 12;
  }
  return amount;
}

function furnished(input: TaxSummaryInput): FurnishedSummary {
  const { expenses, rentsReceived, chargesReceived } = input.result;
  const rents = toEuro(rentsReceived);
  const charges = toEuro(chargesReceived);
  const gross = rents + charges;
  const firstYear = yearOf(input.serviceStart) === input.year;
  const group = (label: string, categories: readonly ExpenseCategory[], extra = 0, extraNote?: string): TaxLine => ({
    code: "",
    label,
    amount: toEuro(sumOf(expenses, categories) + extra),
    note: [...categories.map((c) => EXPENSE_CATEGORY_LABELS[c]), ...(extraNote ? [extraNote] : [])].join(" + "),
  });
  const chargeLines = [
    group("Impôts et taxes", ["taxe-fonciere"]),
    group("Autres charges externes", ["assurance-pno", "copropriete", "travaux-entretien", "frais-gestion", "autre"], chargesReceived, "charges locatives payées pour le locataire (réputées égales aux provisions reçues)"),
    group("Charges financières", ["interets", "assurance-emprunteur"]),
    ...(firstYear ? [{ code: "", label: "Frais d’acquisition passés en charges la première année", amount: toEuro(acquisitionFees(input.total)), note: "Frais de notaire, d’agence et commission" }] : []),
  ].filter((l) => l.amount !== 0);
  const chargesTotal = chargeLines.reduce((s, l) => s + l.amount, 0);
  const improvement = toEuro(expenses["travaux-amelioration"]);
  const depreciation = toEuro(lmnpDepreciationInYear(input.total, input.landSharePct ?? DEFAULT_LAND_SHARE_PCT, input.serviceStart, input.year));
  const resultBeforeDepreciation = gross - chargesTotal;
  const depreciationDeducted = Math.min(depreciation, Math.max(0, resultBeforeDepreciation));
  return {
    furnished: true,
    year: input.year,
    micro: micro("5ND", gross, MICRO_BIC_ALLOWANCE_PCT, MICRO_BIC_MIN_ALLOWANCE, MICRO_BIC_THRESHOLD),
    reel: {
      receipts: [
        { code: "", label: "Loyers encaissés", amount: rents },
        { code: "", label: "Charges refacturées au locataire", amount: charges },
      ],
      receiptsTotal: gross,
      charges: chargeLines,
      chargesTotal,
      capitalised: improvement > 0 ? [{ code: "", label: EXPENSE_CATEGORY_LABELS["travaux-amelioration"], amount: improvement, note: "Immobilisation à amortir, pas une charge de l’année" }] : [],
      depreciation,
      resultBeforeDepreciation,
      depreciationDeducted,
      depreciationCarried: depreciation - depreciationDeducted,
      result: resultBeforeDepreciation - depreciationDeducted,
    },
    notes: [
      "En micro-BIC, les recettes se déclarent charges comprises ; l’abattement de 50 % (305 € au moins) est appliqué par l’administration.",
      "Au réel, l’amortissement ne peut ni créer ni augmenter un déficit : la part non déduite se reporte sans limite de durée ; un déficit se reporte dix ans sur les mêmes revenus.",
      "Amortissement calculé au mois près depuis le début de la location (terrain exclu) : votre expert-comptable établit le tableau définitif.",
    ],
  };
}

/** The tax summary of a property's year, for the letting it had (nue or meublée), with both regimes. */
export const taxSummary = (input: TaxSummaryInput): TaxSummary => (input.furnished ? furnished(input) : unfurnished(input));

