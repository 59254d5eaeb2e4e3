// The tenant’s application form and the guarantor’s deed (templates 1 and 2).
import { heading, para, note, fields, checks, checklist, lines, box, signatures, b, blank, type TemplateSpec } from "./model";

export const APPLICATION_TEMPLATES: TemplateSpec[] = [
  /* 1 ------------------------------------------------------------------- */
  {
    slug: "dossier-candidature-locataire",
    title: "Fiche de candidature locataire",
    subtitle:
      "À remplir par chaque candidat majeur (un exemplaire par colocataire ou par membre du couple) et à remettre avec les pièces justificatives. Les informations servent uniquement à l’étude de la candidature.",
    description:
      "Formulaire à remplir par chaque candidat pour présenter sa situation au propriétaire : identité, adresse, emploi, revenus et garant.",
    fileName: "fiche-candidature-locataire.pdf",
    keywords: ["location", "candidature", "locataire", "dossier"],
    style: { size: 9, fieldHeight: 20.5 },
    blocks: (company) => [
      heading("1. Logement demandé"),
      fields("Adresse du logement"),
      fields("Loyer hors charges (€)", "Charges (€)", "Date d’entrée souhaitée"),
      checks("Type de location :", ["Vide", "Meublée", "Colocation", "Bail étudiant (9 mois)"]),
      heading("2. Identité du candidat"),
      checks(undefined, ["Madame", "Monsieur"]),
      fields("Nom", "Prénom"),
      fields("Nom de naissance (si différent)", "Date de naissance"),
      fields("Lieu de naissance", "Personnes qui occuperont le logement"),
      fields("Téléphone", "Adresse électronique"),
      heading("3. Adresse actuelle"),
      fields("Adresse"),
      fields(["Code postal", 1], ["Ville", 2]),
      checks("Vous êtes :", ["Locataire", "Propriétaire", "Hébergé(e) à titre gratuit", "Autre"]),
      fields("Depuis le", "Loyer actuel charges comprises (€)"),
      fields("Motif du déménagement"),
      heading("4. Situation professionnelle"),
      checks(undefined, [
        "CDI",
        "CDD",
        "Intérim",
        "Fonctionnaire",
        "Indépendant / profession libérale",
        "Étudiant(e)",
        "Apprenti(e)",
        "Retraité(e)",
        "Sans emploi",
        "Autre",
      ]),
      fields("Profession ou poste occupé", "Employeur ou établissement"),
      fields("Adresse de l’employeur"),
      fields("Date d’embauche ou de début d’activité", "Fin de contrat (CDD, stage)"),
      checks("Période d’essai terminée :", ["Oui", "Non", "Sans objet"]),
      heading("5. Revenus mensuels nets"),
      fields("Salaires ou revenus d’activité (€)", "Pensions, retraites, rentes (€)"),
      fields("Prestations et allocations (€)", "Aide au logement estimée (€)"),
      fields("Autres revenus, à préciser (€)", "Total des revenus mensuels (€)"),
      heading("6. Garantie proposée"),
      checks(undefined, ["Caution personne physique", "Garantie Visale", "Organisme de cautionnement", "Aucune"]),
      fields("Nom et prénom du garant", "Lien avec le candidat"),
      fields("Téléphone du garant", "Adresse électronique du garant"),
      fields("Profession du garant", "Revenus mensuels nets du garant (€)"),
      heading("7. Pièces jointes"),
      checklist(
        [
          "Justificatif d’identité en cours de validité",
          "Justificatif de domicile actuel",
          "Justificatif(s) d’activité professionnelle",
          "Justificatif(s) de ressources",
          "Dernier avis d’imposition ou de non-imposition",
          "Dossier du garant ou visa Visale",
        ],
        2,
      ),
      note(
        "Seules les pièces prévues par le décret n° 2015-1437 du 5 novembre 2015 peuvent vous être demandées (voir la « Liste des pièces justificatives du locataire »). Ne joignez jamais de relevé bancaire.",
      ),
      heading("8. Observations"),
      lines(3),
      heading("9. Déclaration et signature"),
      para(
        "Je certifie sur l’honneur l’exactitude des renseignements portés sur cette fiche et l’authenticité des pièces jointes. Je suis informé(e) qu’une fausse déclaration peut entraîner le rejet de ma candidature et engager ma responsabilité.",
      ),
      fields("Fait à", "Le"),
      signatures("Signature du candidat"),
      box(
        [
          `Les informations recueillies sont destinées au seul bailleur et, le cas échéant, à son mandataire ou à ${company}, pour l’étude de votre candidature. Elles ne sont pas conservées au-delà de ce qui est nécessaire à cette étude. Vous disposez d’un droit d’accès, de rectification et d’effacement de vos données (règlement général sur la protection des données et loi « Informatique et libertés »).`,
        ],
        "Protection de vos données",
        7.8,
      ),
    ],
  },

  /* 2 ------------------------------------------------------------------- */
  {
    slug: "acte-caution-solidaire",
    title: "Acte de cautionnement solidaire",
    subtitle:
      "Cautionnement des obligations d’un locataire de logement – article 22-1 de la loi n° 89-462 du 6 juillet 1989 et articles 2288 et suivants du Code civil. Un acte par caution.",
    description:
      "Modèle d’acte par lequel un proche se porte caution solidaire d’un locataire, avec les mentions exigées par l’article 22-1 de la loi du 6 juillet 1989.",
    fileName: "acte-caution-solidaire.pdf",
    keywords: ["caution", "cautionnement solidaire", "garant", "bail", "loi du 6 juillet 1989"],
    style: { size: 8.8, fieldHeight: 18 },
    blocks: () => [
      heading("1. La caution"),
      fields("Nom", "Prénom"),
      fields("Date de naissance", "Lieu de naissance"),
      fields("Adresse"),
      fields("Téléphone", "Adresse électronique"),
      heading("2. Le bailleur (créancier)"),
      fields("Nom et prénom ou dénomination"),
      fields("Adresse"),
      fields("Mandataire, le cas échéant (nom et adresse)"),
      heading("3. Le ou les locataires cautionnés"),
      fields("Nom(s) et prénom(s)"),
      fields("En colocation : colocataire dont le congé met fin à l’engagement de la caution"),
      heading("4. Le contrat de location garanti"),
      fields("Adresse du logement loué"),
      checks("Nature du bail :", ["Location vide", "Location meublée", "Bail étudiant (9 mois)"]),
      fields("Date de signature du bail", "Date de prise d’effet", "Durée du bail"),
      fields("Loyer hors charges (€)", "Charges (€)", "Total mensuel (€)"),
      para([
        b("Révision du loyer. "),
        `Le loyer est révisé chaque année à la date anniversaire du bail ou à la date suivante : ${blank(22)}, selon la variation de l’indice de référence des loyers (IRL) publié par l’INSEE. Trimestre de référence : ${blank(18)} ; valeur de l’indice : ${blank(14)}.`,
      ]),
      heading("5. Engagement de la caution"),
      para(
        "La caution déclare se porter caution solidaire du ou des locataires désignés ci-dessus, au profit du bailleur, pour le paiement des loyers et de leurs révisions, des charges récupérables, des réparations locatives, des indemnités d’occupation éventuelles, ainsi que des intérêts, frais et accessoires dus en exécution du contrat de location.",
      ),
      para(
        "La caution renonce aux bénéfices de discussion et de division : le bailleur pourra lui réclamer les sommes dues sans poursuivre d’abord le locataire et, s’il existe plusieurs cautions, sans diviser ses poursuites entre elles.",
      ),
      para([
        b("Montant maximal garanti, en principal et accessoires : "),
        `${blank(16)} € (en chiffres), soit ${blank(60)} euros (en toutes lettres). En cas de différence, la somme écrite en toutes lettres prévaut.`,
      ]),
      para([b("Durée de l’engagement (cocher une case) :")], { align: "left" }),
      checklist([
        `Durée déterminée : jusqu’au ${blank(22)}, couvrant le bail initial ainsi que ses reconductions et renouvellements intervenant jusqu’à cette date.`,
        "Durée indéterminée : la caution peut alors résilier son engagement dans les conditions rappelées au point 6.",
      ]),
      heading("6. Reproduction de l’avant-dernier alinéa de l’article 22-1"),
      box([
        "« Lorsque le cautionnement d’obligations résultant d’un contrat de location conclu en application du présent titre ne comporte aucune indication de durée ou lorsque la durée du cautionnement est stipulée indéterminée, la caution peut le résilier unilatéralement. La résiliation prend effet au terme du contrat de location, qu’il s’agisse du contrat initial ou d’un contrat reconduit ou renouvelé, au cours duquel le bailleur reçoit notification de la résiliation. »",
      ]),
      heading("7. Mention de la caution"),
      para(
        "La caution appose ci-dessous, elle-même, une mention exprimant de façon explicite et non équivoque la connaissance qu’elle a de la nature et de l’étendue de son obligation. Depuis le 1er janvier 2022 (ordonnance n° 2021-1192 du 15 septembre 2021), la loi n’exige plus que cette mention soit manuscrite : elle peut aussi être apposée électroniquement, dans les conditions de l’article 1174 du Code civil. L’écrire de sa main reste la solution la plus sûre. Formule proposée, à compléter :",
      ),
      box([
        `« En me portant caution solidaire de ${blank(30)}, dans la limite de la somme de ${blank(12)} € (${blank(40)} euros) couvrant le paiement du principal, des intérêts, frais et accessoires, je m’engage à payer au bailleur ce que lui doit le locataire en cas de défaillance de celui-ci, pour la durée de ${blank(20)}. Je connais la nature et l’étendue de mon engagement. Renonçant aux bénéfices de discussion et de division, je reconnais ne pouvoir exiger du bailleur qu’il poursuive d’abord le locataire ou qu’il divise ses poursuites entre les cautions. Le loyer mensuel est de ${blank(12)} €, révisable chaque année selon l’indice de référence des loyers. »`,
      ]),
      lines(8),
      heading("8. Remise des documents et signatures"),
      para(
        "La caution reconnaît avoir reçu un exemplaire du contrat de location. Le présent acte est établi en autant d’exemplaires originaux que de parties.",
      ),
      fields("Fait à", "Le"),
      signatures("La caution", "Le bailleur ou son mandataire"),
      box(
        [
          "Les formalités de l’article 22-1 (montant du loyer et conditions de sa révision, mention de la caution, reproduction de l’alinéa cité au point 6, remise d’un exemplaire du bail) sont prescrites à peine de nullité du cautionnement.",
          "Un bailleur qui a souscrit une assurance garantissant les obligations locatives du locataire ne peut pas exiger de cautionnement, sauf si le logement est loué à un étudiant ou à un apprenti. Le bailleur ne peut pas refuser une caution au motif qu’elle n’a pas la nationalité française ou qu’elle ne réside pas en métropole.",
          "En colocation, l’engagement de la caution d’un colocataire qui donne congé prend fin à la date d’effet du congé si un nouveau colocataire figure au bail, et au plus tard six mois après cette date (article 8-1 de la loi du 6 juillet 1989).",
        ],
        "Rappels",
        7.8,
      ),
    ],
  },
];
