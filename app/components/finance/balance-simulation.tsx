import { useEffect, useMemo, useState } from "react";
import { VISITOR_BLOCK_ID, visitorIncome } from "~/domain/accounts/visitor";
import { type SimulatedProject, runSimulation, sameFields, simulationDefaults, simulationFields } from "~/domain/projects/simulation-query";
import { type TaxFields, taxFields } from "~/domain/tax/tax-query";
import { AfterTax } from "./after-tax";
import { type SimulationState, Simulator } from "./simulator";

/**
 * The simulator and, under it, the after-tax view of the same figures (live together with JavaScript).
 * Both start from the address (its fields, or the project's values) through the same pure functions on
 * the server and in the browser: the page's data carries no computed result (issue 20). The project page's
 * island « bilan » (decision 0046): it uses nothing of React Router, the address's query comes as `search`.
 */
export function BalanceSimulation({
  project,
  dossierPath,
  comparePath,
  search,
}: {
  project: SimulatedProject;
  dossierPath: string;
  comparePath: string;
  /** The page address's query (`?onglet=bilan&apport=…`), as the server read it. */
  search: string;
}) {
  const searchParams = useMemo(() => new URLSearchParams(search), [search]);
  const defaults = useMemo(() => simulationDefaults(project), [project]);
  const [initial] = useState<SimulationState>(() => {
    const start = simulationFields(searchParams, defaults);
    return { fields: start, outcome: runSimulation(project, start) };
  });
  const [fields, setFields] = useState(initial.fields);
  const outcome = useMemo(
    () => (sameFields(fields, initial.fields) ? initial.outcome : runSimulation(project, fields)),
    [fields, initial, project],
  );
  // A signed-in visitor's income (their questionnaire's), in the page's visitor block: the after-tax view starts
  // from it unless the address gives one. The page is the same for everyone (cached); it is read once the island runs.
  const [income, setIncome] = useState<string | null>(null);
  useEffect(() => {
    if (!searchParams.has("revenus")) setIncome(visitorIncome(document.getElementById(VISITOR_BLOCK_ID)?.textContent));
  }, [searchParams]);
  const taxStart: Partial<TaxFields> = income ? { revenus: income } : {};
  return (
    <>
      <Simulator project={project} initial={initial} onFieldsChange={setFields} />
      <AfterTax
        key={income ?? ""}
        simFields={fields}
        outcome={outcome}
        initial={taxFields(searchParams, taxStart)}
        dossierPath={dossierPath}
        comparePath={comparePath}
      />
    </>
  );
}
