import { Form, Link, data, redirect, useNavigation } from "react-router";
import { submitClass } from "~/components/form-field";
import { seoMeta } from "~/domain/seo";
import { STEPS } from "~/domain/steps";
import { requireUser } from "~/server/auth.server";
import { db } from "~/server/db.server";
import { getUser, setStep } from "~/server/users.server";
import type { Route } from "./+types/step1";

export const meta: Route.MetaFunction = (args) =>
  seoMeta(args, { title: `Étape 1 : ${STEPS[0].title}`, description: STEPS[0].summary, noindex: true });

export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "private, no-store" });

export async function loader({ context }: Route.LoaderArgs) {
  const user = requireUser(context);
  const profile = await getUser(db(), user.id);
  if (!profile) throw data("Vous devez être connecté.", { status: 401 });
  return { done: profile.steps[0], questionnaireComplete: profile.formulaireValid };
}

// Step 1 is always open, so finishing it always succeeds.
export async function action({ context }: Route.ActionArgs) {
  const user = requireUser(context);
  await setStep(db(), user.id, 1, true);
  throw redirect("/profile/avancement");
}

const linkClass = "font-semibold text-navy underline underline-offset-2 hover:text-terracotta-dark";

export default function Step1({ loaderData }: Route.ComponentProps) {
  const { done, questionnaireComplete } = loaderData;
  const navigation = useNavigation();
  return (
    <main id="contenu" className="mx-auto max-w-3xl px-4 py-10 sm:py-12">
      <p>
        <Link to="/profile/avancement" className={linkClass}>
          ← Mon avancement
        </Link>
      </p>
      <p className="mt-6 text-sm font-semibold uppercase tracking-wide text-terracotta-dark">Étape 1 sur 9</p>
      <h1 className="mt-1 text-3xl font-extrabold text-navy sm:text-4xl">{STEPS[0].title}</h1>
      <div className="mt-6 space-y-4 text-lg leading-relaxed text-slate-800">
        <p>
          Tout commence par une rencontre. Lors d'un premier rendez-vous, en visioconférence ou par téléphone, votre conseiller
          prend le temps de comprendre votre projet : pourquoi vous souhaitez investir, à quel horizon, avec quelle capacité
          d'épargne et quel niveau d'implication.
        </p>
        <p>
          Vous remplissez ensuite notre questionnaire : votre situation professionnelle, vos revenus, votre budget, l'apport que
          vous envisagez et ce que vous souhaitez nous confier (travaux, ameublement, gestion locative). Ces réponses nous
          permettent de vérifier la faisabilité de votre projet et de préparer l'étape suivante.
        </p>
      </div>

      <section aria-labelledby="a-faire" className="mt-8 rounded-2xl bg-sand p-5 sm:p-6">
        <h2 id="a-faire" className="text-xl font-bold text-navy">
          Ce que vous avez à faire
        </h2>
        <ul className="mt-3 list-disc space-y-2 pl-6 text-slate-800">
          <li>
            Remplir le questionnaire{" "}
            {questionnaireComplete ? (
              <>
                (c'est fait, vous pouvez{" "}
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
      </section>

      <div className="mt-8">
        {done ? (
          <p role="status" className="rounded-lg bg-sage/20 p-3 font-medium text-sage-dark">
            Vous avez terminé cette étape. L'étape 2 est débloquée.
          </p>
        ) : (
          <Form method="post">
            <button type="submit" className={submitClass} disabled={navigation.state === "submitting"}>
              J'ai terminé cette étape
            </button>
          </Form>
        )}
      </div>
    </main>
  );
}
