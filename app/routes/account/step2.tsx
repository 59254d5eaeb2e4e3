import { Link, data, redirect } from "react-router";
import { seoMeta } from "~/domain/seo";
import { STEPS } from "~/domain/steps";
import { requireUser } from "~/server/auth.server";
import { db } from "~/server/db.server";
import { getUser } from "~/server/users.server";
import type { Route } from "./+types/step2";

export const meta: Route.MetaFunction = (args) =>
  seoMeta(args, { title: `Étape 2 : ${STEPS[1].title}`, description: STEPS[1].summary, noindex: true });

export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "private, no-store" });

// Step 2 opens when step 1 is done; until then the tracker says why it is locked.
export async function loader({ context }: Route.LoaderArgs) {
  const user = requireUser(context);
  const profile = await getUser(db(), user.id);
  if (!profile) throw data("Vous devez être connecté.", { status: 401 });
  if (!profile.steps[0]) throw redirect("/profile/avancement?verrouillee=2");
  return { done: profile.steps[1] };
}

const linkClass = "font-semibold text-navy underline underline-offset-2 hover:text-terracotta-dark";

export default function Step2({ loaderData }: Route.ComponentProps) {
  return (
    <main id="contenu" className="mx-auto max-w-3xl px-4 py-10 sm:py-12">
      <p>
        <Link to="/profile/avancement" className={linkClass}>
          ← Mon avancement
        </Link>
      </p>
      <p className="mt-6 text-sm font-semibold uppercase tracking-wide text-terracotta-dark">Étape 2 sur 9</p>
      <h1 className="mt-1 text-3xl font-extrabold text-navy sm:text-4xl">{STEPS[1].title}</h1>
      <div className="mt-6 space-y-4 text-lg leading-relaxed text-slate-800">
        <p>
          À partir de vos réponses, nous construisons ensemble votre stratégie : la ville et le quartier, le type de bien
          (studio, deux-pièces, grand appartement pour une colocation), le mode de location et l'enveloppe globale, qui comprend
          le prix d'achat, les frais de notaire, les travaux, l'ameublement et nos honoraires.
        </p>
        <p>
          Vous recevez une simulation détaillée : mensualités du prêt, loyers attendus, charges, fiscalité et cash-flow. Nous
          vérifions ensuite la faisabilité du financement, avec votre banque ou un courtier.
        </p>
      </div>

      <section aria-labelledby="a-faire" className="mt-8 rounded-2xl bg-sand p-5 sm:p-6">
        <h2 id="a-faire" className="text-xl font-bold text-navy">
          Ce que vous avez à faire
        </h2>
        <ul className="mt-3 list-disc space-y-2 pl-6 text-slate-800">
          <li>Valider avec votre conseiller la ville, le type de bien et le budget global.</li>
          <li>Faire confirmer votre capacité d'emprunt par votre banque ou un courtier.</li>
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
      </section>

      <p role="status" className={`mt-8 rounded-lg p-3 font-medium ${loaderData.done ? "bg-sage/20 text-sage-dark" : "bg-slate-100 text-slate-700"}`}>
        {loaderData.done
          ? "Cette étape est terminée."
          : "Votre conseiller marque cette étape comme terminée lorsque votre stratégie et votre budget sont validés."}
      </p>
    </main>
  );
}
