import { describe, expect, it } from "vitest";
import {
  IRL_SEED,
  type IrlQuarter,
  type IrlQuarterInput,
  formatIrl,
  irlQuarterErrors,
  latestOfQuarter,
  proposeRevision,
  quarterInForce,
  quarterLabel,
  rentFrozen,
  revisionDue,
  revisionEffectiveDay,
  sortSeries,
} from "./irl";
import { lease } from "../../../tests/fixtures/books";

const find = (year: number, quarter: number) => IRL_SEED.find((q) => q.year === year && q.quarter === quarter) as IrlQuarter;

describe("the seeded IRL series", () => {
  it("gives the year-on-year changes INSEE published with each value (a check of the transcription)", () => {
    // « Variation sur un an » of the INSEE table of 15 October 2025.
    const published: [number, number, number][] = [
      [2021, 4, 1.61], [2022, 1, 2.48], [2022, 2, 3.6], [2022, 3, 3.49], [2022, 4, 3.5], [2023, 1, 3.49], [2023, 2, 3.5], [2023, 3, 3.49],
      [2023, 4, 3.5], [2024, 1, 3.5], [2024, 2, 3.26], [2024, 3, 2.47], [2024, 4, 1.82], [2025, 1, 1.4], [2025, 2, 1.04], [2025, 3, 0.87],
    ];
    for (const [year, quarter, change] of published) {
      const computed = (find(year, quarter).value / find(year - 1, quarter).value - 1) * 100;
      expect(Math.round(computed * 100) / 100, quarterLabel({ year, quarter: quarter as 1 })).toBe(change);
    }
  });

  it("is in order, one value a quarter, each with its source and a publication day after the quarter", () => {
    expect(sortSeries(IRL_SEED)).toEqual(IRL_SEED);
    expect(IRL_SEED).toHaveLength(20);
    expect(find(2025, 3).value).toBe(145.77);
    expect(find(2020, 4).value).toBe(130.52);
    for (const q of IRL_SEED) {
      expect(q.source).toMatch(/INSEE/);
      if (q.published !== null) expect(q.published > `${q.year}-${String(q.quarter * 3).padStart(2, "0")}-28`).toBe(true);
    }
  });

  it("names quarters and values in French", () => {
    expect(quarterLabel({ year: 2025, quarter: 1 })).toBe("1er trimestre 2025");
    expect(quarterLabel({ year: 2025, quarter: 3 })).toBe("3e trimestre 2025");
    expect(formatIrl(145.7)).toBe("145,70");
  });
});

describe("which quarter is in force", () => {
  it("is the latest published on the day, from the days the sources give", () => {
    expect(quarterInForce(IRL_SEED, "2025-10-15")).toMatchObject({ year: 2025, quarter: 3 });
    // 3rd quarter 2024 was in the Journal officiel on 16 October 2024.
    expect(quarterInForce(IRL_SEED, "2024-11-01")).toMatchObject({ year: 2024, quarter: 3 });
    expect(quarterInForce(IRL_SEED, "2024-08-01")).toMatchObject({ year: 2024, quarter: 2 });
    // 4th quarter 2024 on 15 January 2025; the 1st quarter 2025 only in April.
    expect(quarterInForce(IRL_SEED, "2025-02-01")).toMatchObject({ year: 2024, quarter: 4 });
    // A quarter whose day no source gives is known to be out once a later one is.
    expect(latestOfQuarter(IRL_SEED, 2, "2025-10-20")).toMatchObject({ year: 2025, quarter: 2 });
  });

  it("says it cannot tell rather than guess", () => {
    // The 2nd quarter 2025 came out in July 2025, on a day no source gave.
    expect(quarterInForce(IRL_SEED, "2025-08-01")).toBeNull();
    expect(latestOfQuarter(IRL_SEED, 2, "2025-08-01")).toBeNull();
  });
});

