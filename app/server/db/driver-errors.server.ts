// A database driver's error (or the system's under it) as a French phrase an operator can act on (issue 29,
// item 9): PostgreSQL's SQLSTATE codes, SQLite's result codes, Node's system codes. Null for anything else (a
// fault of ours, reported as such by the caller, with the error logged).

const POSTGRES: Array<[RegExp, string]> = [
  [/^22001$/, "une valeur est plus longue que ce que la base de données accepte"],
  [/^22003$/, "un nombre dépasse ce que la base de données peut enregistrer"],
  [/^22(007|008)$/, "une date n’est pas valide pour la base de données"],
  [/^22(021|P05)$/, "un caractère n’est pas valide en UTF-8"],
  [/^22P02$/, "une valeur n’a pas le type attendu (nombre, date) par la base de données"],
  [/^22/, "une valeur est refusée par la base de données"],
  [/^23/, "une valeur enfreint une règle de la base de données (unicité, valeur obligatoire ou bornes)"],
  [/^40(001|P01)$/, "une autre écriture est entrée en conflit avec l’import"],
  [/^53100$/, "le disque de la base de données est plein"],
  [/^53200$/, "la base de données manque de mémoire"],
  [/^53300$/, "la base de données refuse de nouvelles connexions (trop de connexions ouvertes)"],
  [/^57014$/, "la base de données a interrompu une requête trop longue"],
  [/^(57P0[1-3]|08)/, "la connexion à la base de données a été perdue (serveur arrêté ou redémarré)"],
];

const SQLITE: Array<[RegExp, string]> = [
  [/^SQLITE_FULL/, "le disque de la base de données est plein"],
  [/^SQLITE_(BUSY|LOCKED)/, "la base de données est occupée par une autre écriture"],
  [/^SQLITE_IOERR/, "une lecture ou une écriture sur le disque de la base de données a échoué"],
  [/^SQLITE_(CORRUPT|NOTADB)/, "le fichier de la base de données est endommagé"],
  [/^SQLITE_TOOBIG/, "une valeur est trop grande pour la base de données"],
  [/^SQLITE_CONSTRAINT/, "une valeur enfreint une règle de la base de données (unicité, valeur obligatoire ou bornes)"],
  [/^SQLITE_READONLY/, "la base de données est en lecture seule"],
  [/^SQLITE_CANTOPEN/, "le fichier de la base de données ne peut pas être ouvert"],
  [/^SQLITE_NOMEM/, "la base de données manque de mémoire"],
];

const SYSTEM: Record<string, string> = {
  ENOSPC: "le disque est plein",
  EIO: "une lecture ou une écriture sur le disque a échoué",
  EACCES: "un fichier n’est pas accessible (droits insuffisants)",
  ECONNREFUSED: "la base de données ne répond pas (connexion refusée)",
  ECONNRESET: "la connexion à la base de données a été perdue (serveur arrêté ou redémarré)",
  ETIMEDOUT: "la base de données ne répond pas (délai dépassé)",
};

/** The error's code as the drivers give it: `code` on pg's and better-sqlite3's errors and on Node's. */
const codeOf = (error: unknown) => (typeof error === "object" && error !== null && typeof (error as { code?: unknown }).code === "string" ? (error as { code: string }).code : null);

/** What went wrong, in French and without a final period; null when the error is not a driver's or the system's. */
export function databaseErrorInFrench(error: unknown): string | null {
  const code = codeOf(error);
  if (code === null) return null;
  if (code in SYSTEM) return SYSTEM[code]!;
  const table = code.startsWith("SQLITE_") ? SQLITE : /^[0-9A-Z]{5}$/.test(code) ? POSTGRES : [];
  return table.find(([pattern]) => pattern.test(code))?.[1] ?? null;
}
