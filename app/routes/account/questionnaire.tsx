import { type FieldMetadata, type SubmissionResult, getFormProps, getInputProps } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Form, Link, data, redirect, useNavigation } from "react-router";
import { CheckboxField, FieldError, FormErrors, Honeypot, TextArea, TextField, inputClass, submitClass } from "~/components/form-field";
import { ProjectAbout } from "~/components/project-about";
import { useSchemaForm } from "~/components/use-schema-form";
import { useSite } from "~/components/use-site";
import { callbackDelayText } from "~/domain/company";
import { questionnaireSchema, questionnaireStepSchema, questionnaireValues } from "~/domain/questionnaire";
import { APPORTS, COURTIER, DELEGATION, RESIDENCES, SITUATIONS, TRAVAUX } from "~/domain/questionnaire-options";
import { BACK_INTENT, QUESTIONNAIRE_STEPS, STEP_COUNT, STEP_FIELD, type QuestionnaireField, firstStepWithError, stepNumber } from "~/domain/questionnaire-steps";
import { WELCOME_PARAM } from "~/domain/account";
import { elide } from "~/domain/french";
import { PROJECT_PARAM, projectRef } from "~/domain/project-interest";
import { seoMeta } from "~/domain/seo";
import { cappedReply } from "~/domain/form-reply";
import { currentUser } from "~/server/auth.server";
import { db } from "~/server/db.server";
import { projectReference } from "~/server/projects.server";
import { submitQuestionnaire } from "~/server/questionnaire.server";
import { clientIp } from "~/server/rate-limit.server";
import { type UserProfile, getUser } from "~/server/users.server";
import type { Route } from "./+types/questionnaire";

