// The conversation on a client's file (issue 11, item 4): the client and the staff write plain text;
// each message queues an e-mail to the other side in the same transaction (the staff's go to the
// company address, like contact and call-back requests), and is unread until the other side opens
// the conversation.
import type { SessionUser } from "~/domain/accounts/account";
import { greeting } from "~/domain/text/french";
import { nowIso } from "../db/columns.server";
import type { DB } from "../db/db.server";
import { queueMail } from "../platform/mail.server";

export type MessageSide = "client" | "staff";

export interface ClientMessage {
  id: number;
  fromStaff: boolean;
  /** The writer's first name or user name; null once that account is deleted. */
  authorName: string | null;
  body: string;
  createdAt: string;
  /** When the other side first saw it. */
  readAt: string | null;
}

export interface MessageSite {
  publicUrl: string;
  companyEmail: string;
  companyName: string;
}

const nameOf = (u: { prenom: string; nom: string; username: string }) => `${u.prenom} ${u.nom}`.trim() || u.username;

/** The whole conversation of a client, oldest first. */
export async function listConversation(db: DB, clientId: number): Promise<ClientMessage[]> {
  const rows = await db
    .selectFrom("clientMessages")
    .leftJoin("users", "users.id", "clientMessages.authorId")
    .select([
      "clientMessages.id",
      "clientMessages.fromStaff",
      "clientMessages.body",
      "clientMessages.createdAt",
      "clientMessages.readAt",
      "users.prenom",
      "users.username",
    ])
    .where("clientMessages.clientId", "=", clientId)
    .orderBy("clientMessages.createdAt")
    .orderBy("clientMessages.id")
    .execute();
  return rows.map((r) => ({
    id: r.id,
    fromStaff: r.fromStaff === 1,
    authorName: r.username === null ? null : r.prenom || r.username,
    body: r.body,
    createdAt: r.createdAt,
    readAt: r.readAt,
  }));
}

/** Marks as read what the other side wrote to `reader` in this conversation; returns how many. */
export async function markConversationRead(db: DB, clientId: number, reader: MessageSide): Promise<number> {
  const result = await db
    .updateTable("clientMessages")
    .set({ readAt: nowIso() })
    .where("clientId", "=", clientId)
    .where("fromStaff", "=", reader === "client" ? 1 : 0)
    .where("readAt", "is", null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/**
 * Adds a message to a client's conversation and queues the e-mail telling the other side. The client
 * writes as `fromStaff: false` (author: the client), a staff member as `fromStaff: true`. Writing
 * also marks as read what the other side wrote before. `null`: no such client.
 */
export async function postClientMessage(
  db: DB,
  options: { clientId: number; author: SessionUser; fromStaff: boolean; body: string; site: MessageSite },
): Promise<{ id: number } | null> {
  const { clientId, author, fromStaff, body, site } = options;
  return db.transaction().execute(async (trx) => {
    const client = await trx.selectFrom("users").select(["id", "email", "prenom", "nom", "username"]).where("id", "=", clientId).executeTakeFirst();
    if (!client) return null;
    const now = nowIso();
    await trx
      .updateTable("clientMessages")
      .set({ readAt: now })
      .where("clientId", "=", clientId)
      .where("fromStaff", "=", fromStaff ? 0 : 1)
      .where("readAt", "is", null)
      .execute();
    const { id } = await trx
      .insertInto("clientMessages")
      .values({ clientId, authorId: author.id, fromStaff: fromStaff ? 1 : 0, body, createdAt: now })
      .returning("id")
      .executeTakeFirstOrThrow();
    if (fromStaff)
      await queueMail(trx, {
        to: client.email,
        subject: `Nouveau message de l’équipe ${site.companyName}`,
        body: `${greeting(client.prenom)},

L’équipe ${site.companyName} vous a écrit sur votre espace investisseur. Pour lire ce message et y répondre :
${site.publicUrl}/profile/messages

L’équipe ${site.companyName}`,
      });
    else
      await queueMail(trx, {
        to: site.companyEmail,
        replyTo: client.email,
        subject: `Nouveau message de ${nameOf(client)} sur son dossier`,
        body: `${nameOf(client)} <${client.email}> a écrit :

${body}

Pour répondre depuis son dossier : ${site.publicUrl}/creer/clients/${client.id}
`,
      });
    return { id };
  });
}

/** Messages from the staff the client has not seen yet. */
export async function unreadForClient(db: DB, clientId: number): Promise<number> {
  const row = await db
    .selectFrom("clientMessages")
    .select(({ fn }) => fn.countAll<number>().as("n"))
    .where("clientId", "=", clientId)
    .where("fromStaff", "=", 1)
    .where("readAt", "is", null)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Messages from clients no staff member has seen yet, all clients together. */
export async function unreadForStaff(db: DB): Promise<number> {
  const row = await db
    .selectFrom("clientMessages")
    .select(({ fn }) => fn.countAll<number>().as("n"))
    .where("fromStaff", "=", 0)
    .where("readAt", "is", null)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Unread messages from clients, by client id (for the staff's client list; one query). */
export async function unreadByClient(db: DB): Promise<Map<number, number>> {
  const rows = await db
    .selectFrom("clientMessages")
    .select(["clientId", ({ fn }) => fn.countAll<number>().as("n")])
    .where("fromStaff", "=", 0)
    .where("readAt", "is", null)
    .groupBy("clientId")
    .execute();
  return new Map(rows.map((r) => [r.clientId, Number(r.n)]));
}
