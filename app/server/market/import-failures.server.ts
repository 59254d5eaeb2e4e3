// Why an import stopped, in French (issue 29, item 9): a refusal says it itself; a database's or the system's
// error is said in French (driver-errors.server.ts), with the file and the lines it was writing when it came from
// a batch of rows; anything else is a fault of ours, said as such (its detail goes to the log, not the staff).
import { formatInteger } from "~/domain/text/format";
import { databaseErrorInFrench } from "../db/driver-errors.server";
import { ImportRefusedError } from "../platform/errors.server";

export const UNEXPECTED_FAILURE = "Import interrompu par une erreur inattendue, consignée dans le journal du serveur. Rien n’a changé sur le site.";

/** The error as the import's French answer; its `cause` is the original when it was not a refusal. */
export function importFailure(error: unknown): ImportRefusedError {
  if (error instanceof ImportRefusedError) return error;
  const french = databaseErrorInFrench(error);
  return new ImportRefusedError(french ? `Import interrompu : ${french}. Rien n’a changé sur le site.` : UNEXPECTED_FAILURE, { cause: error });
}

/** Writes a batch of a file's rows; a database's refusal is said with the file and the lines of the batch. */
export async function writeLines(file: string, lines: { from: number; to: number }, write: () => Promise<unknown>): Promise<void> {
  try {
    await write();
  } catch (error) {
    const french = databaseErrorInFrench(error);
    if (french === null) throw error;
    const what =
      lines.from === lines.to
        ? `la ligne ${formatInteger(lines.from)} n’a pas pu être enregistrée`
        : `les lignes ${formatInteger(lines.from)} à ${formatInteger(lines.to)} n’ont pas pu être enregistrées`;
    throw new ImportRefusedError(`${file} — ${what} : ${french}.`, { cause: error });
  }
}
