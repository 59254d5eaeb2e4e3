// The upload calls: files of one multipart field checked, re-encoded and stored by the shared upload
// code (uploads.server, media.server); nothing is stored unless every file is accepted.
import { MAX_IMAGES, originalUrl } from "~/domain/content/media";
import type { DB } from "../db/db.server";
import { MAX_UPLOAD_BYTES } from "../files/media.server";
import { IMAGE_OR_PDF, prepareUploads, saveUploads } from "../files/uploads.server";
import { ApiError, invalidError } from "./http.server";

/** Stores the files of `field`; returns their URLs (/media/<hash>.<ext>) in the order sent. */
export async function storeField(db: DB, formData: FormData, field: string, { multiple }: { multiple: boolean }): Promise<string[]> {
  const files = formData.getAll(field).filter((entry): entry is File => typeof entry !== "string" && !(entry.name === "" && entry.size === 0));
  if (files.length === 0) throw invalidError({ [field]: [`Aucun fichier reçu dans le champ ${field}.`] });
  if (!multiple && files.length > 1) throw invalidError({ [field]: ["Un seul fichier est attendu."] });
  if (files.length > MAX_IMAGES) throw invalidError({ [field]: [`${MAX_IMAGES} fichiers au plus par envoi.`] });
  const tooLarge = files.find((f) => f.size > MAX_UPLOAD_BYTES);
  if (tooLarge)
    throw new ApiError(413, `${tooLarge.name || "Fichier"} : le fichier dépasse la taille maximale de ${MAX_UPLOAD_BYTES / 1024 / 1024} Mo.`);

  const prepared = await prepareUploads(formData, { [field]: IMAGE_OR_PDF });
  if (prepared.errors[field]) throw invalidError({ [field]: prepared.errors[field] });
  await saveUploads(db, prepared);
  return prepared.files[field].map((file) => originalUrl(file.hash, file.ext));
}
