// One rendering path in development and production (issue 32, item 1): under `npm run dev` a page served without
// React Router's scripts (`hydrate: false`) hydrates its islands alone, each from its own entry served by Vite, as
// the production build does (decision 0046). Starts its own development server on E2E_PORT + 3.
import { type ChildProcess, spawn } from "node:child_process";
import { expect, test } from "@playwright/test";
import { E2E_PORT } from "../support/env";

const DEV_PORT = E2E_PORT + 3;
const DEV_URL = `http://localhost:${DEV_PORT}`;
let server: ChildProcess | undefined;

test.describe.configure({ mode: "serial" });

test.beforeAll(async () => {
  test.setTimeout(240_000);
  server = spawn("npx", ["tsx", "server.ts", "--dev"], {
    env: { ...process.env, NODE_ENV: "development", PORT: String(DEV_PORT), PUBLIC_URL: DEV_URL, DATA_DIR: `.e2e-data-dev-${DEV_PORT}`, LOG_LEVEL: "warn" },
    stdio: "ignore",
    detached: true,
  });
  for (let start = Date.now(); Date.now() - start < 220_000; await new Promise((resolve) => setTimeout(resolve, 1000))) {
    const ok = await fetch(`${DEV_URL}/contact`).then((response) => response.ok, () => false);
    if (ok) return;
  }
  throw new Error("Le serveur de développement n’a pas démarré");
});

test.afterAll(() => {
  // The process group: npx, tsx and the server.
  if (server?.pid) process.kill(-server.pid, "SIGTERM");
});

test("npm run dev: the contact page hydrates its island alone, from the island's own script", async ({ page }) => {
  // The development server compiles on the first request: slow on a busy two-core machine.
  test.setTimeout(240_000);
  const scripts: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname);
  });
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  // A module Vite refuses (504 « Outdated Optimize Dep » when it bundles a dependency it had not seen) is said.
  page.on("response", (response) => {
    if (response.request().resourceType() === "script" && response.status() >= 400) errors.push(`${response.status()} ${new URL(response.url()).pathname}`);
  });
  await page.goto(`${DEV_URL}/contact`);
  // React DOM has taken the island's box as the root it hydrated.
  const box = page.locator('[data-island="contact"]');
  await expect.poll(() => box.evaluate((element) => Object.keys(element).some((key) => key.startsWith("__reactContainer"))), { timeout: 180_000 }).toBe(true);
  expect(scripts).toContain("/@id/island:contact");
  // Not React Router's app: the page has no router context and loads none of its entry.
  expect(await page.evaluate(() => "__reactRouterContext" in window)).toBe(false);
  expect(scripts.filter((script) => script.includes("entry.client"))).toEqual([]);
  expect(errors).toEqual([]);
});
