// « Ce projet m’intéresse » (issue 13, item 6): one link on every card and project page, the same for
// every visitor (cached pages); the server sends each one to the right form, about the project.
import { redirect } from "react-router";
import { interestTarget } from "~/domain/projects/project-interest";
import { currentUser } from "~/server/accounts/auth.server";
import { db } from "~/server/db/db.server";
import { projectReference } from "~/server/content/projects.server";
import { idParam, notFoundUnless } from "~/server/http/route-params.server";
import { getUser } from "~/server/accounts/users.server";
import type { Route } from "./+types/project-interest";

export async function loader({ params, context }: Route.LoaderArgs) {
  const project = notFoundUnless(await projectReference(db(), idParam(params.id)));
  const user = currentUser(context);
  // Staff have no questionnaire of their own: they go to the contact form.
  const complete = user ? user.role === "admin" || Boolean((await getUser(db(), user.id))?.formulaireValid) : false;
  throw redirect(interestTarget(project.id, user ? { questionnaireComplete: complete } : null), { headers: { "Cache-Control": "no-store" } });
}
