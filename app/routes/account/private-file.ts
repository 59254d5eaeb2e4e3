// A private file of the signed-in client (their documents, the photos and PDFs of their updates):
// checked on every request, never cached, 404 for a file of anyone else.
import { requireUser } from "~/server/accounts/auth.server";
import { db } from "~/server/db/db.server";
import { getPrivateFile, privateFileResponse } from "~/server/files/private-files.server";
import { idParam, notFoundUnless } from "~/server/http/route-params.server";
import type { Route } from "./+types/private-file";

export async function loader({ params, context }: Route.LoaderArgs) {
  const user = requireUser(context);
  return privateFileResponse(notFoundUnless(await getPrivateFile(db(), { id: idParam(params.id), ownerId: user.id })));
}
