// One line of a published CSV file split into its fields: a separator between fields, a field in double
// quotes may hold the separator, a doubled quote is one quote. Neither of our sources (DVF, Carte des
// loyers) writes a line break inside a field, so a file is read line by line. Pure.

/** The fields of `line`, or null when a quoted field is not closed on the line. */
export function splitCsvLine(line: string, separator: "," | ";"): string[] | null {
  // Fast path: no quote at all (every DVF line).
  if (!line.includes('"')) return line.split(separator);
  const fields: string[] = [];
  let i = 0;
  for (;;) {
    if (line[i] === '"') {
      let value = "";
      let j = i + 1;
      for (;;) {
        const quote = line.indexOf('"', j);
        if (quote === -1) return null;
        value += line.slice(j, quote);
        if (line[quote + 1] === '"') {
          value += '"';
          j = quote + 2;
          continue;
        }
        j = quote + 1;
        break;
      }
      // Text after the closing quote and before the separator is kept as written (lenient, as spreadsheets are).
      const end = line.indexOf(separator, j);
      fields.push(end === -1 ? value + line.slice(j) : value + line.slice(j, end));
      if (end === -1) return fields;
      i = end + 1;
    } else {
      const end = line.indexOf(separator, i);
      fields.push(end === -1 ? line.slice(i) : line.slice(i, end));
      if (end === -1) return fields;
      i = end + 1;
    }
  }
}
