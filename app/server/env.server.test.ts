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
