// Pieces shared by the admin form actions (cities, districts…).
import { data, redirect } from "react-router";
import type { AdminConfirmation } from "~/domain/content/admin-messages";
import { InUseError } from "../platform/errors.server";
import { type PreparedUploads, hasUploadErrors } from "../files/uploads.server";

/**
 * Runs a deletion: back to /creer with its confirmation, 404 when there was nothing to delete, or
 * 409 with the French reason when the item is still used.
 */
export async function deleteAndReturn<T extends { deleteError?: string }>(remove: () => Promise<boolean>, confirmation: AdminConfirmation) {
  try {
    if (!(await remove())) throw data(null, { status: 404 });
  } catch (error) {
    if (error instanceof InUseError) return data<T>({ deleteError: error.message } as T, { status: 409 });
    throw error;
  }
  throw redirect(`/creer?ok=${confirmation}`);
}

/** The summary under a form that could not be saved (`failed`: « La ville n’a pas pu être ajoutée »). */
export function saveFailureMessage(failed: string, fieldsInvalid: boolean, uploads: PreparedUploads): string {
  const reason = fieldsInvalid ? "vérifiez les champs signalés." : "un fichier a été refusé.";
  const filesChosen = Object.values(uploads.files).some((f) => f.length > 0) || hasUploadErrors(uploads);
  return `${failed} : ${reason}${filesChosen ? " Aucune image n’a été enregistrée : choisissez de nouveau vos fichiers." : ""}`;
}
