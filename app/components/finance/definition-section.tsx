// The pieces of « Comment calculons-nous ? »: a definition under its anchor (the topics DefinitionLink points to),
// its formula and its worked example.
import type { DefinitionTopic } from "./definition-link";

export const SECTIONS: { id: DefinitionTopic; title: string }[] = [
  { id: "cout-total", title: "Coût total et montant emprunté" },
  { id: "charges", title: "Charges mensuelles" },
  { id: "mensualite", title: "Mensualité du prêt" },
  { id: "travaux", title: "Période de travaux : aucun loyer" },
  { id: "differe", title: "Différé de remboursement" },
  { id: "rentabilite-brute", title: "Rentabilité brute" },
  { id: "rentabilite-nette", title: "Rentabilité nette" },
  { id: "cash-flow", title: "Cash-flow mensuel" },
  { id: "patrimoine", title: "Enrichissement net après 1, 5 et 10 ans" },
];

export function Definition({ id, children }: { id: DefinitionTopic; children: React.ReactNode }) {
  const title = SECTIONS.find((s) => s.id === id)!.title;
  return (
    <section id={id} aria-labelledby={`${id}-titre`} className="scroll-mt-24 border-t border-slate-200 pt-10">
      <h2 id={`${id}-titre`} className="text-2xl font-bold text-navy sm:text-3xl">
        {title}
      </h2>
      <div className="mt-4 space-y-4 leading-relaxed text-slate-800">{children}</div>
    </section>
  );
}

export function Formula({ children }: { children: React.ReactNode }) {
  return <p className="rounded-xl border-l-4 border-navy bg-sand px-5 py-4 text-lg font-semibold text-navy">{children}</p>;
}

export function Example({ title = "Dans notre exemple", children }: { title?: string; children: React.ReactNode }) {
  return (
    <div className="rounded-xl border border-slate-200 bg-slate-50 px-5 py-4">
      <p className="text-sm font-bold tracking-wide text-terracotta-dark uppercase">{title}</p>
      <div className="mt-2 space-y-2">{children}</div>
    </div>
  );
}

