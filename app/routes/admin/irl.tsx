// /creer/irl — the INSEE « indice de référence des loyers » as staff keep it (issue 22): every quarter with its
// value, publication day and source; a form to add the new quarter; removal of a quarter entered by mistake.
// The rent revisions of the « Location » pages read this series.
import { type SubmissionResult, getFormProps } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Form, data, redirect, useNavigation, useSearchParams } from "react-router";
import { AdminBreadcrumb, AdminTable, type Column } from "~/components/admin/admin-ui";
import { buttonClass } from "~/components/admin/client-file/file-section";
import { DateField } from "~/components/admin/ownership/rental-forms";
import { FormErrors, NumberField, SelectField, TextField, submitClass } from "~/components/forms/form-field";
import { useSchemaForm } from "~/components/forms/use-schema-form";
import { formatDay } from "~/domain/ownership/calendar";
import { type IrlQuarter, formatIrl, quarterLabel } from "~/domain/ownership/irl";
import { irlQuarterFormSchema } from "~/domain/ownership/ownership-forms";
import { seoMeta } from "~/domain/site/seo";
import { requireAdmin } from "~/server/accounts/auth.server";
import { db } from "~/server/db/db.server";
import { InUseError } from "~/server/platform/errors.server";
import { addIrlQuarter, deleteIrlQuarter, irlSeries } from "~/server/ownership/irl.server";
import type { Route } from "./+types/irl";

export const meta: Route.MetaFunction = (args) =>
  seoMeta(args, { title: "Indice de référence des loyers", description: "La série trimestrielle de l’IRL publiée par l’INSEE, pour la révision des loyers.", noindex: true });

export async function loader() {
  return { series: (await irlSeries(db())).reverse() };
}

type ActionData = { intent: "ajouter"; result: SubmissionResult<string[]> } | { intent: "supprimer"; message: string };

export async function action({ request, context }: Route.ActionArgs) {
  const admin = requireAdmin(context);
  const form = await request.formData();
  if (form.get("intent") === "supprimer") {
    const [year, quarter] = String(form.get("trimestre") ?? "").split("-").map(Number);
    try {
      if (!(await deleteIrlQuarter(db(), year, quarter, { actor: admin }))) throw data(null, { status: 404 });
    } catch (error) {
      if (error instanceof InUseError) return data<ActionData>({ intent: "supprimer", message: error.message }, { status: 409 });
      throw error;
    }
    throw redirect("/creer/irl?ok=supprime", 303);
  }
  const submission = parseWithZod(form, { schema: irlQuarterFormSchema });
  if (submission.status !== "success") return data<ActionData>({ intent: "ajouter", result: submission.reply() }, { status: 400 });
  const saved = await addIrlQuarter(db(), submission.value, { actor: admin });
  if (!saved.ok) {
    const fieldErrors = Object.fromEntries(Object.entries(saved.fieldErrors).map(([k, v]) => [k, [v ?? ""]]));
    return data<ActionData>({ intent: "ajouter", result: submission.reply({ fieldErrors }) }, { status: 400 });
  }
  throw redirect("/creer/irl?ok=ajoute", 303);
}

type Row = IrlQuarter & { id: string };

export default function Irl({ loaderData, actionData }: Route.ComponentProps) {
  const [params] = useSearchParams();
  const busy = useNavigation().state === "submitting";
  const [form, fields] = useSchemaForm(() => import("~/domain/ownership/ownership-forms").then((m) => m.irlQuarterFormSchema), {
    id: "irl",
    lastResult: actionData?.intent === "ajouter" ? actionData.result : undefined,
  });
  const done = !actionData ? { ajoute: "Trimestre ajouté à la série.", supprime: "Trimestre supprimé de la série." }[params.get("ok") ?? ""] : undefined;
  const columns: Column<Row>[] = [
    { title: "Trimestre", rowHeader: true, cell: (q) => quarterLabel(q) },
    { title: "Valeur", className: "text-right", cell: (q) => formatIrl(q.value) },
    { title: "Publié le", cell: (q) => (q.published ? formatDay(q.published) : "non connu") },
    { title: "Source", cell: (q) => <span className="block max-w-md break-words text-sm text-slate-700">{q.source}</span> },
    {
      title: "Action",
      cell: (q) => (
        <Form method="post">
          <input type="hidden" name="trimestre" value={`${q.year}-${q.quarter}`} />
          <button type="submit" name="intent" value="supprimer" className={`${buttonClass} border border-slate-400 text-navy hover:bg-sand`}>
            Supprimer<span className="sr-only"> l’IRL du {quarterLabel(q)}</span>
          </button>
        </Form>
      ),
    },
  ];
  return (
    <main id="contenu" className="mx-auto max-w-6xl px-4 py-10">
      <AdminBreadcrumb trail={[{ to: "/creer/gestion", label: "Gestion locative" }]} current="Indice de référence des loyers" />
      <h1 className="mt-3 text-4xl font-extrabold text-navy">Indice de référence des loyers</h1>
      <p className="mt-3 max-w-3xl text-lg text-slate-700">
        La série de l’INSEE (France métropolitaine, série 001515333), publiée chaque trimestre. Les révisions de loyer proposées sur les pages
        « Location » des clients la lisent : ajoutez chaque nouveau trimestre dès sa publication, avec sa source.
      </p>
      {done && (
        <p role="status" className="mt-4 rounded-lg bg-sage/20 p-3 font-medium text-sage-dark">
          {done}
        </p>
      )}
      {actionData?.intent === "supprimer" && (
        <p role="alert" className="mt-4 rounded-lg bg-red-50 p-3 font-medium text-red-800">
          {actionData.message}
        </p>
      )}
      <section aria-labelledby="ajout-irl" className="mt-6 rounded-2xl border border-slate-200 p-5 sm:p-6">
        <h2 id="ajout-irl" className="text-xl font-bold text-navy">
          Ajouter un trimestre
        </h2>
        <Form method="post" {...getFormProps(form)} className="mt-4 space-y-5">
          <div className="grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
            <NumberField field={fields.year} label="Année" required />
            <SelectField field={fields.quarter} label="Trimestre" options={[1, 2, 3, 4].map((q) => ({ value: String(q), label: `${q === 1 ? "1er" : `${q}e`} trimestre` }))} required />
            <NumberField field={fields.value} label="Valeur de l’indice" required hint="Par exemple 145,77." />
            <DateField field={fields.published} label="Date de publication" required />
          </div>
          <TextField field={fields.source} label="Source" required hint="La publication de l’INSEE (titre, date, adresse)." />
          <FormErrors id={form.errorId} errors={form.errors} />
          <button type="submit" name="intent" value="ajouter" disabled={busy} className={submitClass}>
            Ajouter le trimestre
          </button>
        </Form>
      </section>
      <AdminTable id="serie-irl" caption={`${loaderData.series.length} trimestres, du plus récent au plus ancien`} columns={columns} rows={loaderData.series.map((q) => ({ ...q, id: `${q.year}-${q.quarter}` }))} minWidth="sm:min-w-[48rem]" />
    </main>
  );
}
