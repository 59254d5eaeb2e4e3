import { describe, expect, it } from "vitest";
import { parseEnv } from "./env.server";

describe("configuration", () => {
  it("has working defaults: port 3000, SQLite in ./data, demo content", () => {
    const env = parseEnv({});
    expect(env.PORT).toBe(3000);
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.dataDir).toMatch(/\/data$/);
    expect(env.SEED).toBe("demo");
    expect(env.publicUrl).toBe("http://localhost:3000");
  });

  it("treats empty values as unset and trims the public URL", () => {
    const env = parseEnv({ PORT: "8080", DATABASE_URL: "", PUBLIC_URL: "https://www.example.fr/" });
    expect(env.PORT).toBe(8080);
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.publicUrl).toBe("https://www.example.fr");
  });

  it("names each bad variable in French", () => {
    expect(() => parseEnv({ PORT: "abc" })).toThrow(/PORT: PORT doit être un nombre/);
    expect(() => parseEnv({ PORT: "70000" })).toThrow(/PORT doit être compris entre 1 et 65535/);
    expect(() => parseEnv({ DATABASE_URL: "mysql://x" })).toThrow(/DATABASE_URL doit commencer par postgres:\/\//);
    expect(() => parseEnv({ SEED: "tout" })).toThrow(/SEED doit valoir « demo » ou « none »/);
    expect(() => parseEnv({ SOCIAL_LINKEDIN_URL: "linkedin" })).toThrow(/SOCIAL_LINKEDIN_URL doit être une URL complète/);
    expect(() => parseEnv({ COMPANY_EMAIL: "pas-un-email" })).toThrow(/COMPANY_EMAIL doit être une adresse e-mail/);
  });

  it("reports every bad variable at once", () => {
    expect(() => parseEnv({ PORT: "x", SEED: "y" })).toThrow(/PORT[\s\S]*SEED/);
  });
});

describe("proxy and log settings", () => {
  it("believes no proxy by default", () => {
    expect(parseEnv({}).TRUST_PROXY).toBe(false);
    expect(parseEnv({}).LOG_LEVEL).toBe("info");
  });

  it("takes a hop count or a list of addresses and networks", () => {
    expect(parseEnv({ TRUST_PROXY: "1" }).TRUST_PROXY).toBe(1);
    expect(parseEnv({ TRUST_PROXY: "0" }).TRUST_PROXY).toBe(false);
    expect(parseEnv({ TRUST_PROXY: "loopback, 10.0.0.0/8, 2001:db8::1" }).TRUST_PROXY).toEqual(["loopback", "10.0.0.0/8", "2001:db8::1"]);
  });

  it("names a bad proxy entry or log level in French", () => {
    expect(() => parseEnv({ TRUST_PROXY: "tout" })).toThrow(/TRUST_PROXY : « tout » n’est ni un nombre de relais/);
    expect(() => parseEnv({ TRUST_PROXY: "10.0.0.0/40" })).toThrow(/« 10\.0\.0\.0\/40 »/);
    expect(() => parseEnv({ LOG_LEVEL: "bavard" })).toThrow(/LOG_LEVEL doit valoir/);
  });
});

describe("home figures", () => {
  it("reads value, label and source; the default figures all have a dated source", () => {
    const figures = parseEnv({}).HOME_FIGURES;
    expect(figures.map((f) => f.value)).toEqual(["119", "100 %", "100 %"]);
    for (const f of figures) expect(f.source).toMatch(/20\d\d/);
    expect(parseEnv({ HOME_FIGURES: "42|projets livrés|Bilan d’activité 2026 ; 97 %|de biens loués" }).HOME_FIGURES).toEqual([
      { value: "42", label: "projets livrés", source: "Bilan d’activité 2026" },
      // The older « valeur|libellé » form still starts: the figure has no source, and the home page leaves it out.
      { value: "97 %", label: "de biens loués", source: null },
    ]);
  });

  it("refuses a source without its year, and a figure without a label", () => {
    expect(() => parseEnv({ HOME_FIGURES: "42|projets livrés|Notre bilan" })).toThrow(/chaque source doit dire sa date/);
    expect(() => parseEnv({ HOME_FIGURES: "42" })).toThrow(/HOME_FIGURES doit avoir la forme/);
    expect(() => parseEnv({ HOME_FIGURES: "1|a|Bilan 2025;2|b|Bilan 2025;3|c|Bilan 2025;4|d|Bilan 2025;5|e|Bilan 2025" })).toThrow(/au plus quatre/);
  });
});
