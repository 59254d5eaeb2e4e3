import { createHash, randomBytes } from "node:crypto";

/** A random 256-bit token (sent to the browser or by e-mail) and its SHA-256 (stored). */
export function newToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString("base64url");
  return { token, hash: hashToken(token) };
}

export const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");
