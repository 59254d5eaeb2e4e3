// The adviser of each client (issue 23): a member of the staff (an admin) chosen on the staff's client
// page. The client sees their name and phone on their timeline; the company stands in until one is chosen.
import type { SessionUser } from "~/domain/accounts/account";
import type { AdviserPerson } from "~/domain/clients/timeline/timeline";
import { audit } from "../platform/audit.server";
import { nowIso } from "../db/columns.server";
import type { DB } from "../db/db.server";

export interface AdviserChoice {
  id: number;
  /** « Camille Martin », or the e-mail for a staff member who has not given their name. */
  label: string;
}

/** The staff who can follow a client, by name. */
export async function listAdvisers(db: DB): Promise<AdviserChoice[]> {
  const rows = await db.selectFrom("users").select(["id", "prenom", "nom", "email"]).where("role", "=", "admin").orderBy("prenom").orderBy("nom").orderBy("id").execute();
  return rows.map((r) => ({ id: r.id, label: `${r.prenom} ${r.nom}`.trim() || r.email }));
}

/** The client's adviser, when one is chosen and is still staff; null otherwise. */
export async function getAdviser(db: DB, clientId: number): Promise<(AdviserPerson & { id: number }) | null> {
  const row = await db
    .selectFrom("users as client")
    .innerJoin("users as adviser", "adviser.id", "client.adviserId")
    .select(["adviser.id", "adviser.prenom", "adviser.nom", "adviser.telephone", "adviser.email"])
    .where("client.id", "=", clientId)
    .where("adviser.role", "=", "admin")
    .executeTakeFirst();
  return row ?? null;
}

export type AdviserResult = { ok: true; adviser: AdviserChoice | null } | { ok: false; message: string };

/**
 * Chooses the client's adviser among the staff (null: none, the company stands in). The choice and its
 * audit row are one transaction. Null: no such client.
 */
export async function setAdviser(
  db: DB,
  input: { clientId: number; adviserId: number | null },
  options: { actor: Pick<SessionUser, "id" | "email"> },
): Promise<AdviserResult | null> {
  return db.transaction().execute(async (trx) => {
    const client = await trx.selectFrom("users").select(["id", "email"]).where("id", "=", input.clientId).executeTakeFirst();
    if (!client) return null;
    const adviser = input.adviserId === null ? null : (await listAdvisers(trx)).find((a) => a.id === input.adviserId);
    if (adviser === undefined) return { ok: false, message: "Choisissez un membre de l’équipe dans la liste." };
    await trx.updateTable("users").set({ adviserId: adviser?.id ?? null, updatedAt: nowIso() }).where("id", "=", client.id).execute();
    await audit(trx, options.actor, "update", "user", client.id, `${client.email} : conseiller ${adviser ? adviser.label : "non choisi"}`);
    return { ok: true, adviser };
  });
}
