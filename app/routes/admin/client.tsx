import type { RouteHandle } from "~/components/layout/route-handle";
import { readUploadForm } from "~/server/files/uploads.server";
import { STAFF_FILES } from "~/domain/site/request-bodies";
import { parseWithZod } from "@conform-to/zod/v4";
import type { SubmissionResult } from "@conform-to/react";
import { useCallback } from "react";
import { data, redirect, useFetcher, useSearchParams } from "react-router";
import { AdminBreadcrumb } from "~/components/admin/admin-ui";
import { AdviserSelect } from "~/components/admin/adviser-select";
import { AdminRightsSection } from "~/components/admin/client-file/admin-rights-section";
import { ClientDetails } from "~/components/admin/client-file/client-details";
import { DocumentsSection } from "~/components/admin/client-file/documents-section";
import { FileSection, Notice } from "~/components/admin/client-file/file-section";
import { ProgressSection } from "~/components/admin/client-file/progress-section";
import { UpdatesSection } from "~/components/admin/client-file/updates-section";
import { Conversation, MARK_READ, keepMarksAfterReading } from "~/components/forms/conversation";
import { clientMessageSchema } from "~/domain/clients/client-message-form";
import { cappedReply } from "~/domain/content/form-reply";
import { z } from "zod";
import { formatDate } from "~/domain/text/format";
import { answerRows } from "~/domain/clients/questionnaire-labels";
import { seoMeta } from "~/domain/site/seo";
import { STEPS } from "~/domain/clients/steps";
import type { SessionUser } from "~/domain/accounts/account";
import { requireAdmin } from "~/server/accounts/auth.server";
import { listConversation, markConversationRead, postClientMessage } from "~/server/clients/client-messages.server";
import { db } from "~/server/db/db.server";
import { listClientDocuments, setDocumentState } from "~/server/clients/client-documents.server";
import { env } from "~/server/platform/env.server";
import { MediaError } from "~/server/platform/errors.server";
import { uploadedFiles } from "~/server/files/private-files.server";
import { idParam, notFoundUnless } from "~/server/http/route-params.server";
import { listStepUpdates, postStepUpdate, saveProgress } from "~/server/clients/step-updates.server";
import { getAdviser, listAdvisers } from "~/server/timeline/advisers.server";
import { type UserProfile, getUser, setRole } from "~/server/accounts/users.server";
import type { Route } from "./+types/client";

/** The files its form takes (the request guard reads it). */
export const handle: RouteHandle = { files: STAFF_FILES };

// The staff's file of one client (/creer/clients/:id): details and answers, the steps, the conversation,
// the updates, the documents and the rights. Its sections are in app/components/admin/client-file/;
// each form posts an `intent` to the action below, which calls one model function.

export const meta: Route.MetaFunction = (args) =>
  seoMeta(args, { title: "Fiche client", description: "Coordonnées, réponses au questionnaire et avancement d’un client.", noindex: true });

const displayName = (u: Pick<UserProfile, "prenom" | "nom" | "username">) => `${u.prenom} ${u.nom}`.trim() || u.username;

/** Reads only (decision 0029): the conversation is marked read by the page's POST, or by the staff's answer. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const admin = requireAdmin(context);
  const id = idParam(params.id);
  const [found, messages, updates, documents, adviser, advisers] = await Promise.all([
    getUser(db(), id),
    listConversation(db(), id),
    listStepUpdates(db(), id),
    listClientDocuments(db(), id),
    getAdviser(db(), id),
    listAdvisers(db()),
  ]);
  const client = notFoundUnless(found);
  return {
    messages: messages.map((m) => ({ ...m, isNew: !m.fromStaff && m.readAt === null })),
    companyName: env().COMPANY_NAME,
    client: {
      id: client.id,
      name: displayName(client),
      username: client.username,
      email: client.email,
      emailVerified: client.emailVerified,
      role: client.role,
      nom: client.nom,
      prenom: client.prenom,
      age: client.age,
      telephone: client.telephone,
      ville: client.ville,
      formulaireValid: client.formulaireValid,
      consentAt: client.consentAt,
      consentVersion: client.consentVersion,
      steps: client.steps,
      createdAt: client.createdAt,
    },
    answers: answerRows(client.formulaire),
    isSelf: client.id === admin.id,
    updates,
    documents,
    adviser: { current: adviser?.id ?? null, choices: advisers },
  };
}

export const shouldRevalidate = keepMarksAfterReading;

type ActionResult = {
  intent: "avancement" | "role" | "message" | "actualite" | "document" | "lu" | null;
  ok: boolean;
  message: string;
  checked?: number[];
  reply?: SubmissionResult<string[]>;
  /** What the staff member typed, given back on a refused update or document state. */
  values?: Record<string, string>;
};

