import { Link } from "react-router";
import { SHARED_CONTENT } from "~/components/layout/route-handle";
import type { Route } from "./+types/how-it-works";

// Content only: served without client scripts (decision 0012).
export const handle = SHARED_CONTENT;
import { seoMeta } from "~/domain/site/seo";
import { STEPS } from "~/domain/clients/steps";

export const meta: Route.MetaFunction = (args) =>
  seoMeta(args, {
    title: "Comment ça marche",
    description:
      "Notre méthode en neuf étapes, du premier échange à la gestion locative\u00a0: ce qui se passe, combien de temps cela prend, ce que vous faites et ce que nous faisons. Honoraires et questions fréquentes.",
  });

interface StepDetail {
  /** What happens during the step. */
  details: string;
  /** Typical duration. */
  duration: string;
  /** What the investor does. */
  investor: string;
  /** What we do. */
  us: string;
}

/** Details of each step, in the same order as STEPS (app/domain/clients/steps.ts). */
const STEP_DETAILS: StepDetail[] = [
  {
    details:
      "Un premier rendez-vous, en visioconférence ou par téléphone, pour comprendre votre projet\u00a0: pourquoi investir, avec quel horizon, quelle capacité d’épargne et quel niveau d’implication. Vous complétez ensuite notre questionnaire détaillé sur votre situation personnelle et professionnelle, vos revenus, vos charges, votre épargne et vos crédits en cours.",
    duration: "1 à 2 semaines",
    investor: "Vous remplissez le questionnaire et rassemblez vos premiers justificatifs (revenus, épargne, crédits en cours).",
    us: "Nous analysons votre situation, répondons à vos questions et vous disons franchement si un investissement est pertinent pour vous aujourd’hui.",
  },
  {
    details:
      "Nous choisissons ensemble la ville et le quartier, le type de bien (studio, deux-pièces, grand appartement pour une colocation), le mode de location et l’enveloppe globale\u00a0: prix d’achat, frais de notaire, travaux, ameublement et honoraires. Vous recevez une simulation détaillée\u00a0: mensualités, loyers attendus, charges, fiscalité et cash-flow.",
    duration: "2 à 4 semaines",
    investor: "Vous validez la stratégie et faites confirmer votre capacité d’emprunt par votre banque ou un courtier.",
    us: "Nous étudions les marchés locatifs visés, construisons la simulation financière et vous aidons à préparer votre rendez-vous bancaire.",
  },
  {
    details:
      "Nous repérons les biens correspondant à votre stratégie et les visitons pour vous. Pour chaque bien retenu, vous recevez un dossier complet\u00a0: photos, analyse du quartier, diagnostics, état de la copropriété, estimation des travaux et simulation de rentabilité.",
    duration: "1 à 3 mois en moyenne, selon le marché local",
    investor: "Vous étudiez les dossiers présentés et décidez de faire une offre ou non. Une visite sur place est possible, mais pas indispensable.",
    us: "Nous présélectionnons les annonces, visitons avec notre conducteur de travaux, chiffrons la rénovation et écartons les biens qui ne correspondent pas à votre stratégie.",
  },
  {
    details:
      "Nous négocions le prix et rédigeons l’offre d’achat avec vous. Une fois l’offre acceptée, le compromis de vente est signé, avec une condition suspensive d’obtention du prêt, et vous disposez d’un délai de rétractation de 10 jours. Le dossier de financement est ensuite présenté aux banques jusqu’à l’émission de l’offre de prêt.",
    duration: "6 à 10 semaines, de l’offre d’achat à l’offre de prêt",
    investor:
      "Vous signez l’offre d’achat et le compromis, transmettez les pièces demandées par la banque, puis acceptez l’offre de prêt à l’issue du délai de réflexion légal de 10 jours.",
    us: "Nous négocions, préparons avec vous le dossier de prêt (présentation du projet, simulation, devis de travaux) et faisons le lien entre l’agence, le notaire et la banque.",
  },
  {
    details:
      "Le notaire vérifie la situation juridique du bien, interroge la commune sur son droit de préemption et prépare l’acte authentique. Le jour de la signature, les fonds sont versés au vendeur et les clés vous sont remises\u00a0: vous êtes propriétaire.",
    duration: "En général 2 à 3 mois après le compromis",
    investor: "Vous signez l’acte de vente, sur place ou par procuration si vous ne pouvez pas vous déplacer.",
    us: "Nous suivons le dossier avec le notaire, organisons la signature et réservons les artisans à l’avance pour que le chantier démarre sans attendre.",
  },
  {
    details:
      "Les travaux sont lancés sur la base des devis validés\u00a0: électricité, plomberie, isolation, cuisine, salle d’eau, sols, peintures, parfois redistribution des pièces. Lorsque le chantier l’exige, nous anticipons les démarches auprès de la mairie ou l’autorisation de la copropriété.",
    duration: "1 à 4 mois, selon l’ampleur du chantier",
    investor: "Vous validez les devis et les choix de matériaux, puis réglez les factures des artisans au fil de l’avancement.",
    us: "Nous coordonnons les artisans, contrôlons la qualité et le respect du planning, vous envoyons des comptes rendus avec photos et vous prévenons avant toute dépense imprévue.",
  },
  {
    details:
      "Nous meublons le logement conformément à la liste du mobilier obligatoire en location meublée (literie, occultation des chambres, plaques de cuisson, four ou micro-ondes, réfrigérateur avec compartiment congélation, vaisselle et ustensiles, table et sièges, rangements, luminaires, matériel d’entretien), puis nous le décorons pour qu’il soit chaleureux et se démarque dans les annonces.",
    duration: "2 à 4 semaines",
    investor: "Vous validez le projet de décoration et le budget d’ameublement.",
    us: "Nous commandons, réceptionnons et montons le mobilier, installons la décoration et réalisons les photos du logement.",
  },
  {
    details:
      "Nous publions l’annonce, organisons les visites et étudions les dossiers des candidats. Viennent ensuite la signature du bail meublé (ou des baux de colocation), puis l’état des lieux et l’inventaire du mobilier à l’entrée des locataires. En parallèle, vous déclarez le début de votre activité de loueur en meublé dans les 15 jours auprès du guichet unique des formalités d’entreprises, afin d’obtenir votre numéro SIRET.",
    duration: "2 à 6 semaines",
    investor:
      "Vous choisissez vos locataires parmi les candidats que nous avons retenus, signez le bail, souscrivez une assurance propriétaire non occupant et effectuez votre déclaration d’activité, avec notre aide.",
    us: "Nous rédigeons l’annonce, faisons visiter, vérifions la solvabilité des candidats, préparons le bail et réalisons l’état des lieux d’entrée.",
  },
  {
    details:
      "Vous pouvez nous confier la gestion locative\u00a0: encaissement des loyers, quittances, relation avec les locataires, petites réparations, régularisation des charges, changements de locataires. Nous faisons aussi régulièrement le point avec vous sur la rentabilité réelle de votre bien et, si vous le souhaitez, sur un prochain investissement.",
    duration: "Dans la durée, tant que vous le souhaitez",
    investor:
      "Vous percevez vos loyers et tenez la comptabilité de votre activité de loueur en meublé, idéalement avec un expert-comptable, pour vos déclarations fiscales annuelles.",
    us: "Nous assurons la gestion courante si vous nous la confiez (ses frais figurent alors dans les charges mensuelles du bilan de votre projet) et restons votre interlocuteur pour toute question.",
  },
];

