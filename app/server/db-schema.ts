// Database tables as Kysely sees them (camelCase; columns are snake_case, converted by CamelCasePlugin).
// Booleans are integers 0/1 and timestamps ISO-8601 UTC strings on both engines; JSON columns are
// text. Conversions happen once, in the model modules.
import type { Generated } from "kysely";

export interface ProjectsTable {
  id: Generated<number>;
  title: string;
  cityId: number;
  districtId: number | null;
  imageCover: string | null;
  /** JSON: string[] of media hashes. */
  images: string;
  imagesTravaux: string;
  /** JSON: string[] of URLs. */
  video: string;
  enAvant: number;
  prixGlobal: number;
  prixLocation: number;
  tauxEmprunt: number;
  scenarioAdopter: string;
  profilCibler: string;
  typeBienAvant: string;
  typeBienApres: string;
  tmpRenov: number;
  titreRenov1: string;
  titreRenov2: string;
  titreRenov3: string;
  titreRenov4: string;
  /** JSON: string[] paragraphs. */
  renov1: string;
  renov2: string;
  renov3: string;
  renov4: string;
  descriptionClient: string;
  temoignage: string;
  profitabilityNet: number;
  cashflowDifferer: number;
  moisDifferer: number;
  /** JSON: ProjectTotal. */
  total: string;
  /** JSON: ProjectCharges. */
  chargesMensuelles: string;
  /** JSON: ProjectRentabilite. */
  rentabilite: string;
  createdAt: string;
  updatedAt: string;
}

export interface CitiesTable {
  id: Generated<number>;
  nom: string;
  imageCover: string | null;
  images: string;
  population: number;
  descriptionPopulation: string;
  etudiant: number;
  descriptionEtudiant: string;
  distanceParis: number;
  descriptionDistanceParis: string;
  titreTransport: string;
  descriptionTransport: string;
  transport: string;
  titreAtout: string;
  atout: string;
  titre1: string;
  titre2: string;
  titre3: string;
  description1: string;
  description2: string;
  description3: string;
  titreOnglet1: string;
  titreOnglet2: string;
  titreOnglet3: string;
  titreOnglet4: string;
  onglet1: string;
  onglet2: string;
  onglet3: string;
  onglet4: string;
  createdAt: string;
  updatedAt: string;
}

export interface DistrictsTable {
  id: Generated<number>;
  cityId: number;
  nom: string;
  tmpUni: number;
  tmpCentreVille: number;
  /** JSON: Record<AmenityKey, string>. */
  amenities: string;
  tauxElever: number;
  prixMoyenLocation: number;
  prixMoyenAuMetre: number;
  profileCibler: string;
  typeBienCibler: string;
  strategieAdopter: string;
  url: string;
  description: string;
  commentaire: string;
  imageCover: string | null;
  imageAnalyse: string | null;
  createdAt: string;
  updatedAt: string;
}

export interface ResourcesTable {
  id: Generated<number>;
  nom: string;
  lien: string;
  createdAt: string;
}

export interface DocumentsTable {
  slug: string;
  title: string;
  description: string;
  mediaHash: string;
  fileName: string;
  position: number;
}

export interface MediaTable {
  hash: string;
  kind: "image" | "pdf";
  mime: string;
  width: number | null;
  height: number | null;
  /** Server-generated file name, used for downloads. */
  name: string;
  size: number;
  bytes: Buffer;
  createdAt: string;
}

export interface MediaVariantsTable {
  hash: string;
  format: "avif" | "webp";
  width: number;
  bytes: Buffer;
}

export interface SiteStateTable {
  key: string;
  value: string;
}

export interface UsersTable {
  id: Generated<number>;
  username: string;
  email: string;
  passwordHash: string;
  role: Generated<"client" | "admin">;
  emailVerifiedAt: string | null;
  nom: Generated<string>;
  prenom: Generated<string>;
  age: number | null;
  telephone: Generated<string>;
  ville: Generated<string>;
  /** JSON: QuestionnaireAnswers. */
  formulaire: Generated<string>;
  formulaireValid: Generated<number>;
  consentAt: string | null;
  consentVersion: string | null;
  etape1: Generated<number>;
  etape2: Generated<number>;
  etape3: Generated<number>;
  etape4: Generated<number>;
  etape5: Generated<number>;
  etape6: Generated<number>;
  etape7: Generated<number>;
  etape8: Generated<number>;
  etape9: Generated<number>;
  createdAt: string;
  updatedAt: string;
}

export interface SessionsTable {
  tokenHash: string;
  userId: number;
  createdAt: string;
  expiresAt: string;
}

export interface EmailTokensTable {
  tokenHash: string;
  userId: number;
  purpose: "verify-email";
  expiresAt: string;
}

export interface LeadsTable {
  id: Generated<number>;
  nom: string;
  prenom: string;
  email: string;
  ville: string;
  telephone: Generated<string>;
  age: number | null;
  formulaire: Generated<string>;
  consentAt: string;
  consentVersion: string;
  userId: number | null;
  createdAt: string;
}

export interface ContactMessagesTable {
  id: Generated<number>;
  nom: string;
  email: string;
  message: string;
  createdAt: string;
}

export interface OutboxTable {
  id: Generated<number>;
  recipient: string;
  replyTo: string | null;
  subject: string;
  body: string;
  status: Generated<"pending" | "sending" | "sent" | "failed">;
  attempts: Generated<number>;
  lastError: string | null;
  nextAttemptAt: string;
  createdAt: string;
  sentAt: string | null;
}

export interface RateLimitsTable {
  key: string;
  windowStart: string;
  hits: number;
}

export interface LoginFailuresTable {
  key: string;
  failures: number;
  lastFailedAt: string;
}

export interface AuditLogTable {
  id: Generated<number>;
  userId: number | null;
  userEmail: string;
  action: "create" | "update" | "delete" | "duplicate" | "grant" | "revoke" | "step";
  entity: "project" | "city" | "district" | "resource" | "user";
  entityId: number | null;
  summary: string;
  createdAt: string;
}

export interface Database {
  projects: ProjectsTable;
  cities: CitiesTable;
  districts: DistrictsTable;
  resources: ResourcesTable;
  documents: DocumentsTable;
  media: MediaTable;
  mediaVariants: MediaVariantsTable;
  siteState: SiteStateTable;
  users: UsersTable;
  sessions: SessionsTable;
  emailTokens: EmailTokensTable;
  leads: LeadsTable;
  contactMessages: ContactMessagesTable;
  outbox: OutboxTable;
  rateLimits: RateLimitsTable;
  loginFailures: LoginFailuresTable;
  auditLog: AuditLogTable;
}
