import { type FieldMetadata, getFormProps, getInputProps } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Form, Link, data, redirect, useNavigation } from "react-router";
import { CheckboxField, FieldError, FormErrors, Honeypot, TextArea, TextField, inputClass, submitClass } from "~/components/form-field";
import { ProjectAbout } from "~/components/project-about";
import { useSchemaForm } from "~/components/use-schema-form";
import { useSite } from "~/components/use-site";
import { callbackDelayText } from "~/domain/company";
import { questionnaireSchema } from "~/domain/questionnaire";
import { APPORTS, COURTIER, DELEGATION, RESIDENCES, SITUATIONS, TRAVAUX } from "~/domain/questionnaire-options";
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

const TOO_MANY = "Vous avez envoyé plusieurs questionnaires en peu de temps. Vos réponses sont conservées ci-dessus : réessayez dans une heure.";

/** The profile as the form's initial values (a signed-in client edits their earlier answers). */
function prefill(profile: UserProfile): Record<string, string> {
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
  // « Ce projet m’intéresse »: the project the questionnaire is sent about.
  const project = await projectReference(db(), projectRef(params.get(PROJECT_PARAM)));
  const user = currentUser(context);
  if (!user) return { sent, project, account: null, defaults: null };
  const profile = await getUser(db(), user.id);
  return {
    sent,
    project,
    account: { email: user.email, complete: profile?.formulaireValid ?? false },
    defaults: profile ? prefill(profile) : { email: user.email },
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = currentUser(context);
  const formData = await request.formData();
  // A robot filled the hidden field: pretend it worked, store nothing.
  if (String(formData.get("siteWeb") ?? "") !== "") throw redirect(user ? "/profile" : "/formulaire?envoye=1");
  // A client's answers go with their account's address, whatever the browser sends.
  if (user) formData.set("email", user.email);

  const submission = parseWithZod(formData, { schema: questionnaireSchema });
  if (submission.status !== "success") return data(cappedReply(submission.reply(), questionnaireSchema), { status: 400 });
  const projectId = projectRef(formData.get(PROJECT_PARAM));
  const outcome = await submitQuestionnaire(db(), submission.value, { userId: user?.id ?? null, ip: clientIp(request), projectId });
  if (outcome === "too-many") return data(cappedReply(submission.reply({ formErrors: [TOO_MANY] }), questionnaireSchema), { status: 429 });
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
  children,
}: {
  field: FieldMetadata<string | undefined>;
  legend: string;
  options: readonly Option[];
  columns?: string;
  children?: React.ReactNode;
}) {
  return (
    <fieldset>
      <legend className="font-semibold text-navy">{legend}</legend>
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

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <section className="space-y-5 rounded-2xl border border-slate-200 p-5 sm:p-6">
      <h2 className="text-xl font-bold text-navy">{title}</h2>
      {children}
    </section>
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

export default function Questionnaire({ loaderData, actionData }: Route.ComponentProps) {
  const { account, defaults, sent, project } = loaderData;
  const { company } = useSite();
  const navigation = useNavigation();
  const [form, fields] = useSchemaForm(() => import("~/domain/questionnaire").then((m) => m.questionnaireSchema), {
    lastResult: actionData,
    defaultValue: defaults ?? undefined,
  });
  const { key: _emailKey, ...emailProps } = getInputProps(fields.email, { type: "email", ariaDescribedBy: account ? `${fields.email.id}-aide` : undefined });
  const linkClass = "font-semibold text-navy underline underline-offset-2 hover:text-terracotta-dark";

  return (
    <main id="contenu" className="mx-auto max-w-3xl px-4 py-10 sm:py-12">
      <h1 className="text-3xl font-extrabold text-navy sm:text-4xl">Questionnaire investisseur</h1>
      {sent && !actionData ? (
        <ThankYou signedIn={account !== null} />
      ) : (
        <>
          <p className="mt-3 text-lg text-slate-700">
            {account
              ? account.complete
                ? "Mettez à jour vos réponses : elles remplacent celles de votre profil."
                : "Dernière étape avant votre espace : présentez-nous votre projet. Vos réponses seront enregistrées dans votre profil."
              : "Présentez-nous votre projet en quelques minutes : nous étudions votre situation et vous recontactons pour en parler."}
          </p>
          <p className="mt-2 text-sm text-slate-600">
            Les champs marqués d’un astérisque (<span className="text-terracotta-dark">*</span>) sont obligatoires.
          </p>

          {project && !account && (
            <p className="mt-3 text-slate-700">
              Vous avez déjà rempli notre questionnaire ?{" "}
              <Link to={`/contact?${PROJECT_PARAM}=${project.id}`} className={linkClass}>
                Écrivez-nous simplement à propos de ce projet
              </Link>
              .
            </p>
          )}
          <Form method="post" action={project ? `/formulaire?${PROJECT_PARAM}=${project.id}` : "/formulaire"} {...getFormProps(form)} className="mt-8 space-y-8">
            <ProjectAbout project={project} without="/formulaire" />
            <Section title="Vous">
              <div className="grid gap-5 sm:grid-cols-2">
                <TextField field={fields.nom} label="Nom" autoComplete="family-name" required />
                <TextField field={fields.prenom} label="Prénom" autoComplete="given-name" required />
                <TextField field={fields.age} label="Âge" type="number" inputMode="numeric" />
                <TextField field={fields.ville} label="Ville" autoComplete="address-level2" required />
                <TextField field={fields.telephone} label="Téléphone" type="tel" autoComplete="tel" />
                {account ? (
                  <div>
                    <label htmlFor={fields.email.id} className="font-semibold text-navy">
                      Adresse e-mail<span aria-hidden="true" className="text-terracotta-dark"> *</span>
                    </label>
                    <p id={`${fields.email.id}-aide`} className="text-sm text-slate-600">
                      L’adresse de votre compte.
                    </p>
                    <input {...emailProps} readOnly className={`${inputClass} bg-slate-100`} />
                  </div>
                ) : (
                  <TextField field={fields.email} label="Adresse e-mail" type="email" autoComplete="email" required />
                )}
              </div>
            </Section>

            <Section title="Votre projet">
              <div className="grid gap-5 sm:grid-cols-2">
                <TextField field={fields.budget} label="Budget total" inputMode="numeric" hint="En euros, par exemple 150 000." />
                <TextField field={fields.revenus} label="Revenus annuels nets" inputMode="numeric" hint="En euros, pour votre foyer." />
              </div>
              <RadioGroup field={fields.travaux} legend="Travaux envisagés" options={TRAVAUX} />
              <RadioGroup field={fields.apportPerso} legend="Apport personnel" options={APPORTS} columns="sm:grid-cols-3" />
            </Section>

            <Section title="Votre situation">
              <RadioGroup
                field={fields.situationPro}
                legend="Situation professionnelle"
                options={SITUATIONS.map((s) => ({ value: s, label: s }))}
                columns="grid-cols-2 sm:grid-cols-3"
              >
                <TextField field={fields.situationAutre} label="Si « Autre », précisez" className="mt-3" />
              </RadioGroup>
              <RadioGroup field={fields.resPrincipale} legend="Résidence principale" options={RESIDENCES} columns="sm:grid-cols-3" />
              <RadioGroup field={fields.courtier} legend="Souhaitez-vous être accompagné par un courtier ?" options={COURTIER} columns="grid-cols-2" />
            </Section>

            <Section title="Vos préférences">
              <RadioGroup field={fields.ammeublement} legend="Ameublement (achat et montage des meubles)" options={DELEGATION} />
              <RadioGroup field={fields.gestionLoc} legend="Gestion locative (locataires, loyers, entretien)" options={DELEGATION} />
              <TextArea field={fields.commentaire} label="Votre message" hint="Vos objectifs, vos questions, une ville qui vous intéresse…" />
            </Section>

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

            <Honeypot />
            <FormErrors id={form.errorId} errors={form.errors} />
            <button type="submit" className={`${submitClass} w-full sm:w-auto`} disabled={navigation.state === "submitting"}>
              {navigation.state === "submitting" ? "Envoi…" : account ? "Enregistrer mes réponses" : "Envoyer mon questionnaire"}
            </button>
          </Form>
        </>
      )}
    </main>
  );
}
