import { useEffect, useMemo, useRef, useState } from "react";
import { formatMoney, formatMonths, formatYield } from "~/domain/text/format";
import {
  SIMULATION_PARAMS,
  type SimulatedProject,
  type SimulationFields,
  type SimulationOutcome,
  type SimulationParam,
  runSimulation,
  sameFields,
  simulationDefaults,
  simulationSearch,
} from "~/domain/projects/simulation-query";
import { Amount } from "./amount";
import { DefinitionLink, type DefinitionTopic } from "./definition-link";

/** The simulation the server rendered: the fields read from the query and their outcome. */
export interface SimulationState {
  fields: SimulationFields;
  outcome: SimulationOutcome;
}

const FIELDS: { name: SimulationParam; label: string; hint?: string; inputMode: "decimal" | "numeric"; placeholder: string }[] = [
  { name: "apport", label: "Apport personnel (€)", inputMode: "decimal", placeholder: "ex. 10000" },
  { name: "taux", label: "Taux du prêt (%)", hint: "Taux annuel, de 0 à 20 %.", inputMode: "decimal", placeholder: "ex. 3,5" },
  { name: "duree", label: "Durée du prêt (années)", hint: "Différé compris.", inputMode: "numeric", placeholder: "ex. 20" },
  { name: "differe", label: "Différé (mois)", hint: "Mois où seuls les intérêts sont payés, 0 si aucun.", inputMode: "numeric", placeholder: "ex. 6" },
  { name: "loyer", label: "Loyer mensuel (€)", inputMode: "decimal", placeholder: "ex. 800" },
];

/** Delay before the URL follows what is typed (the browser limits how often history may change). */
const URL_DELAY_MS = 300;

const input =
  "block h-11 w-full min-w-0 rounded-lg border bg-white px-3 text-slate-900 focus:outline-2 focus:outline-offset-0";

/**
 * « Simulez avec vos chiffres »: the visitor replays the project with their own contribution, rate,
 * duration, deferral and rent. A GET form: without JavaScript the server computes the result
 * (`initial`); with JavaScript the same pure functions compute it as the visitor types, and the
 * address follows (replaced in place) without a server round-trip.
 */
