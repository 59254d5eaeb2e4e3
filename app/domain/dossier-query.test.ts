import { describe, expect, it } from "vitest";
import { dossierDay, dossierQuery } from "./dossier-query";
import type { SimulatedProject } from "./simulation-query";

const PROJECT: SimulatedProject = {
  total: { priceAcqui: 100_000, works: 20_000, fraisNotaire: 8_000, fraisAgence: 0, apportPersonnel: 10_000, furnishing: 2_000, DM2AComi: 0 },
  chargesMensuelles: { mensualiter: 0, taxeFonciere: 80, chargesCopro: 50, chargesCourantes: 0, pno: 15, cfe: 5, rentalManage: 0 },
  tauxEmprunt: 3.6,
  tmpRenov: 0,
  valeurApresTravaux: null,
  rentabilite: { dureeEmprunt: 20, dureeDifferer: 6, monthlyRent: 900, profitabilityBrut: 0, cashflowNet: 0, wealth1: 0, wealth5: 0, wealth10: 0 },
};

const keyOf = (query: string) => {
  const read = dossierQuery(PROJECT, new URLSearchParams(query));
  if (!read.ok) throw new Error(read.errors.join(" "));
  return read.params.key;
};

describe("dossierQuery", () => {
  it("reads every spelling of one simulation as one key; the project's values where absent", () => {
    expect(keyOf("")).toBe(keyOf("apport=10000&taux=3,6&duree=20&differe=6&loyer=900&tmi=30&parts=1"));
    expect(keyOf("loyer=950")).toBe(keyOf("loyer= 950,00 &utm_source=lettre&inconnu=1"));
    expect(keyOf("tmi=41")).toBe(keyOf("tmi=41&regime=rien"));
    expect(keyOf("loyer=950")).not.toBe(keyOf("loyer=951"));
    expect(keyOf("tmi=41")).not.toBe(keyOf("tmi=30"));
  });

  it("writes the simulator's fields back from the numbers it read", () => {
    const read = dossierQuery(PROJECT, new URLSearchParams("loyer=950,50&taux=3.20"));
    expect(read.ok && read.params.simFields).toEqual({ apport: "10000", taux: "3,2", duree: "20", differe: "6", loyer: "950,5" });
  });

  it("gives the simulator's French messages when the parameters make no simulation", () => {
    expect(dossierQuery(PROJECT, new URLSearchParams("apport=beaucoup"))).toEqual({ ok: false, errors: ["L’apport personnel doit être un nombre."] });
  });
});

describe("dossierDay", () => {
  it("is the day in Paris, at noon UTC", () => {
    expect(dossierDay(new Date("2026-11-25T08:00:00Z")).toISOString()).toBe("2026-11-25T12:00:00.000Z");
    // 23:30 UTC is already the next day in Paris.
    expect(dossierDay(new Date("2026-11-25T23:30:00Z")).toISOString()).toBe("2026-11-26T12:00:00.000Z");
  });
});
