// Configuration: read once from the environment, validated, frozen. A bad value stops the start
// with a message naming the variable.
import { isIP } from "node:net";
import path from "node:path";
import { z } from "zod";
import { type LegalDetails, legalNotice, professionalMentions, withDemoLegalDetails } from "~/domain/site/company";
import type { CompanyInfo } from "~/domain/site/site";

const url = (name: string) =>
  z.url({ message: `${name} doit être une URL complète (https://…)` });

const FIGURE_FORM = "HOME_FIGURES doit avoir la forme « 119|projets par an|Bilan d’activité 2025;100 %|des biens loués|Suivi locatif, décembre 2025 »";

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
  /** Shown as a tel: link in the header, the footer, the contact page and the legal notice. */
  COMPANY_PHONE: z
    .string()
    .regex(/^\+?[0-9 .()-]{6,25}$/, "COMPANY_PHONE doit être un numéro de téléphone (exemple : 04 65 71 12 34)")
    .default("04 65 71 12 34"),
  // Legal notice (mentions légales): no defaults, a missing value is flagged to admins on /creer.
  COMPANY_LEGAL_FORM: z.string().optional(),
  COMPANY_SHARE_CAPITAL: z.string().optional(),
  COMPANY_RCS_CITY: z.string().optional(),
  COMPANY_VAT_NUMBER: z.string().optional(),
  COMPANY_CARTE_T: z.string().optional(),
  COMPANY_CARTE_T_CCI: z.string().optional(),
  COMPANY_FINANCIAL_GUARANTEE: z.string().optional(),
  /** « oui » when the company offers credit brokerage: the ORIAS number is then required. */
  COMPANY_BROKERAGE: z.enum(["oui", "non"], { message: "COMPANY_BROKERAGE doit valoir « oui » ou « non »" }).default("non"),
  COMPANY_ORIAS: z.string().optional(),
  COMPANY_HOST_PHONE: z.string().optional(),
  /**
   * The home page's key figures: « valeur|libellé|source » separated by « ; », one to four of them. The
   * source says where the figure comes from and when (a year in it); a figure without one (the older
   * « valeur|libellé » form) is accepted but not shown (issue 23).
   */
  HOME_FIGURES: z
    .string()
    .default(
      "119|projets d’appartements par an|Bilan d’activité 2025;100 %|de nos investisseurs nous recommandent|Enquête auprès de nos clients, janvier 2026;100 %|des biens loués|Suivi locatif de nos clients, décembre 2025",
    )
    .transform((v) =>
      v
        .split(";")
        .map((part) => part.split("|").map((piece) => piece.trim()))
        .map(([value = "", label = "", source = ""]) => ({ value, label, source: source || null })),
    )
    .pipe(
      z
        .array(
          z.object({
            value: z.string().min(1, FIGURE_FORM).max(20, "HOME_FIGURES : une valeur fait au plus 20 caractères"),
            label: z.string().min(1, FIGURE_FORM).max(80, "HOME_FIGURES : un libellé fait au plus 80 caractères"),
            source: z
              .string()
              .max(120, "HOME_FIGURES : une source fait au plus 120 caractères")
              .regex(/\b(19|20)\d\d\b/, "HOME_FIGURES : chaque source doit dire sa date, avec l’année (exemple : « Bilan d’activité 2025 »)")
              .nullable(),
          }),
        )
        .min(1, "HOME_FIGURES doit contenir au moins un chiffre clé")
        .max(4, "HOME_FIGURES contient au plus quatre chiffres clés"),
    ),
  /** The call-back promise, in hours, repeated on the home page and every confirmation page. */
  CALLBACK_DELAY_HOURS: z.coerce
    .number({ message: "CALLBACK_DELAY_HOURS doit être un nombre d’heures" })
    .int("CALLBACK_DELAY_HOURS doit être un nombre entier d’heures")
    .min(1, "CALLBACK_DELAY_HOURS doit être compris entre 1 et 240")
    .max(240, "CALLBACK_DELAY_HOURS doit être compris entre 1 et 240")
    .default(48),
  SOCIAL_INSTAGRAM_URL: url("SOCIAL_INSTAGRAM_URL").default("https://www.instagram.com/investirserein"),
  SOCIAL_LINKEDIN_URL: url("SOCIAL_LINKEDIN_URL").default("https://www.linkedin.com/company/investir-serein"),
  PRESENTATION_VIDEO_URL: url("PRESENTATION_VIDEO_URL").default("https://www.youtube.com/watch?v=Qm8bZ3nCx4E"),
  /** Comma-separated e-mails that become admins once verified through the link sent to them. */
  ADMIN_EMAILS: z
    .string()
    .default("")
    .transform((v) => v.split(",").map((e) => e.trim().toLowerCase()).filter(Boolean))
    .pipe(z.array(z.email("ADMIN_EMAILS doit être une liste d’adresses e-mail séparées par des virgules"))),
  /** smtp(s)://user:pass@host:port — unset: messages stay in the outbox and are written to the log. */
  SMTP_URL: z.string().regex(/^smtps?:\/\//, "SMTP_URL doit commencer par smtp:// ou smtps://").optional(),
  MAIL_FROM: z.string().min(3).default("Investir Serein <ne-pas-repondre@investir-serein.fr>"),
  /**
   * Whose X-Forwarded-For / -Proto / -Host to believe: unset = nobody (the socket's address is the
   * visitor's); a hop count ("1"); or addresses and networks ("127.0.0.1", "10.0.0.0/8", "loopback").
   */
  TRUST_PROXY: z
    .string()
    .optional()
    .transform((value, ctx): false | number | string[] => {
      if (value === undefined) return false;
      if (/^\d+$/.test(value.trim())) return Number(value.trim()) || false;
      const entries = value.split(",").map((e) => e.trim()).filter(Boolean);
      for (const entry of entries) if (!isProxyAddress(entry)) ctx.addIssue({ code: "custom", message: `TRUST_PROXY : « ${entry} » n’est ni un nombre de relais, ni une adresse IP, ni un réseau (10.0.0.0/8), ni loopback, linklocal ou uniquelocal` });
      return entries;
    }),
  /** How often the search alerts' digest job runs (ms); shortened by the e2e tests. */
  ALERT_DIGEST_INTERVAL_MS: z.coerce
    .number({ message: "ALERT_DIGEST_INTERVAL_MS doit être un nombre de millisecondes" })
    .int("ALERT_DIGEST_INTERVAL_MS doit être un nombre entier de millisecondes")
    .min(100, "ALERT_DIGEST_INTERVAL_MS doit valoir au moins 100")
    .default(300_000),
  /** How long a new match waits for others before its alert's e-mail goes (ms): projects published together arrive together. */
  ALERT_DIGEST_DELAY_MS: z.coerce
    .number({ message: "ALERT_DIGEST_DELAY_MS doit être un nombre de millisecondes" })
    .int("ALERT_DIGEST_DELAY_MS doit être un nombre entier de millisecondes")
    .min(0, "ALERT_DIGEST_DELAY_MS ne peut pas être négatif")
    .default(3_600_000),
  LOG_LEVEL: z
    .enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"], {
      message: "LOG_LEVEL doit valoir fatal, error, warn, info, debug, trace ou silent",
    })
    .default("info"),
});

