import { describe, expect, it } from "vitest";
import { hasControlChars, jsonHasControlChars, normalizeLineBreaks } from "./control-chars";

describe("control characters", () => {
  it("keeps tabs and line breaks, refuses NUL, other C0 controls and DEL", () => {
    expect(hasControlChars("Bonjour,\r\n\tà bientôt")).toBe(false);
    expect(hasControlChars("a\u0000b")).toBe(true);
    expect(hasControlChars("\u001b[31m")).toBe(true);
    expect(hasControlChars("x\u007f")).toBe(true);
    expect(hasControlChars("Saint-Étienne « été » ’")).toBe(false);
  });

  it("looks into nested JSON values and keys", () => {
    expect(jsonHasControlChars({ a: [1, { b: "ok" }] })).toBe(false);
    expect(jsonHasControlChars({ a: [1, { b: "k\u0000o" }] })).toBe(true);
    expect(jsonHasControlChars({ "cl\u0000é": 1 })).toBe(true);
  });
});

describe("line breaks", () => {
  it("reads a text posted by the browser (CR LF) as the same text with line feeds", () => {
    expect(normalizeLineBreaks("Bonjour,\r\nà bientôt\rsalut\n")).toBe("Bonjour,\nà bientôt\nsalut\n");
  });
});
