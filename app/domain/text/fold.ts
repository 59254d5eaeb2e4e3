// Accent folding, the one JavaScript copy: searches (the SQL function fold() calls it on SQLite and
// does the same on PostgreSQL, migration 0004), in-memory filters and URL slugs.

/** Lower case without diacritics (œ → oe, æ → ae): « Œuvre à Épernay » → "oeuvre a epernay". */
export function foldText(text: string): string {
  return text.normalize("NFD").replace(/[\u0300-\u036f]/g, "").toLowerCase().replace(/œ/g, "oe").replace(/æ/g, "ae");
}
