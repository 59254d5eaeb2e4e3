// The demo's team and testimonials (issue 23, decision 0044): the team the team page used to show, now
// with professional details and a drawn portrait each, and four clients of demo projects already bought.
import type { TeamMemberInput, TestimonialInput } from "~/domain/content/entities";

export interface DemoTeamMember extends Omit<TeamMemberInput, "photo"> {
  /** The seed of the member's portrait (illustrations.ts, portraitSvg): it picks their hair and clothes. */
  portrait: number;
}

export const demoTeam: DemoTeamMember[] = [
  {
    prenom: "Julien",
    nom: "Marchand",
    role: "Fondateur",
    parcours: "15 ans d’investissement locatif, ancien analyste crédit en banque, titulaire de la carte T",
    bio: "Investisseur lui-même, Julien a acheté, rénové et mis en location plusieurs appartements anciens avant de fonder Investir Serein. Il définit avec chaque client sa stratégie et veille à ce que chaque projet reste fidèle à ses objectifs.",
    position: 1,
    portrait: 603,
  },
  {
    prenom: "Camille",
    nom: "Roux",
    role: "Chasseuse immobilière",
    parcours: "9 ans en agence puis en chasse immobilière, plus de 120 biens achetés pour des investisseurs",
    bio: "Camille est sur le terrain chaque semaine pour visiter les biens et analyser les quartiers, les diagnostics et les documents de copropriété. Elle ne vous présente que les biens qu’elle a vus et sait défendre, puis négocie le prix au plus juste.",
    position: 2,
    portrait: 601,
  },
  {
    prenom: "Karim",
    nom: "Benali",
    role: "Conducteur de travaux",
    parcours: "BTS Bâtiment, 12 ans de chantiers de rénovation dans l’ancien",
    bio: "Karim chiffre les travaux dès la visite, sélectionne les artisans et coordonne le chantier jusqu’à la réception. Il vous tient informé régulièrement de l’avancement, photos à l’appui.",
    position: 3,
    portrait: 606,
  },
  {
    prenom: "Léa",
    nom: "Fontaine",
    role: "Décoratrice et responsable de l’ameublement",
    parcours: "Diplômée en architecture intérieure, 7 ans d’aménagement de logements meublés",
    bio: "Léa conçoit des intérieurs chaleureux, pratiques et résistants, pensés pour plaire aux locataires et durer. Elle se charge des achats, de la livraison et du montage, pour un logement prêt à vivre le jour de la mise en location.",
    position: 4,
    portrait: 602,
  },
  {
    prenom: "Sophie",
    nom: "Garnier",
    role: "Gestionnaire locative",
    parcours: "10 ans de gestion locative, 180 logements suivis, titulaire de la carte G",
    bio: "Sophie rédige les annonces, organise les visites et sélectionne des locataires solides. Elle assure ensuite la gestion au quotidien, de l’encaissement des loyers aux petites réparations, et reste votre interlocutrice pour toute question.",
    position: 5,
    portrait: 604,
  },
];

export interface DemoTestimonial extends Omit<TestimonialInput, "projectId"> {
  /** The demo project bought, by its title. */
  projectTitle: string;
}

export const demoTestimonials: DemoTestimonial[] = [
  {
    prenom: "Nathalie",
    ville: "Lyon",
    date: "2026-10-14",
    projectTitle: "T4 transformé en colocation de 3 chambres à Jacquard",
    texte:
      "Je n’avais jamais investi loin de chez moi. Les comptes rendus de chantier avec photos chaque semaine m’ont rassurée, et les trois chambres étaient louées avant la fin des travaux.",
  },
  {
    prenom: "Thomas",
    ville: "Paris",
    date: "2026-08-30",
    projectTitle: "Immeuble de quatre logements rénové à Carnot-Marceau",
    texte:
      "Un immeuble entier me semblait hors de portée. Le bilan détaillé et la simulation de la banque m’ont permis de présenter un dossier solide\u00a0: prêt accordé en trois semaines.",
  },
  {
    prenom: "Aurélie",
    ville: "Nantes",
    date: "2026-05-12",
    projectTitle: "T5 rénové en colocation de 4 chambres près de la gare",
    texte:
      "Ce qui m’a décidée, c’est la transparence : les honoraires, les travaux et le loyer étaient chiffrés dès le départ, et les chiffres se sont vérifiés une fois le bien loué.",
  },
  {
    prenom: "Marc",
    ville: "Strasbourg",
    date: "2026-02-03",
    projectTitle: "T4 entièrement rénové en colocation près du campus de la Fonderie",
    texte:
      "Camille a visité une dizaine de biens avant de me proposer celui-ci. Un an après, la colocation est pleine et Sophie s’occupe de tout\u00a0: je n’ai rien eu à gérer.",
  },
];
