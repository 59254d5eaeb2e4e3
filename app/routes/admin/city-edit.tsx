import type { RouteHandle } from "~/components/layout/route-handle";
import { STAFF_FILES } from "~/domain/site/request-bodies";
import { type SubmissionResult, getFormProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Form, data, redirect, useNavigation } from "react-router";
import { DeleteSection } from "~/components/admin/delete-section";
import { ImageListField, SingleImageField } from "~/components/admin/media-fields";
import { FormErrors, FormSection, SelectField, TextArea, TextField, submitClass } from "~/components/forms/form-field";
import { AdminEditPage } from "~/components/admin/edit-page";
import { CommunePicker } from "~/components/admin/commune-picker";
import type { Commune } from "~/domain/content/communes";
import { type CityFormValues, cityFields, cityFormSchema } from "~/domain/content/content-forms";
import { TRANSPORT_TYPES } from "~/domain/content/content-choices";
import { formDefaults } from "~/domain/content/fields";
import { MAX_IMAGES } from "~/domain/content/media";
import { seoMeta } from "~/domain/site/seo";
import { deleteAndReturn, saveFailureMessage } from "~/server/content/admin-actions.server";
import { requireAdmin } from "~/server/accounts/auth.server";
import { createCity, deleteCity, getCity, updateCity } from "~/server/content/cities.server";
import { findCommunes, getCommune } from "~/server/content/communes.server";
import { db } from "~/server/db/db.server";
import { idParam, notFoundUnless } from "~/server/http/route-params.server";
import { IMAGE_TYPES, hasUploadErrors, prepareUploads, readUploadForm, saveUploads, storageRefusal } from "~/server/files/uploads.server";
import { StorageUnavailableError } from "~/server/files/storage/file-store.server";
import type { Route } from "./+types/city-edit";
import { useCheckWhenLeft } from "~/components/forms/use-schema-form";

/** The files its form takes (the request guard reads it). */
export const handle: RouteHandle = { files: STAFF_FILES };

// One module for /creer-ville (no id) and /edit-ville/:id.

/** File inputs of the form: new cover (replaces the current one) and new carousel images (appended). */
const UPLOADS = { coverUpload: IMAGE_TYPES, imagesUpload: IMAGE_TYPES } as const;

const TRANSPORT_LABELS: Record<(typeof TRANSPORT_TYPES)[number], string> = { avion: "Avion", train: "Train", bus: "Bus" };
const PARAGRAPH_HINT = "Séparez les paragraphes par une ligne vide.";

/** What the form holds: text in every field, a list of media hashes for the carousel. */
type CityForm = Partial<Omit<Record<keyof CityFormValues, string>, "images"> & { images: string[] }>;

interface ActionResult {
  result?: SubmissionResult<string[]>;
  uploadErrors?: Record<string, string[]>;
  deleteError?: string;
}

export const meta: Route.MetaFunction = (args) =>
  seoMeta(args, { title: args.params.id ? "Modifier la ville" : "Ajouter une ville", description: "Administration des villes.", noindex: true });

