// npm run demo-owner -- --email <e> --password <p> [--projet <id>] [--prenom <p>] [--nom <n>] [--locataire <nom>] [--consentement]
// Creates a client account that owns a let demo project with a year of history (the demo seed's owner, with an
// address and a password of your choice): to show the owner's page /profile/location, or to test it. The project
// is the demo seed's one by default; --consentement also gives the consent to publish the results.
import { parseArgs } from "node:util";
import { signupSchema } from "~/domain/accounts/account-forms";
import { createDb, migrate } from "~/server/db/db.server";
import { env } from "~/server/platform/env.server";
import { addDemoOwner } from "~/server/seed/demo-owner";

const { values } = parseArgs({
  options: {
    email: { type: "string" },
    password: { type: "string" },
    projet: { type: "string" },
    prenom: { type: "string", default: "Claire" },
    nom: { type: "string", default: "Dubois" },
    locataire: { type: "string", default: "Thomas Bernard" },
    consentement: { type: "boolean", default: false },
  },
});
const parsed = signupSchema.safeParse({ email: values.email ?? "", password: values.password ?? "", username: values.email?.split("@")[0] ?? "" });
const projectId = values.projet === undefined ? undefined : Number(values.projet);
if (!parsed.success || (projectId !== undefined && !Number.isSafeInteger(projectId))) {
  console.error("Usage : npm run demo-owner -- --email <adresse> --password <mot de passe> [--projet <id>] [--consentement]");
  for (const issue of parsed.error?.issues ?? []) console.error(`  - ${issue.message}`);
  process.exit(1);
}

const config = env();
const db = createDb({ databaseUrl: config.DATABASE_URL, dataDir: config.dataDir });
await migrate(db);
const made = await addDemoOwner(db, {
  email: parsed.data.email,
  username: parsed.data.username,
  password: parsed.data.password,
  prenom: values.prenom,
  nom: values.nom,
  tenant: values.locataire,
  projectId,
  consent: values.consentement,
});
console.log(JSON.stringify(made));
await db.destroy();