const reply = (result: ActionResult, status = 200) => data(result, { status });

const roleValue = z.enum(["admin", "client"]);

/** Ticks and unticks steps 2 to 9 (the model keeps them in order and words the refusal). */
async function saveSteps(admin: SessionUser, client: UserProfile, values: FormDataEntryValue[]) {
  const result = notFoundUnless(await saveProgress(db(), client.id, values, admin));
  if (!result.ok) return reply({ intent: "avancement", ok: false, message: result.message, checked: result.checked }, result.status);
  return reply({ intent: "avancement", ok: true, message: result.message });
}

async function changeRole(admin: SessionUser, client: UserProfile, value: FormDataEntryValue | null) {
  const parsed = roleValue.safeParse(value);
  if (!parsed.success) return reply({ intent: "role", ok: false, message: "Rôle inconnu. Rechargez la page et réessayez." }, 400);
  if (parsed.data === "client" && client.id === admin.id)
    return reply({ intent: "role", ok: false, message: "Vous ne pouvez pas retirer vos propres droits d’administration : demandez à un autre membre de l’équipe." }, 409);
  const name = displayName(client);
  if (parsed.data !== client.role) {
    await setRole(db(), client.id, parsed.data, { actor: admin });
  }
  return reply({
    intent: "role",
    ok: true,
    message: parsed.data === "admin" ? `${name} a maintenant les droits d’administration.` : `${name} n’a plus les droits d’administration.`,
  });
}

/** A message from the staff in the client's conversation (the client is told by e-mail). */
async function writeToClient(admin: SessionUser, client: UserProfile, form: FormData) {
  const submission = parseWithZod(form, { schema: clientMessageSchema });
  if (submission.status !== "success")
    return reply({ intent: "message", ok: false, message: "", reply: cappedReply(submission.reply(), clientMessageSchema) }, 400);
  const config = env();
  notFoundUnless(
    await postClientMessage(db(), {
      clientId: client.id,
      author: admin,
      fromStaff: true,
      body: submission.value.message,
      site: { publicUrl: config.publicUrl, companyEmail: config.COMPANY_EMAIL, companyName: config.COMPANY_NAME },
    }),
  );
  throw redirect(`/creer/clients/${client.id}?message=envoye#messages`, 303);
}

const text = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === "string" ? value : "";
};

/** A staff update on a step: text, photos and PDFs, possibly marking the step done; e-mails the client. */
async function postUpdate(admin: SessionUser, client: UserProfile, form: FormData) {
  const values = { etape: text(form, "etape"), texte: text(form, "texte"), terminee: form.get("terminee") ? "1" : "" };
  const refuse = (message: string, status: number) => reply({ intent: "actualite", ok: false, message, values }, status);
  try {
    const result = notFoundUnless(
      await postStepUpdate(
        db(),
        { clientId: client.id, step: Number(values.etape), text: values.texte, markDone: values.terminee === "1", files: await uploadedFiles(form, "fichiers") },
        { actor: admin, site: { publicUrl: env().publicUrl, companyName: env().COMPANY_NAME } },
      ),
    );
    if (!result.ok) return refuse(result.message, result.field === "step" ? 409 : 400);
  } catch (error) {
    if (error instanceof MediaError) return refuse(`${error.message} Choisissez de nouveau vos fichiers.`, 400);
    throw error;
  }
  return reply({ intent: "actualite", ok: true, message: `Actualité publiée sur l’étape ${values.etape} : ${client.email} est prévenu par e-mail.` });
}

