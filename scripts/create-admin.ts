// npm run create-admin -- --email <e> --password <p> [--username <name>]
// Creates an admin account, or promotes the existing account with that e-mail (and sets its password).
import { parseArgs } from "node:util";
import { signupSchema } from "~/domain/accounts/account-forms";
import { createDb, migrate } from "~/server/db/db.server";
import { env } from "~/server/platform/env.server";
import { createUser, findUserByEmail, markEmailVerified, setPassword, setRole } from "~/server/accounts/users.server";

const { values } = parseArgs({ options: { email: { type: "string" }, password: { type: "string" }, username: { type: "string" } } });
const parsed = signupSchema.safeParse({ email: values.email ?? "", password: values.password ?? "", username: values.username ?? values.email?.split("@")[0] ?? "" });
if (!parsed.success) {
  console.error("Usage : npm run create-admin -- --email <adresse> --password <mot de passe>");
  for (const issue of parsed.error.issues) console.error(`  - ${issue.message}`);
  process.exit(1);
}

const config = env();
const db = createDb({ databaseUrl: config.DATABASE_URL, dataDir: config.dataDir });
await migrate(db);
const existing = await findUserByEmail(db, parsed.data.email);
if (existing) {
  await setRole(db, existing.profile.id, "admin");
  await setPassword(db, existing.profile.id, parsed.data.password);
  await markEmailVerified(db, existing.profile.id);
  console.log(`Le compte ${parsed.data.email} est maintenant administrateur.`);
} else {
  await createUser(db, { ...parsed.data, role: "admin", verified: true });
  console.log(`Compte administrateur ${parsed.data.email} créé.`);
}
await db.destroy();
