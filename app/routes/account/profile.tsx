import { parseWithZod } from "@conform-to/zod/v4";
import { Link, data, redirect, useSearchParams } from "react-router";
import { submitClass } from "~/components/forms/form-field";
import { Island } from "~/components/layout/island";
import type { RouteHandle } from "~/components/layout/route-handle";
import accountForms from "~/components/account/profil-compte.island";
import detailsForm from "~/components/account/profil-coordonnees.island";
import { changeEmailSchema, changePasswordSchema, detailsSchema } from "~/domain/accounts/account-forms";
import { formatCount, formatDate } from "~/domain/text/format";
import { greeting } from "~/domain/text/french";
import { formatPrivacyPolicyVersion } from "~/domain/accounts/privacy";
import { describeAnswers } from "~/domain/accounts/profile";
import { unreadLabel } from "~/domain/clients/client-messages";
import { seoMeta } from "~/domain/site/seo";
import { changePassword, requestEmailChange } from "~/server/accounts/account-links.server";
import { cappedReply } from "~/domain/content/form-reply";
import { requireUser, resendVerificationEmail } from "~/server/accounts/auth.server";
import { db } from "~/server/db/db.server";
import { env } from "~/server/platform/env.server";
import { LIMITS, hit } from "~/server/platform/rate-limit.server";
import { readSessionToken } from "~/server/accounts/sessions.server";
import { getUser, updateDetails } from "~/server/accounts/users.server";
import { unreadForClient } from "~/server/clients/client-messages.server";
import { deleteUserAlert, listUserAlerts } from "~/server/clients/search-alerts.server";
import { ownsLetProperty } from "~/server/ownership/owner.server";
import type { Route } from "./+types/profile";

export const meta: Route.MetaFunction = (args) =>
  seoMeta(args, { title: "Mon profil", description: "Vos coordonnées, vos réponses au questionnaire et vos données personnelles.", noindex: true });

/**
 * Served without React Router's scripts (decision 0046): the details' form and the account's (password,
 * address) are islands; the confirmation link and the alerts' deletion are plain forms.
 */
export const handle: RouteHandle = { hydrate: false };

export async function loader({ context }: Route.LoaderArgs) {
  const user = requireUser(context);
  const [profile, unreadMessages, alerts, owner] = await Promise.all([getUser(db(), user.id), unreadForClient(db(), user.id), listUserAlerts(db(), user.id), ownsLetProperty(db(), user.id)]);
  if (!profile) throw data("Vous devez être connecté.", { status: 401 });
  return {
    username: profile.username,
    email: profile.email,
    emailVerified: profile.emailVerified,
    details: { nom: profile.nom, prenom: profile.prenom, age: profile.age === null ? "" : String(profile.age), telephone: profile.telephone, ville: profile.ville },
    complete: profile.formulaireValid,
    answers: describeAnswers(profile.formulaire),
    stepsDone: profile.steps.filter(Boolean).length,
    stepCount: profile.steps.length,
    consent: profile.consentAt && profile.consentVersion ? { at: profile.consentAt, version: profile.consentVersion } : null,
    unreadMessages,
    // Issue 22: a client with a let property follows it on /profile/location.
    owner,
    alerts: alerts.map(({ id, query, description, createdAt }) => ({ id, query, description, createdAt })),
  };
}

const TOO_MANY = "Trop de tentatives. Réessayez dans quelques minutes.";

