// The after-tax simulator's year table (issue 30, item 7): the selected regime year by year, folded.
import { ScrollRegion } from "~/components/media/scroll-region";
import { formatMoney as money } from "~/domain/text/format";
import type { AfterTaxView } from "~/domain/tax/tax-query";

type Year = AfterTaxView["selected"]["years"][number];

/** The year table's columns after « Année », as the regime has them; a header with soft hyphens so that it fits narrow. */
function yearColumns(regime: AfterTaxView["selected"]["id"]): { label: string; header: string; value: (y: Year) => number; main?: boolean }[] {
  const depreciation = regime === "lmnp-reel" || regime === "jeanbrun";
  const deficit = regime === "lmnp-reel" || regime === "nue-reel" || regime === "jeanbrun";
  const landDeficit = regime === "nue-reel" || regime === "jeanbrun";
  return [
    { label: "Loyers", header: "Loyers", value: (y) => y.rents },
    { label: "Charges", header: "Charges", value: (y) => y.charges },
    { label: "Intérêts", header: "Intérêts", value: (y) => y.interest },
    ...(depreciation ? [{ label: "Amortissement déduit", header: "Amortis\u00adsement déduit", value: (y: Year) => y.depreciationUsed }] : []),
    ...(regime === "lmnp-reel" ? [{ label: "Amortissement reporté", header: "Amortis\u00adsement reporté", value: (y: Year) => y.depreciationCarried }] : []),
    ...(deficit ? [{ label: "Déficit reporté", header: "Déficit reporté", value: (y: Year) => y.deficitCarried }] : []),
    ...(landDeficit ? [{ label: "Déficit sur le revenu global", header: "Déficit sur le revenu global", value: (y: Year) => y.deficitOnOtherIncome }] : []),
    { label: "Revenu imposable", header: "Revenu impo\u00adsable", value: (y) => y.taxableIncome },
    { label: "Impôt et prélèvements", header: "Impôt et prélè\u00advements", value: (y) => y.tax },
    { label: "Cash-flow avant impôts", header: "Cash-flow avant impôts", value: (y) => y.cashflowBeforeTax },
    { label: "Cash-flow après impôts", header: "Cash-flow après impôts", value: (y) => y.cashflowAfterTax, main: true },
    { label: "Capital restant dû", header: "Capital restant dû", value: (y) => y.remainingLoan },
    { label: "Patrimoine", header: "Patri\u00admoine", value: (y) => y.wealth },
  ];
}

/**
 * The selected regime year by year: one table behind « Voir les 20 années » (issue 30, item 7), every column where
 * there is room, on a phone the year, the tax, the cash flow after tax and the wealth (no sideways scroll).
 */
export function YearTable({ view }: { view: AfterTaxView }) {
  const r = view.selected;
  const columns = yearColumns(r.id);
  const title = `Année par année : ${r.label}`;
  const year = (y: Year) => `${y.year}${y.available ? "" : " (non disponible)"}`;
  const onPhone = (c: { label: string }) => PHONE_YEAR_COLUMNS.has(c.label);
  return (
    <section className="@container" data-testid="annees-section">
      <h4 className="font-bold text-navy">{title}</h4>
      <details className="mt-2 rounded-xl border border-slate-200">
        <summary className="flex min-h-11 cursor-pointer items-center px-4 font-semibold text-navy">Voir les {r.years.length} années</summary>
        <p className="px-4 text-sm text-slate-700 @3xl:hidden">Loyers, charges, intérêts et revenu imposable de chaque année : sur un écran plus large, ou dans le dossier PDF.</p>
        <ScrollRegion label={title} className="px-2 pb-3 @3xl:px-4">
          <table className="w-full text-right text-sm tabular-nums" data-testid="annees">
            <caption className="sr-only">{title}</caption>
            <thead className="align-bottom text-slate-700">
              <tr>
                <th scope="col" className="py-1 pr-1 text-left">Année</th>
                {columns.map((c) => (
                  <th key={c.label} scope="col" className={`px-1 py-1 font-semibold ${onPhone(c) ? "" : "hidden @3xl:table-cell"}`}>{c.header}</th>
                ))}
              </tr>
            </thead>
            <tbody>
              {r.years.map((y) => (
                <tr key={y.year} className={`border-t border-slate-100 ${y.available ? "" : "text-slate-500"}`}>
                  <th scope="row" className="py-1 pr-1 text-left font-normal">{year(y)}</th>
                  {columns.map((c) => (
                    <td key={c.label} className={`px-1 py-1 whitespace-nowrap ${c.main ? "font-semibold text-navy" : ""} ${onPhone(c) ? "" : "hidden @3xl:table-cell"}`}>{money(c.value(y))}</td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollRegion>
      </details>
    </section>
  );
}

/** The year table's columns a phone shows (the others from a container of 48 rem). */
const PHONE_YEAR_COLUMNS = new Set(["Impôt et prélèvements", "Cash-flow après impôts", "Patrimoine"]);
