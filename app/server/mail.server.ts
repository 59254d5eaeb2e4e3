// E-mail goes through the outbox table: queued in the same database as the change that caused it,
// then sent over SMTP with retries (SMTP_URL), or kept and written to the log when there is no SMTP
// server, so nothing is lost on the embedded default.
import nodemailer, { type Transporter } from "nodemailer";
import { nowIso } from "./columns.server";
import type { DB } from "./db.server";

export interface MailInput {
  to: string;
  subject: string;
  body: string;
  replyTo?: string;
}

export const MAX_ATTEMPTS = 8;

export async function queueMail(db: DB, mail: MailInput): Promise<number> {
  const now = nowIso();
  const { id } = await db
    .insertInto("outbox")
    .values({ recipient: mail.to, replyTo: mail.replyTo ?? null, subject: mail.subject, body: mail.body, status: "pending", attempts: 0, nextAttemptAt: now, createdAt: now })
    .returning("id")
    .executeTakeFirstOrThrow();
  return id;
}

/** Delay before the next try after `attempts` failures: 30 s, 1 min, 2 min … up to 1 hour. */
export const retryDelayMs = (attempts: number) => Math.min(30_000 * 2 ** (attempts - 1), 3_600_000);

/**
 * Sends what is due. Each message is claimed first (pending → sending) so that several instances
 * never send the same one twice. Returns how many were sent.
 */
export async function processOutbox(db: DB, transport: Transporter, from: string, now = Date.now()): Promise<number> {
  const due = await db
    .selectFrom("outbox")
    .selectAll()
    .where("status", "=", "pending")
    .where("nextAttemptAt", "<=", new Date(now).toISOString())
    .orderBy("id")
    .limit(20)
    .execute();
  let sent = 0;
  for (const mail of due) {
    const claimed = await db.updateTable("outbox").set({ status: "sending" }).where("id", "=", mail.id).where("status", "=", "pending").executeTakeFirst();
    if (Number(claimed.numUpdatedRows) !== 1) continue;
    try {
      await transport.sendMail({ from, to: mail.recipient, replyTo: mail.replyTo ?? undefined, subject: mail.subject, text: mail.body });
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
    console.log(`[courriel en attente #${mail.id}] À : ${mail.recipient} — ${mail.subject}\n${mail.body}\n`);
  }
}

/** Starts the background sender (or logger). Returns a function that stops it. */
export function startMailer(db: () => DB, options: { smtpUrl?: string; from: string; intervalMs?: number }): () => void {
  const transport = options.smtpUrl ? nodemailer.createTransport(options.smtpUrl) : null;
  const seen = new Set<number>();
  let running = false;
  const tick = async () => {
    if (running) return;
    running = true;
    try {
      if (transport) await processOutbox(db(), transport, options.from);
      else await logPending(db(), seen);
    } catch (error) {
      console.error("Envoi des courriels :", error);
    } finally {
      running = false;
    }
  };
  const timer = setInterval(tick, options.intervalMs ?? 5_000);
  timer.unref();
  void tick();
  return () => clearInterval(timer);
}
