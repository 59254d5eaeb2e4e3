import type { RouteHandle } from "~/components/layout/route-handle";
import { STAFF_FILES } from "~/domain/site/request-bodies";
import { type SubmissionResult, getFormProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { useEffect } from "react";
import { Form, Link, data, redirect, useNavigation } from "react-router";
import { AdminEditPage } from "~/components/admin/edit-page";
import { ImageListField, SingleImageField, VideoListField } from "~/components/admin/media-fields";
import { PlaceFields } from "~/components/admin/place-fields";
import { ProjectFigures } from "~/components/admin/project-figures";
import { ProjectRegimes } from "~/components/admin/project-regimes";
import { DeleteSection } from "~/components/admin/delete-section";
import { deleteAndReturn } from "~/server/content/admin-actions.server";
import { CheckboxField, FieldsetSection, NumberField, SaveErrors, SelectField, TextArea, TextField, submitClass } from "~/components/forms/form-field";
import { type ProjectFormValues, projectFormSchema } from "~/domain/content/content-forms";
import { DPE_CLASSES } from "~/domain/projects/dpe";
import { PROJECT_STATUSES, PROJECT_STATUS_LABELS } from "~/domain/content/content-choices";
import type { ProjectInput } from "~/domain/content/entities";
import { derivationInputSchema, fillDerivedFigures } from "~/domain/projects/project-derived";
import { projectFormDefaults } from "~/domain/projects/project-form";
import { seoMeta } from "~/domain/site/seo";
import { projectPath } from "~/domain/text/slug";
import { pdfNames } from "~/server/files/media.server";
import { requireAdmin } from "~/server/accounts/auth.server";
import { cityOptions } from "~/server/content/cities.server";
import { db } from "~/server/db/db.server";
import { districtOptions } from "~/server/content/districts.server";
import { MAX_FEATURED, type ProjectCheck, type ProjectMode, canFeature, checkProject, deleteProject, getProject, saveProject } from "~/server/content/projects.server";
import { idParam, notFoundUnless } from "~/server/http/route-params.server";
import { IMAGE_OR_PDF, IMAGE_TYPES, hasUploadErrors, prepareUploads, readUploadForm, saveUploads, storageRefusal } from "~/server/files/uploads.server";
import { StorageUnavailableError } from "~/server/files/storage/file-store.server";
import type { Route } from "./+types/project-edit";
import { useCheckWhenLeft } from "~/components/forms/use-schema-form";

/** The files its form takes (the request guard reads it). */
export const handle: RouteHandle = { files: STAFF_FILES };

// One module for /creer-projet (create), /edit-project/:id (edit) and /edit-project/:id?dupliquer=1
// (a copy of the project, saved as a new one). The rules (places, image cap, featured limit) are the
// model's: checkProject before the files are stored, saveProject to store.

type Mode = ProjectMode;
const modeOf = (id: string | undefined, request: Request): Mode =>
  !id ? "create" : new URL(request.url).searchParams.get("dupliquer") === "1" ? "duplicate" : "edit";

const TITLES: Record<Mode, string> = {
  create: "Ajouter un projet",
  edit: "Modifier le projet",
  duplicate: "Dupliquer le projet",
};

/** New files by form field: the cover (an image: it is shown on every card) is replaced; photos and works files (images or PDF) are added. */
const UPLOADS = { nouvelleCouverture: IMAGE_TYPES, nouvellePhotoAvant: IMAGE_TYPES, nouvellesImages: IMAGE_OR_PDF, nouvellesImagesTravaux: IMAGE_OR_PDF };
const WITH_PDF = "image/jpeg,image/png,application/pdf";
const DPE_OPTIONS = DPE_CLASSES.map((value) => ({ value, label: `Classe ${value}` }));

export const meta: Route.MetaFunction = (args) =>
  seoMeta(args, { title: TITLES[args.loaderData?.mode ?? "create"], description: "Administration des projets.", noindex: true });

export async function loader({ params, request }: Route.LoaderArgs) {
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
    defaultValue: project ? projectFormDefaults(project, mode === "duplicate") : { video: [""], status: "disponible" },
  };
}

type ActionData = { result: SubmissionResult<string[]>; uploadErrors?: Record<string, string[]>; calculated?: boolean };

