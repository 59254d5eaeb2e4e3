import type { RouteHandle } from "~/components/layout/route-handle";
import { STAFF_FILES } from "~/domain/site/request-bodies";
import { type SubmissionResult, getFormProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Form, Link, data, redirect, useNavigation } from "react-router";
import { DeleteSection } from "~/components/admin/delete-section";
import { SingleImageField } from "~/components/admin/media-fields";
import { FormErrors, FormSection, SelectField, TextArea, TextField, submitClass } from "~/components/forms/form-field";
import { AdminEditPage } from "~/components/admin/edit-page";
import { type DistrictFormValues, districtFields, districtFormSchema } from "~/domain/content/content-forms";
import { AMENITIES } from "~/domain/content/content-choices";
import { formDefaults } from "~/domain/content/fields";
import { seoMeta } from "~/domain/site/seo";
import { pdfNames } from "~/server/files/media.server";
import { deleteAndReturn, saveFailureMessage } from "~/server/content/admin-actions.server";
import { requireAdmin } from "~/server/accounts/auth.server";
import { cityOptions } from "~/server/content/cities.server";
import { db } from "~/server/db/db.server";
import { checkDistrict, deleteDistrict, getDistrict, saveDistrict } from "~/server/content/districts.server";
import { idParam, notFoundUnless } from "~/server/http/route-params.server";
import { IMAGE_OR_PDF, hasUploadErrors, prepareUploads, readUploadForm, saveUploads, storageRefusal } from "~/server/files/uploads.server";
import { StorageUnavailableError } from "~/server/files/storage/file-store.server";
import type { Route } from "./+types/district-edit";
import { useCheckWhenLeft } from "~/components/forms/use-schema-form";

/** The files its form takes (the request guard reads it). */
export const handle: RouteHandle = { files: STAFF_FILES };

// One module for /creer-quartier (no id) and /edit-quartier/:id.

/** File inputs of the form: each replaces the current file. The map and the analysis may be pictures or PDF documents (spec section 5). */
const UPLOADS = { mapUpload: IMAGE_OR_PDF, analysisUpload: IMAGE_OR_PDF } as const;
const WITH_PDF = "image/jpeg,image/png,application/pdf";
const PARAGRAPH_HINT = "Séparez les paragraphes par une ligne vide.";

/** What the form holds: text in every field (the city as its id). */
type DistrictForm = Partial<Record<keyof DistrictFormValues, string>>;

interface ActionResult {
  result?: SubmissionResult<string[]>;
  uploadErrors?: Record<string, string[]>;
  deleteError?: string;
}

export const meta: Route.MetaFunction = (args) =>
  seoMeta(args, { title: args.params.id ? "Modifier le quartier" : "Ajouter un quartier", description: "Administration des quartiers.", noindex: true });

export async function loader({ request, params }: Route.LoaderArgs) {
  const [district, cities] = await Promise.all([params.id ? getDistrict(db(), idParam(params.id)).then(notFoundUnless) : null, cityOptions(db())]);
  // /creer-quartier?ville=3 preselects the city.
  const wanted = Number(new URL(request.url).searchParams.get("ville"));
  const preselected = cities.some((c) => c.id === wanted) ? wanted : null;
  const pdfs = await pdfNames(db(), [district?.imageCover, district?.imageAnalyse]);
  return { district, cities, preselected, pdfs };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const admin = requireAdmin(context);
  const id = params.id ? idParam(params.id) : null;
  if (id !== null) notFoundUnless(await getDistrict(db(), id));
  const formData = await readUploadForm(request, context);

  if (formData.get("intent") === "supprimer") {
    if (id === null) throw data(null, { status: 400 });
    return deleteAndReturn<ActionResult>(() => deleteDistrict(db(), id, admin), "quartier-supprime");
  }

  const submission = parseWithZod(formData, { schema: districtFormSchema });
  // Conform intents (remove an image without JavaScript): update the form, store nothing.
  if (submission.status === undefined) return data<ActionResult>({ result: submission.reply() });

  // Every check before a file is stored: the fields, the files, then the model's rule (the city exists).
  const uploads = await prepareUploads(formData, UPLOADS);
  const cityErrors = submission.status === "success" ? await checkDistrict(db(), submission.value) : {};
  const failed = id === null ? "Le quartier n’a pas pu être ajouté" : "Le quartier n’a pas pu être modifié";
  const refuse = (fieldErrors: Record<string, string[]> = {}) =>
    data<ActionResult>(
      {
        result: submission.reply({ formErrors: [saveFailureMessage(failed, submission.status !== "success" || Object.keys(fieldErrors).length > 0, uploads)], fieldErrors }),
        uploadErrors: uploads.errors,
      },
      { status: 400 },
    );
  if (submission.status !== "success" || hasUploadErrors(uploads) || Object.keys(cityErrors).length > 0) return refuse(cityErrors);

  const saved = await saveUploads(db(), uploads).catch(storageRefusal);
  if (saved instanceof StorageUnavailableError)
    return data<ActionResult>({ result: submission.reply({ formErrors: [saved.message] }), uploadErrors: uploads.errors }, { status: 503 });
  const input = {
    ...submission.value,
    imageCover: saved.mapUpload[0] ?? submission.value.imageCover ?? null,
    imageAnalyse: saved.analysisUpload[0] ?? submission.value.imageAnalyse ?? null,
  };
  // The model checks the city again in the transaction of the write.
  const result = await saveDistrict(db(), input, { id: id ?? undefined, actor: admin });
  if (!result) throw data(null, { status: 404 });
  if (!result.ok) return refuse(result.fieldErrors);
  throw redirect(id === null ? "/creer?ok=quartier-cree" : "/creer?ok=quartier-modifie");
}


