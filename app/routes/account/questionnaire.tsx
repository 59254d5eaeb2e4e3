import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Link, data, redirect } from "react-router";
import { submitClass } from "~/components/forms/form-field";
import { Island } from "~/components/layout/island";
import type { RouteHandle } from "~/components/layout/route-handle";
import { useSite } from "~/components/layout/use-site";
import questionnaireStep from "~/components/forms/questionnaire.island";
import { callbackDelayText } from "~/domain/site/company";
import { questionnaireSchema, questionnaireStepSchema, questionnaireValues } from "~/domain/clients/questionnaire";
import { BACK_INTENT, QUESTIONNAIRE_STEPS, STEP_COUNT, STEP_FIELD, type QuestionnaireField, firstStepWithError, stepNumber } from "~/domain/clients/questionnaire-steps";
import { WELCOME_PARAM } from "~/domain/accounts/account";
import { PROJECT_PARAM, projectRef } from "~/domain/projects/project-interest";
import { seoMeta } from "~/domain/site/seo";
import { cappedReply } from "~/domain/content/form-reply";
import { currentUser } from "~/server/accounts/auth.server";
import { db } from "~/server/db/db.server";
import { projectPrice, projectReference } from "~/server/content/projects.server";
import { submitQuestionnaire } from "~/server/clients/questionnaire.server";
import { clientIp } from "~/server/platform/rate-limit.server";
import { type UserProfile, getUser } from "~/server/accounts/users.server";
import type { Route } from "./+types/questionnaire";

export const meta: Route.MetaFunction = (args) =>
  seoMeta(args, {
    title: "Questionnaire investisseur",
    description:
      "Présentez-nous votre projet d’investissement locatif\u00a0: budget, revenus, travaux envisagés, apport, ameublement et gestion. Nous étudions votre situation et vous recontactons.",
  });

/** Served without React Router's scripts: each step's form is an island (decision 0046). */
export const handle: RouteHandle = { hydrate: false };

const TOO_MANY = "Vous avez envoyé plusieurs questionnaires en peu de temps. Vos réponses sont conservées\u00a0: réessayez dans une heure.";

/** The profile as the form's initial values (a signed-in client edits their earlier answers). */
function prefill(profile: UserProfile): Partial<Record<QuestionnaireField, string>> {
  const answers = profile.formulaire;
  const text = (v: string | number | null | undefined) => (v === null || v === undefined ? "" : String(v));
  return {
    nom: profile.nom,
    prenom: profile.prenom,
    age: text(profile.age),
    ville: profile.ville,
    telephone: profile.telephone,
    email: profile.email,
    budget: text(answers.budget),
    revenus: text(answers.revenus),
    travaux: text(answers.travaux),
    situationPro: text(answers.situationPro),
    situationAutre: text(answers.situationAutre),
    apportPerso: text(answers.apportPerso),
    ammeublement: text(answers.ammeublement),
    gestionLoc: text(answers.gestionLoc),
    resPrincipale: text(answers.resPrincipale),
    courtier: text(answers.courtier),
    commentaire: text(answers.commentaire),
  };
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  const sent = params.get("envoye") === "1";
  const welcome = params.get(WELCOME_PARAM) === "1";
  // « Ce projet m’intéresse »: the project the questionnaire is sent about.
  const project = await projectReference(db(), projectRef(params.get(PROJECT_PARAM)));
  const user = currentUser(context);
  // Opened from a project: the budget starts at the project's price, unless the client gave one before (issue 30, item 11).
  const price = project ? await projectPrice(db(), project.id) : null;
  const budgetFromProject = price !== null && price > 0 ? String(Math.round(price)) : null;
  if (!user) return { sent, welcome: false, project, account: null, defaults: budgetFromProject ? { budget: budgetFromProject } : null, budgetFromProject };
  const profile = await getUser(db(), user.id);
  const defaults: Partial<Record<QuestionnaireField, string>> = profile ? prefill(profile) : { email: user.email };
  if (budgetFromProject && !defaults.budget) defaults.budget = budgetFromProject;
  return {
    sent,
    welcome,
    project,
    account: { email: user.email, complete: profile?.formulaireValid ?? false },
    defaults,
    budgetFromProject: defaults.budget === budgetFromProject ? budgetFromProject : null,
  };
}

/** The step to show, the answers typed so far, and what was refused at this step. */
interface StepReply {
  step: number;
  values: Partial<Record<QuestionnaireField, string>>;
  result?: SubmissionResult<string[]>;
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = currentUser(context);
  const formData = await request.formData();
  // A robot filled the hidden field: pretend it worked, store nothing.
  if (String(formData.get("siteWeb") ?? "") !== "") throw redirect(user ? "/profile" : "/formulaire?envoye=1");
  // A client's answers go with their account's address, whatever the browser sends.
  if (user) formData.set("email", user.email);

  // One step at a time (decision 0043): the answers of the other steps ride along in hidden fields.
  const step = stepNumber(formData.get(STEP_FIELD));
  const values = questionnaireValues(formData);
  if (formData.get("intent") === BACK_INTENT) return data<StepReply>({ step: Math.max(1, step - 1), values });
  if (step < STEP_COUNT) {
    const schema = questionnaireStepSchema(step);
    const checked = parseWithZod(formData, { schema });
    if (checked.status !== "success") return data<StepReply>({ step, values, result: cappedReply(checked.reply(), schema) }, { status: 400 });
    return data<StepReply>({ step: step + 1, values });
  }

