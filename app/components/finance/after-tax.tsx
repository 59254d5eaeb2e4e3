import { ScrollRegion } from "~/components/media/scroll-region";
import { useEffect, useMemo, useRef, useState } from "react";
import { formatMoney as money, formatPercent, formatYield } from "~/domain/text/format";
import type { SimulationFields, SimulationOutcome } from "~/domain/projects/simulation-query";
import { cumulatedLines, wealthLines } from "~/domain/tax/line-chart";
import { JEANBRUN_COMMITMENT_YEARS, JEANBRUN_LEVELS, type JeanbrunLevel, TMI_RATES } from "~/domain/tax/constants";
import { type AfterTaxView, TAX_DEFAULTS, type TaxFields, type TaxParam, UNKNOWN_TMI, afterTaxView, taxSearch } from "~/domain/tax/tax-query";
import { YearTable } from "./after-tax-years";
import { LineChart } from "./tax-chart";

const URL_DELAY_MS = 300;
const ASSUMPTIONS: { name: TaxParam; label: string }[] = [
  { name: "assurance", label: "Assurance emprunteur (€ par mois)" },
  { name: "indexation", label: "Indexation des loyers et charges (% par an)" },
  { name: "terrain", label: "Part du terrain dans le prix (%)" },
  { name: "comptable", label: "Expert-comptable en LMNP réel (€ par an)" },
];
const input =
  "block h-11 w-full min-w-0 rounded-lg border border-slate-400 bg-white px-3 text-slate-900 focus:border-navy focus:outline-2 focus:outline-navy";

/**
 * « Après impôts » in the project's Bilan tab: TMI choice, the regimes' table, the recommended regime and
 * why, stress tests, the bank's view, charts and the year-by-year table. A GET form: without JavaScript the
 * server renders the choices of the query; with JavaScript the same pure functions recompute as the visitor
 * changes a choice or a simulator field, and the address follows.
 */