async function saveDocumentState(admin: SessionUser, client: UserProfile, form: FormData) {
  const values = { item: text(form, "document"), etat: text(form, "etat"), commentaire: text(form, "commentaire") };
  const result = notFoundUnless(await setDocumentState(db(), { clientId: client.id, item: values.item, state: values.etat, comment: values.commentaire }, { actor: admin }));
  if (!result.ok) return reply({ intent: "document", ok: false, message: result.message, values }, 400);
  return reply({ intent: "document", ok: true, message: "État du document enregistré.", values: { item: values.item } });
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const admin = requireAdmin(context);
  const client = notFoundUnless(await getUser(db(), idParam(params.id)));
  const form = await readUploadForm(request, context);
  const intent = form.get("intent");
  if (intent === "avancement") return saveSteps(admin, client, form.getAll("etapes"));
  if (intent === "role") return changeRole(admin, client, form.get("role"));
  if (intent === "message") return writeToClient(admin, client, form);
  if (intent === "actualite") return postUpdate(admin, client, form);
  if (intent === "document") return saveDocumentState(admin, client, form);
  if (intent === MARK_READ) {
    await markConversationRead(db(), client.id, "staff");
    return reply({ intent: "lu", ok: true, message: "Messages marqués comme lus." });
  }
  return reply({ intent: null, ok: false, message: "Demande invalide. Rechargez la page et réessayez." }, 400);
}

export default function Client({ loaderData, actionData }: Route.ComponentProps) {
  const { client, answers, isSelf, messages, companyName, updates, documents } = loaderData;
  const [params] = useSearchParams();
  const resultOf = (intent: ActionResult["intent"]) => (actionData?.intent === intent ? actionData : undefined);
  // Marks the client's messages read through React Router (decision 0029): the header's counts are loaded again, not this page.
  const { submit } = useFetcher();
  const markRead = useCallback(() => void submit({ intent: MARK_READ }, { method: "post" }), [submit]);
  const doneCount = client.steps.filter(Boolean).length;

  return (
    <main id="contenu" className="mx-auto max-w-5xl px-4 py-10">
      <AdminBreadcrumb trail={[{ to: "/creer/clients", label: "Clients" }]} current={client.name} />
      <h1 className="mt-3 break-words text-3xl font-extrabold text-navy sm:text-4xl">{client.name}</h1>
      <p className="mt-2 flex flex-wrap items-center gap-2 text-slate-700">
        {client.role === "admin" ? (
          <span className="rounded-full bg-navy px-2.5 py-0.5 text-sm font-semibold text-white">Admin</span>
        ) : (
          <span className="rounded-full bg-sand px-2.5 py-0.5 text-sm font-semibold text-navy">Client</span>
        )}
        <span>
          Inscrit le <time dateTime={client.createdAt}>{formatDate(client.createdAt)}</time> · {doneCount}/{STEPS.length} étapes faites
        </span>
      </p>

      {actionData && !actionData.intent && <Notice result={actionData} />}

      <ClientDetails client={client} answers={answers} />
      <AdviserSelect clientId={client.id} {...loaderData.adviser} />
      <ProgressSection steps={client.steps} result={resultOf("avancement")} />

      <FileSection id="messages" title="Messages" className="mt-6">
        {params.get("message") === "envoye" && !actionData && (
          <p role="status" className="mt-4 rounded-lg bg-sage/20 p-3 font-medium text-sage-dark">
            Message envoyé : le client est prévenu par e-mail.
          </p>
        )}
        <div className="mt-4">
          <Conversation
            messages={messages}
            viewer="staff"
            companyName={companyName}
            lastResult={resultOf("message")?.reply}
            action={`/creer/clients/${client.id}`}
            intent="message"
            markRead={markRead}
          />
        </div>
      </FileSection>

      <UpdatesSection clientId={client.id} steps={client.steps} updates={updates} result={resultOf("actualite")} />
      <DocumentsSection clientId={client.id} documents={documents} result={resultOf("document")} />
      <AdminRightsSection client={client} isSelf={isSelf} result={resultOf("role")} />
    </main>
  );
}