const failure = (result: SubmissionResult<string[]>, uploadErrors: Record<string, string[]> = {}) =>
  data<ActionData>({ result, uploadErrors }, { status: 400 });

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
    imageAvant: saved.nouvellePhotoAvant?.[0] ?? value.imageAvant ?? null,
    images: unique([...value.images, ...(saved.nouvellesImages ?? [])]),
    imagesTravaux: unique([...value.imagesTravaux, ...(saved.nouvellesImagesTravaux ?? [])]),
  };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const admin = requireAdmin(context);
  const mode = modeOf(params.id, request);
  const id = params.id ? idParam(params.id) : null;
  if (id !== null) notFoundUnless(await getProject(db(), id));
  const formData = await readUploadForm(request, context);

  if (formData.get("intent") === "supprimer") {
    if (mode !== "edit" || id === null) throw data(null, { status: 400 });
    // A project a client owns (its books, issue 22) is refused with its reason (409).
    return deleteAndReturn<{ deleteError?: string }>(() => deleteProject(db(), id, admin), "projet-supprime");
  }
  if (formData.get("intent") === "calculer") return calculate(formData);

  const submission = parseWithZod(formData, { schema: projectFormSchema });
  // A list button (add a video, move or remove an image) sent without JavaScript: show the result.
  if (submission.status !== "success" && submission.status !== "error") return data<ActionData>({ result: submission.reply() });

  // Every check before anything is stored: fields, files, then the model's rules with the new files counted.
  const uploads = await prepareUploads(formData, UPLOADS);
  const uploadErrors = { ...uploads.errors };
  let check: ProjectCheck = { fieldErrors: {}, conflict: null };
  if (submission.status === "success") {
    const pending = (field: string) => Array.from({ length: uploads.files[field]?.length ?? 0 }, () => "");
    const value = submission.value;
    const counted = { ...value, districtId: value.districtId, images: [...value.images, ...pending("nouvellesImages")], imagesTravaux: [...value.imagesTravaux, ...pending("nouvellesImagesTravaux")] };
    check = await checkProject(db(), counted, { exceptId: mode === "edit" ? (id ?? undefined) : undefined });
  }
  const failed = (result: ProjectCheck) => {
    // Too many images is said next to the file input that would add them.
    const { images, imagesTravaux, ...fieldErrors } = result.fieldErrors;
    if (images) (uploadErrors.nouvellesImages ??= []).push(...images);
    if (imagesTravaux) (uploadErrors.nouvellesImagesTravaux ??= []).push(...imagesTravaux);
    const messages = [
      ...(submission.status === "error" ? Object.values(submission.error ?? {}).flatMap((m) => m ?? []) : []),
      ...Object.values(fieldErrors).flat(),
      ...Object.values(uploadErrors).flat(),
      ...(result.conflict ? [result.conflict] : []),
    ];
    return messages.length > 0 ? failure(submission.reply({ formErrors: [...new Set(messages)], fieldErrors }), uploadErrors) : null;
  };
  const refused = failed(check);
  if (refused || submission.status !== "success" || hasUploadErrors(uploads)) return refused ?? failure(submission.reply(), uploadErrors);

  const stored = await saveUploads(db(), uploads).catch(storageRefusal);
  if (stored instanceof StorageUnavailableError) return data<ActionData>({ result: submission.reply({ formErrors: [stored.message] }), uploadErrors }, { status: 503 });
  const input = projectInput(submission.value, stored);
  const saved = await saveProject(db(), input, { mode, id: id ?? undefined, actor: admin });
  if (!saved) throw data(null, { status: 404 });
  // Another admin featured a project in the meantime.
  if (!saved.ok) return failed(saved) ?? failure(submission.reply());
  throw redirect(`/creer?ok=${mode === "edit" ? "projet-modifie" : mode === "duplicate" ? "projet-duplique" : "projet-cree"}`);
}

/* ------------------------------------------------------------------ */
/* Form                                                                */
/* ------------------------------------------------------------------ */

