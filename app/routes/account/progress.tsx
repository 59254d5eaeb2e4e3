import { data, useSearchParams } from "react-router";
import { BackLink } from "~/components/layout/back-link";
import { NO_SCRIPTS } from "~/components/layout/route-handle";
import { AdviserCard } from "~/components/project/adviser-card";
import { StepTimeline } from "~/components/steps/step-timeline";
import { seoMeta } from "~/domain/site/seo";
import { adviserContact, buildTimeline } from "~/domain/clients/timeline/timeline";
import { requireUser } from "~/server/accounts/auth.server";
import { db } from "~/server/db/db.server";
import { env } from "~/server/platform/env.server";
import { listStepUpdates } from "~/server/clients/step-updates.server";
import { getAdviser } from "~/server/timeline/advisers.server";
import { getStepDates } from "~/server/timeline/step-dates.server";
import { getUser } from "~/server/accounts/users.server";
import type { Route } from "./+types/progress";

export const meta: Route.MetaFunction = (args) =>
  seoMeta(args, { title: "Mon avancement", description: "Les neuf étapes de votre projet d’investissement.", noindex: true });

/** Served without scripts (decisions 0012 and 0046): the timeline is links and text. */
export const handle = NO_SCRIPTS;

export async function loader({ context }: Route.LoaderArgs) {
  const user = requireUser(context);
  const profile = await getUser(db(), user.id);
  if (!profile) throw data("Vous devez être connecté.", { status: 401 });
  const [updates, adviser] = await Promise.all([listStepUpdates(db(), user.id), getAdviser(db(), user.id)]);
  const config = env();
  return {
    timeline: buildTimeline(profile.steps, await getStepDates(db(), user.id, profile.steps, updates)),
    // The latest update of each step (newest first from the model), shown under the step in progress.
    latest: updates.filter((u, i) => updates.findIndex((v) => v.step === u.step) === i).map(({ step, body, createdAt, authorName }) => ({ step, body, createdAt, authorName })),
    counts: updates.reduce<Record<number, number>>((acc, u) => ({ ...acc, [u.step]: (acc[u.step] ?? 0) + 1 }), {}),
    adviser: adviserContact(adviser, { name: config.COMPANY_NAME, phone: config.COMPANY_PHONE, email: config.COMPANY_EMAIL }),
  };
}

export default function Progress({ loaderData }: Route.ComponentProps) {
  const { timeline, latest, counts, adviser } = loaderData;
  const [params] = useSearchParams();
  const locked = Number(params.get("verrouillee"));
  const lockedNotice = Number.isInteger(locked) && locked >= 2 && locked <= timeline.length ? locked : null;
  const done = timeline.filter((s) => s.state === "terminee").length;

  return (
    <main id="contenu" className="mx-auto max-w-5xl px-4 py-10 sm:py-12">
      <BackLink to="/profile" label="Mon profil" />
      <h1 className="mt-4 text-3xl font-extrabold text-navy sm:text-4xl">Mon avancement</h1>
      <p className="mt-3 max-w-3xl text-lg text-slate-700">
        Votre projet avance en neuf étapes ; chacune s’ouvre lorsque la précédente est terminée. Étapes terminées : {done} sur{" "}
        {timeline.length}.
      </p>
      {lockedNotice && (
        <p role="alert" className="mt-4 rounded-lg bg-red-50 p-3 font-medium text-red-800">
          L’étape {lockedNotice} est encore verrouillée : terminez d’abord l’étape {lockedNotice - 1}.
        </p>
      )}

      <div className="mt-8 grid gap-8 lg:grid-cols-[minmax(0,1fr)_20rem] lg:items-start">
        <div className="lg:sticky lg:top-24 lg:order-2">
          <AdviserCard adviser={adviser} />
        </div>
        <StepTimeline entries={timeline} latest={latest} counts={counts} />
      </div>
    </main>
  );
}
