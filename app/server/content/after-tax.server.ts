// Server side of the after-tax view: the defaults that come from the signed-in investor's questionnaire.
import type { TaxFields } from "~/domain/tax/tax-query";
import type { SessionUser } from "~/domain/accounts/account";
import type { DB } from "../db/db.server";
import { getUser } from "../accounts/users.server";

/** The yearly net income of the questionnaire, as the bank's view's default, when signed in and answered. */
export async function taxDefaultsFor(db: DB, user: SessionUser | null): Promise<Partial<TaxFields>> {
  if (!user) return {};
  const profile = await getUser(db, user.id);
  const income = profile?.formulaire.revenus;
  return typeof income === "number" && income > 0 ? { revenus: String(income) } : {};
}
