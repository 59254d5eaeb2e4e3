import { Link } from "react-router";
import { ProjectCardGrid } from "~/components/project/project-card";
import { useSite } from "~/components/layout/use-site";
import { callbackDelayText } from "~/domain/site/company";
import { SITE_OG_CARD, ogPath } from "~/domain/site/og-image";
import { SITE_NAME, seoMeta } from "~/domain/site/seo";
import { db } from "~/server/db/db.server";
import { env } from "~/server/platform/env.server";
import { publishedResults } from "~/server/ownership/track-record.server";
import { featuredProjects } from "~/server/content/projects.server";
import { listTestimonials } from "~/server/content/testimonials.server";
import { TestimonialList } from "~/components/project/testimonials";
import { SHARED_CONTENT } from "~/components/layout/route-handle";
import { homeFigures } from "~/domain/site/home-figures";
import type { Route } from "./+types/home";

// Content only: served without client scripts (decision 0012).
export const handle = SHARED_CONTENT;

export const meta: Route.MetaFunction = (args) =>
  seoMeta(args, {
    title: SITE_NAME,
    description:
      "Investissement locatif clé en main : nous trouvons, rénovons, meublons et louons votre bien dans les villes où l’immobilier rapporte.",
    image: ogPath({ kind: "site", id: null }, SITE_OG_CARD),
  });

/** The testimonials the home page shows, the most recent. */
const HOME_TESTIMONIALS = 3;

export async function loader() {
  const [featured, results, testimonials] = await Promise.all([featuredProjects(db()), publishedResults(db()), listTestimonials(db(), { limit: HOME_TESTIMONIALS })]);
  return {
    featured,
    // Issue 30: computed from the books where they can be, each linking to its evidence (decision 0057).
    figures: homeFigures(results.summary ? results.counts : null, env().HOME_FIGURES),
    // Issue 22: the owners' actual results, once one is published (its sentence links to /resultats).
    results: results.summary?.sentence ?? null,
    testimonials: testimonials.map(({ id, prenom, ville, date, texte, project }) => ({ id, prenom, ville, date, texte, project })),
  };
}

const REASONS = [
  "L’investissement locatif",
  "L’immobilier ancien",
  "Les travaux",
  "Pourquoi maintenant ?",
  "Être accompagné",
];

/** One to four figures side by side from 640 px (classes spelled out for Tailwind). */
const FIGURE_COLUMNS = ["", "sm:grid-cols-1", "sm:grid-cols-2", "sm:grid-cols-3", "sm:grid-cols-2 lg:grid-cols-4"];

const primaryButton =
  "inline-block rounded-full bg-terracotta-dark px-7 py-3 text-lg font-semibold text-white shadow hover:bg-terracotta focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-navy";

