// A cached page's Content-Security-Policy (decision 0011): the same bytes go to every visitor, so the policy allows
// the page's own inline scripts and styles by their hashes instead of a per-response nonce.
import { createHash } from "node:crypto";

const INLINE_SCRIPT = /<script\b(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/gi;
const INLINE_STYLE = /<style\b[^>]*>([\s\S]*?)<\/style>/gi;
const sha256 = (text: string) => `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;

/**
 * The policy of a rendered page with its nonce replaced by the hashes of the page's inline scripts
 * (and styles): only those exact scripts run, whoever sees the page.
 */
export function hashedPolicy(policy: string, html: string): string | null {
  const nonce = /'nonce-([^']+)'/.exec(policy)?.[1];
  if (!nonce) return null;
  const scripts = [...new Set([...html.matchAll(INLINE_SCRIPT)].map((m) => sha256(m[1] ?? "")))];
  const styles = [...new Set([...html.matchAll(INLINE_STYLE)].map((m) => sha256(m[1] ?? "")))];
  return policy
    .split("; ")
    .map((directive) => {
      if (!directive.includes(`'nonce-${nonce}'`)) return directive;
      const hashes = directive.startsWith("script-src") ? scripts : directive.startsWith("style-src") ? styles : [];
      return directive.replace(` 'nonce-${nonce}'`, hashes.map((h) => ` ${h}`).join(""));
    })
    .join("; ");
}
