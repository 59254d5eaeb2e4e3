// Ports and data folders of the e2e servers. E2E_PORT lets several runs share a machine.
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3100);
export const EMPTY_PORT = E2E_PORT + 1;
export const BASE_URL = `http://localhost:${E2E_PORT}`;
export const EMPTY_URL = `http://localhost:${EMPTY_PORT}`;
export const DATA_DIR = E2E_PORT === 3100 ? ".e2e-data" : `.e2e-data-${E2E_PORT}`;
export const EMPTY_DATA_DIR = `${DATA_DIR}-empty`;
/** postgres://… (with a search_path): the main e2e server then runs on PostgreSQL instead of SQLite. */
export const E2E_DATABASE_URL = process.env.E2E_DATABASE_URL || undefined;
/** The SMTP peer the main e2e server sends its mail to, and the folder where it writes what it receives. */
export const SMTP_PORT = E2E_PORT + 2;
export const MAIL_DIR = `${DATA_DIR}-mail`;
/** Addresses the main e2e server makes admins once proven (issue 25, account-security.spec.ts): one per test that needs one. */
export const ADMIN_EMAILS = ["direction-e2e@investir-serein.fr", "gerance-e2e@investir-serein.fr"];
