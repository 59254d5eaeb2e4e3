import { Form, data, useNavigation } from "react-router";
import { z } from "zod";
import { AdminBreadcrumb } from "~/components/admin-ui";
import { formatDate } from "~/domain/format";
import { answerRows } from "~/domain/questionnaire-labels";
import { seoMeta } from "~/domain/seo";
import { STEPS } from "~/domain/steps";
import type { SessionUser } from "~/domain/account";
import { audit } from "~/server/audit.server";
import { requireAdmin } from "~/server/auth.server";
import { db } from "~/server/db.server";
import { idParam, notFoundUnless } from "~/server/route-params.server";
import { STEP_COUNT, type StepNumber, type UserProfile, getUser, setRole, setStep } from "~/server/users.server";
import type { Route } from "./+types/client";

export const meta: Route.MetaFunction = (args) =>
  seoMeta(args, { title: "Fiche client", description: "Coordonnées, réponses au questionnaire et avancement d'un client.", noindex: true });

const displayName = (u: Pick<UserProfile, "prenom" | "nom" | "username">) => `${u.prenom} ${u.nom}`.trim() || u.username;

export async function loader({ params, context }: Route.LoaderArgs) {
  const admin = requireAdmin(context);
  const client = notFoundUnless(await getUser(db(), idParam(params.id)));
  return {
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
  };
}

type ActionResult = { intent: "avancement" | "role" | null; ok: boolean; message: string; checked?: number[] };

const reply = (result: ActionResult, status = 200) => data(result, { status });

const stepNumbers = z.array(z.coerce.number().int().min(2).max(STEP_COUNT));
const roleValue = z.enum(["admin", "client"]);

/** Ticks and unticks steps 2 to 9; a step can be done only when the one before it is. */
async function saveSteps(admin: SessionUser, client: UserProfile, values: FormDataEntryValue[]) {
  const parsed = stepNumbers.safeParse(values);
  if (!parsed.success) return reply({ intent: "avancement", ok: false, message: "Les étapes envoyées ne sont pas valides. Rechargez la page et réessayez." }, 400);
  const wanted = new Set(parsed.data);
  const checked = [...wanted].sort((a, b) => a - b);
  // Step 1 is finished by the client from their own space; staff handle steps 2 to 9.
  const desired = client.steps.map((done, i) => (i === 0 ? done : wanted.has(i + 1)));
  for (let n = 2; n <= STEP_COUNT; n++) {
    if (desired[n - 1] && !desired[n - 2]) {
      const message =
        n === 2
          ? "L'étape 2 ne peut être faite qu'une fois l'étape 1 faite : le client la termine depuis son espace."
          : `L'étape ${n} ne peut être faite qu'une fois l'étape ${n - 1} faite. Cochez les étapes dans l'ordre.`;
      return reply({ intent: "avancement", ok: false, message, checked }, 409);
    }
  }
  // Undoing a step undoes the ones after it (setStep), which the order rule above also requires.
  const firstUndone = desired.findIndex((done, i) => i > 0 && client.steps[i] && !done);
  if (firstUndone > 0) await setStep(db(), client.id, (firstUndone + 1) as StepNumber, false);
  for (let n = 2; n <= STEP_COUNT; n++) {
    if (desired[n - 1] && !client.steps[n - 1] && !(await setStep(db(), client.id, n as StepNumber, true)))
      return reply(
        { intent: "avancement", ok: false, message: `L'étape ${n} ne peut être faite qu'une fois l'étape ${n - 1} faite : l'avancement a changé entre-temps, vérifiez-le.` },
        409,
      );
  }
  const done = desired.filter(Boolean).length;
  if (desired.some((d, i) => d !== client.steps[i]))
    await audit(db(), admin, "step", "user", client.id, `${displayName(client)} (${client.email}) : ${done}/${STEP_COUNT} étapes faites`);
  return reply({ intent: "avancement", ok: true, message: `Avancement enregistré : ${done} ${done > 1 ? "étapes faites" : "étape faite"} sur ${STEP_COUNT}.` });
}

