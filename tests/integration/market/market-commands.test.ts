// The import commands as an operator runs them (SQLite; the imports themselves are tested on both engines in
// market.test.ts): the summary, the exit code 1 and the French reason of a refused file, 2 for a bad usage.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { FIXTURES } from "../../support/market-fixtures";

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "market-commands-"));
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

function run(script: string, ...args: string[]) {
  const { status, stdout, stderr } = spawnSync(process.execPath, ["--import", "tsx", `scripts/${script}.ts`, ...args], {
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: "", LOG_LEVEL: "silent" },
    encoding: "utf8",
  });
  return { status, stdout, stderr };
}
const fixture = (name: string) => path.join(FIXTURES, name);

describe("npm run import:dvf and import:loyers", () => {
  it("import, print a summary, and exit 0", () => {
    const dvf = run("import-dvf", ...["dvf-87-2024.csv", "dvf-87-2023.csv.gz", "dvf-87-2022.csv.gz", "dvf-87-2021.csv.gz"].map(fixture));
    expect(dvf.stderr).toBe("");
    expect(dvf.status).toBe(0);
    expect(dvf.stdout).toContain("Lignes lues : 33");
    expect(dvf.stdout).toContain("Ventes comparables retenues : 12");
    expect(dvf.stdout).toContain("ligne en double (identique à une autre de la même vente) : 1");
    expect(dvf.stdout).toContain("Département 87 : ventes jusqu’au 31 décembre 2024 ; 11 ventes comparables du 1er janvier 2022 au 31 décembre 2024, dans 2 communes.");
    const rents = run("import-loyers", "--annee", "2025", fixture("pred-app-mef-dhup.csv"), fixture("pred-mai-mef-dhup.csv"));
    expect(rents.status).toBe(0);
    expect(rents.stdout).toContain("Import de la Carte des loyers 2025 terminé");
    expect(rents.stdout).toContain("Maisons (pred-mai-mef-dhup.csv, UTF-8) : 7 lignes lues, 6 communes retenues, 1 sans loyer (NA).");
  }, 60_000);

  it("refuse a bad file wholly with exit code 1 and the French reason", () => {
    const dvf = run("import-dvf", fixture("dvf-87-bad-value.csv"));
    expect(dvf.status).toBe(1);
    expect(dvf.stderr).toContain("Import refusé : dvf-87-bad-value.csv — Ligne 4, colonne valeur_fonciere : « 87500,50 » n’est pas un nombre (point décimal attendu).");
    expect(dvf.stderr).toContain("Rien n’a été modifié");
    const rents = run("import-loyers", "--segment", "t1-t2", "--annee", "2026", fixture("loyers-t1-t2-erreur.csv"));
    expect(rents.status).toBe(1);
    expect(rents.stderr).toContain("Ligne 6, colonne loypredm2 : « 12.1 € » n’est pas un nombre");
  }, 60_000);

  it("exit 2 on a bad usage", () => {
    expect(run("import-dvf")).toMatchObject({ status: 2, stderr: expect.stringContaining("Aucun fichier donné.") });
    expect(run("import-dvf", "absent.csv.gz")).toMatchObject({ status: 2, stderr: expect.stringContaining("Fichier introuvable : absent.csv.gz") });
    expect(run("import-loyers", "--segment", "studios", fixture("pred-app-mef-dhup.csv"))).toMatchObject({ status: 2, stderr: expect.stringContaining("Segment inconnu : studios") });
  }, 60_000);
});
