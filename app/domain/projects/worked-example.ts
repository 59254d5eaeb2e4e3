import type { ProjectCharges, ProjectTotal } from "~/domain/content/entities";
import {
  type SimulationInput,
  amortizationSchedule,
  monthlyPayment,
  nonRecoverableMonthlyCharges,
  remainingPrincipal,
  simulateProject,
} from "./finance";

// The worked example of « Comment calculons-nous ? » (/comment-calculons-nous): every figure the page shows is
// computed from it by the finance module.
export const EXAMPLE_TOTAL: ProjectTotal = {
  priceAcqui: 100_000,
  works: 30_000,
  fraisNotaire: 7_500,
  fraisAgence: 0,
  apportPersonnel: 15_000,
  furnishing: 6_000,
  DM2AComi: 6_500,
};
export const EXAMPLE_CHARGES: Omit<ProjectCharges, "mensualiter"> = {
  taxeFonciere: 70,
  chargesCopro: 60,
  chargesCourantes: 40,
  pno: 12,
  cfe: 15,
  rentalManage: 70,
};
export const EXAMPLE: SimulationInput = {
  total: EXAMPLE_TOTAL,
  charges: EXAMPLE_CHARGES,
  monthlyRent: 1_100,
  worksMonths: 4,
  annualRatePct: 3.5,
  durationYears: 20,
  deferralMonths: 6,
};
export const AMORTISATION_MONTHS = EXAMPLE.durationYears * 12 - EXAMPLE.deferralMonths;
export const RESULT = simulateProject(EXAMPLE);
export const NON_LOAN = nonRecoverableMonthlyCharges(EXAMPLE_CHARGES);
const SCHEDULE = amortizationSchedule({
  principal: RESULT.borrowed,
  annualRatePct: EXAMPLE.annualRatePct,
  months: AMORTISATION_MONTHS,
  deferralMonths: EXAMPLE.deferralMonths,
});
export const WEALTH_ROWS = [
  { years: 1, owed: remainingPrincipal(SCHEDULE, 12), wealth: RESULT.wealth1 },
  { years: 5, owed: remainingPrincipal(SCHEDULE, 60), wealth: RESULT.wealth5 },
  { years: 10, owed: remainingPrincipal(SCHEDULE, 120), wealth: RESULT.wealth10 },
];
/** The textbook case of the annuity formula. */
export const TEXTBOOK_PAYMENT = monthlyPayment(200_000, 1, 240);

