// The INSEE IRL series as staff keep it (issue 22): seeded by migration 0040 from IRL_SEED, each value with
// its source; staff add each new quarter (irlQuarterErrors checks it), correct one, or remove one that no
// revision used. The revisions read the whole series (proposeRevision in app/domain/ownership/irl.ts).
import type { SessionUser } from "~/domain/accounts/account";
import { type Day, formatDay, parisDay } from "~/domain/ownership/calendar";
import { type IrlQuarter, type QuarterNumber, formatIrl, irlQuarterErrors, quarterLabel, sortSeries } from "~/domain/ownership/irl";
import type { IrlQuarterForm } from "~/domain/ownership/ownership-forms";
import { audit } from "../platform/audit.server";
import { nowIso } from "../db/columns.server";
import { writeContent } from "../content/content-version.server";
import type { DB } from "../db/db.server";
import { InUseError } from "../platform/errors.server";

type Actor = Pick<SessionUser, "id" | "email">;

/** The series, oldest quarter first. */
export async function irlSeries(db: DB): Promise<IrlQuarter[]> {
  const rows = await db.selectFrom("irlQuarters").select(["year", "quarter", "value", "publishedOn", "source"]).execute();
  return sortSeries(rows.map((r) => ({ year: r.year, quarter: r.quarter as QuarterNumber, value: r.value, published: r.publishedOn, source: r.source })));
}

/** Adds a quarter: refused (nothing written) by irlQuarterErrors against the stored series. */
export async function addIrlQuarter(
  db: DB,
  input: IrlQuarterForm,
  { actor, on = parisDay(new Date()) }: { actor: Actor; on?: Day },
): Promise<{ ok: true } | { ok: false; fieldErrors: Partial<Record<keyof IrlQuarterForm, string>> }> {
  return writeContent(db, async (trx) => {
    const errors = irlQuarterErrors(input, await irlSeries(trx), on);
    if (Object.keys(errors).length > 0) return { ok: false as const, fieldErrors: errors };
    const q = { year: input.year, quarter: input.quarter as QuarterNumber };
    await trx
      .insertInto("irlQuarters")
      .values({ ...q, value: input.value, publishedOn: input.published, source: input.source, createdAt: nowIso() })
      .execute();
    await audit(trx, actor, "create", "irl", null, `IRL du ${quarterLabel(q)} : ${formatIrl(input.value)}, publié le ${formatDay(input.published)}.`);
    return { ok: true as const };
  });
}

/**
 * Removes a quarter entered by mistake; false when it is not in the series. Throws InUseError when a rent
 * revision applied used it (its letter quotes it).
 */
export async function deleteIrlQuarter(db: DB, year: number, quarter: number, { actor }: { actor: Actor }): Promise<boolean> {
  return writeContent(db, async (trx) => {
    const used = await trx
      .selectFrom("rentChanges")
      .select("id")
      .where("irlQuarter", "=", quarter)
      .where((eb) => eb.or([eb("newIrlYear", "=", year), eb("previousIrlYear", "=", year)]))
      .executeTakeFirst();
    const label = quarterLabel({ year, quarter: quarter as QuarterNumber });
    if (used) throw new InUseError(`Impossible de supprimer l’IRL du ${label} : une révision de loyer l’a utilisé.`);
    const row = await trx.deleteFrom("irlQuarters").where("year", "=", year).where("quarter", "=", quarter).returning("value").executeTakeFirst();
    if (!row) return false;
    await audit(trx, actor, "delete", "irl", null, `IRL du ${label} (${formatIrl(row.value)}) supprimé.`);
    return true;
  });
}