describe("the rent revision", () => {
  // Signed on 1 November 2024: the 3rd quarter 2024 (144,51) was the latest published.
  const signed = lease({ start: "2024-11-01", rent: 620 });

  it("is rent × new IRL ÷ reference IRL on the anniversary", () => {
    // 620 × 145,77 / 144,51 = 625,405… → 625,41.
    expect(proposeRevision({ lease: signed, dpe: "C", series: IRL_SEED, anniversary: "2025-11-01" })).toEqual({
      status: "proposee",
      anniversary: "2025-11-01",
      previousIrl: find(2024, 3),
      newIrl: find(2025, 3),
      currentRent: 620,
      newRent: 625.41,
      increase: 5.41,
    });
  });

  it("uses the reference quarter the lease names, and the rent in force before the anniversary", () => {
    const revised = lease({ start: "2024-11-01", rent: 620, revisions: [{ from: "2025-05-01", rent: 600 }] });
    // 1st quarter: 600 × 145,47 / 143,46 = 608,406… → 608,41.
    expect(proposeRevision({ lease: revised, dpe: "", series: IRL_SEED, anniversary: "2025-11-01", referenceQuarter: 1 })).toMatchObject({
      status: "proposee",
      previousIrl: { year: 2024, quarter: 1, value: 143.46 },
      newIrl: { year: 2025, quarter: 1, value: 145.47 },
      currentRent: 600,
      newRent: 608.41,
    });
  });

  it("is refused for a home rated F or G under a lease signed or renewed since 24 August 2022", () => {
    const refused = proposeRevision({ lease: signed, dpe: "F", series: IRL_SEED, anniversary: "2025-11-01" });
    expect(refused).toEqual({
      status: "gel-dpe",
      anniversary: "2025-11-01",
      message:
        "Révision impossible : le logement est classé F au DPE, et le loyer d’un logement classé F ou G ne peut plus être révisé pour un bail conclu ou renouvelé depuis le 24 août 2022 (loi Climat et résilience ; loi du 6 juillet 1989, art. 17-1).",
    });
    expect(proposeRevision({ lease: signed, dpe: "G", series: IRL_SEED, anniversary: "2025-11-01" }).status).toBe("gel-dpe");
    expect(proposeRevision({ lease: signed, dpe: "E", series: IRL_SEED, anniversary: "2025-11-01" }).status).toBe("proposee");
  });

  it("freezes an older lease from its first renewal after 24 August 2022", () => {
    const old = { start: "2019-06-01", furnished: false };
    expect(rentFrozen(old, "G", "2021-06-01")).toBe(false);
    expect(rentFrozen(old, "G", "2024-06-01")).toBe(false); // renewed on 1 June 2022, before the freeze
    expect(rentFrozen(old, "G", "2025-06-01")).toBe(true); // renewed on 1 June 2025
    expect(rentFrozen({ start: "2021-09-01", furnished: true }, "F", "2022-09-01")).toBe(true); // a furnished lease renews every year
    expect(rentFrozen({ start: "2021-09-01", furnished: true }, "D", "2022-09-01")).toBe(false);
  });

  it("keeps the rent when the index did not rise", () => {
    const falling: IrlQuarter[] = [
      { year: 2024, quarter: 3, value: 144.51, published: "2024-10-16", source: "INSEE" },
      { year: 2025, quarter: 3, value: 144, published: "2025-10-15", source: "INSEE (valeur de test)" },
    ];
    expect(proposeRevision({ lease: signed, dpe: "C", series: falling, anniversary: "2025-11-01" })).toMatchObject({
      status: "inchangee",
      currentRent: 620,
      message: "L’IRL du 3e trimestre 2025 (144,00) ne dépasse pas celui du 3e trimestre 2024 (144,51) : le loyer reste inchangé.",
    });
  });

  it("says which index is missing", () => {
    const onlyLatest = IRL_SEED.filter((q) => q.year === 2025);
    expect(proposeRevision({ lease: signed, dpe: "C", series: onlyLatest, anniversary: "2025-11-01", referenceQuarter: 3 })).toEqual({
      status: "indice-manquant",
      anniversary: "2025-11-01",
      message: "Il manque l’IRL du 3e trimestre 2024 : ajoutez-le à la série.",
    });
    expect(proposeRevision({ lease: lease({ start: "2025-08-01" }), dpe: "C", series: IRL_SEED, anniversary: "2026-08-01" })).toEqual({
      status: "indice-manquant",
      anniversary: "2026-08-01",
      message: "L’indice en vigueur à la signature du bail (1er août 2025) n’est pas connu : indiquez le trimestre de référence du bail.",
    });
    expect(proposeRevision({ lease: signed, dpe: "C", series: IRL_SEED, anniversary: "2025-08-01", referenceQuarter: 2 })).toEqual({
      status: "indice-manquant",
      anniversary: "2025-08-01",
      message: "La série ne dit pas quel IRL du 2e trimestre était publié le 1er août 2025 : complétez-la.",
    });
  });
});

