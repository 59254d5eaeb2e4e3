// Reading what the e2e SMTP peer (smtp-peer.ts) received: messages decoded to their subject and text.
import fs from "node:fs";
import path from "node:path";
import { type Page, expect } from "@playwright/test";
import { MAIL_DIR } from "./env";

export interface ReceivedMail {
  to: string[];
  subject: string;
  text: string;
}

const decodeQuotedPrintable = (text: string) =>
  Buffer.from(
    text.replace(/=\r?\n/g, "").replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16))),
    "latin1",
  ).toString("utf8");

const decodeWords = (header: string) =>
  header.replace(/=\?utf-8\?([QB])\?([^?]*)\?=\s*/gi, (_, kind: string, word: string) =>
    kind.toUpperCase() === "B" ? Buffer.from(word, "base64").toString("utf8") : decodeQuotedPrintable(word.replace(/_/g, " ")),
  );

function parse(raw: string, to: string[]): ReceivedMail {
  const split = raw.indexOf("\r\n\r\n");
  const head = raw.slice(0, split).replace(/\r\n[ \t]+/g, " ");
  const body = raw.slice(split + 4);
  const header = (name: string) => head.match(new RegExp(`^${name}: (.*)$`, "im"))?.[1] ?? "";
  const encoding = header("Content-Transfer-Encoding").toLowerCase();
  const text = encoding === "quoted-printable" ? decodeQuotedPrintable(body) : encoding === "base64" ? Buffer.from(body, "base64").toString("utf8") : body;
  return { to, subject: decodeWords(header("Subject")), text: text.replace(/\r\n/g, "\n") };
}

/** Every message the peer received for this address, oldest first. */
export function mailsTo(address: string): ReceivedMail[] {
  if (!fs.existsSync(MAIL_DIR)) return [];
  return fs
    .readdirSync(MAIL_DIR)
    .filter((f) => f.endsWith(".json"))
    .sort((a, b) => Number.parseInt(a, 10) - Number.parseInt(b, 10) || a.localeCompare(b, "en", { numeric: true }))
    .map((f) => JSON.parse(fs.readFileSync(path.join(MAIL_DIR, f), "utf8")) as { rcptTo: string[]; raw: string })
    .filter((m) => m.rcptTo.includes(address))
    .map((m) => parse(m.raw, m.rcptTo));
}

/** Waits until the peer has received `count` messages for the address (the outbox sends every few seconds). */
export async function waitForMails(address: string, count = 1): Promise<ReceivedMail[]> {
  await expect.poll(() => mailsTo(address).length, { timeout: 30_000, intervals: [500] }).toBeGreaterThanOrEqual(count);
  return mailsTo(address);
}

/** Waits for the first message with this subject to the address. */
export async function waitForMail(address: string, subject: string): Promise<ReceivedMail> {
  await expect.poll(() => mailsTo(address).some((m) => m.subject === subject), { timeout: 30_000, intervals: [500] }).toBe(true);
  return mailsTo(address).find((m) => m.subject === subject)!;
}

/** The path and query of the first link to this site found in a message. */
export function linkIn(mail: ReceivedMail, pathname: string): string {
  const match = mail.text.match(new RegExp(`https?://[^/\\s]+(${pathname.replace(/[/?]/g, "\\$&")}\\?jeton=[A-Za-z0-9_-]+)`));
  expect(match, mail.text).not.toBeNull();
  return match![1];
}

/**
 * Opens the sign-up's confirmation link in the signed-in page and confirms (issue 29, item 6: alerts and
 * documents wait for a confirmed address). The page stays signed in, on /profile.
 */
export async function confirmAddress(page: Page, email: string): Promise<void> {
  await page.goto(linkIn(await waitForMail(email, "Confirmez votre adresse e-mail"), "/verifier-email"));
  await page.getByRole("button", { name: "Confirmer mon adresse" }).click();
  await page.waitForURL(/\/profile\?enregistre=verification/, { waitUntil: "domcontentloaded" });
}
