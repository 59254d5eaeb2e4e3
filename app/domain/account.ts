// Account forms and the signed-in user as the pages see it.
import { z } from "zod";
import { hasControlChars } from "./control-chars";

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;

const email = z
  .string({ message: "L’adresse e-mail est obligatoire." })
  .trim()
  .toLowerCase()
  .min(1, "L’adresse e-mail est obligatoire.")
  .max(254, "L’adresse e-mail est trop longue.")
  .pipe(z.email("L’adresse e-mail n’est pas valide."));

export const signupSchema = z.object({
  username: z
    .string({ message: "Le nom d’utilisateur est obligatoire." })
    .trim()
    .min(2, "Le nom d’utilisateur doit faire au moins 2 caractères.")
    .max(40, "Le nom d’utilisateur doit faire au plus 40 caractères."),
  email,
  password: z
    .string({ message: "Le mot de passe est obligatoire." })
    .min(PASSWORD_MIN, `Le mot de passe doit faire au moins ${PASSWORD_MIN} caractères.`)
    .max(PASSWORD_MAX, `Le mot de passe doit faire au plus ${PASSWORD_MAX} caractères.`),
});
export type SignupInput = z.infer<typeof signupSchema>;

export const TERMS_REQUIRED = "Acceptez les conditions d’utilisation et la politique de confidentialité pour créer votre compte.";

/** The sign-up page's form: the account, and the acceptance of the terms and of the privacy policy. */
export const signupFormSchema = signupSchema.extend({
  terms: z.boolean({ message: TERMS_REQUIRED }).refine((v) => v, TERMS_REQUIRED),
});

export const signinSchema = z.object({
  email,
  password: z.string({ message: "Le mot de passe est obligatoire." }).min(1, "Le mot de passe est obligatoire.").max(PASSWORD_MAX, "Identifiants incorrects."),
});
export type SigninInput = z.infer<typeof signinSchema>;

export type Role = "client" | "admin";

export interface SessionUser {
  id: number;
  username: string;
  email: string;
  role: Role;
  formulaireValid: boolean;
}

/** Where a user goes after signing in (spec section 4): staff to their hub, clients to the questionnaire until it is complete. */
export const homeAfterSignin = (user: Pick<SessionUser, "formulaireValid" | "role">) =>
  user.role === "admin" ? "/creer" : user.formulaireValid ? "/profile" : "/formulaire";

const newPassword = z
  .string({ message: "Le nouveau mot de passe est obligatoire." })
  .min(PASSWORD_MIN, `Le mot de passe doit faire au moins ${PASSWORD_MIN} caractères.`)
  .max(PASSWORD_MAX, `Le mot de passe doit faire au plus ${PASSWORD_MAX} caractères.`);

const currentPassword = z
  .string({ message: "Saisissez votre mot de passe actuel." })
  .min(1, "Saisissez votre mot de passe actuel.")
  .max(PASSWORD_MAX, "Mot de passe incorrect.");

/** « Mot de passe oublié ? »: the address to send the link to. */
export const forgotPasswordSchema = z.object({ email });

const linkToken = z.string({ message: "Ce lien n’est pas valable." }).min(1, "Ce lien n’est pas valable.").max(200, "Ce lien n’est pas valable.");

/** The pages a reset link or an undo link opens: the token from the link and the new password. */
export const resetPasswordSchema = z.object({ jeton: linkToken, password: newPassword });

/**
 * The page the sign-up verification link opens: the token, and the account's password when the link
 * is not opened from a session of that account (a change-of-address link needs none).
 */
export const confirmAddressSchema = z.object({
  jeton: linkToken,
  password: z.string().max(PASSWORD_MAX, "Mot de passe incorrect.").optional(),
});

export const changePasswordSchema = z.object({ intent: z.literal("mot-de-passe"), current: currentPassword, password: newPassword });

export const changeEmailSchema = z.object({ intent: z.literal("adresse"), email, current: currentPassword });

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
