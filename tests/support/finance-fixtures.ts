// The rental project the finance unit tests share (money.test.ts, simulation.test.ts): its costs and charges.
import type { ProjectCharges, ProjectTotal } from "~/domain/content/entities";

export const TOTAL: ProjectTotal = {
  priceAcqui: 100_000,
  works: 20_000,
  fraisNotaire: 8_000,
  fraisAgence: 0,
  apportPersonnel: 10_000,
  furnishing: 2_000,
  DM2AComi: 0,
};
export const CHARGES: ProjectCharges = {
  mensualiter: 500,
  taxeFonciere: 80,
  chargesCopro: 50,
  chargesCourantes: 0,
  pno: 15,
  cfe: 5,
  rentalManage: 0,
};
