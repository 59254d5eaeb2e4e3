import { Link, data, redirect } from "react-router";
import { submitClass } from "~/components/forms/form-field";
import { NO_SCRIPTS } from "~/components/layout/route-handle";
import { StepFrame, stepLinkClass as linkClass } from "~/components/steps/step-frame";
import { timelineStates } from "~/domain/clients/investor-file";
import { seoMeta } from "~/domain/site/seo";
import { STEPS } from "~/domain/clients/steps";
import { requireUser } from "~/server/accounts/auth.server";
import { db } from "~/server/db/db.server";
import { STEP1_NEEDS_QUESTIONNAIRE } from "~/domain/clients/steps";
import { updatesOfStep } from "~/server/clients/step-updates.server";
import { finishStep1, getUser } from "~/server/accounts/users.server";
import type { Route } from "./+types/step1";

export const meta: Route.MetaFunction = (args) =>
  seoMeta(args, { title: `Étape 1 : ${STEPS[0].title}`, description: STEPS[0].summary, noindex: true });

/** Served without scripts (decisions 0012 and 0046): the step's one button is a plain form. */
export const handle = NO_SCRIPTS;

export async function loader({ context }: Route.LoaderArgs) {
  const user = requireUser(context);
  const profile = await getUser(db(), user.id);
  if (!profile) throw data("Vous devez être connecté.", { status: 401 });
  return {
    done: profile.steps[0],
    questionnaireComplete: profile.formulaireValid,
    state: timelineStates(profile.steps)[0],
    updates: await updatesOfStep(db(), user.id, 1),
  };
}

// Step 1 is always open, and can be finished once the questionnaire is complete.
export async function action({ context }: Route.ActionArgs) {
  const user = requireUser(context);
  if (!(await finishStep1(db(), user.id))) return data({ error: STEP1_NEEDS_QUESTIONNAIRE }, { status: 409 });
  throw redirect("/profile/avancement");
}

export default function Step1({ loaderData, actionData }: Route.ComponentProps) {
  const { done, questionnaireComplete, state, updates } = loaderData;
  return (
    <StepFrame
      n={1}
      state={state}
      updates={updates}
      todoTitle="Ce que vous avez à faire"
      intro={
        <>
          <p>
            Tout commence par une rencontre. Lors d’un premier rendez-vous, en visioconférence ou par téléphone, votre conseiller
            prend le temps de comprendre votre projet : pourquoi vous souhaitez investir, à quel horizon, avec quelle capacité
            d’épargne et quel niveau d’implication.
          </p>
          <p>
            Vous remplissez ensuite notre questionnaire : votre situation professionnelle, vos revenus, votre budget, l’apport que
            vous envisagez et ce que vous souhaitez nous confier (travaux, ameublement, gestion locative). Ces réponses nous
            permettent de vérifier la faisabilité de votre projet et de préparer l’étape suivante.
          </p>
        </>
      }
      todo={
        <ul className="mt-3 list-disc space-y-2 pl-6 text-slate-800">
          <li>
            Remplir le questionnaire{" "}
            {questionnaireComplete ? (
              <>
                (c’est fait, vous pouvez{" "}
                <Link to="/formulaire" className={linkClass}>
                  modifier vos réponses
                </Link>
                ).
              </>
            ) : (
              <>
                :{" "}
                <Link to="/formulaire" className={linkClass}>
                  remplir le questionnaire
                </Link>
                .
              </>
            )}
          </li>
          <li>Échanger avec votre conseiller lors du premier rendez-vous.</li>
          <li>Rassembler vos premiers justificatifs : revenus, épargne, crédits en cours.</li>
        </ul>
      }
    >
      <div className="mt-8">
        {done ? (
          <p role="status" className="rounded-lg bg-sage/20 p-3 font-medium text-sage-dark">
            Vous avez terminé cette étape. L’étape 2 est débloquée.
          </p>
        ) : questionnaireComplete ? (
          <form method="post" action="/profile/avancement/etape1">
            {actionData?.error && (
              <p role="alert" className="mb-4 rounded-lg bg-red-50 p-3 font-medium text-red-800">
                {actionData.error}
              </p>
            )}
            <button type="submit" className={submitClass}>
              J’ai terminé cette étape
            </button>
          </form>
        ) : (
          <p role="status" className="rounded-lg bg-sand p-3 font-medium text-navy">
            {actionData?.error ?? STEP1_NEEDS_QUESTIONNAIRE}{" "}
            <Link to="/formulaire" className={linkClass}>
              Remplir le questionnaire
            </Link>
          </p>
        )}
      </div>
    </StepFrame>
  );
}
