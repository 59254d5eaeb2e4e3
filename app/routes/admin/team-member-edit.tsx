import type { RouteHandle } from "~/components/layout/route-handle";
import { STAFF_FILES } from "~/domain/site/request-bodies";
import { type SubmissionResult, getFormProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Form, data, redirect, useNavigation } from "react-router";
import { DeleteSection } from "~/components/admin/delete-section";
import { AdminEditPage } from "~/components/admin/edit-page";
import { SingleImageField } from "~/components/admin/media-fields";
import { FormErrors, FormSection, TextArea, TextField, submitClass } from "~/components/forms/form-field";
import { type TeamMemberFormValues, teamMemberFields, teamMemberFormSchema } from "~/domain/content/content-forms";
import { formDefaults } from "~/domain/content/fields";
import { seoMeta } from "~/domain/site/seo";
import { deleteAndReturn, saveFailureMessage } from "~/server/content/admin-actions.server";
import { requireAdmin } from "~/server/accounts/auth.server";
import { db } from "~/server/db/db.server";
import { idParam, notFoundUnless } from "~/server/http/route-params.server";
import { deleteTeamMember, getTeamMember, saveTeamMember } from "~/server/content/team.server";
import { IMAGE_TYPES, hasUploadErrors, prepareUploads, readUploadForm, saveUploads, storageRefusal } from "~/server/files/uploads.server";
import { StorageUnavailableError } from "~/server/files/storage/file-store.server";
import type { Route } from "./+types/team-member-edit";
import { useCheckWhenLeft } from "~/components/forms/use-schema-form";

/** The files its form takes (the request guard reads it). */
export const handle: RouteHandle = { files: STAFF_FILES };

// One module for /creer-membre (no id) and /edit-membre/:id: a member of the team page (decision 0044).

/** The file input of the form: a new photo replaces the current one. */
const UPLOADS = { photoUpload: IMAGE_TYPES } as const;

type MemberForm = Partial<Record<keyof TeamMemberFormValues, string>>;

interface ActionResult {
  result?: SubmissionResult<string[]>;
  uploadErrors?: Record<string, string[]>;
  deleteError?: string;
}

export const meta: Route.MetaFunction = (args) =>
  seoMeta(args, { title: args.params.id ? "Modifier un membre de l’équipe" : "Ajouter un membre de l’équipe", description: "Administration de l’équipe.", noindex: true });

export async function loader({ params }: Route.LoaderArgs) {
  const member = params.id ? notFoundUnless(await getTeamMember(db(), idParam(params.id))) : null;
  return { member };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const admin = requireAdmin(context);
  const id = params.id ? idParam(params.id) : null;
  if (id !== null) notFoundUnless(await getTeamMember(db(), id));
  const formData = await readUploadForm(request, context);

  if (formData.get("intent") === "supprimer") {
    if (id === null) throw data(null, { status: 400 });
    return deleteAndReturn<ActionResult>(() => deleteTeamMember(db(), id, admin), "membre-supprime");
  }

  const submission = parseWithZod(formData, { schema: teamMemberFormSchema });
  // Conform intents (« Retirer » the photo without JavaScript): update the form, store nothing.
  if (submission.status === undefined) return data<ActionResult>({ result: submission.reply() });
  const uploads = await prepareUploads(formData, UPLOADS);
  if (submission.status !== "success" || hasUploadErrors(uploads)) {
    const failed = id === null ? "Le membre n’a pas pu être ajouté" : "Le membre n’a pas pu être modifié";
    const message = saveFailureMessage(failed, submission.status !== "success", uploads);
    return data<ActionResult>({ result: submission.reply({ formErrors: [message] }), uploadErrors: uploads.errors }, { status: 400 });
  }

  const saved = await saveUploads(db(), uploads).catch(storageRefusal);
  if (saved instanceof StorageUnavailableError)
    return data<ActionResult>({ result: submission.reply({ formErrors: [saved.message] }), uploadErrors: uploads.errors }, { status: 503 });
  const input = { ...submission.value, photo: saved.photoUpload[0] ?? submission.value.photo ?? null };
  if (!(await saveTeamMember(db(), input, { id: id ?? undefined, actor: admin }))) throw data(null, { status: 404 });
  throw redirect(id === null ? "/creer?ok=membre-cree" : "/creer?ok=membre-modifie");
}

export default function TeamMemberEdit({ loaderData, actionData }: Route.ComponentProps) {
  const { member } = loaderData;
  const navigation = useNavigation();
  const [form, fields] = useForm<MemberForm, TeamMemberFormValues>({
    lastResult: actionData?.result,
    defaultValue: member ? (formDefaults(teamMemberFields, member) as MemberForm) : { position: "0" },
    onValidate: ({ formData }) => parseWithZod(formData, { schema: teamMemberFormSchema }),
    // Each field checked when left, once a click is over (useCheckWhenLeft).
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
  });
  useCheckWhenLeft(form);
  const saving = navigation.state === "submitting" && navigation.formData?.get("intent") !== "supprimer";
  const title = member ? `Modifier ${[member.prenom, member.nom].filter(Boolean).join(" ")}` : "Ajouter un membre de l’équipe";
  return (
    <AdminEditPage title={title} intro={<p className="mt-3 text-slate-700">La page « L’équipe » montre chaque membre avec sa photo, son rôle et son parcours.</p>}>
      <Form method="post" encType="multipart/form-data" {...getFormProps(form)} className="mt-8 space-y-10">
        <FormSection id="membre" title="Le membre">
          <div className="grid gap-5 sm:grid-cols-2">
            <TextField field={fields.prenom} label="Prénom" required autoComplete="off" />
            <TextField field={fields.nom} label="Nom" autoComplete="off" />
            <TextField field={fields.role} label="Rôle" required hint="Par exemple « Chasseuse immobilière »." />
            <TextField field={fields.position} label="Ordre d’affichage" inputMode="numeric" hint="Les plus petits nombres d’abord." />
          </div>
          <TextField field={fields.parcours} label="Parcours et qualifications" hint="Expérience, diplômes, cartes professionnelles : une ligne sous le rôle." />
          <TextArea field={fields.bio} label="Présentation" rows={5} />
        </FormSection>
        <FormSection id="photo" title="Photo">
          <SingleImageField form={form} field={fields.photo} label="Photo" uploadName="photoUpload" uploadErrors={actionData?.uploadErrors?.photoUpload} photo="portrait" />
        </FormSection>
        <FormErrors id={form.errorId} errors={form.errors} />
        <button type="submit" className={submitClass} disabled={saving}>
          {saving ? "Enregistrement…" : member ? "Enregistrer les modifications" : "Ajouter le membre"}
        </button>
      </Form>
      {member && <DeleteSection what="ce membre de l’équipe" error={actionData?.deleteError} />}
    </AdminEditPage>
  );
}
