import { Link, data, useSearchParams } from "react-router";
import { StepUpdates } from "~/components/step-updates";
import { formatDate } from "~/domain/format";
import { TIMELINE_LABELS, timelineStates } from "~/domain/investor-file";
import { type StepStatus, stepStatuses } from "~/domain/profile";
import { seoMeta } from "~/domain/seo";
import { STEPS } from "~/domain/steps";
import { requireUser } from "~/server/auth.server";
import { db } from "~/server/db.server";
import { listStepUpdates, stepDoneDates } from "~/server/step-updates.server";
import { getUser } from "~/server/users.server";
import type { Route } from "./+types/progress";

export const meta: Route.MetaFunction = (args) =>
  seoMeta(args, { title: "Mon avancement", description: "Les neuf étapes de votre projet d’investissement.", noindex: true });

/** Every step has a page of its own (issue 11). */
const stepPage = (n: number) => `/profile/avancement/etape${n}`;

export async function loader({ context }: Route.LoaderArgs) {
  const user = requireUser(context);
  const profile = await getUser(db(), user.id);
  if (!profile) throw data("Vous devez être connecté.", { status: 401 });
  const updates = await listStepUpdates(db(), user.id);
  return { statuses: stepStatuses(profile.steps), states: timelineStates(profile.steps), dates: stepDoneDates(updates, profile.steps), updates };
}


function StatusIcon({ status }: { status: StepStatus }) {
  const common = { "aria-hidden": true, width: 24, height: 24, viewBox: "0 0 24 24", fill: "none", stroke: "currentColor", strokeWidth: 2, strokeLinecap: "round", strokeLinejoin: "round" } as const;
  if (status === "done")
    return (
      <svg {...common}>
        <circle cx="12" cy="12" r="9" />
        <path d="m8 12.5 2.7 2.7L16 9.8" />
      </svg>
    );
  return (
    <svg {...common}>
      <rect x="5" y="11" width="14" height="10" rx="2" />
      {status === "locked" ? <path d="M8 11V8a4 4 0 0 1 8 0v3" /> : <path d="M8 11V8a4 4 0 0 1 7.7-1.5" />}
      <circle cx="12" cy="16" r="1.2" />
    </svg>
  );
}

const BADGE: Record<StepStatus, string> = {
  done: "bg-sage/25 text-sage-dark",
  unlocked: "bg-sand text-terracotta-dark",
  locked: "bg-slate-100 text-slate-600",
};

export default function Progress({ loaderData }: Route.ComponentProps) {
  const { statuses, states, dates, updates } = loaderData;
  const [params] = useSearchParams();
  const locked = Number(params.get("verrouillee"));
  const lockedNotice = Number.isInteger(locked) && locked >= 2 && locked <= statuses.length ? locked : null;
  const done = statuses.filter((s) => s === "done").length;

  return (
    <main id="contenu" className="mx-auto max-w-3xl px-4 py-10 sm:py-12">
      <p>
        <Link to="/profile" className="font-semibold text-navy underline underline-offset-2 hover:text-terracotta-dark">
          ← Mon profil
        </Link>
      </p>
      <h1 className="mt-4 text-3xl font-extrabold text-navy sm:text-4xl">Mon avancement</h1>
      <p className="mt-3 text-lg text-slate-700">
        Votre projet avance en neuf étapes. Chaque étape se débloque lorsque la précédente est terminée. Étapes terminées :{" "}
        {done} sur {statuses.length}.
      </p>
      {lockedNotice && (
        <p role="alert" className="mt-4 rounded-lg bg-red-50 p-3 font-medium text-red-800">
          L’étape {lockedNotice} est encore verrouillée : terminez d’abord l’étape {lockedNotice - 1}.
        </p>
      )}

      <ol className="mt-8 space-y-4">
        {statuses.map((status, i) => {
          const number = i + 1;
          const step = STEPS[i];
          const page = status !== "locked" ? stepPage(number) : undefined;
          const date = dates[i];
          const own = updates.filter((u) => u.step === number);
          return (
            <li
              key={step.title}
              className={`flex gap-4 rounded-2xl border p-4 sm:p-5 ${status === "locked" ? "border-slate-200 bg-slate-50" : "border-slate-300 bg-white"}`}
            >
              <span
                className={`flex h-11 w-11 shrink-0 items-center justify-center rounded-full ${BADGE[status]}`}
              >
                <StatusIcon status={status} />
              </span>
              <div className="min-w-0 flex-1">
                <p className={`inline-block rounded-full px-2.5 py-0.5 text-sm font-semibold ${BADGE[status]}`}>
                  {TIMELINE_LABELS[states[i]]}
                  {date && (
                    <>
                      {" "}
                      le <time dateTime={date}>{formatDate(date)}</time>
                    </>
                  )}
                </p>
                <h2 className="mt-1 text-lg font-bold text-navy">
                  {page ? (
                    <Link to={page} className="underline underline-offset-4 hover:text-terracotta-dark focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-terracotta">
                      Étape {number} : {step.title}
                    </Link>
                  ) : (
                    <>
                      Étape {number} : {step.title}
                    </>
                  )}
                </h2>
                <p className={`mt-1 ${status === "locked" ? "text-slate-600" : "text-slate-700"}`}>{step.summary}</p>
                <StepUpdates updates={own} fileUrl={(id) => `/profile/documents/${id}`} />
              </div>
            </li>
          );
        })}
      </ol>
    </main>
  );
}
