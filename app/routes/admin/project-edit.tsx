import { type FieldMetadata, type FormMetadata, type SubmissionResult, getFormProps, getInputProps, getSelectProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { useEffect, useId, useState } from "react";
import { Form, Link, data, redirect, useNavigation } from "react-router";
import { ImageListField, SingleImageField, VideoListField } from "~/components/admin/media-fields";
import { DeleteSection } from "~/components/admin/delete-section";
import { FieldError, TextArea, TextField, inputClass, submitClass } from "~/components/form-field";
import { type ProjectFormValues, projectFormSchema } from "~/domain/content-forms";
import type { Project, ProjectInput } from "~/domain/entities";
import { joinParagraphs } from "~/domain/paragraphs";
import { derivationInputSchema, fillDerivedFigures, formNumber } from "~/domain/project-derived";
import { seoMeta } from "~/domain/seo";
import { projectPath } from "~/domain/slug";
import { pdfNames } from "~/server/media.server";
import { requireAdmin } from "~/server/auth.server";
import { cityOptions } from "~/server/cities.server";
import { db } from "~/server/db.server";
import { districtOptions } from "~/server/districts.server";
import { FeaturedLimitError, MAX_FEATURED, canFeature, createProject, deleteProject, getProject, updateProject } from "~/server/projects.server";
import { idParam, notFoundUnless } from "~/server/route-params.server";
import { IMAGE_OR_PDF, IMAGE_TYPES, type PreparedUploads, hasUploadErrors, prepareUploads, readFormData, saveUploads } from "~/server/uploads.server";
import type { Route } from "./+types/project-edit";

// One module for /creer-projet (create), /edit-project/:id (edit) and /edit-project/:id?dupliquer=1
// (a copy of the project, saved as a new one).
//
// Uploads accept JPEG and PNG only, although the old site also took PDF: every project image (cover,
// photos, works photos) is shown as a picture on the public pages, and a PDF cannot be.

type Mode = "create" | "edit" | "duplicate";

const modeOf = (id: string | undefined, request: Request): Mode =>
  !id ? "create" : new URL(request.url).searchParams.get("dupliquer") === "1" ? "duplicate" : "edit";

const TITLES: Record<Mode, string> = {
  create: "Ajouter un projet",
  edit: "Modifier le projet",
  duplicate: "Dupliquer le projet",
};

/** New files by form field; the cover is replaced, photos are added after the current ones. */
// The cover is shown as a picture on every card: images only. Photos and works may also be PDF documents.
const UPLOADS = { nouvelleCouverture: IMAGE_TYPES, nouvellesImages: IMAGE_OR_PDF, nouvellesImagesTravaux: IMAGE_OR_PDF };
const WITH_PDF = "image/jpeg,image/png,application/pdf";
const MAX_IMAGES = 30;

export const meta: Route.MetaFunction = (args) =>
  seoMeta(args, { title: TITLES[args.loaderData?.mode ?? "create"], description: "Administration des projets.", noindex: true });

/** A block of amounts (total, charges, profitability) as the form shows them. */
const formNumbers = <T extends object>(block: T) =>
  Object.fromEntries(Object.entries(block).map(([key, value]) => [key, typeof value === "number" ? formNumber(value) : value]));

/** The form's starting values for an existing project (or its copy); numbers with a decimal comma. */
function formDefaults(project: Project, duplicate: boolean) {
  return {
    title: duplicate ? `Copie de ${project.title}`.slice(0, 160) : project.title,
    cityId: project.cityId,
    districtId: project.districtId ?? undefined,
    typeBienAvant: project.typeBienAvant,
    typeBienApres: project.typeBienApres,
    scenarioAdopter: project.scenarioAdopter,
    profilCibler: project.profilCibler,
    tmpRenov: formNumber(project.tmpRenov),
    prixGlobal: formNumber(project.prixGlobal),
    prixLocation: formNumber(project.prixLocation),
    tauxEmprunt: formNumber(project.tauxEmprunt),
    profitabilityNet: formNumber(project.profitabilityNet),
    cashflowDifferer: formNumber(project.cashflowDifferer),
    moisDifferer: formNumber(project.moisDifferer),
    titreRenov1: project.titreRenov1,
    titreRenov2: project.titreRenov2,
    titreRenov3: project.titreRenov3,
    titreRenov4: project.titreRenov4,
    renov1: joinParagraphs(project.renov1),
    renov2: joinParagraphs(project.renov2),
    renov3: joinParagraphs(project.renov3),
    renov4: joinParagraphs(project.renov4),
    descriptionClient: project.descriptionClient,
    temoignage: project.temoignage,
    video: project.video.length > 0 ? project.video : [""],
    enAvant: duplicate ? false : project.enAvant,
    imageCover: project.imageCover ?? undefined,
    images: project.images,
    imagesTravaux: project.imagesTravaux,
    total: formNumbers(project.total),
    chargesMensuelles: formNumbers(project.chargesMensuelles),
    rentabilite: formNumbers(project.rentabilite),
  };
}

export async function loader({ params, request, context }: Route.LoaderArgs) {
  requireAdmin(context);
  const mode = modeOf(params.id, request);
  const project = params.id ? notFoundUnless(await getProject(db(), idParam(params.id))) : null;
  const [cities, districts, featurable, pdfs] = await Promise.all([
    cityOptions(db()),
    districtOptions(db()),
    // A copy is a new project: it counts against the limit like any other.
    canFeature(db(), mode === "edit" ? project?.id : undefined),
    pdfNames(db(), project ? [...project.images, ...project.imagesTravaux] : []),
  ]);
  return {
    mode,
    project: project && { id: project.id, title: project.title, path: projectPath(project) },
    cities,
    districts,
    canFeature: featurable,
    maxFeatured: MAX_FEATURED,
    pdfs,
    defaultValue: project ? formDefaults(project, mode === "duplicate") : { video: [""] },
  };
}

type ActionData = { result: SubmissionResult<string[]>; uploadErrors?: Record<string, string[]>; calculated?: boolean };

const failure = (result: SubmissionResult<string[]>, uploadErrors: Record<string, string[]> = {}) =>
  data<ActionData>({ result, uploadErrors }, { status: 400 });

/** Checks that the city and the district exist and that the district lies in the city. */
async function placeErrors(cityId: number, districtId: number): Promise<Record<string, string[]>> {
  const [cities, districts] = await Promise.all([cityOptions(db()), districtOptions(db())]);
  const city = cities.find((c) => c.id === cityId);
  const district = districts.find((d) => d.id === districtId);
  if (!city) return { cityId: ["Choisissez une ville de la liste."] };
  if (!district) return { districtId: ["Choisissez un quartier de la liste."] };
  if (district.cityId !== cityId) return { districtId: [`Le quartier ${district.nom} n'est pas à ${city.nom} : choisissez un quartier de cette ville.`] };
  return {};
}

/** « Calculer »: the form comes back with the derived figures filled in; nothing is stored. */
function calculate(formData: FormData) {
  const submission = parseWithZod(formData, { schema: derivationInputSchema });
  const reply = submission.reply();
  const filled = fillDerivedFigures(reply.initialValue ?? {});
  if (!filled.ok) return failure(submission.reply({ fieldErrors: filled.errors }));
  const { intent: _button, ...value } = filled.values;
  // An « update » of the whole form: conform puts the new values in the fields, also in the browser.
  const result: SubmissionResult<string[]> = {
    ...reply,
    status: undefined,
    initialValue: value as SubmissionResult["initialValue"],
    intent: { type: "update", payload: { value } },
  };
  return data<ActionData>({ result, calculated: true });
}

/** The validated form plus the stored uploads, as the model takes it. */
function projectInput(value: ProjectFormValues, saved: Record<string, string[]>): ProjectInput {
  const unique = (list: string[]) => [...new Set(list)];
  return {
    ...value,
    imageCover: saved.nouvelleCouverture?.[0] ?? value.imageCover ?? null,
    images: unique([...value.images, ...(saved.nouvellesImages ?? [])]),
    imagesTravaux: unique([...value.imagesTravaux, ...(saved.nouvellesImagesTravaux ?? [])]),
  };
}

/** Too many images once the new files are added. */
function imageCountErrors(value: ProjectFormValues, uploads: PreparedUploads): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  const message = `${MAX_IMAGES} images au plus : retirez-en avant d'en ajouter.`;
  if (value.images.length + (uploads.files.nouvellesImages?.length ?? 0) > MAX_IMAGES) errors.nouvellesImages = [message];
  if (value.imagesTravaux.length + (uploads.files.nouvellesImagesTravaux?.length ?? 0) > MAX_IMAGES) errors.nouvellesImagesTravaux = [message];
  return errors;
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const admin = requireAdmin(context);
  const mode = modeOf(params.id, request);
  const id = params.id ? idParam(params.id) : null;
  if (id !== null) notFoundUnless(await getProject(db(), id));
  const formData = await readFormData(request);

  if (formData.get("intent") === "supprimer") {
    if (mode !== "edit" || id === null) throw data(null, { status: 400 });
    if (!(await deleteProject(db(), id, admin))) throw data(null, { status: 404 });
    throw redirect("/creer?ok=projet-supprime");
  }
  if (formData.get("intent") === "calculer") return calculate(formData);

  const submission = parseWithZod(formData, { schema: projectFormSchema });
  // A list button (add a video, move or remove an image) sent without JavaScript: show the result.
  if (submission.status !== "success" && submission.status !== "error") return data<ActionData>({ result: submission.reply() });

  // Every check before anything is stored: fields, files, places, image count, featured limit.
  const uploads = await prepareUploads(formData, UPLOADS);
  const uploadErrors = { ...uploads.errors };
  const fieldErrors: Record<string, string[]> = {};
  const reasons: string[] = [];
  if (submission.status === "success") {
    const value = submission.value;
    Object.assign(fieldErrors, await placeErrors(value.cityId, value.districtId));
    for (const [field, messages] of Object.entries(imageCountErrors(value, uploads))) (uploadErrors[field] ??= []).push(...messages);
    if (value.enAvant && !(await canFeature(db(), mode === "edit" ? (id ?? undefined) : undefined))) reasons.push(new FeaturedLimitError().message);
  }
  const messages = [
    ...(submission.status === "error" ? Object.values(submission.error ?? {}).flatMap((m) => m ?? []) : []),
    ...Object.values(fieldErrors).flat(),
    ...Object.values(uploadErrors).flat(),
    ...reasons,
  ];
  if (submission.status !== "success" || hasUploadErrors(uploads) || messages.length > 0) {
    return failure(submission.reply({ formErrors: [...new Set(messages)], fieldErrors }), uploadErrors);
  }

  const input = projectInput(submission.value, await saveUploads(db(), uploads));
  try {
    if (mode === "edit" && id !== null) {
      if (!(await updateProject(db(), id, input, admin))) throw data(null, { status: 404 });
    } else {
      await createProject(db(), input, undefined, admin, mode === "duplicate" ? "duplicate" : "create");
    }
  } catch (error) {
    // Another admin featured a project in the meantime.
    if (!(error instanceof FeaturedLimitError)) throw error;
    return failure(submission.reply({ formErrors: [error.message] }));
  }
  throw redirect(`/creer?ok=${mode === "edit" ? "projet-modifie" : mode === "duplicate" ? "projet-duplique" : "projet-cree"}`);
}

