// PATCH /api/etape1 — the signed-in user finishes step 1 (once the questionnaire is complete), as on /profile/avancement/etape1.
import { step1RequestSchema } from "~/domain/api/requests";
import { requireUser } from "~/server/accounts/auth.server";
import { db } from "~/server/db/db.server";
import { STEP1_NEEDS_QUESTIONNAIRE } from "~/domain/clients/steps";
import { finishStep1, getUser } from "~/server/accounts/users.server";
import { ApiError, byMethod, json, methodNotAllowed, readJson, validate } from "~/server/api/http.server";
import { toApiUser } from "~/server/api/serializers.server";

export const loader = methodNotAllowed("PATCH");

export const action = byMethod({
  PATCH: async ({ request, context }) => {
    const user = requireUser(context);
    await validate(step1RequestSchema, await readJson(request));
    if (!(await finishStep1(db(), user.id))) throw new ApiError(409, STEP1_NEEDS_QUESTIONNAIRE);
    const profile = await getUser(db(), user.id);
    if (!profile) throw new ApiError(401, "Vous devez être connecté.");
    return json(toApiUser(profile));
  },
});
