import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";
import Database from "better-sqlite3";
import { DATA_DIR } from "./env";

/** Read-only access to the e2e server's database, to check what is stored. */
export function readDb() {
  return new Database(`${DATA_DIR}/site.db`, { readonly: true, fileMustExist: true });
}

export interface StoredProject {
  id: number;
  title: string;
  total: string;
  charges_mensuelles: string;
}

export function storedProjects(): StoredProject[] {
  const db = readDb();
  try {
    return db.prepare("select id, title, total, charges_mensuelles from projects order by id").all() as StoredProject[];
  } finally {
    db.close();
  }
}

/** axe-core must find no serious or critical violation. */
export async function expectAccessible(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  const bad = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
  expect(bad.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`)).toEqual([]);
}