/* ------------------------------------------------------------------ */
/* Form                                                                */
/* ------------------------------------------------------------------ */

type Field = FieldMetadata<any>;

/** What the form's fields hold: the validated values, except that paragraphs are one text each. */
type RenovKey = "renov1" | "renov2" | "renov3" | "renov4";
type ProjectFormShape = Omit<ProjectFormValues, RenovKey> & Record<RenovKey, string>;

function Section({ legend, description, children }: { legend: string; description?: string; children: React.ReactNode }) {
  const id = useId();
  return (
    <fieldset className="min-w-0 rounded-2xl border border-slate-200 p-4 sm:p-6" aria-describedby={description ? id : undefined}>
      <legend className="px-2 text-xl font-bold text-navy">{legend}</legend>
      {description && (
        <p id={id} className="text-slate-700">
          {description}
        </p>
      )}
      <div className="mt-4 space-y-5">{children}</div>
    </fieldset>
  );
}

function SubSection({ legend, children }: { legend: string; children: React.ReactNode }) {
  return (
    <fieldset className="min-w-0">
      <legend className="text-lg font-semibold text-navy">{legend}</legend>
      <div className="mt-3 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">{children}</div>
    </fieldset>
  );
}

/**
 * A number as French staff type it: « 3,6 », « 1 200 », « 95 000 € » are all read (the server says
 * what it cannot read, where `type="number"` would silently send nothing). Numeric keyboard on
 * phones, except for signed figures: that keyboard has no minus sign.
 */
