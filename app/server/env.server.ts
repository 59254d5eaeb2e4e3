// Configuration: read once from the environment, validated, frozen. A bad value stops the start
// with a message naming the variable.
import path from "node:path";
import { z } from "zod";

const url = (name: string) =>
  z.url({ message: `${name} doit être une URL complète (https://…)` });

const schema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: z.coerce
    .number({ message: "PORT doit être un nombre" })
    .int("PORT doit être un entier")
    .min(1, "PORT doit être compris entre 1 et 65535")
    .max(65535, "PORT doit être compris entre 1 et 65535")
    .default(3000),
  HOST: z.string().min(1).default("0.0.0.0"),
  DATA_DIR: z.string().min(1).default("./data"),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, "DATABASE_URL doit commencer par postgres:// (laisser vide pour SQLite)")
    .optional(),
  PUBLIC_URL: url("PUBLIC_URL").optional(),
  SEED: z.enum(["demo", "none"], { message: "SEED doit valoir « demo » ou « none »" }).default("demo"),
  COMPANY_NAME: z.string().min(1).default("Investir Serein"),
  COMPANY_ADDRESS: z.string().min(1).default("12 rue de la République, 42000 Saint-Étienne"),
  COMPANY_EMAIL: z.email("COMPANY_EMAIL doit être une adresse e-mail").default("contact@investir-serein.fr"),
  COMPANY_DPO_EMAIL: z.email("COMPANY_DPO_EMAIL doit être une adresse e-mail").default("dpo@investir-serein.fr"),
  COMPANY_SIREN: z.string().min(1).default("912 345 678"),
  COMPANY_PUBLISHER: z.string().min(1).default("Camille Martin, présidente"),
  COMPANY_HOST: z
    .string()
    .min(1)
    .default("OVH SAS, 2 rue Kellermann, 59100 Roubaix, France"),
  SOCIAL_INSTAGRAM_URL: url("SOCIAL_INSTAGRAM_URL").default("https://www.instagram.com/investirserein"),
  SOCIAL_LINKEDIN_URL: url("SOCIAL_LINKEDIN_URL").default("https://www.linkedin.com/company/investir-serein"),
  PRESENTATION_VIDEO_URL: url("PRESENTATION_VIDEO_URL").default("https://www.youtube.com/watch?v=Qm8bZ3nCx4E"),
  /** Comma-separated e-mails that become admins once verified through the link sent to them. */
  ADMIN_EMAILS: z
    .string()
    .default("")
    .transform((v) => v.split(",").map((e) => e.trim().toLowerCase()).filter(Boolean))
    .pipe(z.array(z.email("ADMIN_EMAILS doit être une liste d'adresses e-mail séparées par des virgules"))),
  /** smtp(s)://user:pass@host:port — unset: messages stay in the outbox and are written to the log. */
  SMTP_URL: z.string().regex(/^smtps?:\/\//, "SMTP_URL doit commencer par smtp:// ou smtps://").optional(),
  MAIL_FROM: z.string().min(3).default("Investir Serein <ne-pas-repondre@investir-serein.fr>"),
});

export type Env = z.infer<typeof schema> & { dataDir: string; publicUrl: string; secureCookies: boolean };

export function parseEnv(source: NodeJS.ProcessEnv): Env {
  // Empty strings mean "unset" (handy in .env files and CI).
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== undefined && v !== ""));
  const result = schema.safeParse(cleaned);
  if (!result.success) {
    const lines = result.error.issues.map((i) => `  - ${i.path.join(".")}: ${i.message}`);
    throw new Error(`Configuration invalide :\n${lines.join("\n")}`);
  }
  const env = result.data;
  return Object.freeze({
    ...env,
    dataDir: path.resolve(env.DATA_DIR),
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, ""),
    // Secure, __Host- cookies whenever the site is served over HTTPS (production).
    secureCookies: (env.PUBLIC_URL ?? "").startsWith("https://"),
  });
}

let current: Env | undefined;

/** The validated configuration of this process. */
export function env(): Env {
  current ??= parseEnv(process.env);
  return current;
}
