// « Ce projet m’intéresse » (issue 13, item 6): the project a visitor's message, questionnaire or
// call-back request is about travels as `?projet=<id>` in the URL and as a hidden `projet` field.

export const PROJECT_PARAM = "projet";

/** A project id from a URL parameter or a form field; null for anything else (ignored, never an error). */
export function projectRef(raw: unknown): number | null {
  if (typeof raw !== "string" || !/^\d{1,9}$/.test(raw.trim())) return null;
  const id = Number(raw.trim());
  return id > 0 ? id : null;
}

/**
 * The action's words (issue 30, item 9): a let project is delivered and shown as a reference, not for sale, so
 * its visitor asks for a similar one.
 */
export function interestLabel(status: "disponible" | "travaux" | "loue"): string {
  return status === "loue" ? "Un projet similaire m’intéresse" : "Ce projet m’intéresse";
}

/** What « Loué » means on a card and a project page. */
export const LET_EXPLANATION = "projet livré, présenté en référence";

/** The link of « Ce projet m’intéresse »: the server sends each visitor to the right form. */
export const interestPath = (projectId: number) => `/projets/${projectId}/interet`;

/** Where « Ce projet m’intéresse » leads: the contact form for a client whose questionnaire is complete, else the questionnaire. */
export function interestTarget(projectId: number, user: { questionnaireComplete: boolean } | null): string {
  return `${user?.questionnaireComplete ? "/contact" : "/formulaire"}?${PROJECT_PARAM}=${projectId}`;
}
