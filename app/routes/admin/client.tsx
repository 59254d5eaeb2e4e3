import { parseWithZod } from "@conform-to/zod/v4";
import type { SubmissionResult } from "@conform-to/react";
import { Form, data, redirect, useNavigation, useSearchParams } from "react-router";
import { Conversation } from "~/components/conversation";
import { clientMessageSchema } from "~/domain/client-message-form";
import { cappedReply } from "~/domain/form-reply";
import { StepUpdates } from "~/components/step-updates";
import { DOCUMENT_STATE_LABELS, type DocumentState } from "~/domain/investor-file";
import { z } from "zod";
import { AdminBreadcrumb } from "~/components/admin-ui";
import { AdviserSelect } from "~/components/admin/adviser-select";
import { formatCount, formatDate } from "~/domain/format";
import { answerRows } from "~/domain/questionnaire-labels";
import { seoMeta } from "~/domain/seo";
import { STEPS } from "~/domain/steps";
import type { SessionUser } from "~/domain/account";
import { requireAdmin } from "~/server/auth.server";
import { listConversation, markConversationRead, postClientMessage } from "~/server/client-messages.server";
import { db } from "~/server/db.server";
import { listClientDocuments, setDocumentState } from "~/server/client-documents.server";
import { env } from "~/server/env.server";
import { MediaError } from "~/server/errors.server";
import { uploadedFiles } from "~/server/private-files.server";
import { idParam, notFoundUnless } from "~/server/route-params.server";
import { listStepUpdates, postStepUpdate } from "~/server/step-updates.server";
import { getAdviser, listAdvisers } from "~/server/timeline/advisers.server";
import { STEP_COUNT, type UserProfile, getUser, setRole, setSteps } from "~/server/users.server";
import type { Route } from "./+types/client";

export const meta: Route.MetaFunction = (args) =>
  seoMeta(args, { title: "Fiche client", description: "Coordonnées, réponses au questionnaire et avancement d’un client.", noindex: true });

const displayName = (u: Pick<UserProfile, "prenom" | "nom" | "username">) => `${u.prenom} ${u.nom}`.trim() || u.username;

export async function loader({ params, context }: Route.LoaderArgs) {
  const admin = requireAdmin(context);
  const client = notFoundUnless(await getUser(db(), idParam(params.id)));
  const messages = await listConversation(db(), client.id);
  await markConversationRead(db(), client.id, "staff");
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
    updates: await listStepUpdates(db(), client.id),
    adviser: { current: (await getAdviser(db(), client.id))?.id ?? null, choices: await listAdvisers(db()) },
    documents: await listClientDocuments(db(), client.id),
  };
}

type ActionResult = {
  intent: "avancement" | "role" | "message" | "actualite" | "document" | null;
  ok: boolean;
  message: string;
  checked?: number[];
  reply?: SubmissionResult<string[]>;
  /** What the staff member typed, given back on a refused update or document state. */
  values?: Record<string, string>;
};

const reply = (result: ActionResult, status = 200) => data(result, { status });

const stepNumbers = z.array(z.coerce.number().int().min(2).max(STEP_COUNT));
const roleValue = z.enum(["admin", "client"]);

