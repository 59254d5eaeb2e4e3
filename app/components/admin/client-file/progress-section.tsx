// The nine steps of the client's project, ticked by the staff (steps 2 to 9; step 1 is the client's own).
import { Form, useNavigation } from "react-router";
import { Checkbox } from "~/components/forms/form-field";
import { STEPS } from "~/domain/clients/steps";
import { FileSection, Notice, buttonClass } from "./file-section";

export function ProgressSection({ steps, result }: { steps: boolean[]; result?: { ok: boolean; message: string; checked?: number[] } }) {
  const busy = useNavigation().state === "submitting";
  // A refused change shows the ticks as they were sent.
  const kept = result && !result.ok ? result.checked : undefined;
  const isChecked = (n: number) => (kept ? kept.includes(n) : steps[n - 1]);
  return (
    <FileSection id="avancement" title="Avancement du projet" className="mt-6">
      <p className="mt-2 text-slate-700">
        Cochez les étapes 2 à 9 à mesure que le projet avance, dans l’ordre : une étape ne peut être faite qu’une fois la précédente
        faite. Décocher une étape décoche aussi les suivantes.
      </p>
      {result && <Notice result={result} />}
      <Form method="post" className="mt-4">
        <input type="hidden" name="intent" value="avancement" />
        <fieldset key={`${steps.join()}|${kept?.join() ?? ""}`}>
          <legend className="sr-only">Étapes faites</legend>
          <ol className="divide-y divide-slate-100">
            {STEPS.map((step, i) => {
              const n = i + 1;
              return (
                <li key={n} className="py-3">
                  <Checkbox
                    id={`etape-${n}`}
                    name="etapes"
                    value={n}
                    defaultChecked={isChecked(n)}
                    disabled={n === 1}
                    label={
                      <span className="font-semibold text-navy">
                        Étape {n} : {step.title}
                      </span>
                    }
                    hint={n === 1 ? (steps[0] ? "Terminée par le client depuis son espace." : "Le client la termine depuis son espace.") : undefined}
                  />
                </li>
              );
            })}
          </ol>
        </fieldset>
        <button type="submit" className={`${buttonClass} mt-4 bg-navy text-white hover:bg-navy-dark disabled:opacity-60`} disabled={busy}>
          Enregistrer l’avancement
        </button>
      </Form>
    </FileSection>
  );
}
