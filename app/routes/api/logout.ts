// POST /api/logout — deletes the session server-side and clears the cookie.
import { db } from "~/server/db/db.server";
import { env } from "~/server/platform/env.server";
import { clearSessionCookie, deleteSession, readSessionToken } from "~/server/accounts/sessions.server";
import { handle, json, methodNotAllowed } from "~/server/api/http.server";

export const loader = methodNotAllowed("POST");

export const action = handle(async ({ request }) => {
  if (request.method !== "POST") return methodNotAllowed("POST")();
  const token = readSessionToken(request, env().secureCookies);
  if (token) await deleteSession(db(), token);
  return json({ message: "Vous êtes déconnecté." }, 200, { "Set-Cookie": clearSessionCookie(env().secureCookies) });
});