export const meta: Route.MetaFunction = (args) =>
  seoMeta(args, {
    title: "Questionnaire investisseur",
    description:
      "Présentez-nous votre projet d’investissement locatif\u00a0: budget, revenus, travaux envisagés, apport, ameublement et gestion. Nous étudions votre situation et vous recontactons.",
  });

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
  if (!user) return { sent, welcome: false, project, account: null, defaults: null };
  const profile = await getUser(db(), user.id);
  return {
    sent,
    welcome,
    project,
    account: { email: user.email, complete: profile?.formulaireValid ?? false },
    defaults: profile ? prefill(profile) : { email: user.email },
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

/** "800 à 1 200 €/m²" must not break inside "1 200" nor before "€". */
const keepNumbersTogether = (text: string) => text.replace(/(\d) (?=\d|€|%)/g, "$1\u00a0");

interface Option {
  value: string;
  label: string;
}

/** A single-choice question: a fieldset of radio buttons, its error under it. */
function RadioGroup({
  field,
  legend,
  options,
  columns = "sm:grid-cols-2",
  hint,
  children,
}: {
  field: FieldMetadata<string | undefined>;
  legend: string;
  options: readonly Option[];
  columns?: string;
  hint?: string;
  children?: React.ReactNode;
}) {
  const hintId = hint ? `${field.id}-aide` : undefined;
  return (
    <fieldset aria-describedby={hintId}>
      <legend className="font-semibold text-navy">{legend}</legend>
      {hint && (
        <p id={hintId} className="text-sm text-slate-600">
          {hint}
        </p>
      )}
      <div className={`mt-2 grid gap-2 ${columns}`}>
        {options.map((option) => {
          const { key: _key, ...props } = getInputProps(field, { type: "radio", value: option.value });
          const id = `${field.id}-${option.value}`;
          return (
            <label
              key={option.value}
              htmlFor={id}
              className="flex cursor-pointer items-center gap-3 rounded-lg border border-slate-300 bg-white px-3 py-2.5 text-slate-800 hover:border-navy has-checked:border-navy has-checked:bg-sand/60 has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-navy"
            >
              <input {...props} id={id} className="h-4 w-4 shrink-0 accent-navy" />
              <span>{keepNumbersTogether(option.label)}</span>
            </label>
          );
        })}
      </div>
      {children}
      <FieldError id={field.errorId} errors={field.errors} />
    </fieldset>
  );
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

/** One step of the questionnaire: its questions, the other answers in hidden fields, « Précédent » and « Continuer ». */
function StepForm({
  step,
  values,
  result,
  account,
  project,
}: {
  step: number;
  values: Values;
  result: SubmissionResult<string[]> | undefined;
  account: { email: string; complete: boolean } | null;
  project: { id: number; title: string } | null;
}) {
  const { company } = useSite();
  const navigation = useNavigation();
  const [form, fields] = useSchemaForm(() => import("~/domain/questionnaire").then((m) => m.questionnaireStepSchema(step)), {
    id: `questionnaire-${step}`,
    lastResult: result,
    defaultValue: values,
  });
  const { key: _emailKey, ...emailProps } = getInputProps(fields.email, { type: "email", ariaDescribedBy: account ? `${fields.email.id}-aide` : undefined });
  const linkClass = "font-semibold text-navy underline underline-offset-2 hover:text-terracotta-dark";
  const current = QUESTIONNAIRE_STEPS[step - 1];
  const sending = navigation.state === "submitting";
  const last = step === STEP_COUNT;

  return (
    <Form method="post" action={project ? `/formulaire?${PROJECT_PARAM}=${project.id}` : "/formulaire"} {...getFormProps(form)} className="mt-6 space-y-8">
      <ProjectAbout project={project} without="/formulaire" />
      <input type="hidden" name={STEP_FIELD} value={step} />
      {(Object.entries(values) as [QuestionnaireField, string][])
        .filter(([name]) => !current.fields.includes(name))
        .map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}

      <section aria-labelledby="etape-titre" className="space-y-6 rounded-2xl border border-slate-200 p-5 sm:p-6">
        <h2 id="etape-titre" className="text-2xl font-bold text-navy">
          {current.title}
        </h2>
        {step === 1 && (
          <>
            <TextField field={fields.budget} label="Budget total de l’opération" inputMode="numeric" hint={"En euros, par exemple 150\u00a0000\u00a0: achat, travaux et frais compris."} />
            <RadioGroup field={fields.travaux} legend="Travaux envisagés" options={TRAVAUX} />
            <RadioGroup
              field={fields.apportPerso}
              legend="Apport personnel, en % du coût total de l’opération"
              hint={"Le coût total de l’opération\u00a0: prix d’achat, frais de notaire, travaux et ameublement."}
              options={APPORTS}
              columns="sm:grid-cols-3"
            />
          </>
        )}
        {step === 2 && (
          <>
            <RadioGroup field={fields.ammeublement} legend="Ameublement (achat et montage des meubles)" options={DELEGATION} />
            <RadioGroup field={fields.gestionLoc} legend="Gestion locative (locataires, loyers, entretien)" options={DELEGATION} />
            <RadioGroup field={fields.courtier} legend="Souhaitez-vous être accompagné par un courtier ?" options={COURTIER} columns="grid-cols-2" />
          </>
        )}
        {step === 3 && (
          <>
            <RadioGroup
              field={fields.situationPro}
              legend="Situation professionnelle"
              options={SITUATIONS.map((s) => ({ value: s, label: s }))}
              columns="grid-cols-2 sm:grid-cols-3"
            >
              <TextField field={fields.situationAutre} label="Si « Autre », précisez" className="mt-3" />
            </RadioGroup>
            <div className="grid gap-5 sm:grid-cols-2">
              <TextField field={fields.age} label="Âge" type="number" inputMode="numeric" hint="En années, par exemple 42." />
              <TextField field={fields.revenus} label="Revenus annuels nets" inputMode="numeric" hint="En euros, pour votre foyer." />
            </div>
            <RadioGroup field={fields.resPrincipale} legend="Résidence principale" options={RESIDENCES} columns="sm:grid-cols-3" />
          </>
        )}
        {last && (
          <>
            <div className="grid gap-5 sm:grid-cols-2">
              <TextField field={fields.prenom} label="Prénom" autoComplete="given-name" required />
              <TextField field={fields.nom} label="Nom" autoComplete="family-name" required />
              <TextField field={fields.ville} label="Ville" autoComplete="address-level2" required />
              <TextField field={fields.telephone} label="Téléphone" type="tel" autoComplete="tel" />
              {account ? (
                <div className="sm:col-span-2">
                  <label htmlFor={fields.email.id} className="font-semibold text-navy">
                    Adresse e-mail<span aria-hidden="true" className="text-terracotta-dark"> *</span>
                  </label>
                  <p id={`${fields.email.id}-aide`} className="text-sm text-slate-600">
                    L’adresse de votre compte.
                  </p>
                  <input {...emailProps} readOnly className={`${inputClass} bg-slate-100`} />
                </div>
              ) : (
                <TextField field={fields.email} label="Adresse e-mail" type="email" autoComplete="email" required className="sm:col-span-2" />
              )}
            </div>
            <TextArea field={fields.commentaire} label="Votre message" hint="Vos objectifs, vos questions, une ville qui vous intéresse…" />
            <CheckboxField
              field={fields.rgpd}
              required
              label={
                <>
                  J’accepte {elide("que", company.name)} utilise ces informations pour étudier mon projet et me recontacter, dans les
                  conditions décrites par la{" "}
                  <Link to="/politique-confidentialite" className={linkClass}>
                    politique de confidentialité
                  </Link>
                  .
                </>
              }
            />
          </>
        )}
      </section>

      <Honeypot />
      <FormErrors id={form.errorId} errors={form.errors} />
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-between">
        {step > 1 ? (
          <button type="submit" name="intent" value={BACK_INTENT} formNoValidate className={secondaryClass} disabled={sending}>
            Précédent
          </button>
        ) : (
          <span />
        )}
        <button type="submit" className={submitClass} disabled={sending}>
          {sending ? "Envoi…" : !last ? "Continuer" : account ? "Enregistrer mes réponses" : "Envoyer mon questionnaire"}
        </button>
      </div>
    </Form>
  );
}

const secondaryClass =
  "inline-flex items-center justify-center rounded-full border border-navy px-6 py-3 font-semibold text-navy hover:bg-sand focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-terracotta disabled:opacity-60";

export default function Questionnaire({ loaderData, actionData }: Route.ComponentProps) {
  const { account, defaults, sent, welcome, project } = loaderData;
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
          <StepForm key={step} step={step} values={values} result={actionData?.result} account={account} project={project} />
        </>
      )}
    </main>
  );
}