export function AfterTax({
  simFields,
  outcome,
  initial,
  dossierPath,
  comparePath,
}: {
  simFields: SimulationFields;
  outcome: SimulationOutcome;
  initial: TaxFields;
  /** Path of the project's PDF dossier; the simulation's parameters are added to it. */
  dossierPath: string;
  /** The projects list with this project ticked for comparison. */
  comparePath: string;
}) {
  const [fields, setFields] = useState<TaxFields>(initial);
  const view = useMemo(() => afterTaxView(outcome, fields), [outcome, fields]);
  const pendingUrl = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(pendingUrl.current), []);

  const writeUrl = (next: TaxFields) => {
    const url = new URL(window.location.href);
    url.search = taxSearch(url.searchParams, next).toString();
    window.history.replaceState(window.history.state, "", url);
  };
  const change = (name: TaxParam, value: string) => {
    const next = { ...fields, [name]: value };
    setFields(next);
    clearTimeout(pendingUrl.current);
    pendingUrl.current = setTimeout(() => writeUrl(next), URL_DELAY_MS);
  };

  return (
    <section id="apres-impots" aria-labelledby="apres-impots-titre" className="@container scroll-mt-24 rounded-2xl border-2 border-sand p-4 sm:p-6">
      <h3 id="apres-impots-titre" className="text-xl font-bold text-navy">Après impôts : quel régime choisir ?</h3>
      <p className="mt-2 text-slate-700">
        Les chiffres de la simulation ci-dessus, après impôt sur le revenu et prélèvements sociaux, sur 20 ans, pour
        chaque régime fiscal. Une simulation, pas un conseil fiscal.
      </p>
      <form
        method="get"
        action="#apres-impots"
        onSubmit={(event) => {
          event.preventDefault();
          clearTimeout(pendingUrl.current);
          writeUrl(fields);
        }}
        className="mt-5 grid gap-4 @xl:grid-cols-2 @4xl:grid-cols-4"
      >
        <input type="hidden" name="onglet" value="bilan" />
        {Object.entries(simFields).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        <div>
          <label htmlFor="impots-tmi" className="font-semibold text-navy">Votre tranche d’imposition (TMI)</label>
          <select id="impots-tmi" name="tmi" value={fields.tmi} onChange={(e) => change("tmi", e.currentTarget.value)} className={`mt-1 ${input}`}>
            {TMI_RATES.map((rate) => (
              <option key={rate} value={String(rate)}>{formatPercent(rate)}</option>
            ))}
            <option value={UNKNOWN_TMI}>Je ne connais pas ma TMI</option>
          </select>
        </div>
        {fields.tmi === UNKNOWN_TMI && (
          <>
            <div>
              <label htmlFor="impots-imposable" className="font-semibold text-navy">Revenu net imposable du foyer (€ par an)</label>
              <input id="impots-imposable" name="imposable" inputMode="decimal" autoComplete="off" value={fields.imposable} onChange={(e) => change("imposable", e.currentTarget.value)} className={`mt-1 ${input}`} />
            </div>
            <div>
              <label htmlFor="impots-parts" className="font-semibold text-navy">Nombre de parts du foyer</label>
              <input id="impots-parts" name="parts" inputMode="decimal" autoComplete="off" value={fields.parts} onChange={(e) => change("parts", e.currentTarget.value)} className={`mt-1 ${input}`} />
            </div>
          </>
        )}
        {view?.projection.jeanbrun.eligible && (
          <div>
            <label htmlFor="impots-niveau" className="font-semibold text-navy">Loyer du dispositif Jeanbrun</label>
            <select id="impots-niveau" name="niveau" value={fields.niveau} onChange={(e) => change("niveau", e.currentTarget.value)} className={`mt-1 ${input}`}>
              {(Object.keys(JEANBRUN_LEVELS) as JeanbrunLevel[]).map((level) => (
                <option key={level} value={level}>{JEANBRUN_LEVELS[level].label}</option>
              ))}
            </select>
          </div>
        )}
        <div>
          <label htmlFor="impots-regime" className="font-semibold text-navy">Régime détaillé année par année</label>
          <select id="impots-regime" name="regime" value={fields.regime} onChange={(e) => change("regime", e.currentTarget.value)} className={`mt-1 ${input}`}>
            <option value="">Le régime conseillé</option>
            {view?.shown.map((r) => (
              <option key={r.id} value={r.id}>{r.label}</option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="impots-revenus" className="font-semibold text-navy">Vos revenus nets (€ par an)</label>
          <input id="impots-revenus" name="revenus" inputMode="decimal" autoComplete="off" placeholder="ex. 42000" value={fields.revenus} onChange={(e) => change("revenus", e.currentTarget.value)} className={`mt-1 ${input}`} />
        </div>
        <details className="@xl:col-span-2 @4xl:col-span-4" open={ASSUMPTIONS.some((a) => fields[a.name] !== TAX_DEFAULTS[a.name])}>
          <summary className="cursor-pointer font-semibold text-navy underline underline-offset-4">Hypothèses (assurance, indexation, terrain, comptable)</summary>
          <div className="mt-3 grid gap-4 @xl:grid-cols-2 @4xl:grid-cols-4">
            {ASSUMPTIONS.map((a) => (
              <div key={a.name}>
                <label htmlFor={`impots-${a.name}`} className="font-semibold text-navy">{a.label}</label>
                <input id={`impots-${a.name}`} name={a.name} inputMode="decimal" autoComplete="off" value={fields[a.name]} onChange={(e) => change(a.name, e.currentTarget.value)} className={`mt-1 ${input}`} />
              </div>
            ))}
          </div>
        </details>
        <div className="flex items-end">
          <button type="submit" className="h-11 rounded-lg bg-navy px-6 font-semibold text-white hover:bg-navy-dark focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-terracotta">
            Afficher
          </button>
        </div>
      </form>
      <div aria-live="polite">
        {view ? <AfterTaxResults view={view} /> : <p className="mt-6 text-red-900">Corrigez la simulation ci-dessus pour voir les chiffres après impôts.</p>}
      </div>
      <p className="mt-6 flex flex-wrap items-center gap-4">
        <a
          href={`${dossierPath}?${taxSearch(new URLSearchParams(simFields), fields).toString()}`}
          className="inline-flex h-11 items-center rounded-lg border-2 border-navy px-5 font-semibold text-navy hover:bg-sand"
        >
          Télécharger le dossier (PDF)
        </a>
        <a href={comparePath} className="font-semibold text-navy underline underline-offset-4 hover:text-terracotta-dark">
          Comparer avec d’autres projets
        </a>
      </p>
    </section>
  );
}

/**
 * The regimes (shared with the admin form): one table, every column where there is room; in a narrow container
 * (a phone, issue 30 item 7) a compact table (`.table-compact`), each regime's name on a line and its four figures
 * under short column headings, instead of a card per regime (issue 23) four times as tall.
 */
export function RegimesTable({ view }: { view: Pick<AfterTaxView, "shown" | "recommended" | "projection"> }) {
  const caption = `Les régimes fiscaux à une TMI de ${formatPercent(view.projection.tmiPct)}`;
  // Each column's heading: in full where there is room, short in a narrow container (the note under the table says what they count).
  const heading = (full: string, short: string) => (
    <>
      <span className="hidden @2xl:inline">{full}</span>
      <span className="@2xl:hidden">{short}</span>
    </>
  );
  return (
    <div className="@container">
      <ScrollRegion label="Tableau des régimes fiscaux">
        <table className="table-compact w-full text-right [--columns:4]" data-testid="regimes">
          <caption className="mb-2 text-left font-bold text-navy">{caption}</caption>
          <thead className="text-sm text-slate-700">
            <tr>
              <th scope="col" className="py-2 pr-3 text-left">Régime</th>
              <th scope="col" className="px-3 py-2">{heading("Cash-flow mensuel après impôts, année 1", "Par mois, année 1")}</th>
              <th scope="col" className="px-3 py-2">{heading("Cumul après impôts sur 10 ans", "Cumul sur 10 ans")}</th>
              <th scope="col" className="px-3 py-2">{heading("Cumul après impôts sur 20 ans", "Cumul sur 20 ans")}</th>
              <th scope="col" className="py-2 pl-3">Rentabilité nette-nette</th>
            </tr>
          </thead>
          <tbody>
            {view.shown.map((r) => {
              const best = r.id === view.recommended?.id;
              return (
                <tr key={r.id} className={`border-t border-slate-200 ${best ? "bg-sand font-semibold" : ""}`}>
                  <th scope="row" className="py-2 pr-3 text-left font-semibold text-navy">
                    {r.label}
                    {best && <RecommendedBadge />}
                    <RegimeNote regime={r} />
                  </th>
                  {r.available ? (
                    <>
                      <td className="px-3 py-2 whitespace-nowrap">{money(r.monthlyAfterTaxYear1)}</td>
                      <td className="px-3 py-2 whitespace-nowrap">{money(r.cumulated10)}</td>
                      <td className="px-3 py-2 whitespace-nowrap">{money(r.cumulated20)}</td>
                      <td className="py-2 pl-3 whitespace-nowrap">{formatYield(r.netNetYieldPct)}</td>
                    </>
                  ) : (
                    <td colSpan={4} className="py-2 text-left text-slate-700">Non disponible : {r.unavailableReason}</td>
                  )}
                </tr>
              );
            })}
          </tbody>
        </table>
      </ScrollRegion>
      <p className="mt-1 text-sm text-slate-700 @2xl:hidden">Cash-flow après impôts : par mois la première année, puis cumulé sur 10 et sur 20 ans.</p>
    </div>
  );
}

/** The summary of a fold closed on a phone (`fold-small`, app.css): from 640 px the content shows and the summary hides. */
const FOLD_SUMMARY = "cursor-pointer py-2 font-semibold text-navy underline underline-offset-4";

const RecommendedBadge = () => <span className="ml-2 rounded-full bg-navy px-2 py-0.5 text-xs text-white">conseillé</span>;

function RegimeNote({ regime: r }: { regime: AfterTaxView["shown"][number] }) {
  if (!r.available || r.unavailableYears.length === 0) return null;
  return <span className="block text-sm font-normal text-slate-700">Plus accessible à partir de l’année {r.unavailableYears[0]}</span>;
}

function AfterTaxResults({ view }: { view: AfterTaxView }) {
  const { projection, selected, recommended, choice } = view;
  const jb = projection.jeanbrun;
  return (
    <div className="mt-6 space-y-8">
      {choice.tmiComputed && (
        <p className="text-slate-800">D’après le revenu et les parts indiqués, votre TMI est de <strong>{formatPercent(choice.tmiPct)}</strong>.</p>
      )}
      <RegimesTable view={view} />
      {recommended && (
        <p className="rounded-xl bg-navy p-4 text-white" data-testid="recommandation">
          <strong>Régime conseillé : {recommended.label}.</strong> {view.reason}
        </p>
      )}
      {jb.eligible && (
        <p className="text-slate-700">
          Dispositif Jeanbrun : {JEANBRUN_LEVELS[jb.level].label.toLowerCase()}, loyer plafonné à {money(jb.rentCeiling)} par mois
          (loyer du projet − {JEANBRUN_LEVELS[jb.level].rentDiscountPct} %), amortissement de {money(jb.yearlyDepreciation)} par an,
          engagement de location de {JEANBRUN_COMMITMENT_YEARS} ans.
        </p>
      )}
      <div className="grid gap-6 @3xl:grid-cols-2">
        {recommended && view.stress.length > 0 && (
          <section aria-labelledby="stress-titre" className="rounded-xl border border-slate-200 p-4">
            <h4 id="stress-titre" className="font-bold text-navy">Et si… (tests de résistance, {recommended.label})</h4>
            <details className="fold-small">
              <summary className={`mt-1 ${FOLD_SUMMARY}`}>Voir les {view.stress.length} tests</summary>
              <p className="text-slate-700">Cash-flow mensuel après impôts la première année : {money(recommended.monthlyAfterTaxYear1)} sans imprévu.</p>
              <dl className="mt-2 divide-y divide-slate-100">
                {view.stress.map((s) => (
                  <div key={s.id} className="flex justify-between gap-3 py-1.5">
                    <dt className="text-slate-800">{s.label}</dt>
                    <dd className="font-semibold whitespace-nowrap text-navy">
                      {money(s.monthlyAfterTax)} <span className="font-normal text-slate-700">({money(s.difference)})</span>
                    </dd>
                  </div>
                ))}
              </dl>
            </details>
          </section>
        )}
        <section aria-labelledby="banque-titre" className="rounded-xl border border-slate-200 p-4">
          <h4 id="banque-titre" className="font-bold text-navy">Le regard de la banque</h4>
          {view.bank ? (
            <dl className="mt-2 divide-y divide-slate-100">
              {[
                ["Revenus mensuels", money(view.bank.monthlyIncome)],
                ["Loyer retenu (70 %)", money(view.bank.countedRent)],
                ["Mensualité du prêt, assurance comprise", money(view.bank.monthlyDebt)],
                ["Taux d’endettement", `${formatPercent(view.bank.debtRatioPct)} (plafond ${formatPercent(view.bank.ceilingPct)})`],
                ["Reste à vivre par mois", money(view.bank.leftToLive)],
              ].map(([label, value]) => (
                <div key={label} className="flex justify-between gap-3 py-1.5">
                  <dt className="text-slate-800">{label}</dt>
                  <dd className="font-semibold whitespace-nowrap text-navy">{value}</dd>
                </div>
              ))}
              <p className={`pt-2 font-semibold ${view.bank.withinCeiling ? "text-green-800" : "text-red-800"}`}>
                {view.bank.withinCeiling ? "Sous le plafond de 35 % appliqué par les banques." : "Au-dessus du plafond de 35 % appliqué par les banques."}
              </p>
            </dl>
          ) : (
            <p className="mt-2 text-slate-700">Indiquez vos revenus nets annuels pour voir votre taux d’endettement avec ce prêt (loyers comptés à 70 %, plafond de 35 %).</p>
          )}
        </section>
      </div>
      <TaxCharts view={view} />
      <YearTable view={view} key={selected.id} />
    </div>
  );
}

function TaxCharts({ view }: { view: AfterTaxView }) {
  const available = view.shown.filter((r) => r.available);
  const cumulated = cumulatedLines(available, view.recommended?.id ?? null);
  const wealth = wealthLines(view.projection.propertyValue, view.selected.years);
  const years = view.selected.years;
  // Folded on a phone (issue 30, item 7: a chart and its line buttons are most of a screen each), shown on a desk.
  return (
    <details className="fold-small">
      <summary className={FOLD_SUMMARY}>Voir les graphiques : cash-flow cumulé et patrimoine sur 20 ans</summary>
      <div className="mt-3 grid gap-6 sm:mt-0" data-testid="graphiques">
        <LineChart
          // A new set of regimes (another TMI, Jeanbrun on or off) starts again from the lines shown at first.
          key={cumulated.series.map((s) => s.id).join()}
          title="Cash-flow cumulé après impôts sur 20 ans"
          description={`Une courbe par régime, trois au plus à la fois. Au bout de 20 ans : ${available.map((r) => `${r.label} ${money(r.cumulated20)}`).join(", ")}.`}
          series={cumulated.series}
          emphasis={cumulated.emphasis}
          initial={cumulated.shown}
          table={{
            columns: ["Année", ...available.map((r) => r.label)],
            rows: years.map((_, i) => [`Année ${i + 1}`, ...available.map((r) => money(r.years[i].cumulatedAfterTax))]),
          }}
        />
        <LineChart
          title={`Patrimoine sur 20 ans (${view.selected.label})`}
          description={`Valeur du bien ${money(view.projection.propertyValue)}, capital restant dû, trésorerie cumulée après impôts et patrimoine net, qui atteint ${money(years[years.length - 1].wealth)} au bout de 20 ans.`}
          series={wealth.series}
          emphasis={wealth.emphasis}
          initial={wealth.shown}
          table={{
            columns: ["Année", "Capital restant dû", "Trésorerie cumulée", "Patrimoine net"],
            rows: years.map((y) => [`Année ${y.year}`, money(y.remainingLoan), money(y.cumulatedAfterTax), money(y.wealth)]),
          }}
        />
      </div>
    </details>
  );
}
