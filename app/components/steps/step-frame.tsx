import type { ReactNode } from "react";
import { BackLink } from "~/components/layout/back-link";
import { StepUpdates } from "~/components/steps/step-updates";
import { TIMELINE_LABELS, type TimelineState } from "~/domain/clients/investor-file";
import { STEPS } from "~/domain/clients/steps";

export const stepLinkClass = "font-semibold text-navy underline underline-offset-2 hover:text-terracotta-dark";

/**
 * The page of one of the nine steps (/profile/avancement/etapeN): where it stands, what happens, what the
 * client has to do, what step-specific block follows (step 1's button…), then the updates the staff posted
 * on it with their photos and documents. Steps 1, 2 and 3–9 all use it.
 */
export function StepFrame(props: {
  n: number;
  state: TimelineState;
  intro: ReactNode;
  todoTitle: string;
  todo: ReactNode;
  children?: ReactNode;
  updates: Parameters<typeof StepUpdates>[0]["updates"];
}) {
  const { n, state, intro, todoTitle, todo, children, updates } = props;
  return (
    <main id="contenu" className="mx-auto max-w-3xl px-4 py-10 sm:py-12">
      <BackLink to="/profile/avancement" label="Mon avancement" />
      <p className="mt-6 text-sm font-semibold uppercase tracking-wide text-terracotta-dark">
        Étape {n} sur 9 · {TIMELINE_LABELS[state]}
      </p>
      <h1 className="mt-1 text-3xl font-extrabold text-navy sm:text-4xl">{STEPS[n - 1].title}</h1>
      <div className="mt-6 space-y-4 text-lg leading-relaxed text-slate-800">{intro}</div>
      <section aria-labelledby="a-faire" className="mt-8 rounded-2xl bg-sand p-5 sm:p-6">
        <h2 id="a-faire" className="text-xl font-bold text-navy">
          {todoTitle}
        </h2>
        {todo}
      </section>
      {children}
      <section aria-labelledby="actualites" className="mt-8">
        <h2 id="actualites" className="text-xl font-bold text-navy">
          Actualités, documents et photos
        </h2>
        {updates.length === 0 ? (
          <p className="mt-3 text-slate-700">Aucune actualité pour l’instant : nous vous écrirons dès qu’il y aura du nouveau.</p>
        ) : (
          <StepUpdates updates={updates} fileUrl={(id) => `/profile/documents/${id}`} />
        )}
      </section>
    </main>
  );
}
