// The tenant's letter of a rent revision (PDF), for staff: the lease must be the client's of the URL.
import { requireAdmin } from "~/server/accounts/auth.server";
import { db } from "~/server/db/db.server";
import { companyInfo, env } from "~/server/platform/env.server";
import { revisionLetter } from "~/server/ownership/revision-letter.server";
import { privateFileResponse } from "~/server/files/private-files.server";
import { idParam, notFoundUnless } from "~/server/http/route-params.server";
import type { Route } from "./+types/client-rental-letter";

export async function loader({ params, request, context }: Route.LoaderArgs) {
  requireAdmin(context);
  const anniversary = new URL(request.url).searchParams.get("anniversaire") ?? "";
  const letter = notFoundUnless(
    await revisionLetter(db(), { clientId: idParam(params.id), leaseId: idParam(params.leaseId), anniversary }, { issuer: companyInfo(env()) }),
  );
  if (!letter.ok) return new Response(letter.message, { status: 409, headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "private, no-store" } });
  return privateFileResponse({ mime: "application/pdf", name: letter.name, bytes: letter.bytes });
}