export async function loader({ params, request }: Route.LoaderArgs) {
  const city = params.id ? notFoundUnless(await getCity(db(), idParam(params.id))) : null;
  // The commune search without JavaScript: ?commune=limo lists matches, ?insee=87085 fills the form.
  const search = new URL(request.url).searchParams;
  const communeQuery = (search.get("commune") ?? "").trim().slice(0, 80);
  const matches = communeQuery ? findCommunes(communeQuery) : null;
  const insee = search.get("insee");
  const picked = insee && /^[0-9AB]{5}$/.test(insee) ? getCommune(insee) : null;
  return { city, communeQuery, matches, picked };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const admin = requireAdmin(context);
  const id = params.id ? idParam(params.id) : null;
  if (id !== null) notFoundUnless(await getCity(db(), id));
  const formData = await readUploadForm(request, context);

  if (formData.get("intent") === "supprimer") {
    if (id === null) throw data(null, { status: 400 });
    return deleteAndReturn<ActionResult>(() => deleteCity(db(), id, admin), "ville-supprimee");
  }

  const submission = parseWithZod(formData, { schema: cityFormSchema });
  // Conform intents (remove or reorder an image without JavaScript): update the form, store nothing.
  if (submission.status === undefined) return data<ActionResult>({ result: submission.reply() });

  const uploads = await prepareUploads(formData, UPLOADS);
  const keptImages = submission.status === "success" ? submission.value.images.length : 0;
  if (keptImages + uploads.files.imagesUpload.length > MAX_IMAGES)
    (uploads.errors.imagesUpload ??= []).push(`${MAX_IMAGES} images au plus dans le carrousel : retirez-en avant d’en ajouter.`);

  if (submission.status !== "success" || hasUploadErrors(uploads)) {
    const failed = id === null ? "La ville n’a pas pu être ajoutée" : "La ville n’a pas pu être modifiée";
    const message = saveFailureMessage(failed, submission.status !== "success", uploads);
    return data<ActionResult>({ result: submission.reply({ formErrors: [message] }), uploadErrors: uploads.errors }, { status: 400 });
  }

  const saved = await saveUploads(db(), uploads).catch(storageRefusal);
  if (saved instanceof StorageUnavailableError)
    return data<ActionResult>({ result: submission.reply({ formErrors: [saved.message] }), uploadErrors: uploads.errors }, { status: 503 });
  const input = {
    ...submission.value,
    imageCover: saved.coverUpload[0] ?? submission.value.imageCover ?? null,
    images: [...submission.value.images, ...saved.imagesUpload],
  };
  if (id === null) {
    await createCity(db(), input, { actor: admin });
    throw redirect("/creer?ok=ville-creee");
  }
  if (!(await updateCity(db(), id, input, admin))) throw data(null, { status: 404 });
  throw redirect("/creer?ok=ville-modifiee");
}


/** The fields a commune of the INSEE list fills (staff can still correct them). */
function communeFields(commune: Commune): CityForm {
  return {
    nom: commune.nom,
    population: String(commune.population),
    codeInsee: commune.code,
    departement: commune.departement,
    departementCode: commune.departementCode,
    codesPostaux: commune.codesPostaux.join(", "),
  };
}