async function changeRole(admin: SessionUser, client: UserProfile, value: FormDataEntryValue | null) {
  const parsed = roleValue.safeParse(value);
  if (!parsed.success) return reply({ intent: "role", ok: false, message: "Rôle inconnu. Rechargez la page et réessayez." }, 400);
  if (parsed.data === "client" && client.id === admin.id)
    return reply({ intent: "role", ok: false, message: "Vous ne pouvez pas retirer vos propres droits d'administration : demandez à un autre membre de l'équipe." }, 409);
  const name = displayName(client);
  if (parsed.data !== client.role) {
    await setRole(db(), client.id, parsed.data);
    await audit(db(), admin, parsed.data === "admin" ? "grant" : "revoke", "user", client.id, `${name} (${client.email})`);
  }
  return reply({
    intent: "role",
    ok: true,
    message: parsed.data === "admin" ? `${name} a maintenant les droits d'administration.` : `${name} n'a plus les droits d'administration.`,
  });
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const admin = requireAdmin(context);
  const client = notFoundUnless(await getUser(db(), idParam(params.id)));
  const form = await request.formData();
  const intent = form.get("intent");
  if (intent === "avancement") return saveSteps(admin, client, form.getAll("etapes"));
  if (intent === "role") return changeRole(admin, client, form.get("role"));
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

const missing = <span className="text-slate-600">Non renseigné</span>;
const sectionClass = "rounded-2xl border border-slate-200 p-5 sm:p-6";
const buttonClass =
  "inline-flex cursor-pointer items-center justify-center rounded-full px-5 py-2.5 font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-terracotta";

export default function Client({ loaderData, actionData }: Route.ComponentProps) {
  const { client, answers, isSelf } = loaderData;
  const navigation = useNavigation();
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
            <Detail label="Nom d'utilisateur">{client.username}</Detail>
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
            <p className="mt-3 text-slate-700">Le client n'a pas encore rempli le questionnaire.</p>
          )}
        </section>
      </div>

      <section aria-labelledby="avancement" className={`${sectionClass} mt-6`}>
        <h2 id="avancement" className="text-xl font-bold text-navy">
          Avancement du projet
        </h2>
        <p className="mt-2 text-slate-700">
          Cochez les étapes 2 à 9 à mesure que le projet avance, dans l'ordre : une étape ne peut être faite qu'une fois la
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
            Enregistrer l'avancement
          </button>
        </Form>
      </section>

      <section aria-labelledby="droits" className={`${sectionClass} mt-6`}>
        <h2 id="droits" className="text-xl font-bold text-navy">
          Droits d'administration
        </h2>
        {roleResult && <Notice result={roleResult} />}
        {client.role === "admin" ? (
          isSelf ? (
            <p className="mt-3 text-slate-700">
              C'est votre compte. Vous ne pouvez pas retirer vos propres droits : demandez à un autre membre de l'équipe.
            </p>
          ) : (
            <>
              <p className="mt-3 text-slate-700">{client.name} est administrateur : il ou elle accède à tout l'espace de l'équipe.</p>
              <details className="group mt-4">
                <summary className={`${buttonClass} list-none border border-red-800 text-red-800 hover:bg-red-50 [&::-webkit-details-marker]:hidden`}>
                  Retirer les droits
                </summary>
                <div className="mt-3 rounded-lg bg-red-50 p-4">
                  <p className="text-slate-800">
                    {client.name} perdra l'accès à l'espace de l'équipe dès sa prochaine page. Confirmez-vous ?
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
                Donner les droits d'administration
              </summary>
              <div className="mt-3 rounded-lg bg-sand p-4">
                <p className="text-slate-800">
                  {client.name} ({client.email}) aura accès à tout l'espace de l'équipe. Confirmez-vous ?
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