const FAQ: { question: string; answer: string }[] = [
  {
    question: "Combien de temps faut-il entre le premier échange et le premier loyer\u00a0?",
    answer:
      "En général, entre 7 et 12 mois. Les deux étapes les plus variables sont la recherche du bien, qui dépend du marché local, et les travaux, qui dépendent de l’état du logement. Nous vous donnons un calendrier prévisionnel dès la définition de la stratégie, puis nous le mettons à jour à chaque étape.",
  },
  {
    question: "Dois-je habiter près de la ville où j’investis\u00a0?",
    answer:
      "Non. Notre équipe se rend sur place à chaque étape\u00a0: visites, chantier, ameublement, mise en location. Vous suivez le projet à distance grâce à nos comptes rendus et à votre espace client, et la signature chez le notaire peut se faire par procuration.",
  },
  {
    question: "Quel budget faut-il prévoir\u00a0?",
    answer:
      "Il dépend surtout de la ville visée et de votre capacité d’emprunt. Le prix global de votre projet comprend l’achat, les frais de notaire, les travaux, l’ameublement et nos honoraires. Les banques demandent le plus souvent un apport personnel couvrant au moins les frais de notaire et de garantie, mais chaque dossier est différent\u00a0: nous faisons le point ensemble dès le premier échange.",
  },
  {
    question: "La rentabilité annoncée est-elle garantie\u00a0?",
    answer:
      "Non, et personne ne peut honnêtement la garantir. Nos simulations reposent sur les loyers pratiqués dans le quartier, des devis réels et des charges estimées avec prudence, mais un investissement locatif comporte des risques\u00a0: vacance locative, impayés, travaux imprévus dans la copropriété, évolution de la fiscalité. Nous vous les présentons clairement, ainsi que les moyens de les limiter, pour que vous décidiez en connaissance de cause.",
  },
  {
    question: "Qu’est-ce que le statut LMNP\u00a0?",
    answer:
      "Le statut de loueur en meublé non professionnel (LMNP) s’applique lorsque vous louez un logement meublé et que les recettes locatives de votre foyer ne dépassent pas 23\u00a0000\u00a0€ par an, ou restent inférieures à vos autres revenus d’activité. Au régime réel, le bien (hors terrain), les travaux et le mobilier peuvent être amortis, ce qui réduit souvent fortement l’imposition des loyers pendant plusieurs années. Depuis 2025, les amortissements déduits sont toutefois pris en compte dans le calcul de la plus-value en cas de revente. Nous vous recommandons de vous faire accompagner par un expert-comptable.",
  },
];

