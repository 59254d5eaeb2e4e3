// The project page's « Bilan » tab: cost and monthly charges, the loan, then the simulator and the after-tax view.
import { ProjectMarketSection } from "~/components/market/project-market";
import type { ProjectMarketView } from "~/domain/market/display";
import { Link } from "react-router";
import { Island } from "~/components/layout/island";
import bilan from "~/components/finance/bilan.island";
import { DefinitionLink, type DefinitionTopic, DEFINITIONS_PATH } from "~/components/finance/definition-link";
import { displayEntries, nonRecoverableMonthlyCharges, propertyValue, sumEntries, totalCost } from "~/domain/projects/finance";
import { formatMoney, formatMonths, formatPercent, formatYears } from "~/domain/text/format";
import { CHARGE_LABELS, CHARGE_NOTES, TOTAL_LABELS } from "~/domain/projects/labels";
import type { ProjectPageData } from "~/domain/projects/project-page";
import { simulatedProject } from "~/domain/projects/simulation-query";

interface AmountRow {
  key: string;
  label: string;
  amount: number;
  note?: string;
  definition?: DefinitionTopic;
}

function AmountTable({ caption, rows, totalLabel, total, totalDefinition }: { caption: string; rows: AmountRow[]; totalLabel: string; total: number; totalDefinition: DefinitionTopic }) {
  return (
    <table className="w-full text-left">
      <caption className="mb-3 text-left text-xl font-bold text-navy">{caption}</caption>
      <tbody>
        {rows.map((row) => (
          <tr key={row.key} className="border-b border-slate-100">
            <th scope="row" className="py-2 pr-4 font-normal text-slate-800">
              {row.label}
              {row.definition && <DefinitionLink topic={row.definition} />}
              {row.note && <span className="block text-sm text-slate-600">{row.note}</span>}
            </th>
            <td className="py-2 text-right font-semibold whitespace-nowrap text-navy">{formatMoney(row.amount)}</td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr>
          <th scope="row" className="pt-3 pr-4 text-navy">
            {totalLabel}
            <DefinitionLink topic={totalDefinition} />
          </th>
          <td className="pt-3 text-right text-lg font-extrabold whitespace-nowrap text-navy">{formatMoney(total)}</td>
        </tr>
      </tfoot>
    </table>
  );
}

export function BalanceTab({
  project,
  market,
  search,
}: {
  project: ProjectPageData;
  market: ProjectMarketView | null;
  /** The page address's query: the simulator and the after-tax view start from it. */
  search: string;
}) {
  const { total, chargesMensuelles: charges, rentabilite: r } = project;
  const value = propertyValue(total, project.valeurApresTravaux);
  const { apportPersonnel, ...costEntries } = total;
  const chargeRows: AmountRow[] = displayEntries(charges, CHARGE_LABELS).map((row) => ({
    ...row,
    note: CHARGE_NOTES[row.key],
    definition: row.key === "mensualiter" ? "mensualite" : undefined,
  }));
  return (
    <div className="@container space-y-10 pt-6">
      <h2 className="text-2xl font-bold text-navy">Le bilan financier</h2>
      <div className="grid gap-10 @2xl:grid-cols-2">
        <div>
          <AmountTable caption="Coût total du projet" rows={displayEntries(costEntries, TOTAL_LABELS)} totalLabel="Total" total={totalCost(total)} totalDefinition="cout-total" />
          {apportPersonnel > 0 && (
            <p className="mt-4 rounded-lg bg-sand p-3 text-slate-800">
              Apport personnel : <strong>{formatMoney(apportPersonnel)}</strong> (déduit du montant emprunté)
              <DefinitionLink topic="cout-total" label="Comment est calculé le montant emprunté ?" />
            </p>
          )}
          <p className="mt-4 rounded-lg bg-sand p-3 text-slate-800" data-testid="valeur-estimee">
            {project.valeurApresTravaux !== null ? (
              <>
                Valeur estimée après travaux : <strong>{formatMoney(value)}</strong>.{" "}
                <span className="block text-sm text-slate-700">
                  Source : {project.sourceValeur || "estimation de nos équipes"}.
                </span>
              </>
            ) : (
              <>
                Valeur estimée après travaux : <strong>{formatMoney(value)}</strong>.{" "}
                <span className="block text-sm text-slate-700">
                  Source : prix d’acquisition + travaux, faute d’estimation propre à ce projet.
                </span>
              </>
            )}
          </p>
        </div>
        <div>
          <AmountTable caption="Charges mensuelles" rows={chargeRows} totalLabel="Total mensuel" total={sumEntries(charges)} totalDefinition="charges" />
          <p className="mt-4 text-slate-700">
            Prêt de {formatYears(r.dureeEmprunt)} au taux de {formatPercent(project.tauxEmprunt)}
            {r.dureeDifferer > 0 ? `, dont ${formatMonths(r.dureeDifferer)} de différé` : ""}. Charges hors prêt :{" "}
            {formatMoney(nonRecoverableMonthlyCharges(charges))} par mois.
            {project.tmpRenov > 0 && (
              <>
                {" "}Travaux : {formatMonths(project.tmpRenov)} sans loyer à compter de l’achat
                <DefinitionLink topic="travaux" />.
              </>
            )}
          </p>
        </div>
      </div>
      {market && <ProjectMarketSection view={market} />}
      <section aria-labelledby="rentabilite">
        <h3 id="rentabilite" className="text-xl font-bold text-navy">Rentabilité</h3>
        <p className="mt-4 text-slate-700">
          Mensualité, cash-flow, rentabilités et enrichissement net du projet sont dans le simulateur ci-dessous, calculés
          avec les chiffres du projet : changez-les pour voir les vôtres.
        </p>
        <p className="mt-2 text-slate-700">
          Stratégie : {project.scenarioAdopter}. Profil de locataire visé : {project.profilCibler}.
        </p>
        <p className="mt-2 text-slate-700">
          Tous ces chiffres sont calculés de la même façon pour chaque projet :{" "}
          <Link to={DEFINITIONS_PATH} className="font-semibold text-navy underline underline-offset-4 hover:text-terracotta-dark">
            comment calculons-nous ?
          </Link>
        </p>
      </section>
      <Island
        key={project.id}
        of={bilan}
        props={{
          // What the simulation reads of the project, nothing more (the island's props are written in the page).
          project: simulatedProject(project),
          dossierPath: `/projets/${project.id}/dossier.pdf`,
          comparePath: `/projets?comparer=${project.id}`,
          search,
        }}
      />
    </div>
  );
}
