import type { SimulationInput } from "~/domain/projects/finance";
import { formatMoney, formatPercent } from "~/domain/text/format";
import * as tax from "~/domain/tax/constants";
import type { TmiPct } from "~/domain/tax/constants";
import { type RegimeId, acquisitionFees, lmnpDepreciation, projectAfterTax } from "~/domain/tax/projection";

const money = (n: number) => formatMoney(Math.round(n * 100) / 100);

/**
 * « Comment calculons-nous ? », taxation: one part per regime with its formula and a worked example computed
 * here by the tax module from the page's own example (never a hand-copied number).
 */
export function TaxMethod({ example, tmiPct }: { example: SimulationInput; tmiPct: TmiPct }) {
  const p = projectAfterTax({ ...example, tmiPct });
  const regime = (id: RegimeId) => p.regimes.find((r) => r.id === id)!;
  const y1 = (id: RegimeId) => regime(id).years[0];
  const t = example.total;
  const furnishedRate = tmiPct + tax.SOCIAL_LEVIES_FURNISHED_PCT;
  const bareRate = tmiPct + tax.SOCIAL_LEVIES_UNFURNISHED_PCT;
  const depreciation = lmnpDepreciation(t, tax.DEFAULT_LAND_SHARE_PCT, 1);
  const level = tax.JEANBRUN_LEVELS.intermediaire;
  const Row = ({ label, value }: { label: string; value: string }) => (
    <li>
      {label} : <strong>{value}</strong>
    </li>
  );
  return (
    <section id="fiscalite" aria-labelledby="fiscalite-titre" className="scroll-mt-24 border-t border-slate-200 pt-10">
      <h2 id="fiscalite-titre" className="text-2xl font-bold text-navy sm:text-3xl">Après impôts : les régimes fiscaux</h2>
      <div className="mt-4 space-y-4 leading-relaxed text-slate-800">
        <p>
          L’onglet Bilan de chaque projet montre le cash-flow après impôt sur le revenu et prélèvements sociaux, année par
          année sur 20 ans, pour chaque régime. L’impôt d’une année est le revenu imposable × (votre TMI + prélèvements
          sociaux : {formatPercent(tax.SOCIAL_LEVIES_FURNISHED_PCT)} en meublé, {formatPercent(tax.SOCIAL_LEVIES_UNFURNISHED_PCT)} en location nue).
          Barème des revenus {tax.TAX_YEAR} pour une part :{" "}
          {tax.INCOME_TAX_BRACKETS.map((b, i) => `${formatPercent(b.ratePct)} ${b.upTo === null ? "au-delà" : `jusqu’à ${formatMoney(b.upTo)}`}${i < tax.INCOME_TAX_BRACKETS.length - 1 ? ", " : ""}`)}.
          Le régime conseillé est celui qui laisse le plus d’argent cumulé après impôts sur 20 ans.
        </p>
        <p>
          Exemple de cette page, à une TMI de {formatPercent(tmiPct)}, première année (loyers de {money(y1("micro-bic").rents)}) :
        </p>

        <h3 className="text-xl font-bold text-navy">LMNP micro-BIC (meublé)</h3>
        <p className="rounded-xl border-l-4 border-navy bg-sand px-5 py-4 font-semibold text-navy">
          Revenu imposable = loyers × (1 − {formatPercent(tax.MICRO_BIC_ALLOWANCE_PCT)}), abattement d’au moins {formatMoney(tax.MICRO_BIC_MIN_ALLOWANCE)} ; possible tant que les loyers de l’année ne dépassent pas {formatMoney(tax.MICRO_BIC_THRESHOLD)}.
        </p>
        <ul className="list-disc pl-6">
          <Row label="Revenu imposable" value={money(y1("micro-bic").taxableIncome)} />
          <Row label={`Impôt (× ${formatPercent(furnishedRate)})`} value={money(y1("micro-bic").tax)} />
          <Row label="Cash-flow mensuel après impôts" value={money(regime("micro-bic").monthlyAfterTaxYear1)} />
        </ul>

        <h3 className="text-xl font-bold text-navy">LMNP au réel (meublé)</h3>
        <p className="rounded-xl border-l-4 border-navy bg-sand px-5 py-4 font-semibold text-navy">
          Résultat = loyers − charges − intérêts − assurance emprunteur − expert-comptable ({formatMoney(tax.DEFAULT_ACCOUNTANCY_FEE)} par an) − frais d’acquisition la première année ; puis amortissement, sans créer ni augmenter de déficit.
        </p>
        <p>
          Amortissements par an : le bâti (prix − {formatPercent(tax.DEFAULT_LAND_SHARE_PCT)} de terrain) sur {tax.LMNP_DEPRECIATION_YEARS.building} ans, les travaux sur {tax.LMNP_DEPRECIATION_YEARS.works} ans,
          les meubles sur {tax.LMNP_DEPRECIATION_YEARS.furniture} ans. Les frais de notaire, d’agence et nos honoraires sont déduits en charges la première année
          (et non amortis avec le bâti). Un déficit de charges se reporte {tax.LMNP_LOSS_CARRY_YEARS} ans sur les mêmes revenus ; l’amortissement non utilisé se reporte sans limite.
        </p>
        <ul className="list-disc pl-6">
          <Row label="Frais d’acquisition déduits la première année" value={money(acquisitionFees(t))} />
          <Row label="Amortissement de l’année" value={money(depreciation)} />
          <Row label="Amortissement déduit / reporté" value={`${money(y1("lmnp-reel").depreciationUsed)} / ${money(y1("lmnp-reel").depreciationCarried)}`} />
          <Row label="Déficit reporté" value={money(y1("lmnp-reel").deficitCarried)} />
          <Row label="Revenu imposable" value={money(y1("lmnp-reel").taxableIncome)} />
          <Row label="Cash-flow mensuel après impôts" value={money(regime("lmnp-reel").monthlyAfterTaxYear1)} />
        </ul>

        <h3 className="text-xl font-bold text-navy">Location nue, micro-foncier</h3>
        <p className="rounded-xl border-l-4 border-navy bg-sand px-5 py-4 font-semibold text-navy">
          Revenu imposable = loyers × (1 − {formatPercent(tax.MICRO_FONCIER_ALLOWANCE_PCT)}) ; possible tant que les loyers ne dépassent pas {formatMoney(tax.MICRO_FONCIER_THRESHOLD)} par an.
        </p>
        <ul className="list-disc pl-6">
          {regime("micro-foncier").available ? (
            <>
              <Row label="Revenu imposable" value={money(y1("micro-foncier").taxableIncome)} />
              <Row label={`Impôt (× ${formatPercent(bareRate)})`} value={money(y1("micro-foncier").tax)} />
              <Row label="Cash-flow mensuel après impôts" value={money(regime("micro-foncier").monthlyAfterTaxYear1)} />
            </>
          ) : (
            <li>Non disponible pour cet exemple : {regime("micro-foncier").unavailableReason}</li>
          )}
        </ul>

        <h3 className="text-xl font-bold text-navy">Location nue au réel</h3>
        <p className="rounded-xl border-l-4 border-navy bg-sand px-5 py-4 font-semibold text-navy">
          Résultat = loyers − charges − travaux (déduits l’année où ils sont payés, la première) − intérêts. Un déficit venant des charges autres que les intérêts s’impute sur vos autres revenus jusqu’à {formatMoney(tax.LAND_DEFICIT_CAP)} par an (l’impôt économisé est compté à votre TMI) ; le reste se reporte {tax.LAND_DEFICIT_CARRY_YEARS} ans sur les revenus fonciers.
        </p>
        <ul className="list-disc pl-6">
          <Row label="Déficit imputé sur vos autres revenus" value={money(y1("nue-reel").deficitOnOtherIncome)} />
          <Row label="Déficit reporté" value={money(y1("nue-reel").deficitCarried)} />
          <Row label="Impôt (négatif : économie sur vos autres revenus)" value={money(y1("nue-reel").tax)} />
          <Row label="Cash-flow mensuel après impôts" value={money(regime("nue-reel").monthlyAfterTaxYear1)} />
        </ul>

        <h3 className="text-xl font-bold text-navy">Location nue, dispositif Jeanbrun</h3>
        <p className="rounded-xl border-l-4 border-navy bg-sand px-5 py-4 font-semibold text-navy">
          Pour un logement ancien dont les travaux atteignent {formatPercent(tax.JEANBRUN_MIN_WORKS_SHARE_PCT)} du prix : amortissement de {formatPercent(tax.JEANBRUN_BASE_SHARE_PCT)} du prix (travaux compris) à{" "}
          {Object.values(tax.JEANBRUN_LEVELS).map((l) => `${formatPercent(l.ratePct)} (plafond ${formatMoney(l.cap)})`).join(", ")} par an pour un loyer intermédiaire, social ou très social,
          engagement de location de {tax.JEANBRUN_COMMITMENT_YEARS} ans ; le déficit qui en résulte entre dans le plafond de {formatMoney(tax.LAND_DEFICIT_CAP)}.
          Le loyer est plafonné : nous retenons le loyer du projet diminué de {Object.values(tax.JEANBRUN_LEVELS).map((l) => formatPercent(l.rentDiscountPct)).join(", ")} selon le niveau.
        </p>
        <ul className="list-disc pl-6">
          {p.jeanbrun.eligible ? (
            <>
              <Row label={`Loyer plafonné (${level.label.toLowerCase()})`} value={`${money(p.jeanbrun.rentCeiling)} par mois`} />
              <Row label="Amortissement de l’année" value={money(p.jeanbrun.yearlyDepreciation)} />
              <Row label="Cash-flow mensuel après impôts" value={money(regime("jeanbrun").monthlyAfterTaxYear1)} />
            </>
          ) : (
            <li>Non disponible pour cet exemple : {regime("jeanbrun").unavailableReason}</li>
          )}
        </ul>

        <h3 className="text-xl font-bold text-navy">Ce que nous simplifions</h3>
        <ul className="list-disc space-y-1 pl-6">
          <li>Pas de plus-value ni de reprise d’amortissement à la revente, pas de frais de revente.</li>
          <li>Pas de quotient familial détaillé ni de décote : l’impôt d’un revenu est calculé à votre TMI, supposée constante sur 20 ans.</li>
          <li>Loyers et charges indexés au même taux, 0 % par défaut ; même loyer et mêmes charges en meublé et en location nue.</li>
          <li>Amortissements et travaux comptés par années pleines dès la première ; travaux supposés d’entretien, de réparation ou d’amélioration.</li>
          <li>Chaque régime est appliqué seul sur toute la durée ; les seuils des régimes micro sont vérifiés sur les loyers de l’année.</li>
          <li>La première année compte les mois de différé, où seuls les intérêts sont payés.</li>
        </ul>
      </div>
    </section>
  );
}
