// Figures of the staff's client follow-up (admin hub).
import { pendingCallbackCount } from "./callbacks.server";
import { waitingDocumentCounts } from "./client-documents.server";
import { unreadForStaff } from "./client-messages.server";
import type { DB } from "../db/db.server";

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

/** What waits for the staff (issue 23: only these counts are shown as needing action). */
export interface StaffToDo {
  /** Documents clients sent that wait for validation. */
  documents: number;
  /** Messages from clients nobody on the staff has read. */
  messages: number;
  /** Call-back requests not handled yet. */
  callbacks: number;
}

export async function staffToDo(db: DB): Promise<StaffToDo> {
  const [documents, messages, callbacks] = await Promise.all([waitingDocumentCounts(db), unreadForStaff(db), pendingCallbackCount(db)]);
  return { documents: [...documents.values()].reduce((a, b) => a + b, 0), messages, callbacks };
}
