// Figures of the staff's client follow-up (admin hub).
import type { DB } from "./db.server";

export interface FollowUpCounts {
  accounts: number;
  admins: number;
  leads: number;
  messages: number;
}

export async function followUpCounts(db: DB): Promise<FollowUpCounts> {
  const count = (table: "users" | "leads" | "contactMessages") =>
    db.selectFrom(table).select(({ fn }) => fn.countAll<number>().as("n")).executeTakeFirstOrThrow();
  const [accounts, admins, leads, messages] = await Promise.all([
    count("users"),
    db.selectFrom("users").select(({ fn }) => fn.countAll<number>().as("n")).where("role", "=", "admin").executeTakeFirstOrThrow(),
    count("leads"),
    count("contactMessages"),
  ]);
  return { accounts: Number(accounts.n), admins: Number(admins.n), leads: Number(leads.n), messages: Number(messages.n) };
}
