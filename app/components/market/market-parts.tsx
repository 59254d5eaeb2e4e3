// Small pieces shared by the market sections of the city and project pages, laying out texts written by
// app/domain/market/display.ts: the source lines the Licence Ouverte asks for beside every figure, the
// figures of an area, the link to the rule.
import { Link } from "react-router";
import type { AreaView } from "~/domain/market/display";

export function SourceLines({ lines }: { lines: ReadonlyArray<string | null> }) {
  return (
    <>
      {lines.filter((l): l is string => l !== null).map((line) => (
        <p key={line} className="mt-3 text-sm text-slate-600">{line}</p>
      ))}
    </>
  );
}

/**
 * Median, quartiles, count and period of an area, or the sentence said instead: a card each, or with `compactOnPhone`
 * (a project's Bilan, issue 30 item 7) one box on a phone, a line each, the label beside the figure.
 */
export function AreaFigures({ area, compactOnPhone = false }: { area: AreaView; compactOnPhone?: boolean }) {
  if ("message" in area) return <p className="text-slate-800">{area.message}</p>;
  const list = compactOnPhone
    ? "divide-y divide-slate-300/60 rounded-xl bg-sand px-4 sm:grid sm:grid-cols-3 sm:gap-4 sm:divide-y-0 sm:bg-transparent sm:px-0"
    : "grid gap-4 sm:grid-cols-3";
  const item = compactOnPhone
    ? "flex flex-wrap items-baseline justify-between gap-x-3 py-2.5 sm:block sm:rounded-xl sm:bg-sand sm:p-4"
    : "rounded-xl bg-sand p-4";
  const label = `text-sm text-slate-700 ${compactOnPhone ? "min-w-36 flex-1" : ""}`;
  return (
    <dl className={list}>
      <div className={item}>
        <dt className={label}>Prix médian au m²</dt>
        <dd className={`font-extrabold whitespace-nowrap text-navy ${compactOnPhone ? "text-lg sm:text-2xl" : "text-2xl"}`}>{area.median}</dd>
      </div>
      <div className={item}>
        <dt className={label}>La moitié des ventes entre</dt>
        <dd className="text-lg font-bold text-navy">{area.range}</dd>
      </div>
      <div className={item}>
        <dt className={label}>Ventes comparables</dt>
        <dd className="text-lg font-bold text-navy">{area.count}</dd>
        <dd className={`text-slate-700 ${compactOnPhone ? "basis-full text-sm sm:text-base" : ""}`}>{area.period}</dd>
      </div>
    </dl>
  );
}

/** To the rule on /comment-calculons-nous (the « ventes-comparables » topic of definition-link.tsx, written out: the city page loads nothing else of it). */
export function MethodLink() {
  return (
    <Link to="/comment-calculons-nous#ventes-comparables" className="font-semibold text-navy underline underline-offset-4 hover:text-terracotta-dark">
      Quelles ventes comptons-nous ?
    </Link>
  );
}
