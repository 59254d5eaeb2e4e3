// POST /api/signin — same rules, limits and messages as /signin (signIn); sets the session cookie.
import { signinRequestSchema } from "~/domain/api/requests";
import { signIn } from "~/server/accounts/auth.server";
import { db } from "~/server/db/db.server";
import { env } from "~/server/platform/env.server";
import { sessionCookie } from "~/server/accounts/sessions.server";
import { getUser } from "~/server/accounts/users.server";
import { ApiError, handle, json, methodNotAllowed, readJson, validate } from "~/server/api/http.server";
import { toApiUser } from "~/server/api/serializers.server";

export const loader = methodNotAllowed("POST");

export const action = handle(async ({ request }) => {
  if (request.method !== "POST") return methodNotAllowed("POST")();
  const input = await validate(signinRequestSchema, await readJson(request));
  const result = await signIn(request, input);
  if (!result.ok) throw new ApiError(result.status, result.message);
  const profile = await getUser(db(), result.user.id);
  if (!profile) throw new ApiError(401, "E-mail ou mot de passe incorrect.");
  return json(toApiUser(profile), 200, { "Set-Cookie": sessionCookie(result.token, env().secureCookies) });
});
