// /creer/clients/:id/location — a client's let properties, kept by staff (issue 22): leases, rent received,
// expenses, the rent revision on a lease's anniversary. Each form posts an `intent` to the action below, which
// parses it with its schema and calls one model function; a refusal comes back at the field, nothing stored.
import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { data, redirect, useSearchParams } from "react-router";
import { AdminBreadcrumb, linkClass } from "~/components/admin/admin-ui";
import { FileSection } from "~/components/admin/client-file/file-section";
import { ExpenseForm, LeaseForm, PaymentForm } from "~/components/admin/ownership/rental-forms";
import { PropertyBooks } from "~/components/admin/ownership/property-books";
import { expenseFormSchema, leaseEndFormSchema, leaseFormSchema, paymentFormSchema, revisionFormSchema } from "~/domain/ownership/ownership-forms";
import { seoMeta } from "~/domain/site/seo";
import { requireAdmin } from "~/server/accounts/auth.server";
import { db } from "~/server/db/db.server";
import { applyRevision, createLease, endLease } from "~/server/ownership/leases.server";
import { deleteExpense, recordExpense } from "~/server/ownership/expenses.server";
import { deletePayment, recordPayment } from "~/server/ownership/rent-payments.server";
import { clientLocationPage } from "~/server/ownership/rental-page.server";
import { idParam, notFoundUnless } from "~/server/http/route-params.server";
import { getUser } from "~/server/accounts/users.server";
import type { Route } from "./+types/client-rental";

export const meta: Route.MetaFunction = (args) =>
  seoMeta(args, { title: "Location", description: "Les baux, les loyers encaissés et les dépenses des biens loués d’un client.", noindex: true });

export async function loader({ params }: Route.LoaderArgs) {
  return notFoundUnless(await clientLocationPage(db(), idParam(params.id)));
}

type Intent = "bail" | "paiement" | "depense";
type ActionData =
  | { intent: Intent; result: SubmissionResult<string[]> }
  | { intent: "fin-bail" | "revision"; leaseId: number; message: string }
  | { intent: null; message: string };

/** What a successful change says once the page is shown again (`?ok=`). */
const DONE: Record<string, string> = {
  bail: "Bail enregistré.",
  "fin-bail": "Fin du bail enregistrée.",
  paiement: "Paiement enregistré.",
  depense: "Dépense enregistrée.",
  revision: "Révision du loyer appliquée.",
  "depense-supprimee": "Dépense supprimée.",
  "paiement-supprime": "Paiement supprimé.",
};

export async function action({ request, params, context }: Route.ActionArgs) {
  const admin = requireAdmin(context);
  const client = notFoundUnless(await getUser(db(), idParam(params.id)));
  const form = await request.formData();
  const intent = form.get("intent");
  const done = (what: string) => redirect(`/creer/clients/${client.id}/location?ok=${what}`, 303);
  const refused = (value: ActionData, status = 400) => data<ActionData>(value, { status });

  // A form refused by its schema or by the model: the messages at the fields, what was typed kept.
  const answer = (which: Intent, submission: { reply: (o?: { fieldErrors: Record<string, string[]> }) => SubmissionResult<string[]> }, fieldErrors?: Partial<Record<string, string>>) =>
    refused({ intent: which, result: submission.reply(fieldErrors ? { fieldErrors: Object.fromEntries(Object.entries(fieldErrors).map(([k, v]) => [k, [v ?? ""]])) } : undefined) });
  if (intent === "bail") {
    const submission = parseWithZod(form, { schema: leaseFormSchema });
    if (submission.status !== "success") return answer(intent, submission);
    const saved = await createLease(db(), client.id, submission.value, { actor: admin });
    if (!saved.ok) return answer(intent, submission, saved.fieldErrors);
    throw done(intent);
  }
  if (intent === "paiement") {
    const submission = parseWithZod(form, { schema: paymentFormSchema });
    if (submission.status !== "success") return answer(intent, submission);
    const saved = notFoundUnless(await recordPayment(db(), submission.value, { actor: admin, clientId: client.id }));
    if (!saved.ok) return answer(intent, submission, saved.fieldErrors);
    throw done(intent);
  }
  if (intent === "depense") {
    const submission = parseWithZod(form, { schema: expenseFormSchema });
    if (submission.status !== "success") return answer(intent, submission);
    const saved = await recordExpense(db(), client.id, submission.value, { actor: admin });
    if (!saved.ok) return answer(intent, submission, saved.fieldErrors);
    throw done(intent);
  }
  if (intent === "fin-bail" || intent === "revision") {
    const leaseId = Number(form.get("leaseId"));
    const parsed = intent === "fin-bail" ? leaseEndFormSchema.safeParse(Object.fromEntries(form)) : revisionFormSchema.safeParse(Object.fromEntries(form));
    if (!parsed.success) return refused({ intent, leaseId, message: parsed.error.issues[0]?.message ?? "Demande invalide." });
    const value = parsed.data as { leaseId: number; end?: string; anniversary?: string };
    const saved = notFoundUnless(
      intent === "fin-bail" ? await endLease(db(), value.leaseId, value.end ?? "", { actor: admin, clientId: client.id }) : await applyRevision(db(), value.leaseId, value.anniversary ?? "", { actor: admin, clientId: client.id }),
    );
    if (!saved.ok) return refused({ intent, leaseId, message: Object.values(saved.fieldErrors)[0] ?? "Demande refusée." });
    throw done(intent);
  }
  if (intent === "supprimer-depense" || intent === "supprimer-paiement") {
    const remove = intent === "supprimer-depense" ? deleteExpense : deletePayment;
    notFoundUnless((await remove(db(), Number(form.get("entryId")), { actor: admin, clientId: client.id })) || null);
    throw done(intent === "supprimer-depense" ? "depense-supprimee" : "paiement-supprime");
  }
  return refused({ intent: null, message: "Demande invalide. Rechargez la page et réessayez." });
}

