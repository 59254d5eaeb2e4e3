import { describe, expect, it } from "vitest";
import { alertFilters, alertQueryError, describeAlert, normaliseAlertQuery } from "./search-alerts";

describe("search alerts", () => {
  it("saves the query as it is, normalised: sorted, without empty values, page or tracking, unknown filters kept", () => {
    expect(normaliseAlertQuery(new URLSearchParams("type=T2&ville=3&min=&page=2&utm_source=x&gclid=y&tri=prix&ville=4&comparer=5"))).toBe("tri=prix&type=T2&ville=3");
    expect(normaliseAlertQuery(new URLSearchParams("page=3"))).toBe("");
    expect(alertFilters("max=200000&min=100000&ville=3")).toEqual({ ville: 3, min: 100000, max: 200000 });
  });

  it("refuses values the search cannot use", () => {
    expect(alertQueryError("min=beaucoup")).toBe("Le budget minimum doit être un montant en euros, par exemple 150000.");
    // A minimum above the maximum is not refused: the search swaps them (with a hint on /projets).
    expect(alertQueryError("min=3&max=2")).toBeNull();
    expect(alertQueryError(`type=${"a".repeat(600)}`)).toBe("Cette recherche est trop longue pour une alerte.");
    expect(alertQueryError("type=T2&ville=3")).toBeNull();
  });

  it("describes an alert in French", () => {
    const city = (id: number) => (id === 1 ? "Le Mans" : undefined);
    expect(describeAlert({}, city)).toBe("Tous les projets");
    expect(describeAlert({ ville: 1, type: "T2", min: 100000, max: 200000 }, city)).toBe("Projets au Mans, type T2, de 100\u202f000\u00a0€ à 200\u202f000\u00a0€");
    expect(describeAlert({ max: 150000 }, city)).toBe("Projets jusqu’à 150\u202f000\u00a0€");
    expect(describeAlert({ ville: 9 }, city)).toBe("Projets dans une ville retirée du site");
  });
});
