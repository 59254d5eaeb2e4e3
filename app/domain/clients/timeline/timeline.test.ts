import { describe, expect, it } from "vitest";
import { adviserContact, buildTimeline, readDay } from "./timeline";

const none = Array<string | null>(9).fill(null);
const steps = (doneCount: number) => Array.from({ length: 9 }, (_, i) => i < doneCount);

describe("the client's timeline", () => {
  it("dates done steps with the day they were done and the others with the day planned", () => {
    const done = [...none];
    done[0] = "2027-03-01";
    const planned = [...none];
    planned[1] = "2027-03-15";
    planned[2] = "2027-05-02";
    planned[0] = "2027-02-01"; // planned, but done: the done day wins
    const entries = buildTimeline(steps(2), { done, planned });
    expect(entries.map((e) => e.status)).toEqual([
      "Terminée le 1er mars 2027",
      "Terminée",
      "En cours, prévue le 2 mai 2027",
      "À venir",
      "À venir",
      "À venir",
      "À venir",
      "À venir",
      "À venir",
    ]);
    expect(entries[0].day).toBe("2027-03-01");
    expect(entries[1].day).toBeNull();
    expect(entries[2]).toMatchObject({ step: 3, state: "en-cours", title: "Recherche du bien" });
  });

  it("says « Prévue le » for a later step with a planned day", () => {
    const planned = [...none];
    planned[5] = "2027-09-30";
    expect(buildTimeline(steps(0), { done: none, planned })[5].status).toBe("Prévue le 30 septembre 2027");
  });
});

describe("the adviser's contact", () => {
  const company = { name: "Investir Serein", phone: "04 65 71 12 34", email: "contact@investir-serein.fr" };

  it("is the company until an adviser with a name is chosen", () => {
    expect(adviserContact(null, company)).toEqual({ name: "L’équipe Investir Serein", phone: "04 65 71 12 34", email: "contact@investir-serein.fr", isCompany: true });
    expect(adviserContact({ prenom: " ", nom: "", telephone: "06 12 34 56 78", email: "admin@investir-serein.fr" }, company).isCompany).toBe(true);
  });

  it("is the adviser, with the company's phone when the adviser has none", () => {
    const camille = { prenom: "Camille", nom: "Martin", telephone: "06 12 34 56 78", email: "camille@investir-serein.fr" };
    expect(adviserContact(camille, company)).toEqual({ name: "Camille Martin", phone: "06 12 34 56 78", email: "camille@investir-serein.fr", isCompany: false });
    expect(adviserContact({ ...camille, telephone: "" }, company).phone).toBe("04 65 71 12 34");
  });
});

describe("a day typed in a date field", () => {
  it("reads empty as no day and refuses what is not a real day", () => {
    expect(readDay("")).toEqual({ ok: true, day: null });
    expect(readDay("2027-02-28")).toEqual({ ok: true, day: "2027-02-28" });
    expect(readDay("2027-02-29")).toEqual({ ok: false });
    expect(readDay("28/02/2027")).toEqual({ ok: false });
    expect(readDay("1999-12-31")).toEqual({ ok: false });
  });
});
