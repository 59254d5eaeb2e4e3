import { type FieldMetadata, getFormProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Form, Link, data, redirect, useNavigation, useSearchParams } from "react-router";
import { FormErrors, TextField, submitClass } from "~/components/form-field";
import { formatDate } from "~/domain/format";
import { formatPrivacyPolicyVersion } from "~/domain/privacy";
import { describeAnswers, detailsSchema } from "~/domain/profile";
import { seoMeta } from "~/domain/seo";
import { requireUser } from "~/server/auth.server";
import { db } from "~/server/db.server";
import { getUser, updateDetails } from "~/server/users.server";
import type { Route } from "./+types/profile";

export const meta: Route.MetaFunction = (args) =>
  seoMeta(args, { title: "Mon profil", description: "Vos coordonnées, vos réponses au questionnaire et vos données personnelles.", noindex: true });

export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "private, no-store" });

export async function loader({ context }: Route.LoaderArgs) {
  const user = requireUser(context);
  const profile = await getUser(db(), user.id);
  if (!profile) throw data("Vous devez être connecté.", { status: 401 });
  return {
    username: profile.username,
    email: profile.email,
    details: { nom: profile.nom, prenom: profile.prenom, age: profile.age === null ? "" : String(profile.age), telephone: profile.telephone, ville: profile.ville },
    complete: profile.formulaireValid,
    answers: describeAnswers(profile.formulaire),
    stepsDone: profile.steps.filter(Boolean).length,
    stepCount: profile.steps.length,
    consent: profile.consentAt && profile.consentVersion ? { at: profile.consentAt, version: profile.consentVersion } : null,
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = requireUser(context);
  const submission = parseWithZod(await request.formData(), { schema: detailsSchema });
  if (submission.status !== "success") return data(submission.reply(), { status: 400 });
  const { nom, prenom, age, telephone, ville } = submission.value;
  await updateDetails(db(), user.id, { nom, prenom, age: age ?? null, telephone, ville });
  throw redirect("/profile?enregistre=coordonnees");
}

const SAVED: Record<string, string> = {
  questionnaire: "Vos réponses au questionnaire sont enregistrées.",
  coordonnees: "Vos coordonnées sont enregistrées.",
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
  const { username, email, details, complete, answers, stepsDone, stepCount, consent } = loaderData;
  const navigation = useNavigation();
  const [params] = useSearchParams();
  const saved = SAVED[params.get("enregistre") ?? ""];
  const [form, fields] = useForm({
    lastResult: actionData,
    defaultValue: details,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: detailsSchema }),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
  });

  return (
    <main id="contenu" className="mx-auto max-w-4xl px-4 py-10 sm:py-12">
      <h1 className="text-3xl font-extrabold text-navy sm:text-4xl">Mon profil</h1>
      <p className="mt-2 text-lg text-slate-700">
        Bonjour {details.prenom || username}, retrouvez ici vos informations et l'avancement de votre projet.
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
              : `${stepsDone} étape${stepsDone > 1 ? "s" : ""} terminée${stepsDone > 1 ? "s" : ""} sur ${stepCount}.`}
          </p>
          <div className="mt-3 h-2 overflow-hidden rounded-full bg-slate-200" aria-hidden="true">
            <div className={`h-full rounded-full bg-sage-dark ${WIDTHS[stepsDone] ?? "w-0"}`} />
          </div>
          <Link to="/profile/avancement" className={`${secondaryClass} mt-4`}>
            Suivre mon avancement
          </Link>
        </Card>

        <Card id="compte" title="Mon compte">
          <dl className="space-y-3">
            <div>
              <dt className="text-sm font-semibold text-slate-600">Nom d'utilisateur</dt>
              <dd className="break-words text-slate-900">{username}</dd>
            </div>
            <div>
              <dt className="text-sm font-semibold text-slate-600">Adresse e-mail</dt>
              <dd className="break-all text-slate-900">{email}</dd>
            </div>
          </dl>
          <p className="mt-3 text-sm text-slate-600">
            Pour changer d'adresse e-mail ou de nom d'utilisateur, écrivez-nous depuis la page{" "}
            <Link to="/contact" className={linkClass}>
              Contact
            </Link>
            .
          </p>
        </Card>
      </div>

      <div className="mt-6 space-y-6">
        <Card id="coordonnees" title="Mes coordonnées">
          <Form method="post" {...getFormProps(form)} className="space-y-5">
            <div className="grid gap-5 sm:grid-cols-2">
              <TextField field={fields.nom} label="Nom" autoComplete="family-name" required />
              <TextField field={fields.prenom} label="Prénom" autoComplete="given-name" required />
              <TextField field={fields.age as FieldMetadata<string | undefined>} label="Âge" type="number" inputMode="numeric" />
              <TextField field={fields.telephone} label="Téléphone" type="tel" autoComplete="tel" />
              <TextField field={fields.ville} label="Ville" autoComplete="address-level2" required />
            </div>
            <FormErrors id={form.errorId} errors={form.errors} />
            <button type="submit" className={submitClass} disabled={navigation.state === "submitting"}>
              {navigation.state === "submitting" ? "Enregistrement…" : "Enregistrer mes coordonnées"}
            </button>
          </Form>
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
            <p className="text-slate-700">Vous n'avez pas encore rempli le questionnaire : il nous permet de préparer votre projet avec vous.</p>
          )}
          <Link to="/formulaire" className={`${complete ? secondaryClass : submitClass} mt-4`}>
            {complete ? "Modifier mes réponses" : "Remplir le questionnaire"}
          </Link>
        </Card>

        <Card id="donnees" title="Mes données personnelles">
          <p className="text-slate-700">
            {consent
              ? `Vous avez donné votre accord au traitement de vos réponses le ${formatDate(consent.at)}, selon la politique de confidentialité du ${formatPrivacyPolicyVersion(consent.version)}.`
              : "Vous n'avez pas encore donné votre accord au traitement de réponses au questionnaire."}{" "}
            <Link to="/politique-confidentialite" className={linkClass}>
              Lire la politique de confidentialité
            </Link>
          </p>
          <div className="mt-4 flex flex-col gap-4 sm:flex-row sm:items-start">
            <div className="flex-1">
              <a href="/profile/donnees" download="mes-donnees.json" className={secondaryClass}>
                Télécharger mes données
              </a>
              <p className="mt-2 text-sm text-slate-600">Un fichier JSON avec votre compte, vos coordonnées, vos réponses et vos étapes.</p>
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
