import { data } from "react-router";
import { exportAccountData } from "~/server/account-data.server";
import { requireUser } from "~/server/auth.server";
import { db } from "~/server/db.server";
import type { Route } from "./+types/data-export";

// RGPD access and portability: everything stored about the signed-in client, as a JSON file.
export async function loader({ context }: Route.LoaderArgs) {
  const user = requireUser(context);
  const exported = await exportAccountData(db(), user.id);
  if (!exported) throw data("Vous devez être connecté.", { status: 401 });
  return new Response(`${JSON.stringify(exported, null, 2)}\n`, {
    headers: {
      "Content-Type": "application/json; charset=utf-8",
      "Content-Disposition": 'attachment; filename="mes-donnees.json"',
      "Cache-Control": "private, no-store",
    },
  });
}
