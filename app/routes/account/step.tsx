import { Link, data, redirect } from "react-router";
import { NO_SCRIPTS } from "~/components/layout/route-handle";
import { StepFrame, stepLinkClass as linkClass } from "~/components/steps/step-frame";
import { STEP_DETAILS, canOpenStep, timelineStates } from "~/domain/clients/investor-file";
import { seoMeta } from "~/domain/site/seo";
import { STEPS } from "~/domain/clients/steps";
import { requireUser } from "~/server/accounts/auth.server";
import { db } from "~/server/db/db.server";
import { updatesOfStep } from "~/server/clients/step-updates.server";
import { getUser } from "~/server/accounts/users.server";
import type { Route } from "./+types/step";

/** Steps 3 to 9 share this page; the step number is the end of the path (…/etapeN). */
const stepOf = (pathname: string) => Number(/etape([3-9])\/?$/.exec(pathname)?.[1] ?? NaN);

export const meta: Route.MetaFunction = (args) => {
  const n = stepOf(args.location.pathname);
  const step = STEPS[n - 1];
  return seoMeta(args, { title: step ? `Étape ${n} : ${step.title}` : "Étape", description: step?.summary ?? "", noindex: true });
};

/** Served without scripts (decisions 0012 and 0046): the step's page is links and text. */
export const handle = NO_SCRIPTS;

export async function loader({ context, request }: Route.LoaderArgs) {
  const user = requireUser(context);
  const n = stepOf(new URL(request.url).pathname.replace(/\.data$/, ""));
  if (!STEPS[n - 1]) throw data(null, { status: 404 });
  const profile = await getUser(db(), user.id);
  if (!profile) throw data("Vous devez être connecté.", { status: 401 });
  if (!canOpenStep(profile.steps, n)) throw redirect(`/profile/avancement?verrouillee=${n}`);
  const updates = await updatesOfStep(db(), user.id, n);
  return { n, state: timelineStates(profile.steps)[n - 1], updates };
}

export default function StepPage({ loaderData }: Route.ComponentProps) {
  const { n, state, updates } = loaderData;
  const details = STEP_DETAILS[n];
  return (
    <StepFrame
      n={n}
      state={state}
      updates={updates}
      intro={<p>{details.happens}</p>}
      todoTitle="Ce que vous avez à fournir"
      todo={
        <>
          <ul className="mt-3 list-disc space-y-2 pl-6 text-slate-800">
            {details.provide.map((p) => (
              <li key={p}>{p}</li>
            ))}
          </ul>
          <p className="mt-3">
            <Link to="/profile/documents" className={linkClass}>
              Mes documents
            </Link>
          </p>
        </>
      }
    />
  );
}
