import AxeBuilder from "@axe-core/playwright";
import { type Browser, expect, type Page } from "@playwright/test";
import Database from "better-sqlite3";
import pg from "pg";
import { BASE_URL, DATA_DIR, E2E_DATABASE_URL } from "./env";

/** Read-only access to the e2e server's database, to check what is stored. */
export function readDb() {
  return new Database(`${DATA_DIR}/site.db`, { readonly: true, fileMustExist: true });
}

/** The rows of one read-only query of the site's database. */
export function query<T>(sql: string, ...params: unknown[]): T[] {
  const db = readDb();
  try {
    return db.prepare(sql).all(...params) as T[];
  } finally {
    db.close();
  }
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

let visitors = 0;
/**
 * A browser context of its own at a phone's (390 px) or a desktop's width, with an address of its own in
 * the block `10.<block>.*` (rate limits are per address): the issue 23 specs look at every page at both.
 */
export async function visitorAt(browser: Browser, width: number, { block, javaScriptEnabled = true }: { block: number; javaScriptEnabled?: boolean }) {
  const context = await browser.newContext({
    baseURL: BASE_URL,
    javaScriptEnabled,
    viewport: { width, height: width === 390 ? 844 : 900 },
    locale: "fr-FR",
    extraHTTPHeaders: { "X-Forwarded-For": `10.${block}.${width % 250}.${++visitors}` },
  });
  return { context, page: await context.newPage() };
}

/**
 * Resolves once the page's stylesheets apply. The browser paints nothing before its head's stylesheet has
 * come, but a layout asked for earlier (right after a click's new page shows its heading, say) is that of the
 * unstyled page, whose hero image is 1,440 px wide: measure sizes after this.
 */
export async function stylesApplied(page: Page) {
  await expect
    .poll(() => page.evaluate(() => Array.from(document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')).every((link) => link.sheet !== null)), {
      message: `${page.url()}: its stylesheets never applied`,
    })
    .toBe(true);
}

/** The page is no wider than the window, once styled: nothing scrolls sideways. */
export async function noSidewaysScroll(page: Page) {
  await stylesApplied(page);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, `${page.url()} scrolls sideways`).toBeLessThanOrEqual(0);
}

/** axe-core must find no serious or critical violation. */
export async function expectAccessible(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  const bad = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
  expect(bad.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`)).toEqual([]);
}

/**
 * The stored rows of one query, from whichever database the e2e server uses (SQLite file, or PostgreSQL when
 * E2E_DATABASE_URL is set). `?` placeholders; counts come back as numbers on both.
 */
export async function storedRows<T = Record<string, unknown>>(sqlText: string, ...params: unknown[]): Promise<T[]> {
  if (!E2E_DATABASE_URL) {
    const db = readDb();
    try {
      return db.prepare(sqlText).all(...params) as T[];
    } finally {
      db.close();
    }
  }
  let n = 0;
  const client = new pg.Client({ connectionString: E2E_DATABASE_URL, types: { getTypeParser: (oid, format) => (oid === 20 ? Number : pg.types.getTypeParser(oid, format)) } as pg.CustomTypesConfig });
  await client.connect();
  try {
    const result = await client.query(sqlText.replace(/\?/g, () => `$${++n}`), params);
    return result.rows as T[];
  } finally {
    await client.end();
  }
}

/** One stored row (see {@link storedRows}), or undefined. */
export async function storedRow<T = Record<string, unknown>>(sqlText: string, ...params: unknown[]): Promise<T | undefined> {
  return (await storedRows<T>(sqlText, ...params))[0];
}