export function Simulator({
  project,
  initial,
  onFieldsChange,
}: {
  project: SimulatedProject;
  initial: SimulationState;
  /** Told of every change of the fields (the after-tax view follows them live). */
  onFieldsChange?: (fields: SimulationFields) => void;
}) {
  const defaults = useMemo(() => simulationDefaults(project), [project]);
  // The fields start from the address (`initial`, read by the caller); then what is typed.
  const [fields, setFields] = useState<SimulationFields>(initial.fields);
  const outcome = useMemo(
    () => (sameFields(fields, initial.fields) ? initial.outcome : runSimulation(project, fields)),
    [fields, initial, project],
  );
  const results = useRef<HTMLElement>(null);
  const pendingUrl = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(pendingUrl.current), []);

  // The address follows what is typed, for a reload or a shared link. It is replaced in place rather
  // than through a router navigation, which would make every loader of the page (the root's too)
  // run again on the server; the router's own history state is kept so that back/forward still work.
  const replaceUrl = (search: URLSearchParams) => {
    const url = new URL(window.location.href);
    url.search = search.toString();
    window.history.replaceState(window.history.state, "", url);
  };
  const writeUrl = (next: SimulationFields) =>
    replaceUrl(simulationSearch(new URL(window.location.href).searchParams, next));

  const change = (name: SimulationParam, value: string) => {
    const next = { ...fields, [name]: value };
    setFields(next);
    onFieldsChange?.(next);
    clearTimeout(pendingUrl.current);
    pendingUrl.current = setTimeout(() => writeUrl(next), URL_DELAY_MS);
  };

  const errors = outcome.ok ? {} : outcome.errors;
  const errorId = (name: SimulationParam) => `simulateur-erreur-${name}`;
  const hintId = (name: SimulationParam) => `simulateur-aide-${name}`;

  return (
    <section id="simulateur" aria-labelledby="simulateur-titre" className="@container scroll-mt-24 rounded-2xl border-2 border-sand p-4 sm:p-6">
      <h3 id="simulateur-titre" className="text-xl font-bold text-navy">Simulez avec vos chiffres</h3>
      <p className="mt-2 text-slate-700">
        Changez l’apport, le taux, la durée, le différé ou le loyer pour voir la mensualité, le cash-flow et les
        rentabilités correspondants. Le prix, les travaux, les frais, l’ameublement, nos honoraires et les charges
        restent ceux du projet.
      </p>

      {/* Side by side when there is room, the result sticky while the inputs change; one above the other otherwise,
          with the main figures in a strip that stays in view over the inputs (decision 0041). */}
      <div className="mt-6 grid gap-8 @3xl:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
        <form
          method="get"
          action="#simulateur"
          aria-labelledby="simulateur-titre"
          onSubmit={(event) => {
            // Results are already up to date: no round-trip, only the URL and the view follow.
            event.preventDefault();
            clearTimeout(pendingUrl.current);
            writeUrl(fields);
            results.current?.scrollIntoView({ block: "nearest" });
          }}
          className="space-y-4"
        >
          <input type="hidden" name="onglet" value="bilan" />
          <ResultStrip outcome={outcome} />
          {/* Two fields a row on a phone (issue 30, item 7), each input at the foot of its box so that the inputs of a row line up. */}
          <div className="grid grid-cols-2 gap-x-3 gap-y-4 @3xl:grid-cols-1">
            {FIELDS.map((field) => {
              const error = errors[field.name];
              const describedBy = [field.hint ? hintId(field.name) : "", error ? errorId(field.name) : ""].filter(Boolean).join(" ");
              return (
                <div key={field.name} className="flex min-w-0 flex-col">
                  <div className="mb-1 flex-1">
                    <label htmlFor={`simulateur-${field.name}`} className="font-semibold text-navy">
                      {field.label}
                    </label>
                    {field.hint && (
                      <p id={hintId(field.name)} className="text-sm text-slate-600">
                        {field.hint}
                      </p>
                    )}
                  </div>
                  <input
                    id={`simulateur-${field.name}`}
                    name={field.name}
                    type="text"
                    inputMode={field.inputMode}
                    autoComplete="off"
                    spellCheck={false}
                    placeholder={field.placeholder}
                    value={fields[field.name]}
                    onChange={(event) => change(field.name, event.currentTarget.value)}
                    aria-invalid={error ? true : undefined}
                    aria-describedby={describedBy || undefined}
                    className={`${input} ${error ? "border-red-700 focus:outline-red-700" : "border-slate-400 focus:border-navy focus:outline-navy"}`}
                  />
                  {error && (
                    <p id={errorId(field.name)} className="mt-1 text-sm font-medium text-red-800">
                      {error}
                    </p>
                  )}
                </div>
              );
            })}
          </div>
          <div className="flex flex-wrap items-center gap-4 pt-2">
            <button
              type="submit"
              className="h-11 rounded-lg bg-navy px-6 font-semibold text-white hover:bg-navy-dark focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-terracotta"
            >
              Calculer
            </button>
            <a
              href="?onglet=bilan#simulateur"
              onClick={(event) => {
                // Same as the link, without a round-trip: the project's values, and a clean address.
                event.preventDefault();
                clearTimeout(pendingUrl.current);
                setFields(defaults);
                onFieldsChange?.(defaults);
                const search = new URL(window.location.href).searchParams;
                for (const name of SIMULATION_PARAMS) search.delete(name);
                replaceUrl(search);
              }}
              className="font-semibold text-navy underline underline-offset-4 hover:text-terracotta-dark"
            >
              Réinitialiser
            </a>
          </div>
        </form>

        <section ref={results} aria-labelledby="simulateur-resultat" aria-live="polite" className="scroll-mt-24 @3xl:sticky @3xl:top-20 @3xl:self-start">
          <h4 id="simulateur-resultat" className="sr-only">Résultat de la simulation</h4>
          <SimulationResults outcome={outcome} />
        </section>
      </div>
    </section>
  );
}

/**
 * The payment and the cash flow, in a strip that stays at the top of the screen while the inputs under it scroll by
 * (one column only: side by side, the whole result stays in view). A copy of the result below, so hidden from
 * screen readers, which hear the result itself change (aria-live).
 */
function ResultStrip({ outcome }: { outcome: SimulationOutcome }) {
  return (
    <div aria-hidden="true" data-testid="resultat-resume" className="sticky top-[4.5rem] z-10 flex flex-wrap justify-between gap-x-4 rounded-xl bg-navy px-4 py-2 text-white shadow-md @3xl:hidden">
      {outcome.ok ? (
        <>
          <span>
            Mensualité <strong className="whitespace-nowrap">{formatMoney(outcome.result.monthlyPayment)}</strong>
          </span>
          <span>
            Cash-flow <strong className="whitespace-nowrap">{formatMoney(outcome.result.cashflow)}</strong>
          </span>
        </>
      ) : (
        <span>Corrigez les valeurs signalées.</span>
      )}
    </div>
  );
}

interface Item {
  label: string;
  value: string;
  amount?: number;
  topic: DefinitionTopic;
  question?: string;
  /** The payment and the cash flow: a navy card each; the others are lines. */
  main?: boolean;
}

function ResultItem({ item }: { item: Item }) {
  return (
    <div className={item.main ? "rounded-xl bg-navy p-4 text-white" : "flex items-baseline justify-between gap-3 py-2"}>
      <dt className={item.main ? "flex items-start justify-between gap-2 text-sand" : "text-slate-800"}>
        <span>{item.label}</span>
        <DefinitionLink topic={item.topic} label={item.question} tone={item.main ? "dark" : "light"} />
      </dt>
      <dd className={`font-extrabold whitespace-nowrap ${item.main ? "mt-1 text-xl" : "text-lg"}`}>
        <Amount value={item.amount ?? 0} text={item.value} />
      </dd>
    </div>
  );
}

