// Contact messages: stored and e-mailed to the company through the outbox, in one transaction (the
// message and its e-mail are kept or lost together).
import { nowIso } from "./columns.server";
import type { DB } from "./db.server";
import { queueMail } from "./mail.server";

export interface ContactInput {
  nom: string;
  email: string;
  message: string;
}

export async function saveContactMessage(db: DB, input: ContactInput, companyEmail: string): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const { id } = await trx
      .insertInto("contactMessages")
      .values({ ...input, createdAt: nowIso() })
      .returning("id")
      .executeTakeFirstOrThrow();
    await queueMail(trx, {
      to: companyEmail,
      replyTo: input.email,
      subject: `Nouveau message de ${input.nom} via le site`,
      body: `${input.nom} <${input.email}> a écrit :\n\n${input.message}\n`,
    });
    return id;
  });
}

export function listContactMessages(db: DB, limit = 500) {
  return db.selectFrom("contactMessages").selectAll().orderBy("createdAt", "desc").orderBy("id", "desc").limit(limit).execute();
}
