// Every rate and threshold of the after-tax projection, with its legal source and the date it applies
// from. A new finance act is a one-line change here. Where OpenFisca France models the parameter, its
// path (under openfisca_france/parameters/) is given and its value was checked against it.

/** Income year these constants describe (the finance act 2026 sets the scale for 2025 income). */
export const TAX_YEAR = 2025;

/**
 * Income-tax scale, one part, for 2025 income. Source: loi de finances pour 2026, art. 2 (CGI art. 197-I-1),
 * applies to income of 2025 on. OpenFisca: impot_revenu/bareme_ir_depuis_1945/bareme.yaml (rates 0, 11, 30,
 * 41, 45 % checked; thresholds indexed by the finance act 2026).
 * `upTo` is the upper bound of the bracket in euros of taxable income per part; the last one has none.
 */
export const INCOME_TAX_BRACKETS: readonly { ratePct: TmiPct; upTo: number | null }[] = [
  { ratePct: 0, upTo: 11_600 },
  { ratePct: 11, upTo: 29_579 },
  { ratePct: 30, upTo: 84_577 },
  { ratePct: 41, upTo: 181_917 },
  { ratePct: 45, upTo: null },
];

/** The marginal rates an investor can choose (TMI). */
export const TMI_RATES = [0, 11, 30, 41, 45] as const;
export type TmiPct = (typeof TMI_RATES)[number];

/**
 * Social levies (prélèvements sociaux) on unfurnished rental income (revenus fonciers): 17,2 %.
 * Source: CSS art. L136-6 and L245-14, CGI art. 1600-0 S; unchanged by the LFSS 2026 for this income.
 * Applies from 2018 income.
 */
export const SOCIAL_LEVIES_UNFURNISHED_PCT = 17.2;

/**
 * Social levies on furnished (LMNP, non-professional BIC) income: 18,6 % from 2025 income on.
 * Source: loi de financement de la sécurité sociale pour 2026, art. 12 (CSG on capital income raised by
 * 1,4 point). Not yet in OpenFisca when checked.
 */
export const SOCIAL_LEVIES_FURNISHED_PCT = 18.6;

/**
 * Micro-BIC, furnished long-term letting: allowance 50 % of rents, minimum 305 €, available while rents
 * ≤ 77 700 €. Source: CGI art. 50-0 (loi 2024-1039 « Le Meur » keeps 50 % / 77 700 € for long-term
 * furnished letting), from 2023 income (threshold). OpenFisca: impot_revenu/calcul_revenus_imposables/rpns/
 * micro/microentreprise/regime_micro_bic/services/plafond.yaml (77 700 from 2023-01-01, checked),
 * …/regime_micro_bic/services/taux.yaml (50 %), …/microentreprise/montant_minimum.yaml (305 €).
 */
export const MICRO_BIC_ALLOWANCE_PCT = 50;
export const MICRO_BIC_MIN_ALLOWANCE = 305;
export const MICRO_BIC_THRESHOLD = 77_700;

/**
 * Micro-foncier: allowance 30 % of rents, available while rents ≤ 15 000 €. Source: CGI art. 32, loi
 * 2001-1275 (LF pour 2002) art. 12, from 2002 income. OpenFisca: impot_revenu/calcul_revenus_imposables/
 * rpns/micro/microfoncier/plafond_recettes.yaml (15 000 from 2001-01-01, checked) and …/microfoncier/taux.yaml.
 */
export const MICRO_FONCIER_ALLOWANCE_PCT = 30;
export const MICRO_FONCIER_THRESHOLD = 15_000;

/**
 * Land deficit (déficit foncier) deductible from the investor's other income: 10 700 € a year; the rest is
 * carried forward 10 years against rental income. Source: CGI art. 156-I-3°, loi 2001-1275 (LF pour 2002),
 * from 2002 income. OpenFisca: impot_revenu/calcul_revenus_imposables/rpns/micro/imputation_sur_le_revenu_global/
 * plafond_deficits_fonciers.yaml (10 700 from 2001-01-01, checked).
 */
export const LAND_DEFICIT_CAP = 10_700;
export const LAND_DEFICIT_CARRY_YEARS = 10;

/**
 * LMNP réel: a loss from charges is carried forward 10 years against the same income (CGI art. 156-I-1° ter);
 * depreciation may not create or increase a loss, the unused part is carried forward without time limit
 * (CGI art. 39 C, II). In force since 2009 income; no OpenFisca parameter (rules, not amounts).
 */
export const LMNP_LOSS_CARRY_YEARS = 10;

/**
 * Depreciation periods used for LMNP réel (usual periods accepted by the administration, BOI-BIC-AMT-20-40):
 * building 30 years, works 15 years, furniture 7 years. Acquisition fees (notary, agency, our commission) are
 * expensed in year 1 (CGI art. 38 quinquies option), not depreciated with the building.
 */
export const LMNP_DEPRECIATION_YEARS = { building: 30, works: 15, furniture: 7 } as const;
/** Default land share of the price, not depreciable (input). */
export const DEFAULT_LAND_SHARE_PCT = 15;
/** Default yearly accountancy fee of an LMNP réel (input), deductible. */
export const DEFAULT_ACCOUNTANCY_FEE = 400;

/**
 * Dispositif Jeanbrun (« statut du bailleur privé »), loi de finances pour 2026, CGI art. 31 (new 1° j),
 * for acquisitions from 2026: an old dwelling whose works reach at least 30 % of the price, let unfurnished
 * nine years at a controlled rent; depreciation on 80 % of the price (land excluded) at 3 / 3,5 / 4 % a year,
 * capped at 8 000 / 10 000 / 12 000 € a year for intermediate / social / very social rent; the resulting
 * deficit counts inside the 10 700 € cap. Rent discounts below the market rent are those of the
 * Loc'Avantages levels (CCH art. L321-10, décret 2022-11): −15 %, −30 %, −45 %.
 * Not in OpenFisca when checked.
 */
export const JEANBRUN_MIN_WORKS_SHARE_PCT = 30;
export const JEANBRUN_BASE_SHARE_PCT = 80;
export const JEANBRUN_COMMITMENT_YEARS = 9;
export const JEANBRUN_LEVELS = {
  intermediaire: { label: "Loyer intermédiaire", ratePct: 3, cap: 8_000, rentDiscountPct: 15 },
  social: { label: "Loyer social", ratePct: 3.5, cap: 10_000, rentDiscountPct: 30 },
  "tres-social": { label: "Loyer très social", ratePct: 4, cap: 12_000, rentDiscountPct: 45 },
} as const;
export type JeanbrunLevel = keyof typeof JEANBRUN_LEVELS;

/** Banks' rules (HCSF decision D-HCSF-2021-7): debt ratio ceiling 35 %, rents counted at 70 %. */
export const BANK_DEBT_RATIO_CEILING_PCT = 35;
export const BANK_RENT_WEIGHT_PCT = 70;

/** Length of the projection, in years. */
export const PROJECTION_YEARS = 20;
