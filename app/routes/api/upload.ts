// POST /api/upload — one file in the form-data field imageSingleUrl; admins only.
import { requireAdmin } from "~/server/accounts/auth.server";
import { db } from "~/server/db/db.server";
import { handle, json, methodNotAllowed, readMultipart } from "~/server/api/http.server";
import { storeField } from "~/server/api/uploads.server";

export const loader = methodNotAllowed("POST");

export const action = handle(async ({ request, context }) => {
  if (request.method !== "POST") return methodNotAllowed("POST")();
  requireAdmin(context);
  const [imgCover] = await storeField(db(), await readMultipart(request), "imageSingleUrl", { multiple: false });
  return json({ imgCover }, 201);
});
