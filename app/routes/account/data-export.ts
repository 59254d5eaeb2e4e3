import { data } from "react-router";
import { exportAccountZip } from "~/server/account-export.server";
import { requireUser } from "~/server/auth.server";
import { db } from "~/server/db.server";
import type { Route } from "./+types/data-export";

// RGPD access and portability: everything stored about the signed-in client, a ZIP of the JSON and of
// every file sent or received.
export async function loader({ context }: Route.LoaderArgs) {
  const user = requireUser(context);
  const zip = await exportAccountZip(db(), user.id);
  if (!zip) throw data("Vous devez être connecté.", { status: 401 });
  return new Response(Buffer.from(zip), {
    headers: {
      "Content-Type": "application/zip",
      "Content-Disposition": 'attachment; filename="mes-donnees.zip"',
      "Cache-Control": "private, no-store",
    },
  });
}
