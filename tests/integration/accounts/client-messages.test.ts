// The conversation on a client's file on every engine: both sides write, each message queues one
// e-mail to the other side in the same transaction, unread counts and read marks per side.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { SessionUser } from "~/domain/accounts/account";
import {
  listConversation,
  markConversationRead,
  postClientMessage,
  unreadByClient,
  unreadForClient,
  unreadForStaff,
} from "~/server/clients/client-messages.server";
import type { DB } from "~/server/db/db.server";
import { type UserProfile, createUser } from "~/server/accounts/users.server";
import { engines } from "../engines";

const SITE = { publicUrl: "https://exemple.test", companyEmail: "equipe@exemple.fr", companyName: "Investir Serein" };
const session = (u: UserProfile): SessionUser => ({ id: u.id, username: u.username, email: u.email, role: u.role, formulaireValid: u.formulaireValid });

describe.each(engines())("client messages on $name", (engine) => {
  let db: DB;
  let client: UserProfile;
  let other: UserProfile;
  let staff: UserProfile;

  beforeAll(async () => {
    db = await engine.open();
    client = await createUser(db, { username: "lea", email: "lea@exemple.fr", password: "une phrase de passe" });
    other = await createUser(db, { username: "marc", email: "marc@exemple.fr", password: "une phrase de passe" });
    staff = await createUser(db, { username: "camille", email: "camille@exemple.fr", password: "une phrase de passe", role: "admin" });
  });
  afterAll(() => engine.close());

  it("a client's message is unread by the staff and e-mailed to the company address", async () => {
    const posted = await postClientMessage(db, { clientId: client.id, author: session(client), fromStaff: false, body: "Où en est l’offre ?\nMerci.", site: SITE });
    expect(posted).toEqual({ id: expect.any(Number) });
    expect(await unreadForStaff(db)).toBe(1);
    expect(await unreadForClient(db, client.id)).toBe(0);
    expect(await unreadByClient(db)).toEqual(new Map([[client.id, 1]]));
    const mails = await db.selectFrom("outbox").select(["recipient", "replyTo", "subject", "body"]).execute();
    expect(mails).toEqual([
      {
        recipient: "equipe@exemple.fr",
        replyTo: "lea@exemple.fr",
        subject: "Nouveau message de lea sur son dossier",
        body: `lea <lea@exemple.fr> a écrit :\n\nOù en est l’offre ?\nMerci.\n\nPour répondre depuis son dossier : https://exemple.test/creer/clients/${client.id}\n`,
      },
    ]);
  });

  it("the staff's answer marks the client's message read, is unread by the client and e-mailed to them without its text", async () => {
    await postClientMessage(db, { clientId: client.id, author: session(staff), fromStaff: true, body: "L’offre est signée.", site: SITE });
    expect(await unreadForStaff(db)).toBe(0);
    expect(await unreadForClient(db, client.id)).toBe(1);
    expect(await unreadForClient(db, other.id)).toBe(0);
    const mail = await db.selectFrom("outbox").select(["recipient", "subject", "body"]).where("recipient", "=", "lea@exemple.fr").executeTakeFirstOrThrow();
    expect(mail.subject).toBe("Nouveau message de l’équipe Investir Serein");
    expect(mail.body).toContain("https://exemple.test/profile/messages");
    expect(mail.body).not.toContain("L’offre est signée.");
    const conversation = await listConversation(db, client.id);
    expect(conversation.map((m) => [m.fromStaff, m.authorName, m.body, m.readAt === null])).toEqual([
      [false, "lea", "Où en est l’offre ?\nMerci.", false],
      [true, "camille", "L’offre est signée.", true],
    ]);
    expect(await listConversation(db, other.id)).toEqual([]);
  });

  it("opening the conversation marks only the other side's messages read", async () => {
    expect(await markConversationRead(db, client.id, "staff")).toBe(0);
    expect(await markConversationRead(db, client.id, "client")).toBe(1);
    expect(await unreadForClient(db, client.id)).toBe(0);
    expect(await markConversationRead(db, client.id, "client")).toBe(0);
  });

  it("a message to an unknown client is not stored", async () => {
    expect(await postClientMessage(db, { clientId: 999_999, author: session(staff), fromStaff: true, body: "Bonjour", site: SITE })).toBeNull();
    expect((await db.selectFrom("clientMessages").select("id").execute()).length).toBe(2);
  });
});
