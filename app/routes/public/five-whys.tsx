import { Link } from "react-router";
import type { Route } from "./+types/five-whys";
import { Carousel } from "~/components/media/carousel";
import { type RouteHandle, SHARED_CONTENT } from "~/components/layout/route-handle";
import { seoMeta } from "~/domain/site/seo";

/**
 * The same for every visitor: cached once, a signed-in visitor's links spliced in (decision 0025). Served
 * without React Router's scripts: its carousels' buttons are islands (decision 0046).
 */
export const handle: RouteHandle = SHARED_CONTENT;

export const meta: Route.MetaFunction = (args) =>
  seoMeta(args, {
    title: "5 bonnes raisons d’investir avec nous",
    description:
      "Investissement locatif, immobilier ancien, travaux, calendrier et accompagnement\u00a0: cinq raisons concrètes, et honnêtes, d’investir dans l’ancien rénové avec Investir Serein.",
  });

interface Reason {
  /** Section number, also used in the anchor id (#pourquoi-n) and the image file names. */
  n: number;
  title: string;
  paragraphs: [string, string];
  /** Alternative texts of the images {n}-a, {n}-b and {n}-c. */
  alts: [string, string, string];
}

const REASONS: Reason[] = [
  {
    n: 1,
    title: "L’investissement locatif, un patrimoine qui se construit avec le temps",
    paragraphs: [
      "L’immobilier locatif est l’un des rares placements que l’on peut financer en grande partie à crédit. Chaque mois, les loyers perçus contribuent au remboursement de l’emprunt\u00a0: au fil des années, vous constituez un patrimoine bien réel, que vous pourrez conserver, transmettre ou revendre.",
      "Ce n’est pas pour autant de l’argent facile\u00a0: il faut choisir le bon emplacement, maîtriser les charges et anticiper les périodes sans locataire. C’est pourquoi nous calculons avec vous, avant tout achat, un cash-flow et une rentabilité réalistes pour chaque projet.",
    ],
    alts: [
      "Illustration\u00a0: un propriétaire remet les clés de son appartement à un locataire",
      "Illustration\u00a0: les loyers perçus chaque mois remboursent progressivement le crédit immobilier",
      "Illustration\u00a0: un patrimoine immobilier qui grandit au fil des années",
    ],
  },
  {
    n: 2,
    title: "L’immobilier ancien, mieux situé et plus abordable",
    paragraphs: [
      "Dans l’ancien, le prix au mètre carré est généralement plus bas que dans le neuf, pour des logements souvent mieux situés\u00a0: centres-villes, quartiers vivants, proximité des transports, des universités et des commerces. C’est exactement ce que recherchent les locataires, en particulier les étudiants et les jeunes actifs.",
      "Un bien à rénover se négocie aussi plus facilement. En contrepartie, les frais de notaire y sont plus élevés (de l’ordre de 7 à 8\u00a0% du prix, contre 2 à 3\u00a0% dans le neuf) et l’état de l’immeuble doit être examiné de près\u00a0: nous visitons, lisons les diagnostics et les documents de copropriété, et chiffrons les travaux avant toute offre.",
    ],
    alts: [
      "Illustration\u00a0: façade d’un immeuble ancien dans un quartier de centre-ville",
      "Illustration\u00a0: un appartement ancien avec parquet, moulures et grandes fenêtres",
      "Illustration\u00a0: un logement situé près des transports, des commerces et de l’université",
    ],
  },
  {
    n: 3,
    title: "Les travaux, là où se crée la valeur",
    paragraphs: [
      "La rénovation transforme un bien daté en logement recherché\u00a0: cuisine et salle d’eau refaites, isolation, chauffage plus performant, parfois une nouvelle distribution des pièces pour créer une colocation. Elle améliore le confort des locataires, la valeur du bien et sa performance énergétique, devenue décisive\u00a0: depuis 2025, un logement classé G au DPE ne peut plus faire l’objet d’un nouveau bail, et ce sera le cas des logements classés F à partir de 2028.",
      "En location meublée au régime réel (LMNP), le coût des travaux et du mobilier peut en outre être amorti ou déduit des loyers, ce qui réduit souvent fortement leur imposition pendant plusieurs années, selon les règles fiscales en vigueur. Un chantier comporte toujours des aléas\u00a0: nous travaillons donc sur devis détaillés, avec des artisans que nous connaissons, et nous prévoyons une marge pour les imprévus.",
    ],
    alts: [
      "Illustration\u00a0: un artisan rénove la salle d’eau d’un appartement",
      "Illustration\u00a0: l’étiquette énergie d’un logement qui s’améliore après la rénovation",
      "Illustration\u00a0: la même pièce avant et après les travaux",
    ],
  },
  {
    n: 4,
    title: "Pourquoi maintenant\u00a0?",
    paragraphs: [
      "Personne ne peut prédire l’évolution des prix, et nous nous méfions de ceux qui prétendent le faire. Mais après la remontée rapide des taux d’emprunt en 2022 et 2023, le marché s’est rééquilibré\u00a0: dans de nombreuses villes, les prix ont été corrigés et les vendeurs sont plus ouverts à la négociation, en particulier pour les biens à rénover.",
      "Le calendrier du DPE pousse par ailleurs de nombreux propriétaires à vendre des logements énergivores\u00a0: pour qui sait les rénover, ce sont de vraies opportunités. Enfin, le temps joue pour vous\u00a0: plus tôt votre projet démarre, plus tôt les loyers remboursent votre crédit. Le bon moment reste celui où votre situation le permet, et nous vous le dirons franchement si ce n’est pas encore le cas.",
    ],
    alts: [
      "Illustration\u00a0: un calendrier sur lequel est entourée la date de lancement du projet",
      "Illustration\u00a0: une courbe des taux d’emprunt qui se stabilise",
      "Illustration\u00a0: un appartement à rénover mis en vente",
    ],
  },
  {
    n: 5,
    title: "Être accompagné, du premier échange au premier loyer",
    paragraphs: [
      "Chercher un bien, obtenir un financement, coordonner des artisans, meubler un logement, trouver des locataires\u00a0: mené seul, un tel projet demande des centaines d’heures, souvent à distance, et chaque erreur coûte cher. Avec nous, une équipe complète travaille sur votre projet et vous avez un interlocuteur unique à chaque étape.",
      "Vous gardez la main sur toutes les décisions importantes\u00a0: le choix du bien, le budget des travaux, le style de l’aménagement. Nos honoraires d’accompagnement sont fixes et apparaissent clairement dans le bilan financier de chaque projet, et votre espace client vous permet de suivre l’avancement de votre projet étape par étape.",
    ],
    alts: [
      "Illustration\u00a0: une conseillère et un investisseur échangent autour des plans d’un appartement",
      "Illustration\u00a0: le suivi des étapes du projet dans l’espace client",
      "Illustration\u00a0: remise des clés d’un appartement meublé, prêt à être loué",
    ],
  },
];