export default function DistrictEdit({ loaderData, actionData }: Route.ComponentProps) {
  const { district, cities, preselected } = loaderData;
  const navigation = useNavigation();
  const [form, fields] = useForm<DistrictForm, DistrictFormValues>({
    lastResult: actionData?.result,
    defaultValue: district ? (formDefaults(districtFields, district) as DistrictForm) : preselected ? { cityId: String(preselected) } : undefined,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: districtFormSchema }),
    // Each field checked when left, once a click is over (useCheckWhenLeft).
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
  });
  useCheckWhenLeft(form);
  const uploadErrors = actionData?.uploadErrors;
  const saving = navigation.state === "submitting" && navigation.formData?.get("intent") !== "supprimer";
  const title = district ? `Modifier le quartier ${district.nom}` : "Ajouter un quartier";
  return (
    <AdminEditPage title={title} numbersNote hideNote={cities.length === 0}>
      {cities.length === 0 ? (
        <p className="mt-8 rounded-xl bg-sand p-6 text-slate-800">
          Un quartier appartient à une ville : <Link to="/creer-ville" className="font-semibold text-navy underline">ajoutez d’abord une ville</Link>.
        </p>
      ) : (
        <>
          <Form method="post" encType="multipart/form-data" {...getFormProps(form)} className="mt-8 space-y-10">
            <FormSection id="general" title="Le quartier">
              <div className="grid gap-5 sm:grid-cols-2">
                <SelectField field={fields.cityId} label="Ville" required hint="Un quartier appartient à une ville." options={cities.map((c) => ({ value: String(c.id), label: c.nom }))} />
                <TextField field={fields.nom} label="Nom du quartier" required autoComplete="off" />
                <TextField field={fields.tmpUni} label="Temps jusqu’à l’université (minutes)" inputMode="decimal" />
                <TextField field={fields.tmpCentreVille} label="Temps jusqu’au centre-ville (minutes)" inputMode="decimal" />
              </div>
            </FormSection>

            <FormSection id="proximite" title="À proximité">
              <p className="text-slate-700">Décrivez chaque commerce ou service proche, par exemple « Carrefour City à 200 m ». Laissez vide s’il n’y en a pas.</p>
              <div className="grid gap-5 sm:grid-cols-2">
                {AMENITIES.map(([key, label]) => (
                  <TextField key={key} field={fields[key]} label={label} />
                ))}
              </div>
            </FormSection>

            <FormSection id="marche" title="Le marché immobilier">
              <div className="grid gap-5 sm:grid-cols-3">
                <TextField field={fields.tauxElever} label="Taux d’occupation (%)" inputMode="decimal" />
                <TextField field={fields.prixMoyenLocation} label="Loyer moyen (€ par mois)" inputMode="decimal" />
                <TextField field={fields.prixMoyenAuMetre} label="Prix moyen au m² (€)" inputMode="decimal" />
              </div>
              <div className="grid gap-5 sm:grid-cols-3">
                <TextField field={fields.sourceChiffres} label="Source des chiffres" className="sm:col-span-2" hint="D’où viennent ces trois chiffres, par exemple « Observatoire local des loyers ». La page l’affiche sous les chiffres." />
                <TextField field={fields.anneeChiffres} label="Année des chiffres" inputMode="numeric" hint="Par exemple 2025." />
              </div>
              <div className="grid gap-5 sm:grid-cols-2">
                <TextField field={fields.profileCibler} label="Profil ciblé" hint="Par exemple « Étudiants, jeunes actifs »." />
                <TextField field={fields.typeBienCibler} label="Type de bien ciblé" hint="Par exemple « T2 meublé »." />
              </div>
              <TextField field={fields.strategieAdopter} label="Stratégie adoptée" />
              <TextField field={fields.url} label="URL d’information" type="url" hint="Adresse complète, par exemple https://www.ville.fr/quartier" />
            </FormSection>

            <FormSection id="textes" title="Description et commentaire">
              <TextArea field={fields.description} label="Description" rows={6} />
              <TextArea field={fields.commentaire} label="Commentaire" rows={6} hint={PARAGRAPH_HINT} />
            </FormSection>

            <FormSection id="images" title="Images">
              <SingleImageField form={form} field={fields.imageCover} label="Carte du quartier" uploadName="mapUpload" uploadErrors={uploadErrors?.mapUpload} accept={WITH_PDF} pdfs={loaderData.pdfs} photo={false} />
              <SingleImageField form={form} field={fields.imageAnalyse} label="Analyse du marché" uploadName="analysisUpload" uploadErrors={uploadErrors?.analysisUpload} accept={WITH_PDF} pdfs={loaderData.pdfs} photo={false} />
            </FormSection>

            <FormErrors id={form.errorId} errors={form.errors} />
            <button type="submit" className={submitClass} disabled={saving}>
              {saving ? "Enregistrement…" : district ? "Enregistrer les modifications" : "Ajouter le quartier"}
            </button>
          </Form>
        </>
      )}
      {district && <DeleteSection what="ce quartier" error={actionData?.deleteError} />}
    </AdminEditPage>
  );
}
