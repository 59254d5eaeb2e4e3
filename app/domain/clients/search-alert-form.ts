// The search alert form's schema: apart from the rest of the alerts' rules (search-alerts.ts), which the
// page shows, so that the page loads zod only when the visitor fills the form in (decision 0037).
import { z } from "zod";

export const alertEmailSchema = z.object({
  email: z
    .string({ message: "Votre adresse e-mail est obligatoire." })
    .trim()
    .toLowerCase()
    .min(1, "Votre adresse e-mail est obligatoire.")
    .max(254, "L’adresse e-mail est trop longue.")
    .pipe(z.email("L’adresse e-mail n’est pas valide (exemple : prenom.nom@exemple.fr).")),
});
