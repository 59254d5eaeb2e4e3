import { data } from "react-router";
import { describe, expect, it } from "vitest";
import { ApiError, toErrorResponse } from "./http.server";

const answer = async (error: unknown) => {
  const response = toErrorResponse(error);
  return { status: response.status, body: await response.json() };
};

describe("API errors", () => {
  it("answer what the shared guards throw with react-router's data(): its status and its French message", async () => {
    expect(await answer(data("Accès réservé à l’équipe.", { status: 403 }))).toEqual({ status: 403, body: { errorMessage: "Accès réservé à l’équipe." } });
    expect(await answer(data(null, { status: 404 }))).toEqual({ status: 404, body: { errorMessage: "Élément introuvable." } });
    expect(await answer(data({ errorMessage: "L’envoi dépasse 60 Mo." }, { status: 413 }))).toEqual({ status: 413, body: { errorMessage: "L’envoi dépasse 60 Mo." } });
  });

  it("answer an ApiError with its fields, and anything else 500 without details", async () => {
    expect(await answer(new ApiError(400, "Champ invalide (title).", { title: ["Le titre est obligatoire."] }))).toEqual({
      status: 400,
      body: { errorMessage: "Champ invalide (title).", errors: { title: ["Le titre est obligatoire."] } },
    });
    expect(await answer({ type: "DataWithResponseInit", data: "x", init: { status: 403 } })).toMatchObject({ status: 500 });
  });
});