export default function CityEdit({ loaderData, actionData }: Route.ComponentProps) {
  const { city, communeQuery, matches, picked } = loaderData;
  const navigation = useNavigation();
  const [form, fields] = useForm<CityForm, CityFormValues>({
    lastResult: actionData?.result,
    defaultValue: city || picked ? { ...(city ? (formDefaults(cityFields, city) as CityForm) : {}), ...(picked ? communeFields(picked) : {}) } : undefined,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: cityFormSchema }),
    // Each field checked when left, once a click is over (useCheckWhenLeft).
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
  });
  useCheckWhenLeft(form);
  const uploadErrors = actionData?.uploadErrors;
  const saving = navigation.state === "submitting" && navigation.formData?.get("intent") !== "supprimer";
  const title = city ? `Modifier la ville ${city.nom}` : "Ajouter une ville";
  return (
    <AdminEditPage title={title} numbersNote>
      <div className="mt-8">
        <CommunePicker
          query={communeQuery}
          matches={matches}
          picked={picked}
          onPick={(commune) => {
            for (const [name, value] of Object.entries(communeFields(commune))) if (typeof value === "string") form.update({ name, value });
          }}
        />
      </div>
      <Form method="post" encType="multipart/form-data" {...getFormProps(form)} className="mt-8 space-y-10">
        <FormSection id="general" title="La ville">
          <TextField field={fields.nom} label="Nom de la ville" required autoComplete="off" />
          <div className="grid gap-5 sm:grid-cols-2">
            <TextField field={fields.departement} label="Département" autoComplete="off" />
            <TextField field={fields.departementCode} label="Numéro du département" autoComplete="off" hint="Par exemple 87, ou 2A." />
            <TextField field={fields.codesPostaux} label="Codes postaux" autoComplete="off" hint="Séparés par des virgules." />
            <TextField field={fields.codeInsee} label="Code INSEE de la commune" autoComplete="off" inputMode="numeric" />
          </div>
        </FormSection>

        <FormSection id="chiffres" title="Chiffres clés">
          <div className="grid gap-5 sm:grid-cols-2">
            <TextField field={fields.population} label="Population (habitants)" inputMode="numeric" />
            <TextArea field={fields.descriptionPopulation} label="Description de la population" rows={3} />
            <TextField field={fields.etudiant} label="Nombre d’étudiants" inputMode="numeric" />
            <TextArea field={fields.descriptionEtudiant} label="Description des étudiants" rows={3} />
            <TextField field={fields.distanceParis} label="Distance à Paris (km)" inputMode="decimal" />
            <TextArea field={fields.descriptionDistanceParis} label="Description de la distance à Paris" rows={3} />
          </div>
        </FormSection>

        <FormSection id="transport" title="Transport">
          <div className="grid gap-5 sm:grid-cols-2">
            <TextField field={fields.titreTransport} label="Titre du transport" hint="Par exemple « 2 h 40 de Paris »." />
            <SelectField field={fields.transport} label="Type de transport" options={TRANSPORT_TYPES.map((t) => ({ value: t, label: TRANSPORT_LABELS[t] }))} required />
          </div>
          <TextArea field={fields.descriptionTransport} label="Description du transport" rows={3} />
        </FormSection>

        <FormSection id="atout" title="Atout">
          <TextField field={fields.titreAtout} label="Titre de l’atout" />
          <TextArea field={fields.atout} label="Texte de l’atout" rows={5} />
        </FormSection>

        <FormSection id="presentation" title="Présentation (trois textes)">
          {([1, 2, 3] as const).map((n) => (
            <fieldset key={n} className="space-y-4 rounded-xl border border-slate-200 p-4">
              <legend className="px-1 font-semibold text-navy">Texte {n}</legend>
              <TextField field={fields[`titre${n}`]} label={`Titre ${n}`} />
              <TextArea field={fields[`description${n}`]} label={`Description ${n}`} rows={4} />
            </fieldset>
          ))}
        </FormSection>

        <FormSection id="onglets" title="Onglets">
          <p className="text-slate-700">Les trois premiers onglets s’affichent dans « en détail » ; le quatrième, dans l’encadré qui suit.</p>
          {([1, 2, 3, 4] as const).map((n) => (
            <fieldset key={n} className="space-y-4 rounded-xl border border-slate-200 p-4">
              <legend className="px-1 font-semibold text-navy">Onglet {n}</legend>
              <TextField field={fields[`titreOnglet${n}`]} label={`Titre de l’onglet ${n}`} />
              <TextArea field={fields[`onglet${n}`]} label={`Texte de l’onglet ${n}`} rows={8} hint={PARAGRAPH_HINT} />
            </fieldset>
          ))}
        </FormSection>

        <FormSection id="images" title="Images">
          <SingleImageField form={form} field={fields.imageCover} label="Image de couverture" uploadName="coverUpload" uploadErrors={uploadErrors?.coverUpload} />
          <ImageListField form={form} field={fields.images} label="Images du carrousel" uploadName="imagesUpload" uploadErrors={uploadErrors?.imagesUpload} />
        </FormSection>

        <FormErrors id={form.errorId} errors={form.errors} />
        <button type="submit" className={submitClass} disabled={saving}>
          {saving ? "Enregistrement…" : city ? "Enregistrer les modifications" : "Ajouter la ville"}
        </button>
      </Form>
      {city && <DeleteSection what="cette ville" error={actionData?.deleteError} />}
    </AdminEditPage>
  );
}
