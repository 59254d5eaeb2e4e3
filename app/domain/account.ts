// Account forms and the signed-in user as the pages see it.
import { z } from "zod";

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;

const email = z
  .string({ message: "L'adresse e-mail est obligatoire." })
  .trim()
  .toLowerCase()
  .min(1, "L'adresse e-mail est obligatoire.")
  .max(254, "L'adresse e-mail est trop longue.")
  .pipe(z.email("L'adresse e-mail n'est pas valide."));

export const signupSchema = z.object({
  username: z
    .string({ message: "Le nom d'utilisateur est obligatoire." })
    .trim()
    .min(2, "Le nom d'utilisateur doit faire au moins 2 caractères.")
    .max(40, "Le nom d'utilisateur doit faire au plus 40 caractères."),
  email,
  password: z
    .string({ message: "Le mot de passe est obligatoire." })
    .min(PASSWORD_MIN, `Le mot de passe doit faire au moins ${PASSWORD_MIN} caractères.`)
    .max(PASSWORD_MAX, `Le mot de passe doit faire au plus ${PASSWORD_MAX} caractères.`),
});
export type SignupInput = z.infer<typeof signupSchema>;

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

/** Where a user goes after signing in (spec section 4). */
export const homeAfterSignin = (user: Pick<SessionUser, "formulaireValid">) => (user.formulaireValid ? "/profile" : "/formulaire");
