// GET /api/profile — the signed-in user.
import { requireUser } from "~/server/accounts/auth.server";
import { db } from "~/server/db/db.server";
import { listStepUpdates, stepDoneDates } from "~/server/clients/step-updates.server";
import { getUser } from "~/server/accounts/users.server";
import { ApiError, handle, json, methodNotAllowed } from "~/server/api/http.server";
import { toApiUser } from "~/server/api/serializers.server";

export const loader = handle(async ({ context }) => {
  const profile = await getUser(db(), requireUser(context).id);
  if (!profile) throw new ApiError(401, "Vous devez être connecté.");
  const dates = stepDoneDates(await listStepUpdates(db(), profile.id), profile.steps);
  return json({ ...toApiUser(profile), etapesDates: dates });
});

export const action = methodNotAllowed("GET");
