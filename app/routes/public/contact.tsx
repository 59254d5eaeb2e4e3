import { parseWithZod } from "@conform-to/zod/v4";
import { Link, data, redirect, useSearchParams } from "react-router";
import { Island } from "~/components/layout/island";
import type { RouteHandle } from "~/components/layout/route-handle";
import { useSite } from "~/components/layout/use-site";
import contactForm from "~/components/forms/contact.island";
import { callbackDelayText, telHref } from "~/domain/site/company";
import { CONTACT_TOO_MANY, contactSchema } from "~/domain/clients/contact";
import { PROJECT_PARAM, projectRef } from "~/domain/projects/project-interest";
import { seoMeta } from "~/domain/site/seo";
import { cappedReply } from "~/domain/content/form-reply";
import { saveContactMessage } from "~/server/clients/contact.server";
import { db } from "~/server/db/db.server";
import { env } from "~/server/platform/env.server";
import { projectReference } from "~/server/content/projects.server";
import { LIMITS, clientIp, hit } from "~/server/platform/rate-limit.server";
import type { Route } from "./+types/contact";

export const meta: Route.MetaFunction = (args) =>
  seoMeta(args, {
    title: "Nous contacter",
    description: "Une question sur l’investissement locatif ou sur nos projets ? Écrivez-nous, nous vous répondons rapidement.",
    path: "/contact",
  });

/**
 * The same for every visitor: cached once, a signed-in visitor's links spliced in (decision 0025). Served
 * without React Router's scripts: the form is an island (decision 0046).
 */
export const handle: RouteHandle = { sharedPage: "always", hydrate: false };

const SENT = "/contact?envoye=1";

/** « Ce projet m’intéresse »: the project of `?projet=`, shown above the form and sent with it. */
export async function loader({ request }: Route.LoaderArgs) {
  return { project: await projectReference(db(), projectRef(new URL(request.url).searchParams.get(PROJECT_PARAM))) };
}

export async function action({ request }: Route.ActionArgs) {
  const formData = await request.formData();
  // Robots fill the hidden field: they see the usual confirmation, nothing is stored or sent.
  if (String(formData.get("siteWeb") ?? "") !== "") throw redirect(SENT, 303);
  const submission = parseWithZod(formData, { schema: contactSchema });
  if (submission.status !== "success") return data(cappedReply(submission.reply(), contactSchema), { status: 400 });
  if (!(await hit(db(), `contact:ip:${clientIp(request)}`, LIMITS.contactPerIp)))
    return data(cappedReply(submission.reply({ formErrors: [CONTACT_TOO_MANY] }), contactSchema), { status: 429 });
  const config = env();
  await saveContactMessage(db(), { ...submission.value, projectId: projectRef(formData.get(PROJECT_PARAM)) }, { companyEmail: config.COMPANY_EMAIL, publicUrl: config.publicUrl });
  throw redirect(SENT, 303);
}

export default function Contact({ actionData, loaderData }: Route.ComponentProps) {
  const { company, callbackDelayHours } = useSite();
  const [params] = useSearchParams();
  const sent = params.get("envoye") === "1";
  return (
    <main id="contenu" className="mx-auto max-w-5xl px-4 py-10">
      <h1 className="text-4xl font-extrabold text-navy">Nous contacter</h1>
      <p className="mt-3 max-w-3xl text-lg text-slate-700">
        Une question sur l’investissement locatif, sur l’un de nos projets ou sur notre accompagnement ? Écrivez-nous,
        nous vous répondons par e-mail dans les meilleurs délais.
      </p>

      <div className="mt-10 grid gap-10 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <section aria-labelledby="ecrire" className="rounded-2xl border border-slate-200 p-5 sm:p-8">
          <h2 id="ecrire" className="text-2xl font-bold text-navy">
            Écrivez-nous
          </h2>
          {sent ? (
            <div role="status" className="mt-6 space-y-4">
              <p className="rounded-lg bg-sage/20 p-3 text-lg font-semibold text-sage-dark">Merci, votre message est bien envoyé.</p>
              <p className="text-slate-700">
                Nous l’avons bien reçu et nous vous répondons sous {callbackDelayText(callbackDelayHours)}.
              </p>
              <Link to="/contact" className="inline-block font-semibold text-navy underline underline-offset-4 hover:text-terracotta-dark">
                Écrire un autre message
              </Link>
            </div>
          ) : (
            <Island of={contactForm} props={{ lastResult: actionData ?? null, project: loaderData.project }} />
          )}
        </section>

        <aside aria-labelledby="coordonnees" className="self-start rounded-2xl bg-sand p-5 sm:p-8">
          <h2 id="coordonnees" className="text-xl font-bold text-navy">
            Nos coordonnées
          </h2>
          <address className="mt-4 space-y-4 not-italic text-slate-800">
            <p>
              <span className="block font-semibold text-navy">{company.name}</span>
              {company.address}
            </p>
            <p>
              <span className="block font-semibold text-navy">Téléphone</span>
              <a href={telHref(company.phone)} className="text-navy underline underline-offset-4 hover:text-terracotta-dark">
                {company.phone}
              </a>
              <Link to="/rappel" className="mt-1 block font-semibold text-navy underline underline-offset-4 hover:text-terracotta-dark">
                Demander à être rappelé
              </Link>
            </p>
            <p>
              <span className="block font-semibold text-navy">E-mail</span>
              <a href={`mailto:${company.email}`} className="break-all text-navy underline underline-offset-4 hover:text-terracotta-dark">
                {company.email}
              </a>
            </p>
          </address>
          <p className="mt-6 text-sm text-slate-700">
            Vous préparez un investissement ?{" "}
            <Link to="/formulaire" className="font-semibold text-navy underline underline-offset-4">
              Remplissez notre questionnaire
            </Link>{" "}
            pour que nous puissions étudier votre projet.
          </p>
          <p className="mt-4 text-sm text-slate-700">
            Vos données servent uniquement à vous répondre. En savoir plus :{" "}
            <Link to="/politique-confidentialite" className="underline underline-offset-4">
              politique de confidentialité
            </Link>
            .
          </p>
        </aside>
      </div>
    </main>
  );
}