/** Ticks and unticks steps 2 to 9 (the model keeps them in order). */
async function saveSteps(admin: SessionUser, client: UserProfile, values: FormDataEntryValue[]) {
  const parsed = stepNumbers.safeParse(values);
  if (!parsed.success) return reply({ intent: "avancement", ok: false, message: "Les étapes envoyées ne sont pas valides. Rechargez la page et réessayez." }, 400);
  const checked = [...new Set(parsed.data)].sort((a, b) => a - b);
  const result = notFoundUnless(await setSteps(db(), client.id, checked, admin));
  if (!result.ok) {
    const n = result.outOfOrder;
    const message =
      n === 2
        ? "L’étape 2 ne peut être faite qu’une fois l’étape 1 faite : le client la termine depuis son espace."
        : `L’étape ${n} ne peut être faite qu’une fois l’étape ${n - 1} faite. Cochez les étapes dans l’ordre.`;
    return reply({ intent: "avancement", ok: false, message, checked }, 409);
  }
  const { done } = result;
  return reply({ intent: "avancement", ok: true, message: `Avancement enregistré : ${formatCount(done, "étape faite", "étapes faites")} sur ${STEP_COUNT}.` });
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

/** The name the client sees under an update: the staff member's first name and name, or the company's. */
async function authorName(admin: SessionUser) {
  const staff = await getUser(db(), admin.id);
  const name = `${staff?.prenom ?? ""} ${staff?.nom ?? ""}`.trim();
  return name || `L’équipe ${env().COMPANY_NAME}`;
}

/** A staff update on a step: text, photos and PDFs, possibly marking the step done; e-mails the client. */
async function postUpdate(admin: SessionUser, client: UserProfile, form: FormData) {
  const values = { etape: text(form, "etape"), texte: text(form, "texte"), terminee: form.get("terminee") ? "1" : "" };
  const refuse = (message: string, status: number) => reply({ intent: "actualite", ok: false, message, values }, status);
  try {
    const result = notFoundUnless(
      await postStepUpdate(
        db(),
        { clientId: client.id, step: Number(values.etape), text: values.texte, markDone: values.terminee === "1", files: await uploadedFiles(form, "fichiers") },
        { actor: admin, authorName: await authorName(admin), site: { publicUrl: env().publicUrl, companyName: env().COMPANY_NAME } },
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
  const form = await request.formData();
  const intent = form.get("intent");
  if (intent === "avancement") return saveSteps(admin, client, form.getAll("etapes"));
  if (intent === "role") return changeRole(admin, client, form.get("role"));
  if (intent === "message") return writeToClient(admin, client, form);
  if (intent === "actualite") return postUpdate(admin, client, form);
  if (intent === "document") return saveDocumentState(admin, client, form);
  return reply({ intent: null, ok: false, message: "Demande invalide. Rechargez la page et réessayez." }, 400);
}

function Notice({ result }: { result: ActionResult }) {
  return result.ok ? (
    <p role="status" className="mt-4 rounded-lg bg-sage/20 p-3 font-medium text-sage-dark">
      {result.message}
    </p>
  ) : (
    <p role="alert" className="mt-4 rounded-lg bg-red-50 p-3 font-medium text-red-800">
      {result.message}
    </p>
  );
}

function Detail({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="grid gap-1 py-2 sm:grid-cols-[12rem_minmax(0,1fr)] sm:gap-4">
      <dt className="font-semibold text-navy">{label}</dt>
      <dd className="break-words text-slate-800">{children}</dd>
    </div>
  );
}

const STATE_BADGE: Record<DocumentState, string> = {
  manquant: "bg-slate-100 text-slate-700",
  envoye: "bg-sand text-terracotta-dark",
  valide: "bg-sage/25 text-sage-dark",
  "a-refaire": "bg-red-50 text-red-800",
};

const missing = <span className="text-slate-600">Non renseigné</span>;
const sectionClass = "rounded-2xl border border-slate-200 p-5 sm:p-6";
const buttonClass =
  "inline-flex cursor-pointer items-center justify-center rounded-full px-5 py-2.5 font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-terracotta";

export default function Client({ loaderData, actionData }: Route.ComponentProps) {
  const { client, answers, isSelf, messages, companyName, updates, documents } = loaderData;
  const updateResult = actionData?.intent === "actualite" ? actionData : undefined;
  const updateKept = updateResult && !updateResult.ok ? updateResult.values : undefined;
  const documentResult = actionData?.intent === "document" ? actionData : undefined;
  const navigation = useNavigation();
  const [params] = useSearchParams();
  const messageResult = actionData?.intent === "message" ? actionData : undefined;
  const busy = navigation.state === "submitting";
  const stepsResult = actionData?.intent === "avancement" ? actionData : undefined;
  const roleResult = actionData?.intent === "role" ? actionData : undefined;
  const kept = stepsResult && !stepsResult.ok ? stepsResult.checked : undefined;
  const isChecked = (n: number) => (kept ? kept.includes(n) : client.steps[n - 1]);
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

      <div className="mt-8 grid gap-6 lg:grid-cols-2">
        <section aria-labelledby="coordonnees" className={sectionClass}>
          <h2 id="coordonnees" className="text-xl font-bold text-navy">
            Coordonnées
          </h2>
          <dl className="mt-3 divide-y divide-slate-100">
            <Detail label="Nom d’utilisateur">{client.username}</Detail>
            <Detail label="E-mail">
              <a href={`mailto:${client.email}`} className="break-all text-navy underline underline-offset-4">
                {client.email}
              </a>
              {client.emailVerified && <span className="ml-2 text-sm text-sage-dark">(vérifiée)</span>}
            </Detail>
            <Detail label="Prénom">{client.prenom || missing}</Detail>
            <Detail label="Nom">{client.nom || missing}</Detail>
            <Detail label="Âge">{client.age !== null ? `${client.age} ans` : missing}</Detail>
            <Detail label="Téléphone">
              {client.telephone ? (
                <a href={`tel:${client.telephone.replace(/[^+0-9]/g, "")}`} className="text-navy underline underline-offset-4">
                  {client.telephone}
                </a>
              ) : (
                missing
              )}
            </Detail>
            <Detail label="Ville">{client.ville || missing}</Detail>
            <Detail label="Consentement RGPD">
              {client.consentAt ? (
                <>
                  Donné le <time dateTime={client.consentAt}>{formatDate(client.consentAt)}</time>
                  {client.consentVersion && <> (texte version {client.consentVersion})</>}
                </>
              ) : (
                missing
              )}
            </Detail>
          </dl>
        </section>

        <section aria-labelledby="reponses" className={sectionClass}>
          <h2 id="reponses" className="text-xl font-bold text-navy">
            Réponses au questionnaire
          </h2>
          {client.formulaireValid ? (
            <dl className="mt-3 divide-y divide-slate-100">
              {answers.map((a) => (
                <Detail key={a.key} label={a.label}>
                  {a.value ? <span className="whitespace-pre-line">{a.value}</span> : missing}
                </Detail>
              ))}
            </dl>
          ) : (
            <p className="mt-3 text-slate-700">Le client n’a pas encore rempli le questionnaire.</p>
          )}
        </section>
      </div>

      <AdviserSelect clientId={client.id} {...loaderData.adviser} />

      <section aria-labelledby="avancement" className={`${sectionClass} mt-6`}>
        <h2 id="avancement" className="text-xl font-bold text-navy">
          Avancement du projet
        </h2>
        <p className="mt-2 text-slate-700">
          Cochez les étapes 2 à 9 à mesure que le projet avance, dans l’ordre : une étape ne peut être faite qu’une fois la
          précédente faite. Décocher une étape décoche aussi les suivantes.
        </p>
        {stepsResult && <Notice result={stepsResult} />}
        <Form method="post" className="mt-4">
          <input type="hidden" name="intent" value="avancement" />
          <fieldset key={`${client.steps.join()}|${kept?.join() ?? ""}`}>
            <legend className="sr-only">Étapes faites</legend>
            <ol className="divide-y divide-slate-100">
              {STEPS.map((step, i) => {
                const n = i + 1;
                const id = `etape-${n}`;
                return (
                  <li key={n} className="flex items-start gap-3 py-3">
                    <input
                      id={id}
                      type="checkbox"
                      name="etapes"
                      value={n}
                      defaultChecked={isChecked(n)}
                      disabled={n === 1}
                      aria-describedby={n === 1 ? "etape-1-aide" : undefined}
                      className="mt-1 h-5 w-5 shrink-0 cursor-pointer accent-navy disabled:cursor-not-allowed"
                    />
                    <label htmlFor={id} className="cursor-pointer">
                      <span className="font-semibold text-navy">
                        Étape {n} : {step.title}
                      </span>
                      {n === 1 && (
                        <span id="etape-1-aide" className="block text-sm text-slate-600">
                          {client.steps[0] ? "Terminée par le client depuis son espace." : "Le client la termine depuis son espace."}
                        </span>
                      )}
                    </label>
                  </li>
                );
              })}
            </ol>
          </fieldset>
          <button type="submit" className={`${buttonClass} mt-4 bg-navy text-white hover:bg-navy-dark disabled:opacity-60`} disabled={busy}>
            Enregistrer l’avancement
          </button>
        </Form>
      </section>

      <section aria-labelledby="messages" className={`${sectionClass} mt-6`}>
        <h2 id="messages" className="text-xl font-bold text-navy">
          Messages
        </h2>
        {params.get("message") === "envoye" && !actionData && (
          <p role="status" className="mt-4 rounded-lg bg-sage/20 p-3 font-medium text-sage-dark">
            Message envoyé : le client est prévenu par e-mail.
          </p>
        )}
        <div className="mt-4">
          <Conversation messages={messages} viewer="staff" companyName={companyName} lastResult={messageResult?.reply} intent="message" />
        </div>
      </section>

      <section aria-labelledby="actualites" className={`${sectionClass} mt-6`}>
        <h2 id="actualites" className="text-xl font-bold text-navy">
          Actualités du projet
        </h2>
        <p className="mt-2 text-slate-700">
          Publiez une actualité sur une étape : un texte, des photos (JPEG, PNG) et des documents PDF, 20 Mo au plus chacun. Le
          client reçoit un e-mail avec un lien vers l’étape.
        </p>
        {updateResult && <Notice result={updateResult} />}
        <Form method="post" encType="multipart/form-data" className="mt-4 space-y-4" key={updateResult?.ok ? updates.length : "edit"}>
          <input type="hidden" name="intent" value="actualite" />
          <div>
            <label htmlFor="actualite-etape" className="block font-semibold text-navy">
              Étape
            </label>
            <select
              id="actualite-etape"
              name="etape"
              defaultValue={updateKept?.etape ?? String(Math.min(client.steps.findIndex((d) => !d) + 1 || 9, 9))}
              className="mt-1 w-full rounded-lg border border-slate-400 bg-white px-3 py-2"
            >
              {STEPS.map((step, i) => (
                <option key={step.title} value={i + 1}>
                  Étape {i + 1} : {step.title}
                </option>
              ))}
            </select>
          </div>
          <div>
            <label htmlFor="actualite-texte" className="block font-semibold text-navy">
              Message au client
            </label>
            <textarea
              id="actualite-texte"
              name="texte"
              rows={4}
              maxLength={5000}
              defaultValue={updateKept?.texte ?? ""}
              className="mt-1 w-full rounded-lg border border-slate-400 px-3 py-2"
            />
          </div>
          <div>
            <label htmlFor="actualite-fichiers" className="block font-semibold text-navy">
              Photos et documents
            </label>
            <input
              id="actualite-fichiers"
              name="fichiers"
              type="file"
              multiple
              accept="image/jpeg,image/png,application/pdf"
              className="mt-1 block w-full text-slate-800"
            />
          </div>
          <div className="flex items-start gap-3">
            <input
              id="actualite-terminee"
              name="terminee"
              type="checkbox"
              value="1"
              defaultChecked={updateKept?.terminee === "1"}
              className="mt-1 h-5 w-5 shrink-0 cursor-pointer accent-navy"
            />
            <label htmlFor="actualite-terminee" className="cursor-pointer">
              Cette actualité termine l’étape
            </label>
          </div>
          <button type="submit" className={`${buttonClass} bg-navy text-white hover:bg-navy-dark disabled:opacity-60`} disabled={busy}>
            Publier l’actualité
          </button>
        </Form>
        {updates.length > 0 && (
          <>
            <h3 className="mt-6 text-lg font-bold text-navy">Actualités publiées</h3>
            {STEPS.map((step, i) => {
              const own = updates.filter((u) => u.step === i + 1);
              return own.length === 0 ? null : (
                <div key={step.title} className="mt-4">
                  <h4 className="font-semibold text-navy">
                    Étape {i + 1} : {step.title}
                  </h4>
                  <StepUpdates updates={own} fileUrl={(id) => `/creer/clients/${client.id}/documents/${id}`} />
                </div>
              );
            })}
          </>
        )}
      </section>

      <section aria-labelledby="documents" className={`${sectionClass} mt-6`}>
        <h2 id="documents" className="text-xl font-bold text-navy">
          Documents du client
        </h2>
        <ul className="mt-3 divide-y divide-slate-100">
          {documents.map((d) => {
            const mine = documentResult?.values?.item === d.item ? documentResult : undefined;
            const kept = mine && !mine.ok ? mine.values : undefined;
            return (
              <li key={d.item} className="py-4">
                <p className="flex flex-wrap items-center gap-2">
                  <span className="font-semibold text-navy">{d.label}</span>
                  <span className={`rounded-full px-2.5 py-0.5 text-sm font-semibold ${STATE_BADGE[d.state]}`}>{DOCUMENT_STATE_LABELS[d.state]}</span>
                </p>
                {d.comment && <p className="mt-1 text-slate-700">Commentaire : {d.comment}</p>}
                {d.files.length > 0 && (
                  <ul className="mt-2 space-y-1">
                    {d.files.map((f) => (
                      <li key={f.id}>
                        <a href={`/creer/clients/${client.id}/documents/${f.id}`} className="text-navy underline underline-offset-2">
                          {f.name}
                        </a>{" "}
                        <span className="text-sm text-slate-600">
                          reçu le <time dateTime={f.createdAt}>{formatDate(f.createdAt)}</time>
                        </span>
                      </li>
                    ))}
                  </ul>
                )}
                {mine && <Notice result={mine} />}
                <Form method="post" className="mt-3 flex flex-wrap items-end gap-3">
                  <input type="hidden" name="intent" value="document" />
                  <input type="hidden" name="document" value={d.item} />
                  <div>
                    <label htmlFor={`etat-${d.item}`} className="block text-sm font-semibold text-navy">
                      État
                    </label>
                    <select id={`etat-${d.item}`} name="etat" defaultValue={kept?.etat ?? d.state} className="mt-1 rounded-lg border border-slate-400 bg-white px-3 py-2">
                      {(Object.keys(DOCUMENT_STATE_LABELS) as DocumentState[]).map((s) => (
                        <option key={s} value={s}>
                          {DOCUMENT_STATE_LABELS[s]}
                        </option>
                      ))}
                    </select>
                  </div>
                  <div className="min-w-0 grow basis-56">
                    <label htmlFor={`commentaire-${d.item}`} className="block text-sm font-semibold text-navy">
                      Commentaire (obligatoire pour « à refaire »)
                    </label>
                    <input
                      id={`commentaire-${d.item}`}
                      name="commentaire"
                      maxLength={1000}
                      defaultValue={kept?.commentaire ?? d.comment}
                      className="mt-1 w-full rounded-lg border border-slate-400 px-3 py-2"
                    />
                  </div>
                  <button type="submit" className={`${buttonClass} border border-navy text-navy hover:bg-sand`} disabled={busy}>
                    Enregistrer
                  </button>
                </Form>
              </li>
            );
          })}
        </ul>
      </section>

      <section aria-labelledby="droits" className={`${sectionClass} mt-6`}>
        <h2 id="droits" className="text-xl font-bold text-navy">
          Droits d’administration
        </h2>
        {roleResult && <Notice result={roleResult} />}
        {client.role === "admin" ? (
          isSelf ? (
            <p className="mt-3 text-slate-700">
              C’est votre compte. Vous ne pouvez pas retirer vos propres droits : demandez à un autre membre de l’équipe.
            </p>
          ) : (
            <>
              <p className="mt-3 text-slate-700">{client.name} est administrateur : il ou elle accède à tout l’espace de l’équipe.</p>
              <details className="group mt-4">
                <summary className={`${buttonClass} list-none border border-red-800 text-red-800 hover:bg-red-50 [&::-webkit-details-marker]:hidden`}>
                  Retirer les droits
                </summary>
                <div className="mt-3 rounded-lg bg-red-50 p-4">
                  <p className="text-slate-800">
                    {client.name} perdra l’accès à l’espace de l’équipe dès sa prochaine page. Confirmez-vous ?
                  </p>
                  <Form method="post" className="mt-3">
                    <input type="hidden" name="intent" value="role" />
                    <input type="hidden" name="role" value="client" />
                    <button type="submit" className={`${buttonClass} bg-red-800 text-white hover:bg-red-900`} disabled={busy}>
                      Confirmer le retrait des droits
                    </button>
                  </Form>
                </div>
              </details>
            </>
          )
        ) : (
          <>
            <p className="mt-3 text-slate-700">
              Un administrateur voit tous les clients, les prospects et les messages, et gère le contenu du site.
            </p>
            <details className="group mt-4">
              <summary className={`${buttonClass} list-none border border-navy text-navy hover:bg-sand [&::-webkit-details-marker]:hidden`}>
                Donner les droits d’administration
              </summary>
              <div className="mt-3 rounded-lg bg-sand p-4">
                <p className="text-slate-800">
                  {client.name} ({client.email}) aura accès à tout l’espace de l’équipe. Confirmez-vous ?
                </p>
                <Form method="post" className="mt-3">
                  <input type="hidden" name="intent" value="role" />
                  <input type="hidden" name="role" value="admin" />
                  <button type="submit" className={`${buttonClass} bg-navy text-white hover:bg-navy-dark`} disabled={busy}>
                    Confirmer : donner les droits
                  </button>
                </Form>
              </div>
            </details>
          </>
        )}
      </section>
    </main>
  );
}
