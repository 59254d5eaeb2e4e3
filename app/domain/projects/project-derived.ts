// « Calculer » on the project form: the figures that follow from the entered ones (payment, yields,
// cash flow, wealth, global price), written back into the form's values so that staff see them —
// and may still change them — before saving. Pure: works on the values as the form sends them.
import { projectFormSchema } from "../content/content-forms";
import { deriveProjectFigures, roundCents, totalCost } from "./finance";
import { formNumber } from "../text/format";

/** The entered figures the derived ones depend on (also what the form checks before « Calculer »). */
export const derivationInputSchema = projectFormSchema.pick({
  total: true,
  chargesMensuelles: true,
  tauxEmprunt: true,
  rentabilite: true,
  tmpRenov: true,
  valeurApresTravaux: true,
});

/** Names of the form fields that « Calculer » fills, in the order of the form. */
export const DERIVED_FIELDS = [
  "prixGlobal",
  "chargesMensuelles.mensualiter",
  "rentabilite.profitabilityBrut",
  "profitabilityNet",
  "rentabilite.cashflowNet",
  "cashflowDifferer",
  "moisDifferer",
  "rentabilite.wealth1",
  "rentabilite.wealth5",
  "rentabilite.wealth10",
] as const;
export type DerivedField = (typeof DERIVED_FIELDS)[number];

/** Form values as the form sends them: nested records (`total.priceAcqui` → `{ total: { priceAcqui } }`). */
export type FormValues = Record<string, unknown>;

export type DerivedFill =
  | { ok: true; values: FormValues; figures: Record<DerivedField, number> }
  /** French messages keyed by form field name (`total.priceAcqui`, `rentabilite.dureeDifferer`…). */
  | { ok: false; errors: Record<string, string[]> };


const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** A copy of `values` with the dotted `name` set to `value`; the objects on the path are copied, not changed. */
function withValue(values: FormValues, name: string, value: string): FormValues {
  const [head, ...rest] = name.split(".");
  if (rest.length === 0) return { ...values, [head]: value };
  const child = isRecord(values[head]) ? values[head] : {};
  return { ...values, [head]: withValue(child, rest.join("."), value) };
}

/**
 * Reads the entered figures from the form values (French numbers allowed: « 1 200,50 », « 3,6 »),
 * computes the derived ones with the finance module ({@link deriveProjectFigures}, and the global
 * price = {@link totalCost} rounded to the cent) and returns the values with those fields
 * replaced, written as staff type them ({@link formNumber}). Every other value is kept as it is; `values` is not changed.
 *
 * When an entered figure is unreadable or impossible (negative amount, rate above 20 %, no loan
 * duration, deferral as long as the loan), returns the French messages by field name instead.
 */
export function fillDerivedFigures(values: FormValues): DerivedFill {
  const parsed = derivationInputSchema.safeParse(values);
  if (!parsed.success) {
    const errors: Record<string, string[]> = {};
    for (const issue of parsed.error.issues) (errors[issue.path.join(".")] ??= []).push(issue.message);
    return { ok: false, errors };
  }

  let derived: ReturnType<typeof deriveProjectFigures>;
  try {
    derived = deriveProjectFigures(parsed.data);
  } catch (error) {
    if (!(error instanceof RangeError)) throw error;
    // The only loan parameter the schema cannot check alone: a deferral at least as long as the loan.
    return { ok: false, errors: { "rentabilite.dureeDifferer": [error.message] } };
  }

  const figures: Record<DerivedField, number> = {
    prixGlobal: roundCents(totalCost(parsed.data.total)),
    "chargesMensuelles.mensualiter": derived.mensualiter,
    "rentabilite.profitabilityBrut": derived.profitabilityBrut,
    profitabilityNet: derived.profitabilityNet,
    "rentabilite.cashflowNet": derived.cashflowNet,
    cashflowDifferer: derived.cashflowDifferer,
    moisDifferer: derived.moisDifferer,
    "rentabilite.wealth1": derived.wealth1,
    "rentabilite.wealth5": derived.wealth5,
    "rentabilite.wealth10": derived.wealth10,
  };
  let filled = values;
  for (const name of DERIVED_FIELDS) filled = withValue(filled, name, formNumber(figures[name]));
  return { ok: true, values: filled, figures };
}
