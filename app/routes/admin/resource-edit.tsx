import type { RouteHandle } from "~/components/layout/route-handle";
import { readUploadForm } from "~/server/files/uploads.server";
import { STAFF_FILES } from "~/domain/site/request-bodies";
import { getFormProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Form, Link, data, redirect, useNavigation } from "react-router";
import { DeleteSection } from "~/components/admin/delete-section";
import { FormErrors, TextField, submitClass } from "~/components/forms/form-field";
import { resourceFormSchema } from "~/domain/content/content-forms";
import { seoMeta } from "~/domain/site/seo";
import { requireAdmin } from "~/server/accounts/auth.server";
import { db } from "~/server/db/db.server";
import { createResource, deleteResource, getResource, updateResource } from "~/server/content/resources.server";
import { idParam, notFoundUnless } from "~/server/http/route-params.server";
import { deleteAndReturn } from "~/server/content/admin-actions.server";
import type { Route } from "./+types/resource-edit";
import { useCheckWhenLeft } from "~/components/forms/use-schema-form";

/** The files its form takes (the request guard reads it). */
export const handle: RouteHandle = { files: STAFF_FILES };

// One module for /creer-ressource (no id) and /edit-resource/:id.

export const meta: Route.MetaFunction = (args) =>
  seoMeta(args, { title: args.params.id ? "Modifier la ressource" : "Ajouter une ressource", description: "Administration des ressources.", noindex: true });

export async function loader({ params }: Route.LoaderArgs) {
  const resource = params.id ? notFoundUnless(await getResource(db(), idParam(params.id))) : null;
  return { resource };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const admin = requireAdmin(context);
  const id = params.id ? idParam(params.id) : null;
  const formData = await readUploadForm(request, context);

  if (formData.get("intent") === "supprimer") {
    if (id === null) throw data(null, { status: 400 });
    // Nothing refers to a resource: never « still used » (409), only deleted or not found.
    return deleteAndReturn<never>(() => deleteResource(db(), id, admin), "ressource-supprimee");
  }

  const submission = parseWithZod(formData, { schema: resourceFormSchema });
  if (submission.status !== "success") return data(submission.reply(), { status: 400 });
  if (id === null) {
    await createResource(db(), submission.value, { actor: admin });
    throw redirect("/creer?ok=ressource-creee");
  }
  if (!(await updateResource(db(), id, submission.value, admin))) throw data(null, { status: 404 });
  throw redirect("/creer?ok=ressource-modifiee");
}

export default function ResourceEdit({ loaderData, actionData }: Route.ComponentProps) {
  const { resource } = loaderData;
  const navigation = useNavigation();
  const [form, fields] = useForm({
    lastResult: actionData,
    defaultValue: resource ? { nom: resource.nom, lien: resource.lien } : undefined,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: resourceFormSchema }),
    // Each field checked when left, once a click is over (useCheckWhenLeft).
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
  });
  useCheckWhenLeft(form);
  const saving = navigation.state === "submitting" && navigation.formData?.get("intent") !== "supprimer";
  return (
    <main id="contenu" className="mx-auto max-w-2xl px-4 py-10">
      <p>
        <Link to="/creer" className="text-navy underline">← Retour à l’administration</Link>
      </p>
      <h1 className="mt-4 text-3xl font-extrabold text-navy">{resource ? "Modifier la ressource" : "Ajouter une ressource"}</h1>
      <Form method="post" {...getFormProps(form)} className="mt-8 space-y-5">
        <TextField field={fields.nom} label="Nom" required />
        <TextField field={fields.lien} label="Lien" type="url" hint="Adresse complète, par exemple https://www.service-public.fr/…" required />
        <FormErrors id={form.errorId} errors={form.errors} />
        <button type="submit" className={submitClass} disabled={saving}>
          {saving ? "Enregistrement…" : resource ? "Enregistrer les modifications" : "Ajouter la ressource"}
        </button>
      </Form>
      {resource && <DeleteSection what="cette ressource" />}
    </main>
  );
}