describe("revision dates", () => {
  const signed = lease({ start: "2024-11-01" });

  it("come up a month before the anniversary and stay to do until a revision takes effect", () => {
    expect(revisionDue(signed, "2025-10-01")).toBeNull();
    expect(revisionDue(signed, "2025-10-05")).toEqual({ anniversary: "2025-11-01", status: "a-venir" });
    expect(revisionDue(signed, "2025-11-10")).toEqual({ anniversary: "2025-11-01", status: "a-faire" });
    const done = { ...signed, revisions: [{ from: "2025-11-01", rent: 625.41 }] };
    expect(revisionDue(done, "2025-11-10")).toBeNull();
    expect(revisionDue(done, "2026-11-02")).toEqual({ anniversary: "2026-11-01", status: "a-faire" });
    expect(revisionDue({ ...signed, end: "2025-10-31" }, "2025-11-10")).toBeNull();
  });

  it("take effect on the anniversary, or on the request within the year after it", () => {
    expect(revisionEffectiveDay("2025-11-01", "2025-10-20")).toBe("2025-11-01");
    expect(revisionEffectiveDay("2025-11-01", "2026-02-01")).toBe("2026-02-01");
    expect(revisionEffectiveDay("2025-11-01", "2026-10-31")).toBe("2026-10-31");
    expect(revisionEffectiveDay("2025-11-01", "2026-11-01")).toBeNull();
  });
});

describe("a quarter staff add", () => {
  const input = (over: Partial<IrlQuarterInput> = {}): IrlQuarterInput => ({ year: 2025, quarter: 4, value: 145.78, published: "2026-01-15", source: "INSEE, Informations rapides", ...over });

  it("is accepted once", () => {
    expect(irlQuarterErrors(input(), IRL_SEED, "2026-01-20")).toEqual({});
    expect(irlQuarterErrors(input({ quarter: 3 }), IRL_SEED, "2026-01-20").quarter).toBe("L’IRL du 3e trimestre 2025 est déjà dans la série.");
  });

  it("needs a real quarter, a value, a day after the quarter and a source", () => {
    expect(irlQuarterErrors(input({ year: 2004, quarter: 5, value: -1, published: "2026-01-32", source: " " }), IRL_SEED, "2026-01-20")).toEqual({
      year: "L’année doit être comprise entre 2005 et l’année en cours.",
      quarter: "Le trimestre doit être 1, 2, 3 ou 4.",
      value: "La valeur de l’indice doit être un nombre positif, par exemple 145,77.",
      published: "La date de publication doit être une date.",
      source: "Indiquez la source de la valeur (publication de l’INSEE).",
    });
    expect(irlQuarterErrors(input({ value: 145.785 }), IRL_SEED, "2026-01-20").value).toBe("La valeur de l’indice a deux décimales au plus.");
    expect(irlQuarterErrors(input({ published: "2025-12-31" }), IRL_SEED, "2026-01-20").published).toBe("L’indice d’un trimestre est publié après sa fin (31 décembre 2025).");
    expect(irlQuarterErrors(input({ published: "2026-01-21" }), IRL_SEED, "2026-01-20").published).toBe("La date de publication ne peut pas être dans le futur.");
  });
});
