import { Link } from "react-router";
import type { ProjectCharges } from "~/domain/content/entities";
import { Definition, Example, Formula, SECTIONS } from "~/components/finance/definition-section";
import { MarketMethod } from "~/components/market/market-method";
import { TaxMethod } from "~/components/finance/tax-method";
import { MAX_ANNUAL_RATE_PCT, MAX_DURATION_YEARS, WEALTH_ASSUMPTIONS, propertyValue } from "~/domain/projects/finance";
import {
  AMORTISATION_MONTHS,
  EXAMPLE,
  EXAMPLE_CHARGES,
  EXAMPLE_TOTAL,
  NON_LOAN,
  RESULT,
  TEXTBOOK_PAYMENT,
  WEALTH_ROWS,
} from "~/domain/projects/worked-example";
import { formatMoney, formatMonths, formatPercent, formatYears, formatYield } from "~/domain/text/format";
import { CHARGE_LABELS, TOTAL_LABELS } from "~/domain/projects/labels";
import { seoMeta } from "~/domain/site/seo";
import { SHARED_CONTENT } from "~/components/layout/route-handle";
import type { Route } from "./+types/how-we-calculate";

// Content only: served without client scripts (decision 0012).
export const handle = SHARED_CONTENT;

export const meta: Route.MetaFunction = (args) =>
  seoMeta(args, {
    title: "Comment calculons-nous ?",
    description:
      "Coût total, charges, mensualité, différé, rentabilité brute et nette, cash-flow et enrichissement net : la définition et la formule de chaque chiffre de nos projets, avec un exemple calculé.",
    path: "/comment-calculons-nous",
  });

const money = formatMoney;
const plus = (amounts: number[]) => amounts.map(money).join(" + ");

