// The nine steps of our method, shared by the "Comment ça marche" page and the client progress tracker.
// Pure data: no imports, safe to use on the server and in the browser.

export interface Step {
  title: string;
  summary: string;
}

export const STEPS: Step[] = [
  {
    title: "Premier échange et questionnaire",
    summary:
      "Nous faisons connaissance, vous nous présentez vos objectifs et vous remplissez un questionnaire sur votre situation, votre budget et vos attentes.",
  },
  {
    title: "Définition de la stratégie et du budget",
    summary:
      "Nous définissons ensemble la ville, le type de bien, le mode de location et l’enveloppe globale, puis nous validons la faisabilité du financement.",
  },
  {
    title: "Recherche du bien",
    summary:
      "Notre chasseuse immobilière sélectionne et visite les biens correspondant à votre stratégie et ne vous présente que ceux qui répondent réellement à vos critères, chiffrage des travaux à l’appui.",
  },
  {
    title: "Offre d’achat et financement",
    summary:
      "Nous négocions et rédigeons l’offre avec vous, puis nous vous aidons à monter le dossier de prêt jusqu’à l’obtention de l’offre de la banque.",
  },
  {
    title: "Signature chez le notaire",
    summary:
      "Après le compromis et la levée des conditions suspensives, vous signez l’acte authentique et devenez propriétaire.",
  },
  {
    title: "Travaux de rénovation",
    summary:
      "Notre conducteur de travaux coordonne les artisans, suit le planning et le budget, et vous envoie régulièrement des photos du chantier.",
  },
  {
    title: "Ameublement et décoration",
    summary:
      "Nous meublons et décorons le logement pour qu’il soit conforme à la location meublée, agréable à vivre et attractif en photo.",
  },
  {
    title: "Mise en location",
    summary:
      "Photos, annonce, visites, sélection des locataires, bail et état des lieux\u00a0: nous trouvons vos premiers locataires.",
  },
  {
    title: "Gestion et suivi",
    summary:
      "Nous restons à vos côtés après la mise en location\u00a0: gestion locative si vous le souhaitez, suivi de la rentabilité et conseils pour la suite.",
  },
];

/** Step 1 is finished only once the questionnaire is complete (users.server.ts, finishStep1). */
export const STEP1_NEEDS_QUESTIONNAIRE = "Remplissez d’abord le questionnaire : l’étape 1 ne peut être terminée qu’une fois vos réponses complètes.";
