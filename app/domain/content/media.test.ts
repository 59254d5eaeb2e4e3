import { describe, expect, it } from "vitest";
import { originalUrl, parseMediaFile, sniffType, variantUrl } from "./media";

const hash = "0123456789abcdef0123456789abcdef";

describe("sniffType", () => {
  it("recognises JPEG, PNG and PDF from their bytes", () => {
    expect(sniffType(new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0]))).toBe("image/jpeg");
    expect(sniffType(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0]))).toBe("image/png");
    expect(sniffType(new TextEncoder().encode("%PDF-1.7\n"))).toBe("application/pdf");
  });
  it("refuses anything else, including empty files and lying names", () => {
    expect(sniffType(new Uint8Array())).toBeNull();
    expect(sniffType(new TextEncoder().encode("<svg xmlns='http://www.w3.org/2000/svg'/>"))).toBeNull();
    expect(sniffType(new TextEncoder().encode("GIF89a"))).toBeNull();
  });
});

describe("media URLs", () => {
  it("round-trips variant and original URLs", () => {
    expect(parseMediaFile(variantUrl(hash, 960, "avif").slice(7))).toEqual({ kind: "variant", hash, width: 960, format: "avif" });
    expect(parseMediaFile(originalUrl(hash, "pdf").slice(7))).toEqual({ kind: "original", hash, ext: "pdf" });
  });
  it("refuses unknown widths, formats and names", () => {
    expect(parseMediaFile(`${hash}-123.avif`)).toBeNull();
    expect(parseMediaFile(`${hash}.gif`)).toBeNull();
    expect(parseMediaFile(`../etc/passwd`)).toBeNull();
  });
});
