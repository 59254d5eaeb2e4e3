// POST /creer/clients/:id/conseiller — the staff choose a client's adviser (issue 23), from the small form
// of the staff client page (components/admin/adviser-select.tsx); back to that page with the outcome.
import { redirect } from "react-router";
import { requireAdmin } from "~/server/accounts/auth.server";
import { db } from "~/server/db/db.server";
import { idParam, notFoundUnless } from "~/server/http/route-params.server";
import { setAdviser } from "~/server/timeline/advisers.server";
import type { Route } from "./+types/client-adviser";

export async function action({ request, params, context }: Route.ActionArgs) {
  const admin = requireAdmin(context);
  const clientId = idParam(params.id);
  const value = (await request.formData()).get("conseiller");
  const adviserId = value === "" ? null : typeof value === "string" && /^\d{1,9}$/.test(value) ? Number(value) : undefined;
  const result =
    adviserId === undefined ? { ok: false as const } : notFoundUnless(await setAdviser(db(), { clientId, adviserId }, { actor: admin }));
  throw redirect(`/creer/clients/${clientId}?conseiller=${result.ok ? "enregistre" : "refuse"}#suivi`, 303);
}
