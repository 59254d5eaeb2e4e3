// The account forms' schemas (sign-up, sign-in, password, address, account deletion), for the pages, the API
// and the server. Apart from account.ts, which the pages show, so that a page loads zod only when the visitor
// fills its form in (decision 0037).
import { z } from "zod";
import { PASSWORD_MAX, PASSWORD_MIN, TERMS_REQUIRED } from "./account";
import { detailsShape } from "../clients/questionnaire";

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

/** The sign-up page's form: the account, and the acceptance of the terms and of the privacy policy. */
export const signupFormSchema = signupSchema.extend({
  terms: z.boolean({ message: TERMS_REQUIRED }).refine((v) => v, TERMS_REQUIRED),
});

export const signinSchema = z.object({
  email,
  password: z.string({ message: "Le mot de passe est obligatoire." }).min(1, "Le mot de passe est obligatoire.").max(PASSWORD_MAX, "Identifiants incorrects."),
});
export type SigninInput = z.infer<typeof signinSchema>;

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

/** Name, first name, age, phone and city: what the client can change on the profile page. */
export const detailsSchema = z.object(detailsShape);
export type DetailsForm = z.infer<typeof detailsSchema>;

/** « Supprimer mon compte »: the password confirms it. */
export const deleteAccountSchema = z.object({
  password: z
    .string({ message: "Saisissez votre mot de passe pour confirmer la suppression." })
    .min(1, "Saisissez votre mot de passe pour confirmer la suppression.")
    .max(PASSWORD_MAX, "Mot de passe incorrect."),
});
