// The lists of supporting documents for a guarantor and a tenant (templates 6 and 7), under the decree of 5 November 2015.
import { heading, para, bullets, fields, checklist, box, b, type TemplateSpec, type Rich } from "./model";

const IDENTITY_PIECES: Rich[] = [
  "carte nationale d’identité française ou étrangère ;",
  "passeport français ou étranger ;",
  "permis de conduire français ou étranger ;",
  "document justifiant du droit au séjour d’un ressortissant étranger : carte de séjour temporaire, carte de résident, carte de ressortissant d’un État membre de l’Union européenne ou de l’Espace économique européen.",
];

const ACTIVITY_PIECES: Rich[] = [
  "contrat de travail ou de stage ou, à défaut, attestation de l’employeur précisant l’emploi et la rémunération proposée, la date d’entrée en fonctions envisagée et, le cas échéant, la durée de la période d’essai ;",
  "pour une entreprise commerciale ou artisanale : extrait K ou K bis du registre du commerce et des sociétés, ou extrait d’immatriculation (ex-extrait D1 du répertoire des métiers), de moins de trois mois ;",
  "pour un travailleur indépendant : copie du certificat d’identification de l’INSEE comportant les numéros d’identification ;",
  "pour une profession libérale : copie de la carte professionnelle ;",
  "pour les autres professionnels : toute pièce récente attestant de l’activité ;",
  "pour un étudiant : carte d’étudiant ou certificat de scolarité de l’année en cours.",
];

const RESOURCES_PIECES: Rich[] = [
  "dernier ou avant-dernier avis d’imposition ou de non-imposition (ou avis équivalent établi par l’administration fiscale étrangère pour les revenus imposés hors de France) ;",
  "trois derniers bulletins de salaire ;",
  "justificatif de versement des indemnités de stage ;",
  "pour les non-salariés : deux derniers bilans ou, à défaut, attestation de ressources pour l’exercice en cours délivrée par un comptable ;",
  "justificatif de versement des indemnités, retraites, pensions, prestations sociales et familiales et allocations perçues lors des trois derniers mois, ou justificatif de l’ouverture des droits établi par l’organisme payeur ;",
  "avis d’attribution de bourse pour les étudiants boursiers ;",
  "titre de propriété d’un bien immobilier ou dernier avis de taxe foncière ;",
  "justificatif de revenus fonciers, de rentes viagères ou de revenus de valeurs et capitaux mobiliers.",
];

const FORBIDDEN_PIECES =
  "relevé de compte bancaire ou postal, attestation de bonne tenue de compte, attestation d’absence de crédit en cours, autorisation de prélèvement automatique, carte d’assuré social, photographie d’identité (hors celle de la pièce d’identité), contrat de mariage, certificat de concubinage, jugement de divorce (hors passage relatif à l’autorité parentale), dossier médical, extrait de casier judiciaire, chèque de réservation du logement, production de plus de deux bilans.";
