// The expenses of a let property (issue 22): recorded and deleted by staff, checked by the domain's rules
// (expenses.ts) inside the transaction that writes the row and its audit row.
import { formatMoneyCents } from "~/domain/text/format";
import { type Day, formatDay } from "~/domain/ownership/calendar";
import { EXPENSE_CATEGORY_LABELS, expenseErrors, isExpenseCategory } from "~/domain/ownership/expenses";
import { booksStart } from "~/domain/ownership/leases";
import { type ExpenseForm, expenseFields } from "~/domain/ownership/ownership-forms";
import { toColumns } from "~/domain/content/fields";
import { fromCents } from "~/domain/projects/finance";
import { audit } from "../platform/audit.server";
import { nowIso } from "../db/columns.server";
import { writeBooks } from "./consent.server";
import { type DB, lockRow } from "../db/db.server";
import { type Actor, type Saved, readLeases, today } from "./books.server";

/**
 * Records an expense of `clientId`'s property on the form's project: refused by the domain's rules
 * (expenseErrors): a category of the list, a day from the property's first lease to today, an amount above zero.
 */
export async function recordExpense(db: DB, clientId: number, input: ExpenseForm, { actor, on = today() }: { actor: Actor; on?: Day }): Promise<Saved<keyof ExpenseForm>> {
  return writeBooks(db, clientId, async (trx): Promise<Saved<keyof ExpenseForm>> => {
    if (!(await lockRow(trx, "users", clientId))) return { ok: false, fieldErrors: { projectId: "Client inconnu." } };
    const leases = await readLeases(trx, { clientId, projectId: input.projectId });
    if (leases.length === 0) return { ok: false, fieldErrors: { projectId: "Ce bien n’a pas de bail : enregistrez d’abord le bail." } };
    const errors = expenseErrors(input, booksStart(leases), on);
    if (Object.keys(errors).length > 0 || !isExpenseCategory(input.category)) return { ok: false, fieldErrors: errors };
    const { id } = await trx
      .insertInto("propertyExpenses")
      .values({ ...toColumns(expenseFields, input), clientId, createdAt: nowIso() })
      .returning("id")
      .executeTakeFirstOrThrow();
    await audit(trx, actor, "create", "expense", clientId, `${EXPENSE_CATEGORY_LABELS[input.category]} : ${formatMoneyCents(input.amount)} le ${formatDay(input.date)}.`);
    return { ok: true, id };
  });
}

/** Deletes an expense of the client recorded by mistake; false when the client has none of that id. */
export async function deleteExpense(db: DB, id: number, { actor, clientId }: { actor: Actor; clientId: number }): Promise<boolean> {
  return writeBooks(db, clientId, async (trx) => {
    const row = await trx.deleteFrom("propertyExpenses").where("id", "=", id).where("clientId", "=", clientId).returning(["clientId", "category", "amountCents", "spentOn"]).executeTakeFirst();
    if (!row) return false;
    const label = isExpenseCategory(row.category) ? EXPENSE_CATEGORY_LABELS[row.category] : row.category;
    await audit(trx, actor, "delete", "expense", row.clientId, `${label} : ${formatMoneyCents(fromCents(row.amountCents))} du ${formatDay(row.spentOn)} supprimée.`);
    return true;
  });
}
