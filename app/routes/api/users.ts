// GET /api/userList — admins only.
import { requireAdmin } from "~/server/accounts/auth.server";
import { db } from "~/server/db/db.server";
import { getUser, listUsers } from "~/server/accounts/users.server";
import { handle, json, methodNotAllowed } from "~/server/api/http.server";
import { toApiUser } from "~/server/api/serializers.server";

export const loader = handle(async ({ request, context }) => {
  requireAdmin(context);
  const q = new URL(request.url).searchParams.get("q") ?? "";
  const users = await Promise.all((await listUsers(db(), q.slice(0, 100))).map((u) => getUser(db(), u.id)));
  return json(users.filter((u) => u !== null).map(toApiUser));
});

export const action = methodNotAllowed("GET");
