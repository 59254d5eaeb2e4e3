import { useMemo, useState } from "react";
import { useSearchParams } from "react-router";
import { type SimulatedProject, runSimulation, sameFields, simulationDefaults, simulationFields } from "~/domain/simulation-query";
import type { TaxFields } from "~/domain/tax/tax-query";
import { AfterTax } from "./after-tax";
import { type SimulationState, Simulator } from "./simulator";

/** The simulator and, under it, the after-tax view of the same figures (live together with JavaScript). */
export function BalanceSimulation({
  project,
  initial,
  tax,
  dossierPath,
  comparePath,
}: {
  project: SimulatedProject;
  initial: SimulationState;
  tax: TaxFields;
  dossierPath: string;
  comparePath: string;
}) {
  const [searchParams] = useSearchParams();
  const defaults = useMemo(() => simulationDefaults(project), [project]);
  const [fields, setFields] = useState(() => simulationFields(searchParams, defaults));
  const outcome = useMemo(
    () => (sameFields(fields, initial.fields) ? initial.outcome : runSimulation(project, fields)),
    [fields, initial, project],
  );
  return (
    <>
      <Simulator project={project} initial={initial} onFieldsChange={setFields} />
      <AfterTax simFields={fields} outcome={outcome} initial={tax} dossierPath={dossierPath} comparePath={comparePath} />
    </>
  );
}