export default function HowWeCalculate() {
  const costEntries = Object.keys(TOTAL_LABELS) as (keyof typeof TOTAL_LABELS)[];
  const chargeEntries = (Object.keys(CHARGE_LABELS) as (keyof ProjectCharges)[]).filter((k) => k !== "mensualiter") as (keyof typeof EXAMPLE_CHARGES)[];
  return (
    <main id="contenu" className="mx-auto max-w-4xl px-4 py-10 sm:px-6">
      <h1 className="text-3xl font-extrabold text-navy sm:text-4xl">Comment calculons-nous ?</h1>
      <p className="mt-4 text-lg text-slate-700">
        Chaque chiffre de nos projets (coût total, charges, mensualité, rentabilités, cash-flow, enrichissement net) est
        calculé de la même façon, par le même programme, à partir des montants du projet : prix, travaux, frais,
        ameublement, honoraires, charges, loyer et conditions du prêt. Voici la définition et la formule de chacun,
        avec un exemple calculé par ce même programme.
      </p>
      <p className="mt-3 text-slate-700">
        Pour refaire le calcul avec vos propres chiffres (apport, taux, durée, différé, loyer), utilisez le simulateur
        « Simulez avec vos chiffres » dans l’onglet Bilan de{" "}
        <Link to="/projets" className="font-semibold text-navy underline underline-offset-4 hover:text-terracotta-dark">
          chacun de nos projets
        </Link>
        .
      </p>

      <nav aria-labelledby="sommaire" className="mt-8 rounded-2xl bg-sand p-5">
        <h2 id="sommaire" className="font-bold text-navy">Sommaire</h2>
        <ul className="mt-2 grid gap-1 sm:grid-cols-2">
          {SECTIONS.map((s) => (
            <li key={s.id}>
              <a href={`#${s.id}`} className="text-navy underline underline-offset-4 hover:text-terracotta-dark">
                {s.title}
              </a>
            </li>
          ))}
          <li>
            <a href="#fiscalite" className="text-navy underline underline-offset-4 hover:text-terracotta-dark">
              Après impôts : les régimes fiscaux
            </a>
          </li>
          <li>
            <a href="#ventes-comparables" className="text-navy underline underline-offset-4 hover:text-terracotta-dark">
              Les prix du marché : quelles ventes comptons-nous ?
            </a>
          </li>
        </ul>
      </nav>

      <section aria-labelledby="exemple-titre" className="mt-10">
        <h2 id="exemple-titre" className="text-2xl font-bold text-navy sm:text-3xl">Notre exemple</h2>
        <p className="mt-4 text-slate-800">
          Un appartement acheté {money(EXAMPLE_TOTAL.priceAcqui)}, rénové et meublé, loué {money(EXAMPLE.monthlyRent)}{" "}
          par mois. L’investisseur apporte {money(EXAMPLE_TOTAL.apportPersonnel)} et emprunte le reste sur{" "}
          {formatYears(EXAMPLE.durationYears)} au taux de {formatPercent(EXAMPLE.annualRatePct)}, dont{" "}
          {formatMonths(EXAMPLE.deferralMonths)} de différé. Les travaux durent {formatMonths(EXAMPLE.worksMonths)} : le
          premier loyer arrive à la fin du chantier.
        </p>
        <div className="mt-4 grid gap-4 sm:grid-cols-2">
          <table className="w-full text-left">
            <caption className="mb-2 text-left font-bold text-navy">Coût du projet</caption>
            <tbody>
              {costEntries.map((key) => (
                <tr key={key} className="border-b border-slate-100">
                  <th scope="row" className="py-1.5 pr-4 font-normal">{TOTAL_LABELS[key]}</th>
                  <td className="py-1.5 text-right whitespace-nowrap">{money(EXAMPLE_TOTAL[key])}</td>
                </tr>
              ))}
              <tr>
                <th scope="row" className="py-1.5 pr-4 font-normal">Apport personnel</th>
                <td className="py-1.5 text-right whitespace-nowrap">{money(EXAMPLE_TOTAL.apportPersonnel)}</td>
              </tr>
            </tbody>
          </table>
          <table className="w-full text-left">
            <caption className="mb-2 text-left font-bold text-navy">Charges par mois, hors prêt</caption>
            <tbody>
              {chargeEntries.map((key) => (
                <tr key={key} className="border-b border-slate-100">
                  <th scope="row" className="py-1.5 pr-4 font-normal">{CHARGE_LABELS[key]}</th>
                  <td className="py-1.5 text-right whitespace-nowrap">{money(EXAMPLE_CHARGES[key])}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </section>

      <div className="mt-10 space-y-10">
        <Definition id="cout-total">
          <Formula>
            Coût total = prix d’acquisition + travaux + frais de notaire + frais d’agence + ameublement + honoraires
            d’accompagnement
          </Formula>
          <p>
            C’est tout ce que coûte le projet, le jour où le bien est prêt à être loué. Le prix global affiché pour chaque
            projet est ce coût total. L’apport personnel n’en fait pas partie : c’est la part du coût que vous payez
            sans emprunter.
          </p>
          <Formula>Montant emprunté = coût total − apport personnel</Formula>
          <p>Si l’apport couvre tout le coût, il n’y a rien à emprunter.</p>
          <Example>
            <p>
              Coût total = {plus(costEntries.map((k) => EXAMPLE_TOTAL[k]))} = <strong>{money(RESULT.totalCost)}</strong>.
            </p>
            <p>
              Montant emprunté = {money(RESULT.totalCost)} − {money(EXAMPLE_TOTAL.apportPersonnel)} ={" "}
              <strong>{money(RESULT.borrowed)}</strong>.
            </p>
          </Example>
        </Definition>

        <Definition id="charges">
          <Formula>
            Charges mensuelles = mensualité du prêt + taxe foncière + charges de copropriété + charges courantes +
            assurance propriétaire non occupant (PNO) + CFE + gestion locative
          </Formula>
          <p>
            Chaque poste est compté par mois. La CFE est la Cotisation Foncière des Entreprises, due par les loueurs en
            meublé. Les postes à zéro ne sont pas affichés dans le bilan d’un projet. Les « charges hors prêt » sont les
            mêmes, sans la mensualité du prêt : ce sont elles qui comptent dans la rentabilité nette.
          </p>
          <Example>
            <p>
              Charges hors prêt = {plus(chargeEntries.map((k) => EXAMPLE_CHARGES[k]))} = <strong>{money(NON_LOAN)}</strong>.
            </p>
            <p>
              Charges mensuelles = {money(NON_LOAN)} + {money(RESULT.monthlyPayment)} (mensualité) ={" "}
              <strong>{money(RESULT.monthlyCharges)}</strong>.
            </p>
          </Example>
        </Definition>

        <Definition id="mensualite">
          <p>
            Nos simulations reposent sur un prêt amortissable à mensualités constantes : chaque mois, vous payez la même
            somme, qui rembourse les intérêts du mois et une partie du capital.
          </p>
          <Formula>
            M = C × i / (1 − (1 + i)<sup>−n</sup>)
          </Formula>
          <ul className="list-disc space-y-1 pl-6">
            <li><strong>M</strong> : la mensualité ;</li>
            <li><strong>C</strong> : le montant emprunté ;</li>
            <li>
              <strong>i</strong> : le taux mensuel, c’est-à-dire le taux annuel divisé par 12 (pour un taux de 1 % par
              an, i = 0,01 / 12, soit environ 0,000 833) ;
            </li>
            <li>
              <strong>n</strong> : le nombre de mensualités, soit la durée du prêt en mois, différé déduit (20 ans sans
              différé : n = 240).
            </li>
          </ul>
          <p>
            Autrement dit : le capital multiplié par le taux mensuel, divisé par un moins « un plus le taux mensuel »
            élevé à la puissance moins n. À taux zéro, la mensualité est simplement C / n. Elle est arrondie au centime ;
            la dernière mensualité est ajustée de quelques centimes pour que le prêt soit remboursé exactement. Le taux
            accepté va de 0 à {formatPercent(MAX_ANNUAL_RATE_PCT)} et la durée de 1 à {formatYears(MAX_DURATION_YEARS)}.
            L’assurance emprunteur et les frais de garantie ne sont pas inclus.
          </p>
          <Example title="Exemples">
            <p>
              Cas d’école : {money(200_000)} empruntés à {formatPercent(1)} sur 20 ans (n = 240) donnent une mensualité
              de <strong>{money(TEXTBOOK_PAYMENT)}</strong>.
            </p>
            <p>
              Notre exemple : {money(RESULT.borrowed)} à {formatPercent(EXAMPLE.annualRatePct)} sur{" "}
              {formatYears(EXAMPLE.durationYears)} dont {formatMonths(EXAMPLE.deferralMonths)} de différé, soit n ={" "}
              {AMORTISATION_MONTHS} mensualités : <strong>{money(RESULT.monthlyPayment)}</strong> par mois.
            </p>
          </Example>
        </Definition>

        <Definition id="travaux">
          <p>
            Pendant les travaux, le bien ne peut pas être loué : nous ne comptons <strong>aucun loyer</strong> pendant la
            durée du chantier indiquée pour chaque projet. Le prêt, la taxe foncière, la copropriété et les autres charges
            courent pourtant dès l’achat. Le premier loyer arrive le mois qui suit la fin des travaux.
          </p>
          <Formula>Cash-flow pendant les travaux = − (charges hors prêt + mensualité du premier mois)</Formula>
          <p>
            La période de travaux est distincte du différé : le différé est une option du prêt (des mois où seuls les
            intérêts sont payés), les travaux sont le temps du chantier. Un différé au moins aussi long que les travaux
            allège ces mois sans loyer ; il n’y change rien s’il n’y en a pas. La rentabilité et le cash-flow mensuel
            décrivent un mois loué ; l’enrichissement net, lui, compte les mois sans loyer.
          </p>
          <Example>
            <p>
              Pendant les {formatMonths(EXAMPLE.worksMonths)} de travaux : 0 € de loyer − {money(NON_LOAN)} −{" "}
              {money(RESULT.deferralPayment)} (intérêts du différé) = <strong>{money(RESULT.cashflowDuringWorks)}</strong>{" "}
              par mois.
            </p>
          </Example>
        </Definition>

        <Definition id="differe">
          <p>
            Un différé partiel laisse le temps des travaux avant de rembourser le capital : pendant les premiers mois du
            prêt, vous ne payez que les intérêts. La durée du prêt que nous indiquons comprend le différé ; le capital est
            ensuite remboursé sur les mois restants.
          </p>
          <Formula>Mensualité pendant le différé = C × i</Formula>
          <Formula>Cash-flow pendant le différé = loyer mensuel − charges hors prêt − mensualité pendant le différé</Formula>
          <p>
            Le capital restant dû ne baisse pas pendant le différé. Ce cash-flow est celui des mois de différé où le bien
            est déjà loué, après les travaux ; pendant les travaux, il n’y a{" "}
            <a href="#travaux" className="font-semibold text-navy underline underline-offset-4">
              aucun loyer
            </a>
            .
          </p>
          <Example>
            <p>
              Pendant {formatMonths(EXAMPLE.deferralMonths)} : {money(RESULT.borrowed)} × {formatPercent(EXAMPLE.annualRatePct)} / 12 ={" "}
              <strong>{money(RESULT.deferralPayment)}</strong> par mois, puis {money(RESULT.monthlyPayment)} pendant{" "}
              {AMORTISATION_MONTHS} mois.
            </p>
            <p>
              Cash-flow pendant le différé = {money(EXAMPLE.monthlyRent)} − {money(NON_LOAN)} −{" "}
              {money(RESULT.deferralPayment)} = <strong>{money(RESULT.cashflowDuringDeferral)}</strong> par mois.
            </p>
          </Example>
        </Definition>

        <Definition id="rentabilite-brute">
          <Formula>Rentabilité brute = loyer mensuel × 12 / coût total × 100</Formula>
          <p>
            Elle rapporte les loyers d’une année au coût total du projet, avant toute charge. Elle est arrondie à deux
            décimales.
          </p>
          <Example>
            <p>
              {money(EXAMPLE.monthlyRent)} × 12 / {money(RESULT.totalCost)} × 100 ={" "}
              <strong>{formatYield(RESULT.grossYield)}</strong>.
            </p>
          </Example>
        </Definition>

        <Definition id="rentabilite-nette">
          <Formula>Rentabilité nette = (loyer mensuel − charges hors prêt) × 12 / coût total × 100</Formula>
          <p>
            Elle déduit des loyers les charges du propriétaire (taxe foncière, copropriété, charges courantes, assurance,
            CFE, gestion locative). La mensualité du prêt n’en fait pas partie : c’est le financement, pas une charge du
            bien. La rentabilité nette est calculée avant impôts et prélèvements sociaux.
          </p>
          <Example>
            <p>
              ({money(EXAMPLE.monthlyRent)} − {money(NON_LOAN)}) × 12 / {money(RESULT.totalCost)} × 100 ={" "}
              <strong>{formatYield(RESULT.netYield)}</strong>.
            </p>
          </Example>
        </Definition>

        <Definition id="cash-flow">
          <Formula>Cash-flow mensuel = loyer mensuel − charges mensuelles (mensualité du prêt comprise)</Formula>
          <p>
            C’est ce qui reste chaque mois une fois le crédit et les charges payés. Positif, le bien s’autofinance et
            dégage un surplus ; négatif, c’est la somme à ajouter chaque mois de votre poche. Le cash-flow pendant le
            différé est expliqué{" "}
            <a href="#differe" className="font-semibold text-navy underline underline-offset-4">
              plus haut
            </a>
            .
          </p>
          <Example>
            <p>
              {money(EXAMPLE.monthlyRent)} − {money(RESULT.monthlyCharges)} = <strong>{money(RESULT.cashflow)}</strong>{" "}
              par mois.
            </p>
          </Example>
        </Definition>

        <Definition id="patrimoine">
          <Formula>
            Enrichissement net après N années = valeur du bien − capital restant dû + trésorerie cumulée − apport personnel
          </Formula>
          <ul className="list-disc space-y-1 pl-6">
            <li>
              la valeur du bien est la valeur estimée après travaux indiquée sur le projet, avec sa source ; à défaut, le prix
              d’acquisition plus les travaux ;
            </li>
            <li>le capital restant dû est celui du tableau d’amortissement du prêt après 12 × N mois ;</li>
            <li>
              la trésorerie cumulée est la somme, sur ces 12 × N mois, du loyer (aucun pendant les travaux) moins les
              charges hors prêt moins la mensualité payée ce mois-là (intérêts seuls pendant le différé, plus rien une
              fois le prêt remboursé).
            </li>
          </ul>
          <p>
            C’est donc ce que vous possédez de plus qu’au départ. Il est souvent négatif la première année : les frais de
            notaire, l’ameublement et les honoraires ne se retrouvent pas dans la valeur du bien.
          </p>
          <h3 className="text-lg font-bold text-navy">Hypothèses</h3>
          <ul className="list-disc space-y-1 pl-6">
            {WEALTH_ASSUMPTIONS.map((assumption) => (
              <li key={assumption}>{assumption}</li>
            ))}
          </ul>
          <Example>
            <p>Valeur du bien = {plus([EXAMPLE_TOTAL.priceAcqui, EXAMPLE_TOTAL.works])} = {money(propertyValue(EXAMPLE_TOTAL))}.</p>
            <table className="w-full text-left">
              <caption className="sr-only">Enrichissement net de l’exemple après 1, 5 et 10 ans</caption>
              <thead>
                <tr className="border-b border-slate-300">
                  <th scope="col" className="py-1.5 pr-4">Après</th>
                  <th scope="col" className="py-1.5 pr-4 text-right">Capital restant dû</th>
                  <th scope="col" className="py-1.5 text-right">Enrichissement net</th>
                </tr>
              </thead>
              <tbody>
                {WEALTH_ROWS.map((row) => (
                  <tr key={row.years} className="border-b border-slate-100">
                    <th scope="row" className="py-1.5 pr-4 font-normal">{formatYears(row.years)}</th>
                    <td className="py-1.5 pr-4 text-right whitespace-nowrap">{money(row.owed)}</td>
                    <td className="py-1.5 text-right font-bold whitespace-nowrap">{formatMoney(row.wealth)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </Example>
        </Definition>
        <TaxMethod example={EXAMPLE} tmiPct={30} />
        <MarketMethod />
      </div>

      <p className="mt-12 rounded-xl bg-sand p-5 text-slate-800">
        Ces chiffres sont des simulations, pas des promesses : un investissement locatif comporte des risques (vacance,
        impayés, travaux imprévus, évolution des taux et de la fiscalité). Une question sur un calcul ?{" "}
        <Link to="/contact" className="font-semibold text-navy underline underline-offset-4">
          Écrivez-nous
        </Link>
        .
      </p>
    </main>
  );
}
