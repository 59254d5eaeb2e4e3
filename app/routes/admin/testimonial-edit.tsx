import type { RouteHandle } from "~/components/layout/route-handle";
import { readUploadForm } from "~/server/files/uploads.server";
import { STAFF_FILES } from "~/domain/site/request-bodies";
import { type SubmissionResult, getFormProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Form, Link, data, redirect, useNavigation } from "react-router";
import { DeleteSection } from "~/components/admin/delete-section";
import { AdminEditPage } from "~/components/admin/edit-page";
import { FormErrors, FormSection, SelectField, TextArea, TextField, submitClass } from "~/components/forms/form-field";
import { type TestimonialFormValues, testimonialFields, testimonialFormSchema } from "~/domain/content/content-forms";
import { formDefaults } from "~/domain/content/fields";
import { seoMeta } from "~/domain/site/seo";
import { deleteAndReturn } from "~/server/content/admin-actions.server";
import { requireAdmin } from "~/server/accounts/auth.server";
import { db } from "~/server/db/db.server";
import { boughtProjectOptions } from "~/server/content/projects.server";
import { idParam, notFoundUnless } from "~/server/http/route-params.server";
import { deleteTestimonial, getTestimonial, saveTestimonial } from "~/server/content/testimonials.server";
import type { Route } from "./+types/testimonial-edit";
import { useCheckWhenLeft } from "~/components/forms/use-schema-form";

/** The files its form takes (the request guard reads it). */
export const handle: RouteHandle = { files: STAFF_FILES };

// One module for /creer-temoignage (no id) and /edit-temoignage/:id: a client's testimonial (decision 0044).

type TestimonialForm = Partial<Record<keyof TestimonialFormValues, string>>;

interface ActionResult {
  result?: SubmissionResult<string[]>;
  deleteError?: string;
}

export const meta: Route.MetaFunction = (args) =>
  seoMeta(args, { title: args.params.id ? "Modifier le témoignage" : "Ajouter un témoignage", description: "Administration des témoignages.", noindex: true });

export async function loader({ params }: Route.LoaderArgs) {
  const testimonial = params.id ? notFoundUnless(await getTestimonial(db(), idParam(params.id))) : null;
  const projects = await boughtProjectOptions(db(), testimonial?.projectId ?? null);
  return { testimonial, projects };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const admin = requireAdmin(context);
  const id = params.id ? idParam(params.id) : null;
  const formData = await readUploadForm(request, context);

  if (formData.get("intent") === "supprimer") {
    if (id === null) throw data(null, { status: 400 });
    return deleteAndReturn<ActionResult>(() => deleteTestimonial(db(), id, admin), "temoignage-supprime");
  }

  const submission = parseWithZod(formData, { schema: testimonialFormSchema });
  if (submission.status !== "success") return data<ActionResult>({ result: submission.reply() }, { status: 400 });
  // The model checks again, in the write's transaction, that the project still exists.
  const saved = await saveTestimonial(db(), submission.value, { id: id ?? undefined, actor: admin });
  if (!saved) throw data(null, { status: 404 });
  if (!saved.ok) return data<ActionResult>({ result: submission.reply({ fieldErrors: saved.fieldErrors }) }, { status: 400 });
  throw redirect(id === null ? "/creer?ok=temoignage-cree" : "/creer?ok=temoignage-modifie");
}

export default function TestimonialEdit({ loaderData, actionData }: Route.ComponentProps) {
  const { testimonial, projects } = loaderData;
  const navigation = useNavigation();
  const [form, fields] = useForm<TestimonialForm, TestimonialFormValues>({
    lastResult: actionData?.result,
    defaultValue: testimonial ? (formDefaults(testimonialFields, testimonial) as TestimonialForm) : undefined,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: testimonialFormSchema }),
    // Each field checked when left, once a click is over (useCheckWhenLeft).
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
  });
  useCheckWhenLeft(form);
  const saving = navigation.state === "submitting" && navigation.formData?.get("intent") !== "supprimer";
  return (
    <AdminEditPage
      title={testimonial ? `Modifier le témoignage de ${testimonial.prenom}` : "Ajouter un témoignage"}
      hideNote={projects.length === 0}
      intro={<p className="mt-3 text-slate-700">Un témoignage montre le prénom du client, sa ville, sa date et le projet acheté : jamais anonyme.</p>}
    >
      {projects.length === 0 ? (
        <p className="mt-8 rounded-xl bg-sand p-6 text-slate-800">
          Un témoignage porte sur un projet acheté (en travaux ou loué) : <Link to="/creer?liste=projets#contenu-site" className="font-semibold text-navy underline">aucun projet ne l’est encore</Link>.
        </p>
      ) : (
        <Form method="post" {...getFormProps(form)} className="mt-8 space-y-10">
          <FormSection id="temoignage" title="Le témoignage">
            <div className="grid gap-5 sm:grid-cols-3">
              <TextField field={fields.prenom} label="Prénom du client" required autoComplete="off" />
              <TextField field={fields.ville} label="Sa ville" required autoComplete="off" hint="Où il habite." />
              <TextField field={fields.date} label="Date" type="date" required />
            </div>
            <SelectField
              field={fields.projectId}
              label="Projet acheté"
              required
              options={projects.map((p) => ({ value: String(p.id), label: `${p.title} (${p.cityName})` }))}
              hint="Les projets en travaux ou loués."
            />
            <TextArea field={fields.texte} label="Témoignage" rows={6} />
          </FormSection>
          <FormErrors id={form.errorId} errors={form.errors} />
          <button type="submit" className={submitClass} disabled={saving}>
            {saving ? "Enregistrement…" : testimonial ? "Enregistrer les modifications" : "Ajouter le témoignage"}
          </button>
        </Form>
      )}
      {testimonial && <DeleteSection what="ce témoignage" error={actionData?.deleteError} />}
    </AdminEditPage>
  );
}
