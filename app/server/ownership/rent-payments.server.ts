// Rent received for a month of a lease (issue 22): recorded and deleted by staff, checked by the domain's
// rules (payments.ts) inside the transaction that writes the row and its audit row.
import { formatMoneyCents } from "~/domain/text/format";
import { type Day, type Month, formatDay, formatMonth } from "~/domain/ownership/calendar";
import { type PaymentForm, paymentFields } from "~/domain/ownership/ownership-forms";
import { toColumns } from "~/domain/content/fields";
import { paymentErrors } from "~/domain/ownership/payments";
import { fromCents } from "~/domain/projects/finance";
import { audit } from "../platform/audit.server";
import { nowIso } from "../db/columns.server";
import { writeBooks } from "./consent.server";
import { type DB } from "../db/db.server";
import { type Actor, type Saved, lockedLease, readPayments, today } from "./books.server";

/**
 * Records rent received for a month of a lease (`paidOn` empty: the day it is recorded). Refused by the
 * domain's rules (paymentErrors): a month the lease covers, an amount above zero and not above what is still
 * due, a day not in the future. Null: no such lease.
 */
export async function recordPayment(
  db: DB,
  input: PaymentForm,
  { actor, clientId, on = today() }: { actor: Actor; clientId: number; on?: Day },
): Promise<Saved<keyof PaymentForm> | null> {
  return writeBooks(db, clientId, async (trx): Promise<Saved<keyof PaymentForm> | null> => {
    const lease = await lockedLease(trx, input.leaseId, clientId);
    if (!lease) return null;
    const payments = await readPayments(trx, [lease.id]);
    const paidOn = input.paidOn || on;
    const errors = paymentErrors({ month: input.month, amount: input.amount, paidOn }, lease, payments, on);
    if (Object.keys(errors).length > 0) return { ok: false, fieldErrors: errors };
    const { id } = await trx
      .insertInto("rentPayments")
      .values({ ...toColumns(paymentFields, { ...input, leaseId: lease.id, paidOn }), createdAt: nowIso() })
      .returning("id")
      .executeTakeFirstOrThrow();
    await audit(trx, actor, "create", "rent-payment", lease.clientId, `${formatMoneyCents(input.amount)} encaissés le ${formatDay(paidOn)} pour ${formatMonth(input.month as Month)} (bail de ${lease.tenant}).`);
    return { ok: true, id };
  });
}

/** Deletes a payment of the client recorded by mistake; false when the client has none of that id. */
export async function deletePayment(db: DB, id: number, { actor, clientId }: { actor: Actor; clientId: number }): Promise<boolean> {
  return writeBooks(db, clientId, async (trx) => {
    const row = await trx
      .selectFrom("rentPayments")
      .innerJoin("leases", "leases.id", "rentPayments.leaseId")
      .select(["rentPayments.month", "rentPayments.amountCents", "leases.clientId", "leases.tenant"])
      .where("rentPayments.id", "=", id)
      .where("leases.clientId", "=", clientId)
      .executeTakeFirst();
    if (!row) return false;
    await trx.deleteFrom("rentPayments").where("id", "=", id).execute();
    await audit(trx, actor, "delete", "rent-payment", row.clientId, `Paiement de ${formatMoneyCents(fromCents(row.amountCents))} pour ${formatMonth(row.month)} supprimé (bail de ${row.tenant}).`);
    return true;
  });
}