const SUFFIXES = ["a", "b", "c"] as const;

export default function FiveWhys() {
  return (
    <main id="contenu" className="bg-white text-slate-800">
      <header className="bg-sand">
        <div className="mx-auto max-w-6xl px-4 py-12 sm:px-6 md:py-16 lg:px-8">
          <h1 className="text-3xl font-bold tracking-tight text-navy sm:text-4xl md:text-5xl">
            5 bonnes raisons d’investir avec nous
          </h1>
          <p className="mt-4 max-w-3xl text-lg text-slate-700">
            Investir dans l’immobilier locatif est un projet important. Voici, sans promesse miracle, pourquoi nous
            croyons à l’investissement dans l’ancien rénové, et ce que notre accompagnement change concrètement.
          </p>
          <nav aria-label="Les 5 raisons" className="mt-8">
            <ol className="grid gap-2 sm:grid-cols-2 lg:grid-cols-3">
              {REASONS.map((reason) => (
                <li key={reason.n}>
                  <a
                    href={`#pourquoi-${reason.n}`}
                    className="flex h-full items-start gap-3 rounded-lg bg-white px-4 py-3 font-medium text-navy shadow-sm transition-colors hover:bg-navy hover:text-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-navy"
                  >
                    <span aria-hidden="true" className="font-bold">
                      {reason.n}.
                    </span>
                    <span>{reason.title}</span>
                  </a>
                </li>
              ))}
            </ol>
          </nav>
        </div>
      </header>

      {REASONS.map((reason, index) => {
        const headingId = `pourquoi-${reason.n}-titre`;
        const even = index % 2 === 1;
        return (
          <section
            key={reason.n}
            id={`pourquoi-${reason.n}`}
            aria-labelledby={headingId}
            className={`scroll-mt-24 ${even ? "bg-slate-50" : "bg-white"}`}
          >
            <div className="mx-auto grid max-w-6xl items-center gap-8 px-4 py-12 sm:px-6 md:grid-cols-2 md:gap-12 md:py-16 lg:px-8">
              <div className={even ? "md:order-2" : undefined}>
                <p className="text-sm font-semibold uppercase tracking-wider text-terracotta-dark">
                  Raison n°&nbsp;{reason.n}
                </p>
                <h2 id={headingId} className="mt-2 text-2xl font-bold text-navy sm:text-3xl">
                  {reason.title}
                </h2>
                {reason.paragraphs.map((paragraph, i) => (
                  <p key={i} className="mt-4 leading-relaxed">
                    {paragraph}
                  </p>
                ))}
              </div>
              <div className={even ? "md:order-1" : undefined}>
                <Carousel label={`Illustrations de la raison n°\u00a0${reason.n}`} id={`carrousel-pourquoi-${reason.n}`}>
                  {SUFFIXES.map((suffix, i) => (
                    <img
                      key={suffix}
                      src={`/images/pourquoi/${reason.n}-${suffix}.svg`}
                      width={800}
                      height={500}
                      alt={reason.alts[i]}
                      loading={reason.n === 1 && i === 0 ? "eager" : "lazy"}
                      decoding="async"
                      className="block h-auto w-full bg-sand"
                    />
                  ))}
                </Carousel>
              </div>
            </div>
          </section>
        );
      })}

      <section aria-labelledby="pourquoi-cta-titre" className="bg-navy text-white">
        <div className="mx-auto max-w-4xl px-4 py-14 text-center sm:px-6 lg:px-8">
          <h2 id="pourquoi-cta-titre" className="text-2xl font-bold sm:text-3xl">
            Prêt à passer à l’action&nbsp;?
          </h2>
          <p className="mx-auto mt-4 max-w-2xl text-lg text-slate-100">
            Parlez-nous de vos objectifs et de votre situation en quelques minutes. Nous revenons vers vous rapidement
            pour un premier échange.
          </p>
          <div className="mt-8 flex flex-col items-center justify-center gap-4 sm:flex-row">
            <Link
              to="/formulaire"
              className="inline-flex min-h-12 items-center rounded-full bg-terracotta-dark px-6 py-3 text-lg font-semibold text-white shadow transition-colors hover:bg-terracotta-deep focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
            >
              Démarrer mon projet
            </Link>
            <Link
              to="/comment-ca-marche"
              className="inline-flex min-h-12 items-center rounded-full border border-white px-6 py-3 font-semibold text-white transition-colors hover:bg-white hover:text-navy focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
            >
              Découvrir notre méthode
            </Link>
          </div>
        </div>
      </section>
    </main>
  );
}