  // The last step: the whole questionnaire checked again, stored as it always was.
  const submission = parseWithZod(formData, { schema: questionnaireSchema });
  if (submission.status !== "success")
    return data<StepReply>({ step: firstStepWithError(submission.error), values, result: cappedReply(submission.reply(), questionnaireSchema) }, { status: 400 });
  const projectId = projectRef(formData.get(PROJECT_PARAM));
  const outcome = await submitQuestionnaire(db(), submission.value, { userId: user?.id ?? null, ip: clientIp(request), projectId });
  if (outcome === "too-many") return data<StepReply>({ step, values, result: cappedReply(submission.reply({ formErrors: [TOO_MANY] }), questionnaireSchema) }, { status: 429 });
  // A client who came from « Ce projet m’intéresse » goes on to write about the project.
  if (outcome === "account") throw redirect(projectId ? `/contact?${PROJECT_PARAM}=${projectId}` : "/profile?enregistre=questionnaire");
  throw redirect("/formulaire?envoye=1");
}

function ThankYou({ signedIn }: { signedIn: boolean }) {
  const { callbackDelayHours } = useSite();
  return (
    <div role="status" className="mt-8 rounded-2xl bg-sand p-6 sm:p-8">
      <h2 className="text-2xl font-bold text-navy">Merci, votre questionnaire est bien envoyé !</h2>
      <p className="mt-3 text-slate-800">
        Un conseiller étudie votre situation et vous recontacte par e-mail ou par téléphone sous{" "}
        {callbackDelayText(callbackDelayHours)} pour en parler avec vous.
      </p>
      <div className="mt-6 flex flex-wrap gap-3">
        {!signedIn && (
          <Link to="/signup" className={submitClass}>
            Créer un compte pour suivre mon projet
          </Link>
        )}
        <Link
          to="/projets"
          className="inline-flex items-center justify-center rounded-full border border-navy px-6 py-3 font-semibold text-navy hover:bg-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-terracotta"
        >
          Voir nos projets
        </Link>
      </div>
    </div>
  );
}

type Values = Partial<Record<QuestionnaireField, string>>;

/** Where the visitor stands: « Étape 2 sur 4 », the step's title and a bar. */
function Progress({ step }: { step: number }) {
  return (
    <div className="mt-8">
      <p id="etape-en-cours" className="flex flex-wrap justify-between gap-x-4 text-slate-700">
        <span className="font-semibold text-navy">
          Étape {step} sur {STEP_COUNT}
        </span>
        <span>
          {step < STEP_COUNT ? <>Ensuite&nbsp;: {QUESTIONNAIRE_STEPS[step].title.toLowerCase()}</> : "Dernière étape"}
        </span>
      </p>
      <progress
        value={step}
        max={STEP_COUNT}
        aria-labelledby="etape-en-cours"
        className="mt-2 block h-2.5 w-full appearance-none overflow-hidden rounded-full bg-slate-200 [&::-moz-progress-bar]:bg-terracotta-dark [&::-webkit-progress-bar]:bg-slate-200 [&::-webkit-progress-value]:bg-terracotta-dark"
      />
    </div>
  );
}

export default function Questionnaire({ loaderData, actionData }: Route.ComponentProps) {
  const { account, defaults, sent, welcome, project, budgetFromProject } = loaderData;
  const { company } = useSite();
  const linkClass = "font-semibold text-navy underline underline-offset-2 hover:text-terracotta-dark";
  // The step shown: the one the server answered with, else the first (the answers known so far: the profile's).
  const step = actionData?.step ?? 1;
  const values: Values = actionData?.values ?? defaults ?? {};

  return (
    <main id="contenu" className="mx-auto max-w-3xl px-4 py-10 sm:py-12">
      <h1 className="text-3xl font-extrabold text-navy sm:text-4xl">Questionnaire investisseur</h1>
      {sent && !actionData ? (
        <ThankYou signedIn={account !== null} />
      ) : (
        <>
          {welcome && account && !actionData && (
            <p role="status" className="mt-4 rounded-lg bg-sage/20 p-3 font-medium text-sage-dark">
              Votre compte est créé et vous êtes connecté. Nous vous avons envoyé un e-mail pour confirmer votre adresse{"\u00a0"}: ouvrez le lien qu’il contient.
            </p>
          )}
          <p className="mt-3 text-lg text-slate-700">
            {account
              ? account.complete
                ? "Mettez à jour vos réponses : elles remplacent celles de votre profil."
                : "Dernière étape avant votre espace : présentez-nous votre projet. Vos réponses seront enregistrées dans votre profil."
              : "Présentez-nous votre projet en quelques minutes : nous étudions votre situation et vous recontactons pour en parler."}
          </p>
          {step === 1 && project && !account && (
            <p className="mt-3 text-slate-700">
              Vous avez déjà rempli notre questionnaire ?{" "}
              <Link to={`/contact?${PROJECT_PARAM}=${project.id}`} className={linkClass}>
                Écrivez-nous simplement à propos de ce projet
              </Link>
              .
            </p>
          )}
          <Progress step={step} />
          {step === STEP_COUNT && (
            <p className="mt-4 text-sm text-slate-600">
              Les champs marqués d’un astérisque (<span className="text-terracotta-dark">*</span>) sont obligatoires.
            </p>
          )}
          <Island key={step} of={questionnaireStep} props={{ step, values, result: actionData?.result ?? null, account, project, budgetFromProject, companyName: company.name }} />
        </>
      )}
    </main>
  );
}
