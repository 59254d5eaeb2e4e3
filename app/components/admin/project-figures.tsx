// The financial figures of the project form: entered amounts, the « Calculer » button, and the
// derived results it fills in (app/domain/projects/project-derived.ts).
import type { FieldMetadata } from "@conform-to/react";
import type { ReactNode } from "react";
import { FieldGrid, FieldsetSection, NumberField, TextField } from "~/components/forms/form-field";

type Fieldset = { getFieldset: () => Record<string, FieldMetadata<any>> };

export function ProjectFigures({
  fields,
  calculating,
  calculated,
  afterCalculation,
}: {
  fields: Record<"total" | "chargesMensuelles" | "rentabilite", Fieldset> & Record<"tauxEmprunt" | "prixLocation" | "prixGlobal" | "profitabilityNet" | "cashflowDifferer" | "moisDifferer" | "valeurApresTravaux", FieldMetadata<any>> & Record<"sourceValeur", FieldMetadata<string>>;
  calculating: boolean;
  calculated: boolean;
  /** Shown under « Calculer » once the figures are calculated (the regimes' table). */
  afterCalculation?: ReactNode;
}) {
  const total = fields.total.getFieldset();
  const charges = fields.chargesMensuelles.getFieldset();
  const r = fields.rentabilite.getFieldset();
  return (
    <FieldsetSection legend="Bilan financier" description="Montants en euros, par exemple 1250,50. Un champ laissé vide compte pour 0.">
      <FieldGrid legend="Coût du projet">
        <NumberField field={total.priceAcqui} label="Prix d’acquisition (€)" />
        <NumberField field={total.works} label="Travaux (€)" />
        <NumberField field={total.fraisNotaire} label="Frais de notaire (€)" />
        <NumberField field={total.fraisAgence} label="Frais d’agence (€)" />
        <NumberField field={total.furnishing} label="Ameublement (€)" />
        <NumberField field={total.DM2AComi} label="Honoraires d’accompagnement (€)" />
        <NumberField field={total.apportPersonnel} label="Apport personnel (€)" hint="Déduit du montant emprunté." />
      </FieldGrid>
      <FieldGrid legend="Valeur du bien">
        <NumberField
          field={fields.valeurApresTravaux}
          label="Valeur estimée après travaux (€)"
          hint="Laissée vide : prix d’acquisition + travaux. Sert à l’enrichissement net."
        />
        <TextField field={fields.sourceValeur} label="Source de l’estimation" hint="Par exemple : ventes récentes de biens rénovés comparables dans le quartier." />
      </FieldGrid>
      <FieldGrid legend="Prêt et loyer">
        <NumberField field={fields.tauxEmprunt} label="Taux du prêt (%)" />
        <NumberField field={r.dureeEmprunt} label="Durée du prêt (années)" hint="Différé compris." required />
        <NumberField field={r.dureeDifferer} label="Durée du différé (mois)" />
        <NumberField field={r.monthlyRent} label="Loyer mensuel (€)" hint="Sert au calcul des rentabilités." />
        <NumberField field={fields.prixLocation} label="Prix de location (€ par mois)" hint="Affiché sur la fiche du projet." />
      </FieldGrid>
      <FieldGrid legend="Charges mensuelles">
        <NumberField field={charges.taxeFonciere} label="Taxe foncière (€ par mois)" />
        <NumberField field={charges.chargesCopro} label="Charges de copropriété (€)" />
        <NumberField field={charges.chargesCourantes} label="Charges courantes (€)" hint="Eau, électricité, internet." />
        <NumberField field={charges.pno} label="Assurance propriétaire non occupant (PNO) (€)" />
        <NumberField field={charges.cfe} label="CFE (Cotisation Foncière des Entreprises) (€)" />
        <NumberField field={charges.rentalManage} label="Gestion locative (€)" />
      </FieldGrid>

      <div className="rounded-xl bg-sand p-4">
        <button
          type="submit"
          name="intent"
          value="calculer"
          // Only the figures matter here (checked on the server): the browser must not ask for the title first.
          formNoValidate
          aria-describedby="calculer-aide"
          disabled={calculating}
          className="inline-flex items-center justify-center rounded-full border-2 border-navy bg-white px-6 py-2.5 font-semibold text-navy hover:bg-navy hover:text-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-terracotta disabled:opacity-60"
        >
          {calculating ? "Calcul…" : "Calculer"}
        </button>
        <p id="calculer-aide" className="mt-2 text-sm text-slate-700">
          Remplit le prix global, la mensualité, les rentabilités, les cash-flows et l’enrichissement net à partir des montants saisis
          ci-dessus. Rien n’est enregistré : vous pouvez encore modifier ces chiffres avant d’enregistrer.
        </p>
        <p role="status" className="mt-2 font-semibold text-sage-dark">
          {calculated ? "Chiffres calculés : vérifiez-les ci-dessous. Le projet n’est pas encore enregistré." : ""}
        </p>
      </div>
      {calculated && afterCalculation}

      <FieldGrid legend="Résultats">
        <NumberField field={fields.prixGlobal} label="Prix global (€)" hint="Coût total du projet, apport non déduit." />
        <NumberField field={charges.mensualiter} label="Mensualité du prêt (€)" />
        <NumberField field={r.profitabilityBrut} label="Rentabilité brute (%)" signed />
        <NumberField field={fields.profitabilityNet} label="Rentabilité nette (%)" signed />
        <NumberField field={r.cashflowNet} label="Cash-flow mensuel (€)" signed />
        <NumberField field={fields.cashflowDifferer} label="Cash-flow pendant le différé (€ par mois)" signed />
        <NumberField field={fields.moisDifferer} label="Nombre de mois de différé" />
        <NumberField field={r.wealth1} label="Enrichissement net après 1 an (€)" signed />
        <NumberField field={r.wealth5} label="Enrichissement net après 5 ans (€)" signed />
        <NumberField field={r.wealth10} label="Enrichissement net après 10 ans (€)" signed />
      </FieldGrid>
    </FieldsetSection>
  );
}