export default function Home({ loaderData }: Route.ComponentProps) {
  const { company, callbackDelayHours } = useSite();
  const { figures, results } = loaderData;
  return (
    <main id="contenu">
      <section className="bg-sand">
        <div className="mx-auto grid max-w-6xl items-center gap-10 px-4 py-12 md:grid-cols-2 md:py-20">
          <div>
            <h1 className="text-4xl font-extrabold leading-tight text-navy md:text-5xl">
              Investir dans l’immobilier locatif, sereinement.
            </h1>
            <p className="mt-5 text-lg text-slate-700">
              De la recherche du bien à sa mise en location, en passant par les travaux et l’ameublement : nous nous
              occupons de tout, vous suivez chaque étape.
            </p>
            <div className="mt-8 flex flex-wrap items-center gap-4">
              <Link to="/formulaire" className={primaryButton}>
                Démarrer mon projet
              </Link>
              <Link to="/comment-ca-marche" className="font-semibold text-navy underline underline-offset-4 hover:text-terracotta-dark">
                Comment ça marche ?
              </Link>
            </div>
          </div>
          <img
            src="/images/hero.svg"
            alt="Un immeuble rénové et son investisseur satisfait"
            width={1200}
            height={800}
            fetchPriority="high"
            className="h-auto w-full"
          />
        </div>
      </section>

      <section aria-labelledby="projets-en-avant" className="mx-auto max-w-6xl px-4 py-14">
        <div className="flex flex-wrap items-end justify-between gap-4">
          <h2 id="projets-en-avant" className="text-3xl font-bold text-navy">
            Nos projets à la une
          </h2>
          <Link to="/projets" className="font-semibold text-terracotta-dark underline underline-offset-4">
            Voir tous les projets
          </Link>
        </div>
        {loaderData.featured.length > 0 ? (
          <ProjectCardGrid projects={loaderData.featured} className="mt-8" />
        ) : (
          <p className="mt-8 rounded-xl bg-sand p-6 text-slate-700">
            Nos prochains projets arrivent bientôt. En attendant, découvrez <Link className="underline" to="/ville">les villes où nous investissons</Link>.
          </p>
        )}
      </section>

      {results && (
        <section aria-labelledby="resultats-reels" className="mx-auto max-w-6xl px-4 pb-14">
          <div className="rounded-2xl border border-slate-200 p-6">
            <h2 id="resultats-reels" className="text-2xl font-bold text-navy">
              Nos résultats réels
            </h2>
            <p className="mt-2 text-lg text-slate-700">
              {results}{" "}
              <Link to="/resultats" className="font-semibold text-terracotta-dark underline underline-offset-4">
                Voir les résultats projet par projet
              </Link>
            </p>
          </div>
        </section>
      )}

      {figures.length > 0 && (
        <section aria-labelledby="chiffres" className="bg-navy text-white">
          <div className="mx-auto max-w-6xl px-4 py-14">
            <h2 id="chiffres" className="text-center text-3xl font-bold">
              Nos chiffres clés
            </h2>
            <dl className={`mt-10 grid gap-8 text-center ${FIGURE_COLUMNS[figures.length]}`}>
              {figures.map((f) => (
                <div key={f.label} className="flex flex-col">
                  {/* Shown as: figure, label, then its source (a claim without one is not shown, issue 23). */}
                  <dt className="order-2 mt-2 text-sand">{f.label}</dt>
                  <dd className="order-1 text-5xl font-extrabold">{f.value}</dd>
                  <dd className="order-3 mt-1 text-sm text-slate-300">Source : {f.source}</dd>
                  {f.href && (
                    <dd className="order-4 mt-1 text-sm">
                      <Link to={f.href} className="font-semibold text-sand underline underline-offset-4 hover:text-white">
                        Voir le détail<span className="sr-only"> — {f.value} {f.label}</span>
                      </Link>
                    </dd>
                  )}
                </div>
              ))}
            </dl>
          </div>
        </section>
      )}

      {loaderData.testimonials.length > 0 && (
        <section aria-labelledby="temoignages" className="mx-auto max-w-6xl px-4 py-14">
          <div className="flex flex-wrap items-end justify-between gap-4">
            <h2 id="temoignages" className="text-3xl font-bold text-navy">
              Ils ont investi avec nous
            </h2>
            <Link to="/team#temoignages" className="font-semibold text-terracotta-dark underline underline-offset-4">
              Tous les témoignages
            </Link>
          </div>
          <TestimonialList testimonials={loaderData.testimonials} className="mt-8" />
        </section>
      )}

      <section aria-labelledby="ou-investir" className="mx-auto grid max-w-6xl gap-8 px-4 py-14 md:grid-cols-2 md:items-center">
        <div>
          <h2 id="ou-investir" className="text-3xl font-bold text-navy">
            Où investir ?
          </h2>
          <p className="mt-4 text-lg text-slate-700">
            Nous sélectionnons des villes étudiantes et dynamiques où les prix restent accessibles et où la demande
            locative est forte. Découvrez nos villes et leurs quartiers, analysés un par un.
          </p>
          <Link to="/ville" className={`mt-6 ${primaryButton}`}>
            Découvrir nos villes
          </Link>
        </div>
        <div className="rounded-2xl bg-sand p-6">
          <h3 className="text-xl font-bold text-navy">Suivez nos chantiers</h3>
          <p className="mt-2 text-slate-700">Avant/après, visites et conseils : retrouvez-nous sur les réseaux.</p>
          <ul className="mt-4 flex flex-wrap gap-3">
            <li>
              <a href={company.instagramUrl} rel="noopener noreferrer" className="inline-block rounded-full border-2 border-navy px-5 py-2 font-semibold text-navy hover:bg-navy hover:text-white">
                Instagram
              </a>
            </li>
            <li>
              <a href={company.linkedinUrl} rel="noopener noreferrer" className="inline-block rounded-full border-2 border-navy px-5 py-2 font-semibold text-navy hover:bg-navy hover:text-white">
                LinkedIn
              </a>
            </li>
          </ul>
        </div>
      </section>

      <section aria-labelledby="cinq-raisons" className="bg-sand">
        <div className="mx-auto max-w-6xl px-4 py-14">
          <h2 id="cinq-raisons" className="text-3xl font-bold text-navy">
            5 bonnes raisons d’investir avec nous
          </h2>
          <ul className="mt-8 grid grid-cols-2 gap-4 md:grid-cols-5">
            {REASONS.map((reason, i) => (
              <li key={reason}>
                <Link
                  to={`/5-pourquoi#pourquoi-${i + 1}`}
                  className="block overflow-hidden rounded-xl bg-white shadow-sm hover:shadow-md focus-visible:outline-2 focus-visible:outline-terracotta"
                >
                  <img src={`/images/pourquoi/${i + 1}-a.svg`} alt="" width={800} height={500} loading="lazy" decoding="async" className="h-auto w-full" />
                  <span className="block p-3 font-semibold text-navy">
                    {i + 1}. {reason}
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section aria-labelledby="appel" className="mx-auto max-w-4xl px-4 py-16 text-center">
        <h2 id="appel" className="text-3xl font-bold text-navy">
          Prêt à vous lancer ?
        </h2>
        <p className="mt-4 text-lg text-slate-700">
          Répondez à quelques questions sur votre projet : nous vous rappelons sous {callbackDelayText(callbackDelayHours)} pour en parler, sans
          engagement.
        </p>
        <Link to="/formulaire" className={`mt-8 ${primaryButton}`}>
          Remplir le questionnaire
        </Link>
      </section>
    </main>
  );
}
