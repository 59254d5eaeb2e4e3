import { defineConfig, devices } from "@playwright/test";
import { BASE_URL, DATA_DIR, E2E_DATABASE_URL, E2E_PORT as PORT, EMPTY_DATA_DIR } from "./tests/e2e/env";

// End-to-end tests in Debian's Chromium against the built site on a fresh SQLite database.
const chromium = {
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
  ],
};

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  workers: 2,
  retries: 0,
  reporter: [["list"]],
  timeout: 60_000,
  // Two cores shared by two workers, two servers and sharp: give the UI time before failing.
  expect: { timeout: 10_000 },
  use: {
    baseURL: BASE_URL,
    locale: "fr-FR",
    launchOptions: chromium,
    trace: "retain-on-failure",
  },
  projects: [
    { name: "desktop", use: { ...devices["Desktop Chrome"], launchOptions: chromium }, testIgnore: /mobile\.spec\.ts/ },
    { name: "mobile", use: { ...devices["Pixel 7"], launchOptions: chromium }, testMatch: /mobile\.spec\.ts/ },
  ],
  webServer: [
    {
      command: `rm -rf ${DATA_DIR} && ${E2E_DATABASE_URL ? `DATABASE_URL='${E2E_DATABASE_URL}' ` : ""}DATA_DIR=${DATA_DIR} PORT=${PORT} PUBLIC_URL=http://localhost:${PORT} NODE_ENV=production npx tsx server.ts`,
      url: `http://localhost:${PORT}/`,
      timeout: 180_000,
      reuseExistingServer: false,
      stdout: "pipe",
    },
    {
      // The same site started with SEED=none: an empty catalogue.
      command: `rm -rf ${EMPTY_DATA_DIR} && DATA_DIR=${EMPTY_DATA_DIR} SEED=none PORT=${PORT + 1} PUBLIC_URL=http://localhost:${PORT + 1} NODE_ENV=production npx tsx server.ts`,
      url: `http://localhost:${PORT + 1}/`,
      timeout: 180_000,
      reuseExistingServer: false,
    },
  ],
});
