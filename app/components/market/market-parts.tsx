// Small pieces shared by the market sections of the city and project pages: the source line the
// Licence Ouverte asks for beside every figure, the figures of an area, the reference rents table.
import { Link } from "react-router";
import { definitionHref } from "~/components/definition-link";
import { formatCount, formatInteger } from "~/domain/format";
import { SEGMENT_LABELS } from "~/domain/market/rents";
import type { AreaMarket, RentFigure, SalesCoverage } from "~/domain/market/views";
import { dvfSourceLine, perSquareMetre, periodText, rentPerSquareMetre, rentSourceLine } from "~/domain/market/wording";

export function SourceLine({ children }: { children: string }) {
  return <p className="mt-3 text-sm text-slate-600">{children}</p>;
}

/** The DVF source line, when the department's sales are imported. */
export function SalesSource({ coverage }: { coverage: SalesCoverage }) {
  return coverage.kind === "couverte" ? <SourceLine>{dvfSourceLine(coverage.latestSale, coverage.importedAt)}</SourceLine> : null;
}

/** One source line per edition shown (segments may come from different imports). */
export function RentSources({ rents }: { rents: readonly RentFigure[] }) {
  const lines = [...new Set(rents.map((r) => rentSourceLine(r.edition, r.importedAt)))];
  return (
    <>
      {lines.map((line) => (
        <SourceLine key={line}>{line}</SourceLine>
      ))}
    </>
  );
}

/** « 1 232 €/m² », or what to say instead below 5 sales. */
export function MedianText({ area }: { area: AreaMarket }) {
  return area.median === null ? <>moins de 5 ventes</> : <>{perSquareMetre(area.median)}</>;
}

/** Median, quartiles, count and period of an area (or why there is no median). */
export function AreaFigures({ area, place }: { area: AreaMarket | null; place: string }) {
  if (!area || area.sales === 0)
    return <p className="text-slate-800">Aucune vente d’appartement comparable {place} sur les 36 derniers mois connus.</p>;
  if (area.median === null)
    return (
      <p className="text-slate-800">
        {formatCount(area.sales, "vente d’appartement comparable", "ventes d’appartements comparables")} seulement {place} {periodText(area.window)} : en dessous de
        5 ventes, nous ne publions pas de médiane, trop fragile.
      </p>
    );
  return (
    <dl className="grid gap-4 sm:grid-cols-3">
      <div className="rounded-xl bg-sand p-4">
        <dt className="text-sm text-slate-700">Prix médian au m²</dt>
        <dd className="text-2xl font-extrabold text-navy">{perSquareMetre(area.median)}</dd>
      </div>
      <div className="rounded-xl bg-sand p-4">
        <dt className="text-sm text-slate-700">La moitié des ventes entre</dt>
        <dd className="text-lg font-bold text-navy">
          {perSquareMetre(area.q1!)} et {perSquareMetre(area.q3!)}
        </dd>
      </div>
      <div className="rounded-xl bg-sand p-4">
        <dt className="text-sm text-slate-700">Ventes comparables</dt>
        <dd className="text-lg font-bold text-navy">{formatCount(area.sales, "vente", "ventes")}</dd>
        <dd className="text-sm text-slate-700">{periodText(area.window)}</dd>
      </div>
    </dl>
  );
}

/** The ministry's reference rents, one card per segment; « maille » flagged as an estimate on a wider area. */
export function RentCards({ rents, title }: { rents: readonly RentFigure[]; title: string }) {
  return (
    <div>
      <p className="mb-2 font-semibold text-navy">{title}</p>
      <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        {rents.map((r) => (
          <li key={r.segment} className="rounded-xl bg-sand p-4">
            <p className="text-sm text-slate-700">{SEGMENT_LABELS[r.segment]}</p>
            <p className="text-xl font-extrabold text-navy">
              {rentPerSquareMetre(r.rent)} <span className="text-sm font-normal text-slate-700">par mois</span>
            </p>
            {r.lower !== null && r.upper !== null && (
              <p className="text-sm text-slate-800">
                de {rentPerSquareMetre(r.lower)} à {rentPerSquareMetre(r.upper)} (intervalle à 95 %)
              </p>
            )}
            <p className="mt-1 text-sm text-slate-700">
              {r.level === "commune"
                ? `Estimé sur ${r.observations !== null ? `${formatInteger(r.observations)} annonces` : "les annonces"} de la commune.`
                : `Estimation sur une zone plus large (maille) : trop peu d’annonces dans la commune${r.observations !== null ? ` (${formatInteger(r.observations)})` : ""}.`}
            </p>
          </li>
        ))}
      </ul>
    </div>
  );
}

export function MethodLink() {
  return (
    <Link to={definitionHref("ventes-comparables")} className="font-semibold text-navy underline underline-offset-4 hover:text-terracotta-dark">
      Quelles ventes comptons-nous ?
    </Link>
  );
}
