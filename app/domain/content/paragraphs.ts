// Paragraph fields: typed as one text where paragraphs are separated by a blank line,
// stored and displayed as a list of paragraphs.

/** Splits a text on blank lines; trims each paragraph, drops empty ones, keeps single line breaks. */
export function splitParagraphs(text: string): string[] {
  return text
    .replace(/\r\n?/g, "\n")
    .split(/\n[ \t]*\n/)
    .map((p) => p.trim())
    .filter((p) => p.length > 0);
}

/** The inverse of splitParagraphs for lists it produced. */
export function joinParagraphs(paragraphs: readonly string[]): string {
  return paragraphs.join("\n\n");
}