export default function ClientLocation({ loaderData, actionData }: Route.ComponentProps) {
  const { client, projects, leaseOptions, defaultLeaseId, properties } = loaderData;
  const [params] = useSearchParams();
  const result = (intent: Intent) => (actionData?.intent === intent && "result" in actionData ? actionData.result : undefined);
  const leaseError = actionData && (actionData.intent === "fin-bail" || actionData.intent === "revision") ? actionData : null;
  const done = !actionData ? DONE[params.get("ok") ?? ""] : undefined;
  return (
    <main id="contenu" className="mx-auto max-w-5xl px-4 py-10">
      <AdminBreadcrumb
        trail={[
          { to: "/creer/clients", label: "Clients" },
          { to: `/creer/clients/${client.id}`, label: client.name },
        ]}
        current="Location"
      />
      <h1 className="mt-3 break-words text-3xl font-extrabold text-navy sm:text-4xl">Location : {client.name}</h1>
      <p className="mt-2 text-slate-700">
        Les biens loués du client, mois par mois. Un mois non payé au 10 du mois suivant est « impayé ». Vue d’ensemble de tous les biens :{" "}
        <a href="/creer/gestion" className={linkClass}>
          Gestion locative
        </a>
        .
      </p>
      {done && (
        <p role="status" className="mt-4 rounded-lg bg-sage/20 p-3 font-medium text-sage-dark">
          {done}
        </p>
      )}
      {actionData?.intent === null && (
        <p role="alert" className="mt-4 rounded-lg bg-red-50 p-3 font-medium text-red-800">
          {actionData.message}
        </p>
      )}

      {properties.length === 0 ? (
        <p className="mt-6 rounded-lg bg-sand p-4 text-navy">Aucun bail enregistré pour ce client : enregistrez le premier ci-dessous.</p>
      ) : (
        properties.map((p) => <PropertyBooks key={p.projectId} property={p} clientId={client.id} errors={leaseError} />)
      )}

      {leaseOptions.length > 0 && (
        <FileSection id="paiement-titre" title="Loyer encaissé" className="mt-6">
          <PaymentForm leases={leaseOptions} defaultLeaseId={defaultLeaseId} lastResult={result("paiement")} />
        </FileSection>
      )}
      {properties.length > 0 && (
        <FileSection id="depense-titre" title="Dépense" className="mt-6">
          <ExpenseForm properties={properties} lastResult={result("depense")} />
        </FileSection>
      )}
      <FileSection id="bail-titre" title={properties.length === 0 ? "Bail" : "Nouveau bail"} className="mt-6">
        {properties.length > 0 && <p className="mt-2 text-slate-700">Un nouveau locataire après la fin d’un bail, ou un autre bien du client.</p>}
        <LeaseForm projects={projects} lastResult={result("bail")} />
      </FileSection>
    </main>
  );
}
