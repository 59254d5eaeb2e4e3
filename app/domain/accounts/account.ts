// The signed-in user as the pages see it, and what the account pages show (limits, messages, paths). The
// forms' schemas are in account-forms.ts: a page loads zod only when the visitor fills its form in (decision 0037).
import { hasControlChars } from "../text/control-chars";

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;

export const TERMS_REQUIRED = "Acceptez les conditions d’utilisation et la politique de confidentialité pour créer votre compte.";

export type Role = "client" | "admin";

export interface SessionUser {
  id: number;
  username: string;
  email: string;
  role: Role;
  formulaireValid: boolean;
}

/**
 * Where a user goes after signing in (spec section 4): staff to their hub, an owner to their let property
 * (issue 30, item 8), other clients to the questionnaire until it is complete.
 */
export const homeAfterSignin = (user: Pick<SessionUser, "formulaireValid" | "role">, owner = false) =>
  user.role === "admin" ? "/creer" : owner ? "/profile/location" : user.formulaireValid ? "/profile" : "/formulaire";

/** The query parameter of the page a new account lands on, signed in (issue 23): it says the verification e-mail is on its way. */
export const WELCOME_PARAM = "bienvenue";

/** Minutes a password-reset link stays valid. */
export const RESET_LINK_MINUTES = 30;
/** Hours a change-of-address link stays valid. */
export const EMAIL_CHANGE_LINK_HOURS = 24;
/** Days the old address can take the account back after a change of address (its undo link). */
export const EMAIL_UNDO_DAYS = 7;
/** Minutes the sign-in link asked for after many failed sign-ins stays valid. */
export const SIGNIN_LINK_MINUTES = 15;

/** The same answer whether the address has an account or not. */
export const FORGOT_PASSWORD_SENT =
  "Si un compte existe avec cette adresse, nous venons d’y envoyer un lien pour choisir un nouveau mot de passe. Il est valable 30 minutes.";

/** A path of this site to come back to after signing in (never another site: open redirects). */
export function safeReturnPath(value: string | null | undefined): string | null {
  if (!value || !value.startsWith("/") || value.startsWith("//") || value.startsWith("/\\")) return null;
  if (hasControlChars(value) || /[\t\n\r]/.test(value) || value.length > 500) return null;
  return value;
}

/** Issue 29, item 6: an account acts for its address only once the address is confirmed. */
export const UNVERIFIED_ALERT =
  "Confirmez d’abord votre adresse e-mail : une alerte ne peut être créée qu’une fois votre adresse confirmée. Ouvrez le lien que nous vous avons envoyé.";
export const UNVERIFIED_DOCUMENTS =
  "Confirmez d’abord votre adresse e-mail : vos documents ne peuvent être envoyés qu’une fois votre adresse confirmée. Ouvrez le lien que nous vous avons envoyé.";