export const PIECES_TEMPLATES: TemplateSpec[] = [
  {
    slug: "pieces-garant",
    title: "Liste des pièces justificatives du garant",
    subtitle:
      "Pièces que le bailleur peut demander à la personne qui se porte caution d’un candidat locataire – annexe II du décret n° 2015-1437 du 5 novembre 2015, pris pour l’application de l’article 22-2 de la loi du 6 juillet 1989.",
    description:
      "Liste, avec cases à cocher, des seuls justificatifs qu’un bailleur peut demander à la personne qui se porte caution du locataire.",
    fileName: "pieces-justificatives-garant.pdf",
    keywords: ["garant", "caution", "pièces justificatives", "décret 2015-1437", "dossier de location"],
    style: { size: 9, fieldHeight: 19 },
    blocks: (company) => [
      para(
        "Cette liste est limitative : le bailleur ou son mandataire ne peut exiger aucune autre pièce de la caution. Cochez les pièces au fur et à mesure que vous les réunissez ; des copies lisibles suffisent.",
      ),
      heading("A. Garant personne physique"),
      para([b("1. Justificatif d’identité"), " – une seule pièce, en cours de validité, comportant la photographie et la signature du titulaire :"], {
        align: "left",
      }),
      checklist(IDENTITY_PIECES),
      para([b("2. Justificatif de domicile"), " – une seule pièce parmi :"], { align: "left" }),
      checklist([
        "dernière quittance de loyer ;",
        "facture d’eau, de gaz ou d’électricité de moins de trois mois ;",
        "attestation d’assurance logement de moins de trois mois ;",
        "dernier avis de taxe foncière ou, à défaut, titre de propriété de la résidence principale.",
      ]),
      para([b("3. Justificatifs d’activité professionnelle"), " – un ou plusieurs documents parmi :"], { align: "left" }),
      checklist(ACTIVITY_PIECES),
      para([b("4. Justificatifs de ressources"), " – un ou plusieurs documents parmi :"], { align: "left" }),
      checklist(RESOURCES_PIECES),
      heading("B. Garant personne morale"),
      checklist([
        "extrait K bis de moins de trois mois ou toute autre pièce justifiant de l’existence légale de la personne morale (statuts, récépissé de déclaration d’association...) ;",
        "justificatif d’identité du représentant de la personne morale (voir la liste du point A.1).",
      ]),
      heading("C. Garantie Visale"),
      para(
        "Si le locataire bénéficie de la garantie Visale d’Action Logement, il transmet le visa certifié qui lui a été délivré : aucun dossier de caution n’est alors à constituer pour cette garantie.",
      ),
      heading("D. Documents à joindre au moment du bail"),
      checklist([
        "Acte de cautionnement complété et signé (modèle « Acte de cautionnement solidaire »), accompagné d’un exemplaire du contrat de location remis à la caution.",
      ]),
      box(
        [
          `Aucune autre pièce ne peut être exigée, notamment : ${FORBIDDEN_PIECES}`,
          "Le bailleur ne peut pas refuser une caution au motif qu’elle n’a pas la nationalité française ou qu’elle ne réside pas en métropole. Le bailleur qui exige une pièce non prévue par le décret encourt une amende administrative pouvant atteindre 3 000 € pour une personne physique et 15 000 € pour une personne morale.",
        ],
        "Ce que le bailleur ne peut pas demander",
        7.9,
      ),
      heading(`E. Les conseils ${company}`),
      bullets([
        "Constituez un dossier distinct de celui du locataire, transmis avec sa candidature.",
        "Avant de signer l’acte de cautionnement, lisez le bail et vérifiez le montant maximal et la durée de votre engagement.",
        "Joignez une traduction en français des documents rédigés dans une autre langue et indiquez les montants en euros.",
        "Ne remettez jamais vos originaux : une copie suffit.",
      ]),
      fields("Dossier transmis le", "À (bailleur ou agence)"),
    ],
  },

  /* 7 ------------------------------------------------------------------- */
  {
    slug: "pieces-locataire",
    title: "Liste des pièces justificatives du locataire",
    subtitle:
      "Pièces que le bailleur peut demander au candidat à la location d’un logement vide ou meublé loué à titre de résidence principale – annexe I du décret n° 2015-1437 du 5 novembre 2015, pris pour l’application de l’article 22-2 de la loi du 6 juillet 1989.",
    description:
      "Liste, avec cases à cocher, des justificatifs autorisés par le décret n° 2015-1437 pour constituer un dossier de location complet.",
    fileName: "pieces-justificatives-locataire.pdf",
    keywords: ["locataire", "pièces justificatives", "dossier de location", "décret 2015-1437"],
    style: { size: 9, fieldHeight: 19 },
    blocks: (company) => [
      para(
        "Cette liste est limitative : le bailleur ou son mandataire ne peut exiger aucune autre pièce. Chaque candidat majeur (colocataire, conjoint, partenaire) constitue son propre dossier. Cochez les pièces au fur et à mesure que vous les réunissez ; des copies lisibles suffisent.",
      ),
      heading("1. Justificatif d’identité"),
      para("Une seule pièce, en cours de validité, comportant la photographie et la signature du titulaire :", { align: "left" }),
      checklist(IDENTITY_PIECES),
      heading("2. Justificatif de domicile"),
      para("Une seule pièce parmi :", { align: "left" }),
      checklist([
        "trois dernières quittances de loyer ou, à défaut, attestation du précédent bailleur (ou de son mandataire) indiquant que vous êtes à jour de vos loyers et charges ;",
        "attestation d’élection de domicile établissant le lien avec un organisme agréé (article L. 264-2 du Code de l’action sociale et des familles) ;",
        "attestation sur l’honneur de l’hébergeant indiquant que vous résidez à son domicile ;",
        "dernier avis de taxe foncière ou, à défaut, titre de propriété de la résidence principale.",
      ]),
      heading("3. Justificatifs d’activité professionnelle"),
      para("Un ou plusieurs documents parmi :", { align: "left" }),
      checklist(ACTIVITY_PIECES),
      heading("4. Justificatifs de ressources"),
      para("Un ou plusieurs documents parmi :", { align: "left" }),
      checklist([
        ...RESOURCES_PIECES.slice(0, 5),
        "attestation de simulation des aides au logement établie par l’organisme payeur, ou simulation établie par vous-même ;",
        ...RESOURCES_PIECES.slice(5),
      ]),
      heading("5. Garantie"),
      checklist([
        "Dossier de la personne qui se porte caution (voir la « Liste des pièces justificatives du garant »), ou visa certifié de la garantie Visale.",
      ]),
      box(
        [
          `Ne peuvent notamment pas vous être demandés : ${FORBIDDEN_PIECES} L’attestation du précédent bailleur ne peut être exigée si vous présentez vos quittances, ni l’attestation de l’employeur si vous fournissez votre contrat de travail et vos derniers bulletins de salaire.`,
          "Le bailleur qui exige une pièce non prévue par le décret encourt une amende administrative pouvant atteindre 3 000 € pour une personne physique et 15 000 € pour une personne morale.",
        ],
        "Ce que le bailleur ne peut pas vous demander",
        7.9,
      ),
      heading(`6. Les conseils ${company}`),
      bullets([
        "Classez vos pièces dans l’ordre de cette liste et regroupez-les en un seul dossier numérique lisible, par exemple avec DossierFacile, le service de l’État dédié au dossier de location.",
        "Déclarez toutes vos ressources, y compris les aides et allocations : votre solvabilité est appréciée au regard du loyer charges comprises.",
        "Joignez une traduction en français des documents rédigés dans une autre langue et indiquez les montants en euros.",
        "Ne remettez jamais vos originaux : une copie suffit.",
      ]),
      fields("Dossier transmis le", "À (bailleur ou agence)"),
    ],
  },
];