/** What the form's fields hold: the validated values, except that paragraphs are one text each. */
type RenovKey = "renov1" | "renov2" | "renov3" | "renov4";
type ProjectFormShape = Omit<ProjectFormValues, RenovKey> & Record<RenovKey, string>;

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
    // Each field checked when left, once a click is over (useCheckWhenLeft).
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
  });
  useCheckWhenLeft(form);
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
      <FieldsetSection legend="Informations générales">
        <TextField field={fields.title} label="Titre" required />
        <PlaceFields form={form} city={fields.cityId} district={fields.districtId} cities={cities} districts={districts} />
      </FieldsetSection>

      <FieldsetSection legend="Le bien">
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField field={fields.typeBienAvant} label="Type de bien avant travaux" hint="Par exemple : T4 de 74 m² à rénover." />
          <TextField field={fields.typeBienApres} label="Type de bien après travaux" hint="Sert à la recherche des projets, par exemple : Colocation, T2." required />
          <SelectField field={fields.status} label="Statut" hint="Le badge des cartes de projet." options={PROJECT_STATUSES.map((value) => ({ value, label: PROJECT_STATUS_LABELS[value] }))} required />
          <NumberField field={fields.surface} label="Surface habitable (m²)" hint="0 : non renseignée, la carte ne l’affiche pas." />
          <SelectField field={fields.dpeBefore} label="DPE avant travaux" hint="Classe énergie du diagnostic de performance énergétique." options={DPE_OPTIONS} emptyLabel="Non renseigné" />
          <SelectField field={fields.dpeAfter} label="DPE après travaux" hint="Jamais moins bonne qu’avant travaux." options={DPE_OPTIONS} emptyLabel="Non renseigné" />
          <TextField field={fields.scenarioAdopter} label="Scénario adopté" hint="Par exemple : location meublée, statut LMNP au régime réel." />
          <TextField field={fields.profilCibler} label="Profil de locataire ciblé" hint="Par exemple : étudiants et jeunes actifs." />
        </div>
      </FieldsetSection>

      <ProjectFigures
        fields={fields}
        calculating={calculating}
        calculated={actionData?.calculated ?? false}
        afterCalculation={actionData?.calculated && <ProjectRegimes values={actionData.result.initialValue} />}
      />

      <FieldsetSection legend="Travaux">
        <div className="sm:w-1/2">
          <NumberField field={fields.tmpRenov} label="Durée des travaux (mois)" />
        </div>
        {([1, 2, 3, 4] as const).map((n) => (
          <div key={n} className="space-y-3 rounded-xl bg-slate-50 p-4">
            <TextField field={fields[`titreRenov${n}`]} label={`Titre des travaux ${n}`} />
            <TextArea field={fields[`renov${n}`]} label={`Description des travaux ${n}`} hint="Séparez les paragraphes par une ligne vide." rows={6} />
          </div>
        ))}
      </FieldsetSection>

      <FieldsetSection legend="Message">
        <TextArea field={fields.descriptionClient} label="Présentation de l’investisseur" rows={4} />
        <TextArea field={fields.temoignage} label="Témoignage" rows={4} />
      </FieldsetSection>

      <VideoListField form={form} field={fields.video} />

      <FieldsetSection
        legend="Images"
        description="Les fichiers choisis sont envoyés à l’enregistrement. Après « Calculer » ou un formulaire renvoyé avec une erreur, vérifiez qu’ils sont toujours sélectionnés et choisissez-les de nouveau si besoin."
      >
        <SingleImageField form={form} field={fields.imageCover} label="Image de couverture" uploadName="nouvelleCouverture" uploadErrors={uploadErrors.nouvelleCouverture} />
        <ImageListField form={form} field={fields.images} label="Photos du bien" uploadName="nouvellesImages" uploadErrors={uploadErrors.nouvellesImages} accept={WITH_PDF} pdfs={loaderData.pdfs} />
        <SingleImageField form={form} field={fields.imageAvant} label="Photo avant travaux" uploadName="nouvellePhotoAvant" uploadErrors={uploadErrors.nouvellePhotoAvant} />
        <ImageListField form={form} field={fields.imagesTravaux} label="Photos des travaux" uploadName="nouvellesImagesTravaux" uploadErrors={uploadErrors.nouvellesImagesTravaux} accept={WITH_PDF} pdfs={loaderData.pdfs} />
      </FieldsetSection>

      <FieldsetSection legend="Publication">
        {featurable ? (
          <CheckboxField
            field={fields.enAvant}
            label={<span className="font-semibold text-navy">Mettre en avant</span>}
            hint={`Le projet apparaît sur la page d’accueil (${maxFeatured} projets au plus).`}
          />
        ) : (
          <p className="text-slate-700">
            La mise en avant n’est pas proposée : {maxFeatured} projets sont déjà mis en avant. Retirez d’abord la mise en avant d’un autre projet.
          </p>
        )}
      </FieldsetSection>

      <SaveErrors id={form.errorId} errors={form.errors} title="Le projet n’a pas pu être enregistré :" />
      <button type="submit" className={`${submitClass} w-full sm:w-auto`} disabled={saving}>
        {saving ? "Enregistrement…" : SUBMIT_LABELS[mode]}
      </button>
    </Form>
  );
}

export default function ProjectEdit({ loaderData, actionData }: Route.ComponentProps) {
  const { mode, project } = loaderData;
  const intro = project && mode === "edit" && (
    <div className="mt-3 flex flex-wrap gap-x-6 gap-y-2">
      <p className="w-full text-lg text-slate-700">{project.title}</p>
      <Link to={project.path} className="font-semibold text-navy underline underline-offset-4 hover:text-terracotta-dark">
        Voir la page du projet
      </Link>
      <Link to={`/edit-project/${project.id}?dupliquer=1`} className="font-semibold text-navy underline underline-offset-4 hover:text-terracotta-dark">
        Dupliquer ce projet
      </Link>
    </div>
  );
  const copyNote = project && mode === "duplicate" && (
    <p className="mt-3 rounded-lg bg-sand p-4 text-slate-800">
      Vous modifiez une copie de « {project.title} ». L’original ne change pas : l’enregistrement crée un nouveau projet.{" "}
      <Link to={`/edit-project/${project.id}`} className="font-semibold text-navy underline">
        Revenir au projet d’origine
      </Link>
    </p>
  );
  return (
    <AdminEditPage title={TITLES[mode]} intro={intro || copyNote}>
      {/* A new form for each mode and project: its starting values differ. */}
      <ProjectForm key={`${mode}-${project?.id ?? "nouveau"}`} loaderData={loaderData} actionData={actionData && "result" in actionData ? (actionData as ActionData) : undefined} />
      {project && mode === "edit" && <DeleteSection what="ce projet" error={actionData && "deleteError" in actionData ? actionData.deleteError : undefined} />}
    </AdminEditPage>
  );
}
