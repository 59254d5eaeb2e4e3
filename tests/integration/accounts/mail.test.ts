// The outbox against a real SMTP peer (smtp-server): delivery, retries with back-off, giving up after
// MAX_ATTEMPTS, and no double sending when two senders run at once.
import net, { type AddressInfo } from "node:net";
import nodemailer, { type Transporter } from "nodemailer";
import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { DB } from "~/server/db/db.server";
import { sql } from "kysely";
import { saveContactMessage } from "~/server/clients/contact.server";
import { CLAIM_TIMEOUT_MS, MAX_ATTEMPTS, messageIdOf, processOutbox, queueMail, retryDelayMs } from "~/server/platform/mail.server";
import { engines } from "../engines";

const MAIL_TO = { companyEmail: "contact@investir-serein.fr", publicUrl: "http://localhost:3000" };

const FROM = "Investir Serein <ne-pas-repondre@investir-serein.fr>";

interface Received {
  mailFrom: string;
  rcptTo: string[];
  raw: string;
}

interface Peer {
  port: number;
  received: Received[];
  close(): Promise<void>;
}

/** An SMTP server on a free port; with `reject`, it refuses every message after reading it. */
async function startPeer(reject?: string): Promise<Peer> {
  const received: Received[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        if (reject) return callback(Object.assign(new Error(reject), { responseCode: 550 }));
        received.push({
          mailFrom: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
          rcptTo: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString("utf8"),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.server.once("error", reject);
    server.listen(0, "127.0.0.1", () => resolve());
  });
  const { port } = server.server.address() as AddressInfo;
  return { port, received, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

/** A port nothing listens on. */
async function closedPort(): Promise<number> {
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, "127.0.0.1", () => resolve()));
  const { port } = probe.address() as AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

const transportTo = (port: number): Transporter =>
  nodemailer.createTransport({ host: "127.0.0.1", port, secure: false, ignoreTLS: true, connectionTimeout: 5_000 });

// Just enough MIME decoding to read what arrived: encoded-word headers and the text body.
function decodeWords(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, "?==?")
    .replace(/=\?utf-8\?([bq])\?([^?]*)\?=/gi, (_, enc: string, text: string) =>
      enc.toLowerCase() === "b"
        ? Buffer.from(text, "base64").toString("utf8")
        : Buffer.from(text.replace(/_/g, " ").replace(/=([0-9a-f]{2})/gi, (_m, h: string) => String.fromCharCode(Number.parseInt(h, 16))), "latin1").toString("utf8"),
    );
}

function parseMessage(raw: string) {
  const [head, ...rest] = raw.split("\r\n\r\n");
  const headers = new Map<string, string>();
  for (const line of head.replace(/\r\n[ \t]+/g, " ").split("\r\n")) {
    const i = line.indexOf(":");
    headers.set(line.slice(0, i).toLowerCase(), line.slice(i + 1).trim());
  }
  let body = rest.join("\r\n\r\n");
  const encoding = headers.get("content-transfer-encoding")?.toLowerCase();
  if (encoding === "quoted-printable")
    body = Buffer.from(
      body.replace(/=\r\n/g, "").replace(/=([0-9A-F]{2})/g, (_m, h: string) => String.fromCharCode(Number.parseInt(h, 16))),
      "latin1",
    ).toString("utf8");
  else if (encoding === "base64") body = Buffer.from(body, "base64").toString("utf8");
  return { subject: decodeWords(headers.get("subject") ?? ""), replyTo: headers.get("reply-to") ?? "", to: headers.get("to") ?? "", body: body.replace(/\r\n/g, "\n") };
}

describe.each(engines())("outbox e-mail on $name", (engine) => {
  let db: DB;
  let peer: Peer;
  let transport: Transporter;
  const outboxRow = (id: number) => db.selectFrom("outbox").selectAll().where("id", "=", id).executeTakeFirstOrThrow();

  beforeAll(async () => {
    db = await engine.open();
    peer = await startPeer();
    transport = transportTo(peer.port);
  });
  afterAll(async () => {
    transport.close();
    await peer.close();
    await engine.close();
  });
  beforeEach(async () => {
    await db.deleteFrom("outbox").execute();
    peer.received.length = 0;
  });

  it("delivers a queued message to the SMTP peer and marks it sent", async () => {
    const id = await queueMail(db, {
      to: "contact@investir-serein.fr",
      replyTo: "elodie.mercier@exemple.fr",
      subject: "Nouveau message d’Élodie Mercier via le site",
      body: "Bonjour,\n\nJe souhaite investir à Saint-Étienne avec un budget de 150 000 €.\n\nÉlodie",
    });
    expect((await outboxRow(id)).status).toBe("pending");

    expect(await processOutbox(db, transport, FROM)).toBe(1);

    expect(peer.received).toHaveLength(1);
    const [mail] = peer.received;
    expect(mail.rcptTo).toEqual(["contact@investir-serein.fr"]);
    expect(mail.mailFrom).toBe("ne-pas-repondre@investir-serein.fr");
    const message = parseMessage(mail.raw);
    expect(message.subject).toBe("Nouveau message d’Élodie Mercier via le site");
    expect(message.replyTo).toContain("elodie.mercier@exemple.fr");
    expect(message.body).toContain("Je souhaite investir à Saint-Étienne avec un budget de 150 000 €.");

    const row = await outboxRow(id);
    expect(row.status).toBe("sent");
    expect(row.attempts).toBe(1);
    expect(row.sentAt).not.toBeNull();
    expect(row.lastError).toBeNull();

    // Sent once: a second run finds nothing to do.
    expect(await processOutbox(db, transport, FROM)).toBe(0);
    expect(peer.received).toHaveLength(1);
  });

  it("keeps a message the peer refuses, retries it later, and gives up after MAX_ATTEMPTS", async () => {
    const refusing = await startPeer("Boîte pleine");
    const refusingTransport = transportTo(refusing.port);
    try {
      const id = await queueMail(db, { to: "client@exemple.fr", subject: "Confirmez votre adresse e-mail", body: "Ouvrez ce lien." });
      let now = Date.now();
      expect(await processOutbox(db, refusingTransport, FROM, now)).toBe(0);

      let row = await outboxRow(id);
      expect(row.status).toBe("pending");
      expect(row.attempts).toBe(1);
      expect(row.lastError).toMatch(/550|Boîte pleine/);
      expect(row.nextAttemptAt).toBe(new Date(now + retryDelayMs(1)).toISOString());
      expect(Date.parse(row.nextAttemptAt)).toBeGreaterThan(now);
      expect(refusing.received).toHaveLength(0);

      // Not due yet: left alone.
      await processOutbox(db, refusingTransport, FROM, now + retryDelayMs(1) - 1_000);
      expect((await outboxRow(id)).attempts).toBe(1);

      // The following tries hit a port where nothing listens, each once due, with a growing delay.
      const down = transportTo(await closedPort());
      for (let attempt = 2; attempt <= MAX_ATTEMPTS; attempt++) {
        now = Date.parse(row.nextAttemptAt);
        expect(await processOutbox(db, down, FROM, now)).toBe(0);
        row = await outboxRow(id);
        expect(row.attempts).toBe(attempt);
        expect(row.lastError).toMatch(/ECONNREFUSED|connect/i);
        if (attempt < MAX_ATTEMPTS) {
          expect(row.status).toBe("pending");
          expect(row.nextAttemptAt).toBe(new Date(now + retryDelayMs(attempt)).toISOString());
        }
      }
      expect(row.status).toBe("failed");
      down.close();

      // A failed message is never tried again, even with the peer back.
      expect(await processOutbox(db, transport, FROM, Date.now() + 10 * 86_400_000)).toBe(0);
      expect((await outboxRow(id)).attempts).toBe(MAX_ATTEMPTS);
      expect(peer.received).toHaveLength(0);
    } finally {
      refusingTransport.close();
      await refusing.close();
    }
  });

  it("never sends a message twice when two senders run at the same time", async () => {
    const ids: number[] = [];
    for (let i = 1; i <= 12; i++) ids.push(await queueMail(db, { to: `client${i}@exemple.fr`, subject: `Message ${i}`, body: `Corps ${i}` }));

    const other = transportTo(peer.port);
    try {
      const [a, b] = await Promise.all([processOutbox(db, transport, FROM), processOutbox(db, other, FROM)]);
      expect(a + b).toBe(12);
    } finally {
      other.close();
    }

    const subjects = peer.received.map((m) => parseMessage(m.raw).subject).sort();
    expect(subjects).toEqual(ids.map((_, i) => `Message ${i + 1}`).sort());
    expect(peer.received.map((m) => m.rcptTo[0]).sort()).toEqual(ids.map((_, i) => `client${i + 1}@exemple.fr`).sort());
    const rows = await db.selectFrom("outbox").select(["status", "attempts"]).where("id", "in", ids).execute();
    expect(rows.every((r) => r.status === "sent" && r.attempts === 1)).toBe(true);
  });

  it("delivers, after a restart, a message whose sender died while it was in 'sending', with the same Message-ID", async () => {
    const id = await queueMail(db, { to: "staff@investir-serein.fr", subject: "Message interrompu", body: "Envoi coupé par un arrêt brutal." });
    const now = Date.now();
    // A sender claimed it, then the process was killed before the SMTP answer (kill -9).
    await db.updateTable("outbox").set({ status: "sending", claimedAt: new Date(now - CLAIM_TIMEOUT_MS - 1_000).toISOString() }).where("id", "=", id).execute();
    // A message claimed a moment ago belongs to a live sender: left alone.
    const live = await queueMail(db, { to: "staff@investir-serein.fr", subject: "En cours d’envoi", body: "Un autre expéditeur s’en charge." });
    await db.updateTable("outbox").set({ status: "sending", claimedAt: new Date(now - 1_000).toISOString() }).where("id", "=", live).execute();

    expect(await processOutbox(db, transport, FROM, now)).toBe(1);

    expect(peer.received.map((m) => parseMessage(m.raw).subject)).toEqual(["Message interrompu"]);
    const row = await outboxRow(id);
    expect(row.status).toBe("sent");
    expect(peer.received[0].raw).toContain(`Message-ID: ${messageIdOf(row, FROM)}`);
    expect((await outboxRow(live)).status).toBe("sending");

    // The same row sent again (a crash after the SMTP answer) carries the same Message-ID.
    await db.updateTable("outbox").set({ status: "sending", claimedAt: null }).where("id", "=", id).execute();
    expect(await processOutbox(db, transport, FROM, now)).toBe(1);
    const ids = peer.received.map((m) => /^Message-ID: (.*)$/im.exec(m.raw)?.[1]?.trim());
    expect(ids).toEqual([messageIdOf(row, FROM), messageIdOf(row, FROM)]);
  });

  it("stores a contact message and its e-mail together, or neither", async () => {
    const before = await db.selectFrom("contactMessages").select((eb) => eb.fn.countAll<number>().as("n")).executeTakeFirstOrThrow();
    const input = { nom: "Hugo Lefèvre", email: "hugo.lefevre@exemple.fr", message: "Je voudrais investir à Lyon." };
    await saveContactMessage(db, input, MAIL_TO);
    const stored = await db.selectFrom("outbox").selectAll().execute();
    expect(stored.map((m) => m.subject)).toEqual(["Nouveau message de Hugo Lefèvre via le site"]);

    // The outbox insert fails (table gone): the message must not stay without its e-mail.
    await sql`alter table outbox rename to outbox_away`.execute(db);
    try {
      await expect(saveContactMessage(db, { ...input, message: "Ce message ne doit pas rester sans son courriel." }, MAIL_TO)).rejects.toThrow();
    } finally {
      await sql`alter table outbox_away rename to outbox`.execute(db);
    }
    const after = await db.selectFrom("contactMessages").select((eb) => eb.fn.countAll<number>().as("n")).executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n) + 1);
    expect(await db.selectFrom("contactMessages").select("id").where("message", "like", "Ce message ne doit pas%").execute()).toEqual([]);
  });
});