const NAMED_NETWORKS = new Set(["loopback", "linklocal", "uniquelocal"]);

/** "loopback", an address, or a network with its prefix length (what Express's trust proxy takes). */
function isProxyAddress(entry: string): boolean {
  if (NAMED_NETWORKS.has(entry)) return true;
  const [address, prefix, ...rest] = entry.split("/");
  const family = isIP(address ?? "");
  if (!family || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d+$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128);
}

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

/** The configuration of an operator command: an invalid one is said in French and the command ends with code 2. */
export function commandEnv(): Env {
  try {
    return env();
  } catch (error) {
    console.error((error as Error).message);
    process.exit(2);
  }
}

/**
 * The legal notice's registration details: the configuration's, completed by the demo's with SEED=demo
 * (decision 0056). `configuredOnly` gives what the configuration itself holds (the admins' checklist).
 */
export function legalDetails(config: Env, { configuredOnly = false }: { configuredOnly?: boolean } = {}): LegalDetails {
  const details: LegalDetails = {
    legalForm: config.COMPANY_LEGAL_FORM,
    shareCapital: config.COMPANY_SHARE_CAPITAL,
    rcsCity: config.COMPANY_RCS_CITY,
    vatNumber: config.COMPANY_VAT_NUMBER,
    carteT: config.COMPANY_CARTE_T,
    carteTCci: config.COMPANY_CARTE_T_CCI,
    financialGuarantee: config.COMPANY_FINANCIAL_GUARANTEE,
    brokerage: config.COMPANY_BROKERAGE === "oui",
    orias: config.COMPANY_ORIAS,
    hostPhone: config.COMPANY_HOST_PHONE,
  };
  return config.SEED === "demo" && !configuredOnly ? withDemoLegalDetails(details) : details;
}

/** The company's public details (header, footer, legal pages, the PDF dossier), from the configuration. */
export function companyInfo(config: Env): CompanyInfo {
  const legal = legalDetails(config);
  return {
    name: config.COMPANY_NAME,
    address: config.COMPANY_ADDRESS,
    email: config.COMPANY_EMAIL,
    dpoEmail: config.COMPANY_DPO_EMAIL,
    siren: config.COMPANY_SIREN,
    publisher: config.COMPANY_PUBLISHER,
    host: config.COMPANY_HOST,
    phone: config.COMPANY_PHONE,
    legalLines: legalNotice(legal, config.COMPANY_SIREN).lines,
    professionalMentions: professionalMentions(legal, config.COMPANY_SIREN),
    hostPhone: legal.hostPhone ?? null,
    instagramUrl: config.SOCIAL_INSTAGRAM_URL,
    linkedinUrl: config.SOCIAL_LINKEDIN_URL,
  };
}
