// POST /api/signup — same rules, limits and messages as /signup (signUp). The account is not signed in.
import { signupRequestSchema } from "~/domain/api/requests";
import { signUp } from "~/server/accounts/auth.server";
import { ApiError, handle, json, methodNotAllowed, readJson, validate } from "~/server/api/http.server";
import { toApiUser } from "~/server/api/serializers.server";

export const loader = methodNotAllowed("POST");

export const action = handle(async ({ request }) => {
  if (request.method !== "POST") return methodNotAllowed("POST")();
  const input = await validate(signupRequestSchema, await readJson(request));
  const result = await signUp(request, input);
  if (!result.ok) throw new ApiError(result.status, result.message);
  return json(toApiUser(result.user), 201);
});