export default function HowItWorks() {
  return (
    <main id="contenu" className="bg-white text-slate-800">
      <header className="bg-sand">
        <div className="mx-auto max-w-5xl px-4 py-12 sm:px-6 md:py-16 lg:px-8">
          <h1 className="text-3xl font-bold tracking-tight text-navy sm:text-4xl md:text-5xl">Comment ça marche</h1>
          <p className="mt-4 max-w-3xl text-lg text-slate-700">
            De votre premier appel jusqu’à la gestion de votre bien, notre méthode suit neuf étapes. À chacune d’elles, vous
            savez ce qui se passe, combien de temps cela prend, ce que vous avez à faire et ce que nous prenons en charge.
            Dans votre espace client, vous suivez l’avancement de votre projet selon ces mêmes étapes.
          </p>
        </div>
      </header>

      <section aria-labelledby="methode-titre" className="mx-auto max-w-5xl px-4 py-12 sm:px-6 md:py-16 lg:px-8">
        <h2 id="methode-titre" className="text-2xl font-bold text-navy sm:text-3xl">
          Notre méthode en neuf étapes
        </h2>
        <ol className="mt-8 space-y-6">
          {STEPS.map((step, index) => {
            const detail = STEP_DETAILS[index];
            const n = index + 1;
            return (
              <li
                key={step.title}
                id={`etape-${n}`}
                className="scroll-mt-24 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6 md:p-8"
              >
                <div className="flex flex-col gap-4 sm:flex-row sm:items-start">
                  <span
                    aria-hidden="true"
                    className="flex h-12 w-12 shrink-0 items-center justify-center rounded-full bg-navy text-xl font-bold text-white"
                  >
                    {n}
                  </span>
                  <div className="min-w-0 flex-1">
                    <h3 className="text-xl font-bold text-navy sm:text-2xl">
                      <span className="sr-only">Étape {n}&nbsp;: </span>
                      {step.title}
                    </h3>
                    <p className="mt-2 font-medium text-slate-700 sm:text-lg">{step.summary}</p>
                    {detail ? (
                      <>
                        <p className="mt-3 leading-relaxed">{detail.details}</p>
                        <dl className="mt-5 grid gap-4 md:grid-cols-3">
                          <div className="rounded-xl bg-sand p-4">
                            <dt className="text-sm font-semibold uppercase tracking-wide text-terracotta-dark">Durée habituelle</dt>
                            <dd className="mt-1 font-medium text-navy">{detail.duration}</dd>
                          </div>
                          <div className="rounded-xl bg-slate-50 p-4">
                            <dt className="text-sm font-semibold uppercase tracking-wide text-slate-600">Ce que vous faites</dt>
                            <dd className="mt-1">{detail.investor}</dd>
                          </div>
                          <div className="rounded-xl bg-slate-50 p-4">
                            <dt className="text-sm font-semibold uppercase tracking-wide text-slate-600">Ce que nous faisons</dt>
                            <dd className="mt-1">{detail.us}</dd>
                          </div>
                        </dl>
                      </>
                    ) : null}
                  </div>
                </div>
              </li>
            );
          })}
        </ol>
        <p className="mt-8 rounded-xl border-l-4 border-sage bg-slate-50 p-5 leading-relaxed">
          Au total, comptez en général <strong>7 à 12 mois</strong> entre le premier échange et le premier loyer, selon la
          durée de la recherche et l’ampleur des travaux.
        </p>
      </section>

      <section aria-labelledby="honoraires-titre" className="bg-slate-50">
        <div className="mx-auto max-w-5xl px-4 py-12 sm:px-6 md:py-16 lg:px-8">
          <h2 id="honoraires-titre" className="text-2xl font-bold text-navy sm:text-3xl">
            Nos honoraires
          </h2>
          <div className="mt-6 space-y-4 leading-relaxed">
            <p>
              Notre accompagnement est rémunéré par des honoraires fixes. Ils sont inclus dans le prix global de votre
              projet, au même titre que le prix d’achat, les frais de notaire, les travaux et l’ameublement, et figurent sur
              une ligne dédiée, «&nbsp;Honoraires d’accompagnement&nbsp;», dans le bilan financier de chaque projet.
            </p>
            <p>
              Leur montant est fixé à l’avance&nbsp;: il ne dépend ni du montant des travaux ni de celui de l’ameublement.
              Nous n’avons donc aucun intérêt à vous faire dépenser davantage, seulement à réussir votre projet. Les frais
              de notaire, les éventuels frais d’agence et, si vous nous la confiez, la gestion locative apparaissent sur
              des lignes distinctes du bilan.
            </p>
            <p>
              <Link
                to="/projets"
                className="font-semibold text-navy underline underline-offset-4 hover:text-terracotta-dark focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-navy"
              >
                Consulter le bilan de nos projets réalisés
              </Link>
            </p>
          </div>
        </div>
      </section>

      <section aria-labelledby="faq-titre" className="mx-auto max-w-5xl px-4 py-12 sm:px-6 md:py-16 lg:px-8">
        <h2 id="faq-titre" className="text-2xl font-bold text-navy sm:text-3xl">
          Questions fréquentes
        </h2>
        <div className="mt-6 space-y-3">
          {FAQ.map((item) => (
            <details key={item.question} className="group rounded-xl border border-slate-200 bg-white">
              <summary className="flex cursor-pointer list-none items-center justify-between gap-4 rounded-xl p-5 font-semibold text-navy focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-navy [&::-webkit-details-marker]:hidden">
                <span>{item.question}</span>
                <span aria-hidden="true" className="text-2xl leading-none text-terracotta-dark transition-transform group-open:rotate-45">
                  +
                </span>
              </summary>
              <p className="px-5 pb-5 leading-relaxed">{item.answer}</p>
            </details>
          ))}
        </div>
      </section>

      <section aria-labelledby="demarrer-titre" className="bg-navy text-white">
        <div className="mx-auto max-w-4xl px-4 py-14 text-center sm:px-6 lg:px-8">
          <h2 id="demarrer-titre" className="text-2xl font-bold sm:text-3xl">
            Prêt à démarrer&nbsp;?
          </h2>
          <p className="mx-auto mt-4 max-w-2xl text-lg text-slate-100">
            La première étape commence par un questionnaire de quelques minutes. Une question avant de vous lancer&nbsp;?
            Écrivez-nous.
          </p>
          <div className="mt-8 flex flex-col items-center justify-center gap-4 sm:flex-row">
            <Link
              to="/formulaire"
              className="inline-flex min-h-12 items-center rounded-full bg-terracotta-dark px-6 py-3 text-lg font-semibold text-white shadow transition-colors hover:bg-terracotta-deep focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
            >
              Démarrer mon projet
            </Link>
            <Link
              to="/contact"
              className="inline-flex min-h-12 items-center rounded-full border border-white px-6 py-3 font-semibold text-white transition-colors hover:bg-white hover:text-navy focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
            >
              Nous contacter
            </Link>
          </div>
        </div>
      </section>
    </main>
  );
}
