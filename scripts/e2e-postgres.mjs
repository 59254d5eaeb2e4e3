// The API's end-to-end tests again, with the server on PostgreSQL (issue: "the API tests also on
// PostgreSQL"), with the fault suite and the account-security suite (issue 25). Runs when
// TEST_POSTGRES_URL is set, in a schema of its own dropped at the end.
import { execFileSync } from "node:child_process";
import pg from "pg";

const base = process.env.TEST_POSTGRES_URL;
if (!base) {
  console.log("TEST_POSTGRES_URL n’est pas défini : tests de l’API sur PostgreSQL non lancés.");
  process.exit(0);
}
const schema = `e2e_api_${process.pid}`;
const admin = async (statement) => {
  const client = new pg.Client({ connectionString: base });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
};
await admin(`create schema ${schema}`);
const url = `${base}${base.includes("?") ? "&" : "?"}options=${encodeURIComponent(`-c search_path=${schema}`)}`;
let status = 0;
try {
  execFileSync("npx", ["playwright", "test", "tests/e2e/operations/api.spec.ts", "tests/e2e/operations/api-writes.spec.ts", "tests/e2e/operations/faults.spec.ts", "tests/e2e/accounts/account-security.spec.ts"], {
    stdio: "inherit",
    env: { ...process.env, E2E_PORT: process.env.E2E_PG_PORT ?? "3200", E2E_DATABASE_URL: url },
  });
} catch (error) {
  status = error.status ?? 1;
} finally {
  await admin(`drop schema ${schema} cascade`);
}
process.exit(status);