function SimulationResults({ outcome }: { outcome: SimulationOutcome }) {
  if (!outcome.ok) {
    return (
      <div className="rounded-xl border border-red-200 bg-red-50 p-5 text-red-900">
        <p className="font-semibold">{outcome.general ?? "Corrigez les valeurs signalées pour voir le résultat."}</p>
        {Object.keys(outcome.errors).length > 0 && (
          <ul className="mt-2 list-disc pl-5 text-sm">
            {SIMULATION_PARAMS.filter((name) => outcome.errors[name]).map((name) => (
              <li key={name}>{outcome.errors[name]}</li>
            ))}
          </ul>
        )}
      </div>
    );
  }
  const { result: r, deferralMonths } = outcome;
  const worksMonths = outcome.input.worksMonths;
  const deferral = deferralMonths > 0 ? formatMonths(deferralMonths) : null;
  // The deferral's let months: those after the works (none when the deferral ends with the works).
  const letDeferral = deferralMonths > worksMonths;
  const items: Item[] = [
    { label: "Mensualité du prêt", value: formatMoney(r.monthlyPayment), topic: "mensualite", main: true },
    ...(deferral
      ? [{ label: `Mensualité pendant les ${deferral} de différé`, value: formatMoney(r.deferralPayment), topic: "differe" as const }]
      : []),
    { label: "Cash-flow mensuel, bien loué", value: formatMoney(r.cashflow), amount: r.cashflow, topic: "cash-flow", main: true },
    ...(worksMonths > 0
      ? [{ label: `Cash-flow pendant les ${formatMonths(worksMonths)} de travaux, sans loyer`, value: formatMoney(r.cashflowDuringWorks), amount: r.cashflowDuringWorks, topic: "travaux" as const }]
      : []),
    ...(deferral && letDeferral
      ? [{ label: `Cash-flow pendant le différé, une fois loué`, value: formatMoney(r.cashflowDuringDeferral), amount: r.cashflowDuringDeferral, topic: "differe" as const }]
      : []),
    { label: "Charges mensuelles, prêt compris", value: formatMoney(r.monthlyCharges), topic: "charges" },
    { label: "Montant emprunté", value: formatMoney(r.borrowed), topic: "cout-total", question: "Comment est calculé le montant emprunté ?" },
    { label: "Rentabilité brute", value: formatYield(r.grossYield), amount: r.grossYield, topic: "rentabilite-brute" },
    { label: "Rentabilité nette", value: formatYield(r.netYield), amount: r.netYield, topic: "rentabilite-nette" },
  ];
  const wealth = [
    { years: "1 an", value: r.wealth1 },
    { years: "5 ans", value: r.wealth5 },
    { years: "10 ans", value: r.wealth10 },
  ];
  return (
    <div>
      {/* The payment and the cash flow side by side, the other figures as lines under them: short on a phone too. */}
      <dl className="grid grid-cols-2 gap-3">
        {items.filter((item) => item.main).map((item) => <ResultItem key={item.label} item={item} />)}
      </dl>
      <dl className="mt-3 divide-y divide-slate-300/60 rounded-xl bg-sand px-4 text-navy">
        {items.filter((item) => !item.main).map((item) => <ResultItem key={item.label} item={item} />)}
      </dl>
      <div className="mt-3 rounded-xl bg-sand p-4 text-navy">
        <p className="text-slate-700">Enrichissement net, avant impôts</p>
        <dl className="mt-1 grid gap-1 @md:grid-cols-3 @md:gap-2">
          {wealth.map((w) => (
            <div key={w.years} className="flex items-baseline justify-between gap-2 @md:block">
              <dt className="text-sm text-slate-700">
                <span className="sr-only">Enrichissement net </span>après {w.years}
              </dt>
              <dd className="text-lg font-extrabold whitespace-nowrap @md:text-xl">
                <Amount value={Math.round(w.value)} text={formatMoney(w.value)} />
              </dd>
            </div>
          ))}
        </dl>
        <details className="mt-3 text-slate-800">
          <summary className="cursor-pointer font-semibold text-navy underline underline-offset-4">
            Qu’est-ce que l’enrichissement net ?
          </summary>
          <div className="mt-2 space-y-2">
            <p>
              Ce que vous possédez de plus qu’au départ : valeur du bien − capital restant dû + trésorerie cumulée (loyers −
              charges − mensualités, aucun loyer pendant les travaux) − apport personnel. Avant impôts, arrondi à l’euro.
            </p>
            <p>
              Valeur du bien retenue : {formatMoney(r.propertyValue)}
              {r.estimated ? " (valeur estimée après travaux)" : " (prix d’acquisition + travaux, faute d’estimation après travaux)"}, sans
              revalorisation ensuite. Les frais de notaire, l’ameublement et les honoraires ne s’y retrouvent pas : c’est
              pourquoi l’enrichissement peut être négatif la première année.
            </p>
          </div>
        </details>
      </div>
      <p className="mt-3 text-sm text-slate-700">
        Coût total du projet : {formatMoney(r.totalCost)}. Simulation avant impôts, sans assurance emprunteur.
      </p>
    </div>
  );
}
