// E-mail goes through the outbox table: queued in the same database as the change that caused it,
// then sent over SMTP with retries (SMTP_URL), or kept and written to the log when there is no SMTP
// server, so nothing is lost on the embedded default. Delivery is at least once: a row left in
// "sending" by a crash is taken again after CLAIM_TIMEOUT_MS, and every try of one row carries the same
// Message-ID, so a duplicate can be recognised.
import nodemailer, { type Transporter } from "nodemailer";
import { nowIso } from "../db/columns.server";
import type { DB } from "../db/db.server";
import { log } from "./log.server";
import { runPeriodically } from "./periodic.server";

export interface MailInput {
  to: string;
  subject: string;
  body: string;
  replyTo?: string;
  /** Extra headers, such as List-Unsubscribe (search alerts). */
  headers?: Record<string, string>;
}

export const MAX_ATTEMPTS = 8;

/** A claim older than this is a sender that died mid-send (the SMTP socket times out long before). */
export const CLAIM_TIMEOUT_MS = 5 * 60_000;

/** The Message-ID of an outbox row: the same at every try. */
export function messageIdOf(mail: { id: number; createdAt: string }, from: string): string {
  const domain = /@([^>\s]+)/.exec(from)?.[1] ?? "investir-serein.fr";
  return `<outbox-${mail.id}-${Date.parse(mail.createdAt)}@${domain}>`;
}

export async function queueMail(db: DB, mail: MailInput): Promise<number> {
  const now = nowIso();
  const { id } = await db
    .insertInto("outbox")
    .values({
      recipient: mail.to,
      replyTo: mail.replyTo ?? null,
      subject: mail.subject,
      body: mail.body,
      status: "pending",
      attempts: 0,
      nextAttemptAt: now,
      createdAt: now,
      headers: mail.headers ? JSON.stringify(mail.headers) : null,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return id;
}

/** Delay before the next try after `attempts` failures: 30 s, 1 min, 2 min … up to 1 hour. */
export const retryDelayMs = (attempts: number) => Math.min(30_000 * 2 ** (attempts - 1), 3_600_000);

/**
 * Sends what is due. Each message is claimed first (pending → sending, with the time of the claim) so
 * that several instances never send the same one twice; a claim older than CLAIM_TIMEOUT_MS is taken
 * again. `shouldStop` is asked between messages (shutdown). Returns how many were sent.
 */
export async function processOutbox(db: DB, transport: Transporter, from: string, now = Date.now(), shouldStop = () => false): Promise<number> {
  const nowText = new Date(now).toISOString();
  const staleClaim = new Date(now - CLAIM_TIMEOUT_MS).toISOString();
  const due = await db
    .selectFrom("outbox")
    .selectAll()
    .where((eb) =>
      eb.or([
        eb.and([eb("status", "=", "pending"), eb("nextAttemptAt", "<=", nowText)]),
        eb.and([eb("status", "=", "sending"), eb.or([eb("claimedAt", "is", null), eb("claimedAt", "<=", staleClaim)])]),
      ]),
    )
    .orderBy("id")
    .limit(20)
    .execute();
  let sent = 0;
  for (const mail of due) {
    if (shouldStop()) break;
    // Claimed only if nobody changed the row since we read it (same status and claim time).
    const claimed = await db
      .updateTable("outbox")
      .set({ status: "sending", claimedAt: nowIso() })
      .where("id", "=", mail.id)
      .where("status", "=", mail.status)
      .where((eb) => (mail.claimedAt === null ? eb("claimedAt", "is", null) : eb("claimedAt", "=", mail.claimedAt)))
      .executeTakeFirst();
    if (Number(claimed.numUpdatedRows) !== 1) continue;
    try {
      await transport.sendMail({
        from,
        to: mail.recipient,
        replyTo: mail.replyTo ?? undefined,
        subject: mail.subject,
        text: mail.body,
        messageId: messageIdOf(mail, from),
        headers: mail.headers ? (JSON.parse(mail.headers) as Record<string, string>) : undefined,
      });
      await db.updateTable("outbox").set({ status: "sent", sentAt: nowIso(), attempts: mail.attempts + 1, lastError: null }).where("id", "=", mail.id).execute();
      sent++;
    } catch (error) {
      const attempts = mail.attempts + 1;
      await db
        .updateTable("outbox")
        .set({
          status: attempts >= MAX_ATTEMPTS ? "failed" : "pending",
          attempts,
          lastError: String((error as Error).message ?? error).slice(0, 500),
          nextAttemptAt: new Date(now + retryDelayMs(attempts)).toISOString(),
        })
        .where("id", "=", mail.id)
        .execute();
    }
  }
  return sent;
}

/** Logs the messages waiting in the outbox once each (used when no SMTP server is configured). */
async function logPending(db: DB, seen: Set<number>): Promise<void> {
  const pending = await db.selectFrom("outbox").selectAll().where("status", "=", "pending").orderBy("id").limit(50).execute();
  for (const mail of pending) {
    if (seen.has(mail.id)) continue;
    seen.add(mail.id);
    // Subject and text hold what visitors typed, or a link with a token: only at LOG_LEVEL=debug
    // (local runs without SMTP).
    log().info({ outboxId: mail.id, to: mail.recipient }, "courriel en attente");
    log().debug({ outboxId: mail.id, subject: mail.subject, text: mail.body }, "texte du courriel en attente");
  }
}

/**
 * Starts the background sender (or logger). Returns a function that stops it: no new round starts,
 * the current one ends after the message being sent, and the promise settles then.
 */
export function startMailer(db: () => DB, options: { smtpUrl?: string; from: string; intervalMs?: number }): () => Promise<void> {
  const transport = options.smtpUrl ? nodemailer.createTransport(options.smtpUrl, { socketTimeout: 60_000 }) : null;
  const seen = new Set<number>();
  const stop = runPeriodically((stopping) => (transport ? processOutbox(db(), transport, options.from, Date.now(), stopping) : logPending(db(), seen)), {
    intervalMs: options.intervalMs ?? 5_000,
    failure: "envoi des courriels",
    now: true,
  });
  return async () => {
    await stop();
    transport?.close();
  };
}
