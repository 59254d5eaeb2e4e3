// The conversation on a client's file (issue 11, item 4): one schema for the client's page and the
// staff's, plain text only.
import { z } from "zod";
import { MESSAGE_MAX } from "./client-messages";
import { hasControlChars, normalizeLineBreaks } from "../text/control-chars";

export const clientMessageSchema = z.object({
  message: z
    .string({ message: "Votre message est vide." })
    .trim()
    .overwrite(normalizeLineBreaks)
    .min(1, "Votre message est vide.")
    .max(MESSAGE_MAX, "Votre message est trop long : 5 000 caractères au plus.")
    .refine((text) => !hasControlChars(text), "Votre message contient des caractères de contrôle non autorisés."),
});
