import { formatPercent } from "~/domain/text/format";
import { derivationInputSchema } from "~/domain/projects/project-derived";
import { runSimulation, simulationDefaults } from "~/domain/projects/simulation-query";
import { TAX_DEFAULTS, afterTaxView } from "~/domain/tax/tax-query";
import { RegimesTable } from "../finance/after-tax";

/**
 * The regimes' table of the figures being entered in the admin project form, shown after « Calculer »:
 * the same view as the project page, at the default TMI.
 */
export function ProjectRegimes({ values }: { values: unknown }) {
  const parsed = derivationInputSchema.safeParse(values);
  if (!parsed.success) return null;
  const view = afterTaxView(runSimulation(parsed.data, simulationDefaults(parsed.data)), TAX_DEFAULTS);
  if (!view) return null;
  return (
    <section aria-label="Après impôts" className="rounded-xl border border-slate-200 p-4" data-testid="admin-regimes">
      <RegimesTable view={view} />
      {view.recommended && (
        <p className="mt-2 text-slate-800">
          <strong>Régime conseillé à {formatPercent(view.projection.tmiPct)} : {view.recommended.label}.</strong> {view.reason}
        </p>
      )}
    </section>
  );
}