function NumberField({ field, label, hint, signed = false, required = false }: { field: Field; label: string; hint?: string; signed?: boolean; required?: boolean }) {
  const hintId = hint ? `${field.id}-aide` : undefined;
  const props = getInputProps(field, { type: "text", ariaDescribedBy: hintId });
  return (
    <div>
      <label htmlFor={field.id} className="font-semibold text-navy">
        {label}
        {required && <span aria-hidden="true" className="text-terracotta-dark"> *</span>}
      </label>
      {hint && (
        <p id={hintId} className="text-sm text-slate-600">
          {hint}
        </p>
      )}
      <input {...props} key={props.key} required={required} inputMode={signed ? undefined : "decimal"} autoComplete="off" className={inputClass} />
      <FieldError id={field.errorId} errors={field.errors} />
    </div>
  );
}

interface Option {
  id: number;
  nom: string;
}

/**
 * City, then district. Every district is listed, grouped by city, so that the choice works without
 * JavaScript (the server checks that the district lies in the city). With JavaScript only the chosen
 * city's districts can be picked, and changing the city clears a district of another city.
 */
function PlaceFields({
  form,
  city,
  district,
  cities,
  districts,
}: {
  form: FormMetadata<ProjectFormShape>;
  city: Field;
  district: Field;
  cities: Option[];
  districts: (Option & { cityId: number })[];
}) {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  const chosenCity = typeof city.value === "string" ? city.value : "";
  const hintId = `${district.id}-aide`;
  const cityProps = getSelectProps(city);
  const districtProps = getSelectProps(district, { ariaDescribedBy: hintId });
  const onCityChange = (event: React.ChangeEvent<HTMLSelectElement>) => {
    const chosenDistrict = districts.find((d) => String(d.id) === district.value);
    if (chosenDistrict && String(chosenDistrict.cityId) !== event.currentTarget.value) form.update({ name: district.name, value: "" });
  };
  const noDistrict = hydrated && chosenCity !== "" && !districts.some((d) => String(d.cityId) === chosenCity);
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <div>
        <label htmlFor={city.id} className="font-semibold text-navy">
          Ville<span aria-hidden="true" className="text-terracotta-dark"> *</span>
        </label>
        <select {...cityProps} key={cityProps.key} onChange={onCityChange} required className={inputClass}>
          <option value="">Choisissez une ville</option>
          {cities.map((c) => (
            <option key={c.id} value={c.id}>
              {c.nom}
            </option>
          ))}
        </select>
        <FieldError id={city.errorId} errors={city.errors} />
      </div>
      <div>
        <label htmlFor={district.id} className="font-semibold text-navy">
          Quartier<span aria-hidden="true" className="text-terracotta-dark"> *</span>
        </label>
        <p id={hintId} className="text-sm text-slate-600">
          Le quartier doit se trouver dans la ville choisie.
        </p>
        <select {...districtProps} key={districtProps.key} required className={inputClass}>
          <option value="">{hydrated && !chosenCity ? "Choisissez d'abord une ville" : "Choisissez un quartier"}</option>
          {cities.map((c) => {
            const inCity = districts.filter((d) => d.cityId === c.id);
            const elsewhere = hydrated && String(c.id) !== chosenCity;
            return (
              inCity.length > 0 && (
                <optgroup key={c.id} label={c.nom} hidden={elsewhere} disabled={elsewhere}>
                  {inCity.map((d) => (
                    <option key={d.id} value={d.id}>
                      {d.nom}
                    </option>
                  ))}
                </optgroup>
              )
            );
          })}
        </select>
        {noDistrict && (
          <p className="mt-1 text-sm text-slate-700">
            Cette ville n'a encore aucun quartier :{" "}
            <Link to="/creer-quartier" className="font-semibold text-navy underline">
              ajoutez-en un
            </Link>
            .
          </p>
        )}
        <FieldError id={district.errorId} errors={district.errors} />
      </div>
    </div>
  );
}

