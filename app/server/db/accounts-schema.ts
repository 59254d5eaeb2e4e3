// The tables of accounts, clients and their files, mail, alerts and the site's guards (see db-schema.ts).
import type { Generated } from "kysely";

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
  /** Sign-up: acceptance of the terms of use and of the privacy policy, with their versions. */
  termsAcceptedAt: string | null;
  termsVersion: string | null;
  termsPrivacyVersion: string | null;
  etape1: Generated<number>;
  etape2: Generated<number>;
  etape3: Generated<number>;
  etape4: Generated<number>;
  etape5: Generated<number>;
  etape6: Generated<number>;
  etape7: Generated<number>;
  etape8: Generated<number>;
  etape9: Generated<number>;
  /** The staff member who follows the client (an admin), null until one is chosen. */
  adviserId: number | null;
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
  purpose: "verify-email" | "reset-password" | "change-email" | "undo-email-change" | "signin-link";
  expiresAt: string;
  /**
   * change-email: the address that replaces the account's once the link is opened; undo-email-change:
   * the old address that the link gives back to the account.
   */
  newEmail: string | null;
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
  /** The project of « Ce projet m’intéresse »; null when none or deleted since. */
  projectId: Generated<number | null>;
  createdAt: string;
}

export interface ContactMessagesTable {
  id: Generated<number>;
  nom: string;
  email: string;
  message: string;
  /** The project of « Ce projet m’intéresse »; null when none or deleted since. */
  projectId: Generated<number | null>;
  createdAt: string;
}

export interface CallbackRequestsTable {
  id: Generated<number>;
  nom: string;
  telephone: string;
  /** YYYY-MM-DD */
  slotDate: string;
  slotHalf: "matin" | "apres-midi";
  projectId: number | null;
  createdAt: string;
  doneAt: string | null;
  /** E-mail of the staff member who marked it done. */
  doneBy: string | null;
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
  /** When a sender took the row (status "sending"); null before the first claim. */
  claimedAt: string | null;
  /** JSON object of extra headers (List-Unsubscribe…); null: none. */
  headers: string | null;
}

export interface KnownSigninAddressesTable {
  /** "e-mail|address" (address as counted by the rate limits: IPv4, or IPv6 /64). */
  key: string;
  lastSigninAt: string;
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
  /** The ownership's entries (lease, rent-payment, expense) carry the id of the client whose books changed; irl none. */
  entity: "project" | "city" | "district" | "resource" | "user" | "lease" | "rent-payment" | "expense" | "irl" | "team-member" | "testimonial";
  entityId: number | null;
  summary: string;
  createdAt: string;
}

/** Issue 11, item 4: the conversation on a client's file. */
export interface ClientMessagesTable {
  id: Generated<number>;
  clientId: number;
  /** The writer (the client, or a staff member); null once that account is deleted. */
  authorId: number | null;
  /** 1: written by the staff, to the client; 0: written by the client. */
  fromStaff: number;
  body: string;
  createdAt: string;
  /** When the other side first saw it; null: unread. */
  readAt: string | null;
}

/** Issue 11, item 6: a saved /projets search and the address told of new matching projects. */
export interface SearchAlertsTable {
  id: Generated<number>;
  email: string;
  /** The client's account; null: a visitor's alert. */
  userId: number | null;
  /** The normalised query string of /projets ("" = every project). */
  query: string;
  /** Null until a visitor opens the confirmation link (clients' alerts are confirmed at once). */
  confirmedAt: string | null;
  createdAt: string;
  lastSentAt: string | null;
}

export interface SearchAlertTokensTable {
  /** SHA-256 of the token sent by e-mail. */
  tokenHash: string;
  alertId: number;
  purpose: "confirm" | "unsubscribe";
  /** Confirmation links expire; unsubscribe links last as long as the alert. */
  expiresAt: string | null;
}

export interface SearchAlertMatchesTable {
  alertId: number;
  projectId: number;
  /** When the project became a match: its updated_at as the digest job saw it (decision 0028). */
  matchedAt: string;
  /** When the digest e-mail listing it was queued, or when the alert became active for a project it matched then (never announced); null: waiting. */
  sentAt: string | null;
}

export interface StepUpdatesTable {
  id: Generated<number>;
  userId: number;
  /** 1 to 9. */
  step: number;
  body: string;
  /** 1 when this update marks the step done. */
  marksDone: Generated<number>;
  authorId: number | null;
  authorName: string;
  createdAt: string;
}

export interface PrivateFilesTable {
  id: Generated<number>;
  /** The client the file belongs to. */
  userId: number;
  kind: "update-photo" | "update-document" | "client-document";
  updateId: number | null;
  /** The checklist item of a client document (app/domain/clients/investor-file.ts). */
  documentItem: string | null;
  mime: string;
  name: string;
  size: number;
  width: number | null;
  height: number | null;
  /** The file, or empty when it is in the bucket (issue 31) under objectKey. */
  bytes: Buffer;
  objectKey: Generated<string | null>;
  createdAt: string;
}

export interface ClientDocumentsTable {
  userId: number;
  item: string;
  state: "manquant" | "envoye" | "valide" | "a-refaire";
  comment: Generated<string>;
  updatedAt: string;
}

/** Issue 25: the lease of an account's running data export (one at a time per account). */
export interface ExportLeasesTable {
  userId: number;
  expiresAt: string;
}


/** The done and planned day ("YYYY-MM-DD") of one of a client's nine steps (migration 0050). */
export interface StepDatesTable {
  userId: number;
  step: number;
  doneOn: string | null;
  plannedOn: string | null;
}
