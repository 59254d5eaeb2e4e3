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

/** Median, quartiles, count and period of an area, or the sentence said instead. */
export function AreaFigures({ area }: { area: AreaView }) {
  if ("message" in area) return <p className="text-slate-800">{area.message}</p>;
  return (
    <dl className="grid gap-4 sm:grid-cols-3">
      <div className="rounded-xl bg-sand p-4">
        <dt className="text-sm text-slate-700">Prix médian au m²</dt>
        <dd className="text-2xl font-extrabold text-navy">{area.median}</dd>
      </div>
      <div className="rounded-xl bg-sand p-4">
        <dt className="text-sm text-slate-700">La moitié des ventes entre</dt>
        <dd className="text-lg font-bold text-navy">{area.range}</dd>
      </div>
      <div className="rounded-xl bg-sand p-4">
        <dt className="text-sm text-slate-700">Ventes comparables</dt>
        <dd className="text-lg font-bold text-navy">{area.count}</dd>
        <dd className="text-slate-700">{area.period}</dd>
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
