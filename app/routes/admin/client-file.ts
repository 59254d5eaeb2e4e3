// A private file of a client, for the staff: the file must belong to the client of the URL.
import { requireAdmin } from "~/server/accounts/auth.server";
import { db } from "~/server/db/db.server";
import { getPrivateFile, privateFileResponse } from "~/server/files/private-files.server";
import { idParam, notFoundUnless } from "~/server/http/route-params.server";
import type { Route } from "./+types/client-file";

export async function loader({ params, context }: Route.LoaderArgs) {
  requireAdmin(context);
  return privateFileResponse(notFoundUnless(await getPrivateFile(db(), { id: idParam(params.id), ownerId: idParam(params.clientId) })));
}