/** The errors of the whole form, under it: why the project was not saved. */
function SaveErrors({ id, errors }: { id: string; errors?: string[] }) {
  return (
    <div id={id} role="alert" aria-live="assertive">
      {errors?.length ? (
        <div className="rounded-lg bg-red-50 p-4 text-red-800">
          <p className="font-bold">Le projet n'a pas pu être enregistré :</p>
          <ul className="mt-2 list-disc space-y-1 pl-5 font-medium">
            {errors.map((e) => (
              <li key={e}>{e}</li>
            ))}
          </ul>
        </div>
      ) : null}
    </div>
  );
}

const SUBMIT_LABELS: Record<Mode, string> = {
  create: "Ajouter le projet",
  edit: "Enregistrer les modifications",
  duplicate: "Enregistrer la copie",
};

function ProjectForm({ loaderData, actionData }: { loaderData: Route.ComponentProps["loaderData"]; actionData: ActionData | undefined }) {
  const { mode, canFeature: featurable, maxFeatured, cities, districts } = loaderData;
  const navigation = useNavigation();
  const [form, fields] = useForm<ProjectFormShape, unknown>({
    lastResult: actionData?.result,
    defaultValue: loaderData.defaultValue,
    onValidate: ({ formData }) =>
      // « Calculer » needs only the entered figures; saving needs the whole form.
      formData.get("intent") === "calculer"
        ? parseWithZod(formData, { schema: derivationInputSchema })
        : parseWithZod(formData, { schema: projectFormSchema }),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
  });
  const total = fields.total.getFieldset();
  const charges = fields.chargesMensuelles.getFieldset();
  const r = fields.rentabilite.getFieldset();
  const uploadErrors = actionData?.uploadErrors ?? {};
  // conform moves the focus to the first field in error; when only files were refused, go to the first of them.
  useEffect(() => {
    const fieldInError = Object.keys(actionData?.result.error ?? {}).some((name) => name !== "");
    const refused = Object.keys(actionData?.uploadErrors ?? {})[0];
    if (refused && !fieldInError) document.getElementById(`fichier-${refused}`)?.focus();
  }, [actionData]);
  const submitting = navigation.state === "submitting" ? navigation.formData?.get("intent") : undefined;
  const saving = navigation.state === "submitting" && submitting !== "supprimer" && submitting !== "calculer";
  const calculating = submitting === "calculer";

  return (
    <Form method="post" encType="multipart/form-data" {...getFormProps(form)} className="mt-8 space-y-8">
      <Section legend="Informations générales">
        <TextField field={fields.title} label="Titre" required />
        <PlaceFields form={form} city={fields.cityId} district={fields.districtId} cities={cities} districts={districts} />
      </Section>

      <Section legend="Le bien">
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField field={fields.typeBienAvant} label="Type de bien avant travaux" hint="Par exemple : T4 de 74 m² à rénover." />
          <TextField field={fields.typeBienApres} label="Type de bien après travaux" hint="Sert à la recherche des projets, par exemple : Colocation, T2." required />
          <TextField field={fields.scenarioAdopter} label="Scénario adopté" hint="Par exemple : location meublée, statut LMNP au régime réel." />
          <TextField field={fields.profilCibler} label="Profil de locataire ciblé" hint="Par exemple : étudiants et jeunes actifs." />
        </div>
      </Section>

      <Section legend="Bilan financier" description="Montants en euros, par exemple 1250,50. Un champ laissé vide compte pour 0.">
        <SubSection legend="Coût du projet">
          <NumberField field={total.priceAcqui} label="Prix d'acquisition (€)" />
          <NumberField field={total.works} label="Travaux (€)" />
          <NumberField field={total.fraisNotaire} label="Frais de notaire (€)" />
          <NumberField field={total.fraisAgence} label="Frais d'agence (€)" />
          <NumberField field={total.furnishing} label="Ameublement (€)" />
          <NumberField field={total.DM2AComi} label="Honoraires d'accompagnement (€)" />
          <NumberField field={total.apportPersonnel} label="Apport personnel (€)" hint="Déduit du montant emprunté." />
        </SubSection>
        <SubSection legend="Prêt et loyer">
          <NumberField field={fields.tauxEmprunt} label="Taux du prêt (%)" />
          <NumberField field={r.dureeEmprunt} label="Durée du prêt (années)" hint="Différé compris." required />
          <NumberField field={r.dureeDifferer} label="Durée du différé (mois)" />
          <NumberField field={r.monthlyRent} label="Loyer mensuel (€)" hint="Sert au calcul des rentabilités." />
          <NumberField field={fields.prixLocation} label="Prix de location (€ par mois)" hint="Affiché sur la fiche du projet." />
        </SubSection>
        <SubSection legend="Charges mensuelles">
          <NumberField field={charges.taxeFonciere} label="Taxe foncière (€ par mois)" />
          <NumberField field={charges.chargesCopro} label="Charges de copropriété (€)" />
          <NumberField field={charges.chargesCourantes} label="Charges courantes (€)" hint="Eau, électricité, internet." />
          <NumberField field={charges.pno} label="Assurance propriétaire non occupant (PNO) (€)" />
          <NumberField field={charges.cfe} label="CFE (Cotisation Foncière des Entreprises) (€)" />
          <NumberField field={charges.rentalManage} label="Gestion locative (€)" />
        </SubSection>

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
            Remplit le prix global, la mensualité, les rentabilités, les cash-flows et le patrimoine à partir des montants saisis
            ci-dessus. Rien n'est enregistré : vous pouvez encore modifier ces chiffres avant d'enregistrer.
          </p>
          <p role="status" className="mt-2 font-semibold text-sage-dark">
            {actionData?.calculated ? "Chiffres calculés : vérifiez-les ci-dessous. Le projet n'est pas encore enregistré." : ""}
          </p>
        </div>

        <SubSection legend="Résultats">
          <NumberField field={fields.prixGlobal} label="Prix global (€)" hint="Coût total du projet, apport non déduit." />
          <NumberField field={charges.mensualiter} label="Mensualité du prêt (€)" />
          <NumberField field={r.profitabilityBrut} label="Rentabilité brute (%)" signed />
          <NumberField field={fields.profitabilityNet} label="Rentabilité nette (%)" signed />
          <NumberField field={r.cashflowNet} label="Cash-flow mensuel (€)" signed />
          <NumberField field={fields.cashflowDifferer} label="Cash-flow pendant le différé (€ par mois)" signed />
          <NumberField field={fields.moisDifferer} label="Nombre de mois de différé" />
          <NumberField field={r.wealth1} label="Patrimoine après 1 an (€)" signed />
          <NumberField field={r.wealth5} label="Patrimoine après 5 ans (€)" signed />
          <NumberField field={r.wealth10} label="Patrimoine après 10 ans (€)" signed />
        </SubSection>
      </Section>

      <Section legend="Travaux">
        <div className="sm:w-1/2">
          <NumberField field={fields.tmpRenov} label="Durée des travaux (mois)" />
        </div>
        {([1, 2, 3, 4] as const).map((n) => (
          <div key={n} className="space-y-3 rounded-xl bg-slate-50 p-4">
            <TextField field={fields[`titreRenov${n}`]} label={`Titre des travaux ${n}`} />
            <TextArea field={fields[`renov${n}`]} label={`Description des travaux ${n}`} hint="Séparez les paragraphes par une ligne vide." rows={6} />
          </div>
        ))}
      </Section>

      <Section legend="Message">
        <TextArea field={fields.descriptionClient} label="Présentation de l'investisseur" rows={4} />
        <TextArea field={fields.temoignage} label="Témoignage" rows={4} />
      </Section>

      <VideoListField form={form} field={fields.video} />

      <Section
        legend="Images"
        description="Les fichiers choisis sont envoyés à l'enregistrement. Après « Calculer » ou un formulaire renvoyé avec une erreur, vérifiez qu'ils sont toujours sélectionnés et choisissez-les de nouveau si besoin."
      >
        <SingleImageField form={form} field={fields.imageCover} label="Image de couverture" uploadName="nouvelleCouverture" uploadErrors={uploadErrors.nouvelleCouverture} />
        <ImageListField form={form} field={fields.images} label="Photos du bien" uploadName="nouvellesImages" uploadErrors={uploadErrors.nouvellesImages} accept={WITH_PDF} pdfs={loaderData.pdfs} />
        <ImageListField form={form} field={fields.imagesTravaux} label="Photos des travaux" uploadName="nouvellesImagesTravaux" uploadErrors={uploadErrors.nouvellesImagesTravaux} accept={WITH_PDF} pdfs={loaderData.pdfs} />
      </Section>

      <Section legend="Publication">
        {featurable ? (
          <div className="flex items-start gap-3">
            <input {...getInputProps(fields.enAvant, { type: "checkbox", ariaDescribedBy: "mise-en-avant-aide" })} className="mt-1 size-5 accent-navy" />
            <div>
              <label htmlFor={fields.enAvant.id} className="font-semibold text-navy">
                Mettre en avant
              </label>
              <p id="mise-en-avant-aide" className="text-sm text-slate-600">
                Le projet apparaît sur la page d'accueil ({maxFeatured} projets au plus).
              </p>
            </div>
          </div>
        ) : (
          <p className="text-slate-700">
            La mise en avant n'est pas proposée : {maxFeatured} projets sont déjà mis en avant. Retirez d'abord la mise en avant d'un autre projet.
          </p>
        )}
      </Section>

      <SaveErrors id={form.errorId} errors={form.errors} />
      <button type="submit" className={`${submitClass} w-full sm:w-auto`} disabled={saving}>
        {saving ? "Enregistrement…" : SUBMIT_LABELS[mode]}
      </button>
    </Form>
  );
}

