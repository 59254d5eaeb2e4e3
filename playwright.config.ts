import { defineConfig, devices } from "@playwright/test";
import { ADMIN_EMAILS, BASE_URL, DATA_DIR, E2E_DATABASE_URL, E2E_PORT as PORT, EMPTY_DATA_DIR, MAIL_DIR, SMTP_PORT } from "./tests/e2e/support/env";

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

/** Configuration of the second (empty) server: values a company states itself. */
const EMPTY_SERVER_CONFIG = [
  // The second figure has no source: the home page leaves it out.
  "HOME_FIGURES='42|projets livrés en 2026|Bilan d’activité 2026;97 %|de biens loués en moins d’un mois'",
  "CALLBACK_DELAY_HOURS=24",
  "COMPANY_LEGAL_FORM='SAS'",
  "COMPANY_SHARE_CAPITAL='10 000 €'",
  "COMPANY_RCS_CITY='Saint-Étienne'",
  "COMPANY_VAT_NUMBER='FR40912345678'",
  "COMPANY_CARTE_T='CPI 4202 2024 000 000 042'",
  "COMPANY_CARTE_T_CCI='CCI Lyon Métropole Saint-Étienne Roanne'",
  "COMPANY_FINANCIAL_GUARANTEE='Galian Assurances, 89 rue La Boétie, 75008 Paris, 120 000 €'",
  "COMPANY_BROKERAGE=oui",
  "COMPANY_ORIAS='24001234'",
  "COMPANY_HOST_PHONE='09 72 10 10 07'",
].join(" ");

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
      // A real SMTP peer on E2E_PORT + 2: the main server's outbox is delivered there (tests/e2e/support/mail.ts reads it).
      command: `rm -rf ${MAIL_DIR} && SMTP_PORT=${SMTP_PORT} MAIL_DIR=${MAIL_DIR} npx tsx tests/e2e/support/smtp-peer.ts`,
      port: SMTP_PORT,
      timeout: 60_000,
      reuseExistingServer: false,
    },
    {
      command: `rm -rf ${DATA_DIR} && ${E2E_DATABASE_URL ? `DATABASE_URL='${E2E_DATABASE_URL}' ` : ""}SMTP_URL=smtp://127.0.0.1:${SMTP_PORT} ADMIN_EMAILS=${ADMIN_EMAILS.join(",")} ALERT_DIGEST_INTERVAL_MS=1000 ALERT_DIGEST_DELAY_MS=15000 DATA_DIR=${DATA_DIR} TRUST_PROXY=loopback LOG_LEVEL=warn PORT=${PORT} PUBLIC_URL=http://localhost:${PORT} NODE_ENV=production node build/server.js`,
      url: `http://localhost:${PORT}/`,
      timeout: 180_000,
      reuseExistingServer: false,
      stdout: "pipe",
    },
    {
      // The same site started with SEED=none: an empty catalogue.
      // It also runs with the company's own key figures, call-back delay and complete legal notice.
      command: `rm -rf ${EMPTY_DATA_DIR} && ${EMPTY_SERVER_CONFIG} DATA_DIR=${EMPTY_DATA_DIR} SEED=none TRUST_PROXY=loopback LOG_LEVEL=warn PORT=${PORT + 1} PUBLIC_URL=http://localhost:${PORT + 1} NODE_ENV=production node build/server.js`,
      url: `http://localhost:${PORT + 1}/`,
      timeout: 180_000,
      reuseExistingServer: false,
    },
  ],
});
