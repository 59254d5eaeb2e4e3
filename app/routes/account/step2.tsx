import { Link, data, redirect } from "react-router";
import { NO_SCRIPTS } from "~/components/layout/route-handle";
import { StepFrame, stepLinkClass as linkClass } from "~/components/steps/step-frame";
import { timelineStates } from "~/domain/clients/investor-file";
import { seoMeta } from "~/domain/site/seo";
import { STEPS } from "~/domain/clients/steps";
import { requireUser } from "~/server/accounts/auth.server";
import { db } from "~/server/db/db.server";
import { updatesOfStep } from "~/server/clients/step-updates.server";
import { getUser } from "~/server/accounts/users.server";
import type { Route } from "./+types/step2";

export const meta: Route.MetaFunction = (args) =>
  seoMeta(args, { title: `Étape 2 : ${STEPS[1].title}`, description: STEPS[1].summary, noindex: true });

/** Served without scripts (decisions 0012 and 0046): the step's page is links and text. */
export const handle = NO_SCRIPTS;

// Step 2 opens when step 1 is done; until then the tracker says why it is locked.
export async function loader({ context }: Route.LoaderArgs) {
  const user = requireUser(context);
  const profile = await getUser(db(), user.id);
  if (!profile) throw data("Vous devez être connecté.", { status: 401 });
  if (!profile.steps[0]) throw redirect("/profile/avancement?verrouillee=2");
  return { done: profile.steps[1], state: timelineStates(profile.steps)[1], updates: await updatesOfStep(db(), user.id, 2) };
}

export default function Step2({ loaderData }: Route.ComponentProps) {
  return (
    <StepFrame
      n={2}
      state={loaderData.state}
      updates={loaderData.updates}
      todoTitle="Ce que vous avez à faire"
      intro={
        <>
          <p>
            À partir de vos réponses, nous construisons ensemble votre stratégie : la ville et le quartier, le type de bien
            (studio, deux-pièces, grand appartement pour une colocation), le mode de location et l’enveloppe globale, qui comprend
            le prix d’achat, les frais de notaire, les travaux, l’ameublement et nos honoraires.
          </p>
          <p>
            Vous recevez une simulation détaillée : mensualités du prêt, loyers attendus, charges, fiscalité et cash-flow. Nous
            vérifions ensuite la faisabilité du financement, avec votre banque ou un courtier.
          </p>
        </>
      }
      todo={
        <ul className="mt-3 list-disc space-y-2 pl-6 text-slate-800">
          <li>Valider avec votre conseiller la ville, le type de bien et le budget global.</li>
          <li>Faire confirmer votre capacité d’emprunt par votre banque ou un courtier.</li>
          <li>
            Parcourir nos{" "}
            <Link to="/projets" className={linkClass}>
              projets réalisés
            </Link>{" "}
            et les{" "}
            <Link to="/ville" className={linkClass}>
              villes où investir
            </Link>{" "}
            pour affiner vos envies.
          </li>
        </ul>
      }
    >
      <p
        role="status"
        className={`mt-8 rounded-lg p-3 font-medium ${loaderData.done ? "bg-sage/20 text-sage-dark" : "bg-slate-100 text-slate-700"}`}
      >
        {loaderData.done
          ? "Cette étape est terminée."
          : "Votre conseiller marque cette étape comme terminée lorsque votre stratégie et votre budget sont validés."}
      </p>
    </StepFrame>
  );
}
