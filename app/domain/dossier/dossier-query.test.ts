import { describe, expect, it } from "vitest";
import { dossierDay, dossierQuery } from "./dossier-query";
import { SIMULATED_PROJECT as PROJECT } from "../../../tests/fixtures/simulated-project";

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
