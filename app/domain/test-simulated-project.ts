// A project's figures for the unit tests of what is drawn from a simulation (the dossier's query and key figures).
import type { SimulatedProject } from "./simulation-query";

export const SIMULATED_PROJECT: SimulatedProject = {
  total: { priceAcqui: 100_000, works: 20_000, fraisNotaire: 8_000, fraisAgence: 0, apportPersonnel: 10_000, furnishing: 2_000, DM2AComi: 0 },
  chargesMensuelles: { mensualiter: 0, taxeFonciere: 80, chargesCopro: 50, chargesCourantes: 0, pno: 15, cfe: 5, rentalManage: 0 },
  tauxEmprunt: 3.6,
  tmpRenov: 0,
  valeurApresTravaux: null,
  rentabilite: { dureeEmprunt: 20, dureeDifferer: 6, monthlyRent: 900, profitabilityBrut: 0, cashflowNet: 0, wealth1: 0, wealth5: 0, wealth10: 0 },
};