export default function ProjectEdit({ loaderData, actionData }: Route.ComponentProps) {
  const { mode, project } = loaderData;
  return (
    <main id="contenu" className="mx-auto max-w-4xl px-4 py-10">
      <p>
        <Link to="/creer" className="text-navy underline">
          ← Retour à l'administration
        </Link>
      </p>
      <h1 className="mt-4 text-3xl font-extrabold text-navy">{TITLES[mode]}</h1>
      {project && mode === "edit" && (
        <div className="mt-3 flex flex-wrap gap-x-6 gap-y-2">
          <p className="w-full text-lg text-slate-700">{project.title}</p>
          <Link to={project.path} className="font-semibold text-navy underline underline-offset-4 hover:text-terracotta-dark">
            Voir la page du projet
          </Link>
          <Link to={`/edit-project/${project.id}?dupliquer=1`} className="font-semibold text-navy underline underline-offset-4 hover:text-terracotta-dark">
            Dupliquer ce projet
          </Link>
        </div>
      )}
      {project && mode === "duplicate" && (
        <p className="mt-3 rounded-lg bg-sand p-4 text-slate-800">
          Vous modifiez une copie de « {project.title} ». L'original ne change pas : l'enregistrement crée un nouveau projet.{" "}
          <Link to={`/edit-project/${project.id}`} className="font-semibold text-navy underline">
            Revenir au projet d'origine
          </Link>
        </p>
      )}
      <p className="mt-4 text-sm text-slate-600">
        Les champs marqués d'un <span aria-hidden="true" className="text-terracotta-dark">*</span>
        <span className="sr-only">astérisque</span> sont obligatoires.
      </p>
      {/* A new form for each mode and project: its starting values differ. */}
      <ProjectForm key={`${mode}-${project?.id ?? "nouveau"}`} loaderData={loaderData} actionData={actionData as ActionData | undefined} />
      {project && mode === "edit" && <DeleteSection what="ce projet" />}
    </main>
  );
}
