// POST /api/upload — one file in the form-data field imageSingleUrl; admins only.
import { STAFF_FILES } from "~/domain/site/request-bodies";
import type { RouteHandle } from "~/components/layout/route-handle";
import { requireAdmin } from "~/server/accounts/auth.server";
import { db } from "~/server/db/db.server";
import { handle as apiAction, json, methodNotAllowed, readMultipart } from "~/server/api/http.server";
import { storeField } from "~/server/api/uploads.server";

/** The files its form takes (the request guard reads it). */
export const handle: RouteHandle = { files: STAFF_FILES };

export const loader = methodNotAllowed("POST");

export const action = apiAction(async ({ request, context }) => {
  if (request.method !== "POST") return methodNotAllowed("POST")();
  requireAdmin(context);
  const [imgCover] = await storeField(db(), await readMultipart(request, context), "imageSingleUrl", { multiple: false });
  return json({ imgCover }, 201);
});
