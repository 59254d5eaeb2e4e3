// The team (issue 23, decision 0044): the members the team page shows, managed by the staff.
import type { SessionUser } from "~/domain/accounts/account";
import { teamMemberFields } from "~/domain/content/content-forms";
import type { TeamMember, TeamMemberInput } from "~/domain/content/entities";
import { fromColumns, toColumns } from "~/domain/content/fields";
import { audit } from "../platform/audit.server";
import { nowIso } from "../db/columns.server";
import { writeContent } from "./content-version.server";
import type { DB } from "../db/db.server";
import type { TeamMembersTable } from "../db/db-schema";

type Row = Omit<TeamMembersTable, "id"> & { id: number };
type Actor = Pick<SessionUser, "id" | "email">;

const toMember = ({ id, createdAt, updatedAt, ...row }: Row): TeamMember => ({ ...fromColumns(teamMemberFields, row), id, createdAt, updatedAt });
const fullName = (input: Pick<TeamMemberInput, "prenom" | "nom">) => [input.prenom, input.nom].filter(Boolean).join(" ");

/** Every member, in the order the staff chose (then the oldest first). */
export async function listTeamMembers(db: DB): Promise<TeamMember[]> {
  const rows = await db.selectFrom("teamMembers").selectAll().orderBy("position").orderBy("id").execute();
  return rows.map(toMember);
}

export async function getTeamMember(db: DB, id: number): Promise<TeamMember | null> {
  const row = await db.selectFrom("teamMembers").selectAll().where("id", "=", id).executeTakeFirst();
  return row ? toMember(row) : null;
}

/**
 * Saves a member: a new one without `id`, else member `id` changes; with an actor (the staff's pages;
 * the seed passes none), its audit row in the same transaction. Null: the member to edit does not exist.
 */
export async function saveTeamMember(db: DB, input: TeamMemberInput, { id, actor }: { id?: number; actor?: Actor }): Promise<{ id: number } | null> {
  const now = nowIso();
  return writeContent(db, async (trx) => {
    if (id === undefined) {
      const row = await trx.insertInto("teamMembers").values({ ...toColumns(teamMemberFields, input), createdAt: now, updatedAt: now }).returning("id").executeTakeFirstOrThrow();
      if (actor) await audit(trx, actor, "create", "team-member", row.id, fullName(input));
      return { id: row.id };
    }
    const result = await trx.updateTable("teamMembers").set({ ...toColumns(teamMemberFields, input), updatedAt: now }).where("id", "=", id).executeTakeFirst();
    if (Number(result.numUpdatedRows) === 0) return null;
    if (actor) await audit(trx, actor, "update", "team-member", id, fullName(input));
    return { id };
  });
}

/** Deletes a member with its audit row; false when there is no such member. */
export async function deleteTeamMember(db: DB, id: number, actor: Actor): Promise<boolean> {
  return writeContent(db, async (trx) => {
    const row = await trx.deleteFrom("teamMembers").where("id", "=", id).returning(["prenom", "nom"]).executeTakeFirst();
    if (!row) return false;
    await audit(trx, actor, "delete", "team-member", id, fullName(row));
    return true;
  });
}
