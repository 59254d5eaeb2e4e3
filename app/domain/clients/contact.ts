// The contact form: one schema for the page and the server.
import { z } from "zod";
import { CONTACT_LIMITS } from "./contact-limits";
import { normalizeLineBreaks } from "../text/control-chars";

/** Collapses line breaks, tabs and other control characters: the name goes into the e-mail subject. */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const singleLine = (value: string) => value.replace(/[\s\u0000-\u001f\u007f]+/g, " ");

export const contactSchema = z.object({
  nom: z
    .string({ message: "Votre nom est obligatoire." })
    .trim()
    .min(1, "Votre nom est obligatoire.")
    .max(CONTACT_LIMITS.nom, `Votre nom : ${CONTACT_LIMITS.nom} caractères au plus.`)
    .transform(singleLine),
  email: z
    .string({ message: "Votre adresse e-mail est obligatoire." })
    .trim()
    .toLowerCase()
    .min(1, "Votre adresse e-mail est obligatoire.")
    .max(CONTACT_LIMITS.email, "L’adresse e-mail est trop longue.")
    .pipe(z.email("L’adresse e-mail n’est pas valide (exemple : prenom.nom@exemple.fr).")),
  message: z
    .string({ message: "Votre message est obligatoire." })
    .trim()
    .overwrite(normalizeLineBreaks)
    .min(CONTACT_LIMITS.messageMin, `Votre message est trop court : ${CONTACT_LIMITS.messageMin} caractères au moins.`)
    .max(CONTACT_LIMITS.messageMax, "Votre message est trop long : 5 000 caractères au plus."),
});

export type ContactForm = z.infer<typeof contactSchema>;

export const CONTACT_TOO_MANY =
  "Vous avez envoyé beaucoup de messages en peu de temps. Réessayez dans une heure, ou écrivez-nous directement par e-mail.";
