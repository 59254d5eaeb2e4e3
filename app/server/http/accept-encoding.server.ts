// Which encoding a response is sent in, from the request's Accept-Encoding (RFC 9110, section 12.5.3) and the
// encodings we have: the highest q value wins (brotli, then gzip, then none on a tie); `*` stands for every
// encoding the header does not name; `q=0` refuses one; the unencoded bytes are acceptable (last, unless named with a q value) unless refused by
// `identity;q=0` (or `*;q=0` without `identity`). When nothing is acceptable they are sent anyway, as RFC 9110
// allows (issue 29, item 9: `gzip;q=0, *` was answered gzip).

export type Encoding = "br" | "gzip" | "identity";

const PREFERENCE: Encoding[] = ["br", "gzip", "identity"];

/** The q value of each coding the header names (lower case; `x-gzip` is gzip); malformed q values count as 1. */
function qValues(header: string): Map<string, number> {
  const values = new Map<string, number>();
  for (const part of header.split(",")) {
    const [rawName, ...params] = part.split(";");
    let name = rawName!.trim().toLowerCase();
    if (name === "") continue;
    if (name === "x-gzip") name = "gzip";
    let q = 1;
    for (const param of params) {
      const match = /^\s*q\s*=\s*([0-9.]+)\s*$/i.exec(param);
      if (match) q = Math.min(1, Number(match[1]) || 0);
    }
    // A coding named twice keeps its highest value.
    values.set(name, Math.max(q, values.get(name) ?? 0));
  }
  return values;
}

/** The encoding to send among `available` (the unencoded bytes are always available). */
export function chooseEncoding(acceptEncoding: string | undefined, available: readonly Encoding[] = PREFERENCE): Encoding {
  // No header: any encoding is acceptable, but the unencoded bytes are what a client without it reads for sure.
  if (acceptEncoding === undefined) return "identity";
  const values = qValues(acceptEncoding);
  const star = values.get("*");
  const qOf = (encoding: Encoding) => {
    const named = values.get(encoding);
    if (named !== undefined) return named;
    if (star !== undefined) return star;
    // Unnamed, the unencoded bytes are acceptable but come after any encoding the client asks for.
    return encoding === "identity" ? 0.0001 : 0;
  };
  let best: Encoding = "identity";
  let bestQ = 0;
  for (const encoding of PREFERENCE) {
    if (encoding !== "identity" && !available.includes(encoding)) continue;
    const q = qOf(encoding);
    if (q > bestQ) {
      best = encoding;
      bestQ = q;
    }
  }
  return best;
}
