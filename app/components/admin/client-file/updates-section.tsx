// The staff's updates on the client's steps: the form that posts one (text, photos, PDFs, possibly
// marking the step done), then the updates already posted, step by step.
import { Form, useNavigation } from "react-router";
import { Checkbox } from "~/components/forms/form-field";
import { StepUpdates } from "~/components/steps/step-updates";
import type { StepUpdateView } from "~/domain/clients/investor-file";
import { STEPS } from "~/domain/clients/steps";
import { FileSection, Notice, buttonClass } from "./file-section";

export function UpdatesSection({
  clientId,
  steps,
  updates,
  result,
}: {
  clientId: number;
  steps: boolean[];
  updates: StepUpdateView[];
  /** The answer to the last update posted; a refused one gives back what was typed. */
  result?: { ok: boolean; message: string; values?: Record<string, string> };
}) {
  const busy = useNavigation().state === "submitting";
  const kept = result && !result.ok ? result.values : undefined;
  return (
    <FileSection id="actualites" title="Actualités du projet" className="mt-6">
      <p className="mt-2 text-slate-700">
        Publiez une actualité sur une étape : un texte, des photos (JPEG, PNG) et des documents PDF, 20 Mo au plus chacun. Le client
        reçoit un e-mail avec un lien vers l’étape.
      </p>
      {result && <Notice result={result} />}
      <Form method="post" encType="multipart/form-data" className="mt-4 space-y-4" key={result?.ok ? updates.length : "edit"}>
        <input type="hidden" name="intent" value="actualite" />
        <div>
          <label htmlFor="actualite-etape" className="block font-semibold text-navy">
            Étape
          </label>
          <select
            id="actualite-etape"
            name="etape"
            defaultValue={kept?.etape ?? String(Math.min(steps.findIndex((d) => !d) + 1 || 9, 9))}
            className="mt-1 w-full rounded-lg border border-slate-400 bg-white px-3 py-2"
          >
            {STEPS.map((step, i) => (
              <option key={step.title} value={i + 1}>
                Étape {i + 1} : {step.title}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="actualite-texte" className="block font-semibold text-navy">
            Message au client
          </label>
          <textarea id="actualite-texte" name="texte" rows={4} maxLength={5000} defaultValue={kept?.texte ?? ""} className="mt-1 w-full rounded-lg border border-slate-400 px-3 py-2" />
        </div>
        <div>
          <label htmlFor="actualite-fichiers" className="block font-semibold text-navy">
            Photos et documents
          </label>
          <input id="actualite-fichiers" name="fichiers" type="file" multiple accept="image/jpeg,image/png,application/pdf" className="mt-1 block w-full text-slate-800" />
        </div>
        <Checkbox id="actualite-terminee" name="terminee" value="1" defaultChecked={kept?.terminee === "1"} label="Cette actualité termine l’étape" />
        <button type="submit" className={`${buttonClass} bg-navy text-white hover:bg-navy-dark disabled:opacity-60`} disabled={busy}>
          Publier l’actualité
        </button>
      </Form>
      {updates.length > 0 && (
        <>
          <h3 className="mt-6 text-lg font-bold text-navy">Actualités publiées</h3>
          {STEPS.map((step, i) => {
            const own = updates.filter((u) => u.step === i + 1);
            return own.length === 0 ? null : (
              <div key={step.title} className="mt-4">
                <h4 className="font-semibold text-navy">
                  Étape {i + 1} : {step.title}
                </h4>
                <StepUpdates updates={own} fileUrl={(id) => `/creer/clients/${clientId}/documents/${id}`} />
              </div>
            );
          })}
        </>
      )}
    </FileSection>
  );
}