export async function action({ request, context }: Route.ActionArgs) {
  const user = requireUser(context);
  const formData = await request.formData();
  const intent = formData.get("intent");
  if (intent === "supprimer-alerte") {
    // Search alerts (issue 11): only the client's own; another id changes nothing.
    const id = Number(formData.get("alerte"));
    const deleted = Number.isSafeInteger(id) && (await deleteUserAlert(db(), user.id, id));
    throw redirect(`/profile?enregistre=${deleted ? "alerte-supprimee" : "alerte-inconnue"}#alertes`, 303);
  }
  if (intent === "verification") {
    const sent = await resendVerificationEmail(db(), user.id);
    throw redirect(`/profile?enregistre=${sent ? "lien-verification" : "lien-verification-limite"}#compte`, 303);
  }
  if (intent === "mot-de-passe" || intent === "adresse") {
    const submission =
      intent === "mot-de-passe" ? parseWithZod(formData, { schema: changePasswordSchema }) : parseWithZod(formData, { schema: changeEmailSchema });
    const hideFields = ["current", "password"];
    if (submission.status !== "success") return data({ form: intent, reply: submission.reply({ hideFields }) }, { status: 400 });
    if (!(await hit(db(), `account-password:user:${user.id}`, LIMITS.accountPasswordPerUser)))
      return data({ form: intent, reply: submission.reply({ formErrors: [TOO_MANY], hideFields }) }, { status: 429 });
    const value = submission.value;
    const result =
      value.intent === "mot-de-passe"
        ? await changePassword(db(), {
            userId: user.id,
            currentSessionToken: readSessionToken(request, env().secureCookies),
            current: value.current,
            password: value.password,
            site: { publicUrl: env().publicUrl, companyName: env().COMPANY_NAME },
          })
        : await requestEmailChange(db(), {
            userId: user.id,
            current: value.current,
            newEmail: value.email,
            site: { publicUrl: env().publicUrl, companyName: env().COMPANY_NAME },
          });
    if (!result.ok) return data({ form: intent, reply: submission.reply({ fieldErrors: { [result.field]: [result.message] }, hideFields }) }, { status: 400 });
    throw redirect(`/profile?enregistre=${intent === "mot-de-passe" ? "motdepasse" : "adresse-demandee"}`, 303);
  }
  const submission = parseWithZod(formData, { schema: detailsSchema });
  if (submission.status !== "success") return data({ form: "coordonnees", reply: cappedReply(submission.reply(), detailsSchema) }, { status: 400 });
  const { nom, prenom, age, telephone, ville } = submission.value;
  await updateDetails(db(), user.id, { nom, prenom, age: age ?? null, telephone, ville });
  throw redirect("/profile?enregistre=coordonnees");
}

const SAVED: Record<string, string> = {
  questionnaire: "Vos réponses au questionnaire sont enregistrées.",
  coordonnees: "Vos coordonnées sont enregistrées.",
  motdepasse: "Votre mot de passe est changé. Vos autres sessions sont fermées.",
  "adresse-demandee": "Nous avons envoyé un lien à votre nouvelle adresse : votre adresse change quand vous l’ouvrez.",
  adresse: "Votre nouvelle adresse e-mail est confirmée.",
  verification: "Votre adresse e-mail est confirmée.",
  alerte: "Votre alerte est créée : nous vous écrirons dès qu’un nouveau projet correspondra à votre recherche.",
  "alerte-existante": "Vous aviez déjà cette alerte : elle reste active.",
  "alerte-supprimee": "L’alerte est supprimée.",
  "alerte-inconnue": "Cette alerte n’existe plus.",
  "export-en-cours": "Un export de vos données est déjà en cours : attendez la fin de ce téléchargement, puis réessayez.",
  "export-limite": "Vous avez demandé beaucoup d’exports de vos données en peu de temps : réessayez dans une heure.",
  "export-occupe": "Beaucoup d’exports sont en cours en ce moment : réessayez dans une minute.",
  "lien-verification": "Nous avons envoyé un nouveau lien de confirmation à votre adresse. Il est valable 48 heures.",
  "lien-verification-limite": "Plusieurs liens vous ont déjà été envoyés : réessayez dans une heure, ou cherchez le dernier dans vos courriels indésirables.",
  "verification-reponses": "Votre adresse e-mail est confirmée. Vos réponses au questionnaire envoyé avant la création de votre compte sont reprises ici.",
};

const linkClass = "font-semibold text-navy underline underline-offset-2 hover:text-terracotta-dark focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-terracotta";
const secondaryClass =
  "inline-flex items-center justify-center rounded-full border border-navy px-5 py-2.5 font-semibold text-navy hover:bg-sand focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-terracotta";

