// PATCH /api/formulaire — the signed-in user's questionnaire, with the rules and limit of /formulaire.
import { formulaireRequestSchema } from "~/domain/api/requests";
import { questionnaireSchema } from "~/domain/clients/questionnaire";
import { requireUser } from "~/server/accounts/auth.server";
import { db } from "~/server/db/db.server";
import { submitQuestionnaire } from "~/server/clients/questionnaire.server";
import { clientIp } from "~/server/platform/rate-limit.server";
import { getUser } from "~/server/accounts/users.server";
import { ApiError, byMethod, json, methodNotAllowed, readJson, validate } from "~/server/api/http.server";
import { toApiUser } from "~/server/api/serializers.server";

export const loader = methodNotAllowed("PATCH");

export const action = byMethod({
  PATCH: async ({ request, context }) => {
    const user = requireUser(context);
    const body = await validate(formulaireRequestSchema, await readJson(request));
    // The answers go with the account's address, whatever is sent; then the questionnaire's own rules.
    const form = await validate(questionnaireSchema, { ...body, email: user.email, rgpd: "on" });
    if ((await submitQuestionnaire(db(), form, { userId: user.id, ip: clientIp(request) })) === "too-many")
      throw new ApiError(429, "Vous avez envoyé plusieurs questionnaires en peu de temps : réessayez dans une heure.");
    const profile = await getUser(db(), user.id);
    if (!profile) throw new ApiError(401, "Vous devez être connecté.");
    return json(toApiUser(profile));
  },
});
