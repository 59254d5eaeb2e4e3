import { redirect } from "react-router";
import { db } from "~/server/db/db.server";
import { env } from "~/server/platform/env.server";
import { clearSessionCookie, deleteSession, readSessionToken } from "~/server/accounts/sessions.server";
import type { Route } from "./+types/logout";

// Sign-out deletes the session server-side; only by POST (state never changes on GET).
export async function action({ request }: Route.ActionArgs) {
  const token = readSessionToken(request, env().secureCookies);
  if (token) await deleteSession(db(), token);
  throw redirect("/", { headers: { "Set-Cookie": clearSessionCookie(env().secureCookies) } });
}

export function loader() {
  throw redirect("/");
}