function Card({ id, title, children }: { id: string; title: string; children: React.ReactNode }) {
  return (
    <section aria-labelledby={id} className="rounded-2xl border border-slate-200 p-5 sm:p-6">
      <h2 id={id} className="text-xl font-bold text-navy">
        {title}
      </h2>
      <div className="mt-4">{children}</div>
    </section>
  );
}

export default function Profile({ loaderData, actionData }: Route.ComponentProps) {
  const { username, email, emailVerified, details, complete, answers, stepsDone, stepCount, consent, unreadMessages, owner, alerts } = loaderData;
  const [params] = useSearchParams();
  const saved = SAVED[params.get("enregistre") ?? ""];

  return (
    <main id="contenu" className="mx-auto max-w-4xl px-4 py-10 sm:py-12">
      <h1 className="text-3xl font-extrabold text-navy sm:text-4xl">Mon profil</h1>
      <p className="mt-2 text-lg text-slate-700">
        {greeting(details.prenom)}, retrouvez ici vos informations et l’avancement de votre projet.
      </p>
      {saved && !actionData && (
        <p role="status" className="mt-4 rounded-lg bg-sage/20 p-3 font-medium text-sage-dark">
          {saved}
        </p>
      )}

      <div className="mt-8 grid gap-6 lg:grid-cols-2">
        <Card id="avancement" title="Mon avancement">
          <p className="text-slate-700">
            {stepsDone === 0
              ? "Aucune étape terminée pour le moment."
              : `${formatCount(stepsDone, "étape terminée", "étapes terminées")} sur ${stepCount}.`}
          </p>
          <div className="mt-3 h-2 overflow-hidden rounded-full bg-slate-200" aria-hidden="true">
            <div className={`h-full rounded-full bg-sage-dark ${WIDTHS[stepsDone] ?? "w-0"}`} />
          </div>
          <Link to="/profile/avancement" className={`${secondaryClass} mt-4`}>
            Suivre mon avancement
          </Link>{" "}
          <Link to="/profile/documents" className={`${secondaryClass} mt-4`}>
            Mes documents
          </Link>
        </Card>

        {owner && (
          <Card id="mon-bien-loue" title="Mon bien loué">
            <p className="text-slate-700">Loyers encaissés, dépenses, rendements réels, quittances et récapitulatif fiscal, année par année.</p>
            <Link to="/profile/location" className={`${secondaryClass} mt-4`}>
              Suivre mon bien loué
            </Link>
          </Card>
        )}

        <Card id="mes-messages" title="Mes messages">
          <p className="text-slate-700">
            {unreadMessages > 0 ? `Vous avez ${unreadLabel(unreadMessages)} de l’équipe.` : "Une question sur votre projet ? Écrivez à l’équipe qui le suit."}
          </p>
          <Link to="/profile/messages" className={`${secondaryClass} mt-4`}>
            {unreadMessages > 0 ? `Lire mes messages (${unreadMessages})` : "Mes messages"}
          </Link>
        </Card>

        <Card id="compte" title="Mon compte">
          <dl className="space-y-3">
            <div>
              <dt className="text-sm font-semibold text-slate-600">Nom d’utilisateur</dt>
              <dd className="break-words text-slate-900">{username}</dd>
            </div>
            <div>
              <dt className="text-sm font-semibold text-slate-600">Adresse e-mail</dt>
              <dd className="break-all text-slate-900">{email}</dd>
            </div>
          </dl>
          {!emailVerified && (
            <form method="post" action="/profile" className="mt-3">
              <p className="text-slate-700">Votre adresse n’est pas encore confirmée : ouvrez le lien que nous vous avons envoyé.</p>
              <input type="hidden" name="intent" value="verification" />
              <button type="submit" className={`${secondaryClass} mt-2`}>
                Recevoir un nouveau lien de confirmation
              </button>
            </form>
          )}
          <Island of={accountForms} props={{ lastResult: actionData ?? null }} />
        </Card>
      </div>

      <div className="mt-6 space-y-6">
        <Card id="coordonnees" title="Mes coordonnées">
          <Island of={detailsForm} props={{ lastResult: actionData ?? null, details }} />
        </Card>

        <Card id="reponses" title="Mes réponses au questionnaire">
          {complete ? (
            <dl className="divide-y divide-slate-200">
              {answers.map((line) => (
                <div key={line.label} className="grid gap-1 py-3 sm:grid-cols-[16rem_1fr] sm:gap-6">
                  <dt className="font-semibold text-slate-600">{line.label}</dt>
                  <dd className={`whitespace-pre-line break-words ${line.value ? "text-slate-900" : "italic text-slate-500"}`}>
                    {line.value ?? "Non renseigné"}
                  </dd>
                </div>
              ))}
            </dl>
          ) : (
            <p className="text-slate-700">Vous n’avez pas encore rempli le questionnaire : il nous permet de préparer votre projet avec vous.</p>
          )}
          <Link to="/formulaire" className={`${complete ? secondaryClass : submitClass} mt-4`}>
            {complete ? "Modifier mes réponses" : "Remplir le questionnaire"}
          </Link>
        </Card>

        <Card id="alertes" title="Mes alertes">
          {alerts.length === 0 ? (
            <p className="text-slate-700">
              Aucune alerte. Sur la page{" "}
              <Link to="/projets" className={linkClass}>
                Nos projets
              </Link>
              , choisissez vos critères puis « Créer une alerte » : nous vous écrirons quand un nouveau projet y correspondra.
            </p>
          ) : (
            <ul className="divide-y divide-slate-200">
              {alerts.map((alert) => (
                <li key={alert.id} className="flex flex-wrap items-center justify-between gap-3 py-3">
                  <div>
                    <Link to={`/projets${alert.query ? `?${alert.query}` : ""}`} className={linkClass}>
                      {alert.description}
                    </Link>
                    <p className="text-sm text-slate-600">Créée le {formatDate(alert.createdAt)}</p>
                  </div>
                  <form method="post" action="/profile">
                    <input type="hidden" name="intent" value="supprimer-alerte" />
                    <input type="hidden" name="alerte" value={alert.id} />
                    <button type="submit" className="cursor-pointer rounded-full border border-red-700 px-4 py-1.5 text-sm font-semibold text-red-800 hover:bg-red-50">
                      Supprimer<span className="sr-only"> l’alerte « {alert.description} »</span>
                    </button>
                  </form>
                </li>
              ))}
            </ul>
          )}
        </Card>

        <Card id="donnees" title="Mes données personnelles">
          <p className="text-slate-700">
            {consent
              ? `Vous avez donné votre accord au traitement de vos réponses le ${formatDate(consent.at)}, selon la politique de confidentialité du ${formatPrivacyPolicyVersion(consent.version)}.`
              : "Vous n’avez pas encore donné votre accord au traitement de réponses au questionnaire."}{" "}
            <Link to="/politique-confidentialite" className={linkClass}>
              Lire la politique de confidentialité
            </Link>
          </p>
          <div className="mt-4 flex flex-col gap-4 sm:flex-row sm:items-start">
            <div className="flex-1">
              <a href="/profile/donnees" className={secondaryClass}>
                Télécharger mes données
              </a>
              <p className="mt-2 text-sm text-slate-600">
                Une archive ZIP : un fichier JSON avec votre compte, vos coordonnées, vos réponses, vos étapes, vos messages, vos alertes et votre bien loué, et les
                fichiers de votre dossier.
              </p>
            </div>
            <div className="flex-1">
              <Link
                to="/profile/supprimer"
                className="inline-flex items-center justify-center rounded-full border border-red-700 px-5 py-2.5 font-semibold text-red-800 hover:bg-red-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-red-700"
              >
                Supprimer mon compte
              </Link>
              <p className="mt-2 text-sm text-slate-600">Votre compte et vos données sont effacés immédiatement, après confirmation.</p>
            </div>
          </div>
        </Card>
      </div>
    </main>
  );
}

/** Progress bar widths for 0 to 9 steps done (classes spelled out for Tailwind). */
const WIDTHS = ["w-0", "w-1/9", "w-2/9", "w-3/9", "w-4/9", "w-5/9", "w-6/9", "w-7/9", "w-8/9", "w-full"];
