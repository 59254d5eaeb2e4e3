import { data, redirect } from "react-router";
import { startAccountExport } from "~/server/accounts/account-export.server";
import { requireUser } from "~/server/accounts/auth.server";
import { db } from "~/server/db/db.server";
import type { Route } from "./+types/data-export";

const HEADERS = {
  "Content-Type": "application/zip",
  "Content-Disposition": 'attachment; filename="mes-donnees.zip"',
  "Cache-Control": "private, no-store",
};

/** Why an export cannot start now: the notice the profile shows (its `enregistre` value). */
const REFUSED = { "busy-account": "export-en-cours", "too-many": "export-limite", "busy-instance": "export-occupe" } as const;

// RGPD access and portability: everything stored about the signed-in client, a ZIP of the JSON and of
// every file sent or received, made while it is sent (account-export.server.ts). A refusal brings the
// client back to their profile, which says why.
export async function loader({ request, context }: Route.LoaderArgs) {
  const user = requireUser(context);
  // A HEAD request would start an archive nobody reads (and hold the account's place until it stalls).
  if (request.method === "HEAD") return new Response(null, { headers: HEADERS });
  const started = await startAccountExport(db(), user.id);
  if (started.ok) return new Response(started.stream, { headers: HEADERS });
  if (started.reason === "not-found") throw data("Vous devez être connecté.", { status: 401 });
  throw redirect(`/profile?enregistre=${REFUSED[started.reason]}`, { headers: { "Cache-Control": "no-store" } });
}
