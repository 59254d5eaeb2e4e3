/** URL of the page that defines every figure the site shows. */
export const DEFINITIONS_PATH = "/comment-calculons-nous";

/** Sections of the definitions page: anchor id → accessible name of a link to it. */
export const DEFINITION_TOPICS = {
  "cout-total": "Comment est calculé le coût total ?",
  mensualite: "Comment est calculée la mensualité du prêt ?",
  travaux: "Comment sont comptés les mois de travaux ?",
  differe: "Comment est calculé le différé ?",
  "rentabilite-brute": "Comment est calculée la rentabilité brute ?",
  "rentabilite-nette": "Comment est calculée la rentabilité nette ?",
  "cash-flow": "Comment est calculé le cash-flow ?",
  patrimoine: "Comment est calculé l’enrichissement net ?",
  charges: "Comment sont calculées les charges mensuelles ?",
  "ventes-comparables": "Quelles ventes comptons-nous dans les prix du marché ?",
} as const;

export type DefinitionTopic = keyof typeof DEFINITION_TOPICS;

export function definitionHref(topic: DefinitionTopic): string {
  return `${DEFINITIONS_PATH}#${topic}`;
}

/**
 * A small « ? » link next to a figure, to its definition. The accessible name is a question
 * (« Comment est calculée la rentabilité brute ? »); `label` replaces the topic's default one.
 */
export function DefinitionLink({
  topic,
  label,
  tone = "light",
}: {
  topic: DefinitionTopic;
  label?: string;
  /** "light" on pale backgrounds, "dark" on the navy ones. */
  tone?: "light" | "dark";
}) {
  const name = label ?? DEFINITION_TOPICS[topic];
  const colours =
    tone === "dark"
      ? "border-sand/70 text-sand hover:bg-sand hover:text-navy focus-visible:outline-sand"
      : "border-navy/60 text-navy hover:bg-navy hover:text-white focus-visible:outline-terracotta";
  return (
    // A plain link: it is also shown in islands, which run without React Router (decision 0046).
    <a
      href={definitionHref(topic)}
      aria-label={name}
      title={name}
      className={`ml-1.5 inline-flex h-6 w-6 shrink-0 items-center justify-center rounded-full border align-middle text-xs leading-none font-bold no-underline focus-visible:outline-2 focus-visible:outline-offset-2 ${colours}`}
    >
      <span aria-hidden="true">?</span>
    </a>
  );
}
