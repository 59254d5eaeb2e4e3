// The furnished and unfurnished leases under the ALUR law (templates 3 and 4).
import { heading, para, fields, checks, checklist, lines, box, signatures, keep, b, blank, type TemplateSpec, type Rich } from "./model";

const LEASE_REMINDERS: Rich[] = [
  [
    b("Révision du loyer : "),
    "elle prend effet à la date de la demande du bailleur, sans effet rétroactif ; faute de demande dans l’année qui suit la date prévue, le bailleur est réputé y avoir renoncé pour l’année écoulée (article 17-1).",
  ],
  [
    b("Performance énergétique : "),
    "en France métropolitaine, les loyers des logements classés F ou G au diagnostic de performance énergétique ne peuvent plus être augmentés (révision, majoration ou réévaluation) depuis le 24 août 2022, et un logement classé G ne répond plus aux critères de décence pour les baux conclus ou renouvelés depuis le 1er janvier 2025.",
  ],
  [
    b("Charges et réparations : "),
    "la liste des charges récupérables est fixée par le décret n° 87-713 du 26 août 1987 et celle des réparations locatives par le décret n° 87-712 du 26 août 1987.",
  ],
  [
    b("Assurance : "),
    "le locataire remet une attestation d’assurance contre les risques locatifs lors de la remise des clés, puis chaque année à la demande du bailleur.",
  ],
];
export const LEASE_TEMPLATES: TemplateSpec[] = [
  {
    slug: "bail-meuble-alur",
    title: "Contrat de location meublée (loi ALUR)",
    subtitle:
      "Logement meublé loué à titre de résidence principale – titre Ier bis de la loi n° 89-462 du 6 juillet 1989 modifiée par la loi n° 2014-366 du 24 mars 2014 (ALUR) ; modèle établi d’après le contrat type du décret n° 2015-587 du 29 mai 2015.",
    description:
      "Modèle de bail d’un an, ou de neuf mois pour un étudiant, pour louer un logement meublé à titre de résidence principale.",
    fileName: "contrat-location-meublee.pdf",
    keywords: ["bail", "location meublée", "loi ALUR", "contrat de location"],
    style: { size: 8.9, fieldHeight: 18 },
    blocks: () => [
      heading("I. Désignation des parties"),
      fields("Bailleur : nom et prénom ou dénomination"),
      fields(["Adresse du bailleur", 2], ["Adresse électronique", 1]),
      checks("Le bailleur est :", ["une personne physique", "une SCI familiale", "une autre personne morale"]),
      fields("Mandataire éventuel : nom, adresse, n° et lieu de délivrance de la carte professionnelle"),
      fields("Locataire(s) : nom(s) et prénom(s)"),
      fields("Adresse électronique du ou des locataires (facultatif)"),
      heading("II. Objet du contrat"),
      fields("Adresse du logement (bâtiment, escalier, étage, porte)"),
      checks("Type d’habitat :", ["immeuble collectif", "maison individuelle"]),
      checks("Régime juridique :", ["monopropriété", "copropriété"]),
      fields("Période de construction", "Surface habitable (m²)", "Pièces principales"),
      fields("Autres parties du logement (grenier, terrasse, balcon, jardin...)"),
      checks("Chauffage :", ["individuel", "collectif"]),
      checks("Eau chaude sanitaire :", ["individuelle", "collective"]),
      fields("Locaux et équipements accessoires à usage privatif (cave, parking, garage...)"),
      fields("Parties et équipements communs (ascenseur, local vélos, espaces verts...)"),
      fields("Équipements d’accès aux technologies de l’information (fibre, câble, antenne...)"),
      checks("Destination :", ["habitation principale", "usage mixte professionnel et d’habitation"]),
      heading("III. Date de prise d’effet et durée"),
      fields("Date de prise d’effet du contrat"),
      checklist([
        [b("Un an"), ", reconduit tacitement par périodes d’un an à défaut de congé."],
        [b("Neuf mois"), " (locataire étudiant) : le contrat n’est pas reconduit et prend fin à son terme sans qu’un congé soit nécessaire."],
      ]),
      para(
        "Le locataire peut donner congé à tout moment avec un préavis d’un mois. Le bailleur peut donner congé pour le terme du contrat, avec un préavis de trois mois, pour reprendre ou vendre le logement ou pour un motif légitime et sérieux (article 25-8 de la loi du 6 juillet 1989). Le congé est notifié par lettre recommandée avec avis de réception, acte de commissaire de justice ou remise en main propre contre récépissé.",
      ),
      heading("IV. Conditions financières"),
      fields("Loyer hors charges (€)", "Charges (€)", "Total mensuel (€)"),
      checks("Charges :", ["provisions, régularisées chaque année", "forfait (non régularisable)"]),
      para(
        [
          b("Zone d’encadrement des loyers, le cas échéant : "),
          `loyer de référence ${blank(10)} €/m², loyer de référence majoré ${blank(10)} €/m², complément de loyer ${blank(10)} € justifié par ${blank(30)}.`,
        ],
        { align: "left" },
      ),
      para([
        b("Révision : "),
        `le loyer est révisé chaque année à la date anniversaire du contrat, selon la variation de l’indice de référence des loyers (IRL) publié par l’INSEE. Trimestre de référence : ${blank(16)}.`,
      ]),
      para([
        b("Paiement : "),
        `mensuel et d’avance, le ${blank(6)} de chaque mois, par ${blank(28)}. Une quittance est remise gratuitement au locataire qui en fait la demande.`,
      ]),
      fields(["Précédent locataire parti depuis moins de 18 mois : dernier loyer (€)", 2], ["versé le", 1]),
      fields("Travaux réalisés depuis le dernier contrat (nature, montant)"),
      heading("V. Garanties"),
      para([
        b("Dépôt de garantie : "),
        `${blank(14)} €, versé à la signature, dans la limite de deux mois de loyer hors charges (article 25-6). Il est restitué dans un délai d’un mois à compter de la remise des clés si l’état des lieux de sortie est conforme à l’état des lieux d’entrée, de deux mois dans le cas contraire, déduction faite des sommes restant dues au bailleur et dûment justifiées. À défaut, la somme due est majorée de 10 % du loyer mensuel hors charges par mois de retard commencé.`,
      ]),
      checks("Garantie :", ["aucune", "acte de cautionnement annexé", "garantie Visale", "autre"]),
      heading("VI. Mobilier et inventaire"),
      para(
        "Le logement est équipé d’un mobilier en nombre et en qualité suffisants pour permettre au locataire d’y dormir, manger et vivre convenablement au regard des exigences de la vie courante, comprenant au minimum (décret n° 2015-981 du 31 juillet 2015) :",
      ),
      checklist(
        [
          "literie comprenant couette ou couverture",
          "occultation des fenêtres des chambres",
          "plaques de cuisson",
          "four ou four à micro-ondes",
          "réfrigérateur avec compartiment à -6 °C au plus, ou congélateur",
          "vaisselle nécessaire à la prise des repas",
          "ustensiles de cuisine",
          "table et sièges",
          "étagères de rangement",
          "luminaires",
          "matériel d’entretien ménager adapté au logement",
        ],
        2,
      ),
      para(
        "Un inventaire et état détaillé du mobilier, établi contradictoirement lors de la remise des clés, est annexé au contrat, de même que l’état des lieux d’entrée.",
      ),
      heading("VII. Clauses"),
      para([
        b("Solidarité. "),
        "Lorsque le logement est loué à plusieurs locataires, ceux-ci sont tenus solidairement et indivisiblement de l’exécution du contrat. La solidarité d’un colocataire qui donne congé, et celle de sa caution, prennent fin à la date d’effet du congé si un nouveau colocataire figure au bail, et au plus tard six mois après cette date.",
      ]),
      para([
        b("Clause résolutoire. "),
        "Le contrat est résilié de plein droit, dans les conditions de l’article 24 de la loi du 6 juillet 1989, à défaut de paiement du loyer ou des charges aux termes convenus ou de versement du dépôt de garantie, après un commandement de payer demeuré infructueux ; à défaut d’assurance du locataire contre les risques locatifs, un mois après un commandement demeuré infructueux ; ou en cas de troubles de voisinage constatés par une décision de justice passée en force de chose jugée.",
      ]),
      para([
        b("Obligations. "),
        "Le locataire use paisiblement du logement, paie le loyer et les charges aux termes convenus, répond des dégradations survenues pendant la location, assure l’entretien courant et les menues réparations, et s’assure contre les risques locatifs. Le bailleur délivre un logement décent, en bon état d’usage et de réparation, et en assure la jouissance paisible.",
      ]),
      para([
        b("Honoraires. "),
        `Si le bail est conclu par un intermédiaire, les honoraires à la charge du locataire (visite, dossier, rédaction du bail, état des lieux) ne peuvent excéder ni ceux du bailleur ni les plafonds réglementaires : ${blank(12)} € dont ${blank(10)} € pour l’état des lieux ; à la charge du bailleur : ${blank(12)} €.`,
      ]),
      heading("VIII. Conditions particulières"),
      lines(3),
      heading("IX. Annexes"),
      checklist(
        [
          "Dossier de diagnostic technique (DPE, plomb, électricité, gaz, état des risques, amiante, bruit le cas échéant)",
          "Notice d’information relative aux droits et obligations des locataires et des bailleurs",
          "État des lieux d’entrée",
          "Inventaire et état détaillé du mobilier",
          "Extraits du règlement de copropriété (destination, usage des parties, quote-part des charges)",
          "Acte de cautionnement, le cas échéant",
        ],
        2,
      ),
      box(
        [
          ...LEASE_REMINDERS,
          [
            b("Inventaire : "),
            "un inventaire et un état détaillé du mobilier sont établis lors de la remise et de la restitution des clés, en autant d’exemplaires que de parties (article 25-5).",
          ],
        ],
        "Rappels utiles",
        7.9,
      ),
      keep(150),
      heading("X. Signatures"),
      para(
        "Chaque partie reconnaît avoir reçu un exemplaire original du présent contrat et de ses annexes. Signature de chaque partie, et de chaque locataire en cas de pluralité.",
      ),
      fields(["Fait à", 2], ["Le", 1.4], ["en (nombre) exemplaires", 1.6]),
      signatures("Le bailleur ou son mandataire", "Le ou les locataires"),
    ],
  },

  /* 4 ------------------------------------------------------------------- */
  {
    slug: "bail-vide-alur",
    title: "Contrat de location vide (loi ALUR)",
    subtitle:
      "Logement non meublé loué à titre de résidence principale – titre Ier de la loi n° 89-462 du 6 juillet 1989 modifiée par la loi n° 2014-366 du 24 mars 2014 (ALUR) ; modèle établi d’après le contrat type du décret n° 2015-587 du 29 mai 2015.",
    description:
      "Modèle de bail de trois ans pour louer un logement vide à titre de résidence principale, conforme à la loi ALUR.",
    fileName: "contrat-location-vide.pdf",
    keywords: ["bail", "location vide", "location nue", "loi ALUR", "contrat de location"],
    style: { size: 8.9, fieldHeight: 18 },
    blocks: () => [
      heading("I. Désignation des parties"),
      fields("Bailleur : nom et prénom ou dénomination"),
      fields(["Adresse du bailleur", 2], ["Adresse électronique", 1]),
      checks("Le bailleur est :", ["une personne physique", "une SCI familiale", "une autre personne morale"]),
      fields("Mandataire éventuel : nom, adresse, n° et lieu de délivrance de la carte professionnelle"),
      fields("Locataire(s) : nom(s) et prénom(s)"),
      fields("Adresse électronique du ou des locataires (facultatif)"),
      heading("II. Objet du contrat"),
      fields("Adresse du logement (bâtiment, escalier, étage, porte)"),
      checks("Type d’habitat :", ["immeuble collectif", "maison individuelle"]),
      checks("Régime juridique :", ["monopropriété", "copropriété"]),
      fields("Période de construction", "Surface habitable (m²)", "Pièces principales"),
      fields("Autres parties du logement (grenier, terrasse, balcon, jardin...)"),
      fields("Éléments d’équipement du logement (cuisine équipée, installations sanitaires...)"),
      checks("Chauffage :", ["individuel", "collectif"]),
      checks("Eau chaude sanitaire :", ["individuelle", "collective"]),
      fields("Locaux et équipements accessoires à usage privatif (cave, parking, garage...)"),
      fields("Parties et équipements communs (ascenseur, local vélos, espaces verts...)"),
      fields("Équipements d’accès aux technologies de l’information (fibre, câble, antenne...)"),
      checks("Destination :", ["habitation principale", "usage mixte professionnel et d’habitation"]),
      heading("III. Date de prise d’effet et durée"),
      fields("Date de prise d’effet du contrat"),
      checklist([
        [b("Trois ans"), " (bailleur personne physique ou SCI familiale)."],
        [b("Six ans"), " (bailleur personne morale)."],
        [
          b("Durée réduite"),
          ` d’au moins un an (bailleur personne physique, article 11), justifiée par l’événement familial ou professionnel précis suivant : ${blank(50)}`,
        ],
      ]),
      para(
        "À défaut de congé, le contrat est reconduit tacitement pour la même durée (trois ou six ans). Le locataire peut donner congé à tout moment avec un préavis de trois mois, réduit à un mois notamment en zone tendue, en cas d’obtention d’un premier emploi, de mutation, de perte d’emploi ou de nouvel emploi consécutif à une perte d’emploi, pour raison de santé ou pour les bénéficiaires du RSA ou de l’AAH (article 15). Le bailleur peut donner congé pour le terme du contrat, avec un préavis de six mois, pour reprendre ou vendre le logement ou pour un motif légitime et sérieux.",
      ),
      heading("IV. Conditions financières"),
      fields("Loyer hors charges (€)", "Provision sur charges (€)", "Total mensuel (€)"),
      para(
        "Les charges récupérables sont payées par provisions mensuelles, régularisées chaque année au vu du décompte par nature de charges ; les pièces justificatives sont tenues à la disposition du locataire.",
      ),
      para(
        [
          b("Zone d’encadrement des loyers, le cas échéant : "),
          `loyer de référence ${blank(10)} €/m², loyer de référence majoré ${blank(10)} €/m², complément de loyer ${blank(10)} € justifié par ${blank(30)}.`,
        ],
        { align: "left" },
      ),
      para([
        b("Révision : "),
        `le loyer est révisé chaque année à la date anniversaire du contrat, selon la variation de l’indice de référence des loyers (IRL) publié par l’INSEE. Trimestre de référence : ${blank(16)}.`,
      ]),
      para([
        b("Paiement : "),
        `mensuel et d’avance, le ${blank(6)} de chaque mois, par ${blank(28)}. Une quittance est remise gratuitement au locataire qui en fait la demande.`,
      ]),
      fields(["Précédent locataire parti depuis moins de 18 mois : dernier loyer (€)", 2], ["versé le", 1]),
      fields("Travaux réalisés depuis le dernier contrat (nature, montant)"),
      heading("V. Garanties"),
      para([
        b("Dépôt de garantie : "),
        `${blank(14)} €, versé à la signature, dans la limite d’un mois de loyer hors charges (article 22). Il est restitué dans un délai d’un mois à compter de la remise des clés si l’état des lieux de sortie est conforme à l’état des lieux d’entrée, de deux mois dans le cas contraire, déduction faite des sommes restant dues au bailleur et dûment justifiées. À défaut, la somme due est majorée de 10 % du loyer mensuel hors charges par mois de retard commencé.`,
      ]),
      checks("Garantie :", ["aucune", "acte de cautionnement annexé", "garantie Visale", "autre"]),
      heading("VI. Clauses"),
      para([
        b("Solidarité. "),
        "Lorsque le logement est loué à plusieurs locataires, ceux-ci sont tenus solidairement et indivisiblement de l’exécution du contrat. La solidarité d’un colocataire qui donne congé, et celle de sa caution, prennent fin à la date d’effet du congé si un nouveau colocataire figure au bail, et au plus tard six mois après cette date.",
      ]),
      para([
        b("Clause résolutoire. "),
        "Le contrat est résilié de plein droit, dans les conditions de l’article 24 de la loi du 6 juillet 1989, à défaut de paiement du loyer ou des charges aux termes convenus ou de versement du dépôt de garantie, après un commandement de payer demeuré infructueux ; à défaut d’assurance du locataire contre les risques locatifs, un mois après un commandement demeuré infructueux ; ou en cas de troubles de voisinage constatés par une décision de justice passée en force de chose jugée.",
      ]),
      para([
        b("Obligations. "),
        "Le locataire use paisiblement du logement, paie le loyer et les charges aux termes convenus, répond des dégradations survenues pendant la location, assure l’entretien courant et les menues réparations, s’assure contre les risques locatifs et en justifie chaque année. Le bailleur délivre un logement décent, en bon état d’usage et de réparation, et en assure la jouissance paisible.",
      ]),
      para([
        b("Honoraires. "),
        `Si le bail est conclu par un intermédiaire, les honoraires à la charge du locataire (visite, dossier, rédaction du bail, état des lieux) ne peuvent excéder ni ceux du bailleur ni les plafonds réglementaires : ${blank(12)} € dont ${blank(10)} € pour l’état des lieux ; à la charge du bailleur : ${blank(12)} €.`,
      ]),
      heading("VII. Conditions particulières"),
      lines(3),
      heading("VIII. Annexes"),
      checklist(
        [
          "Dossier de diagnostic technique (DPE, plomb, électricité, gaz, état des risques, amiante, bruit le cas échéant)",
          "Notice d’information relative aux droits et obligations des locataires et des bailleurs",
          "État des lieux d’entrée",
          "Extraits du règlement de copropriété (destination, usage des parties, quote-part des charges)",
          "Acte de cautionnement, le cas échéant",
          "Autre : ....................................................",
        ],
        2,
      ),
      box(LEASE_REMINDERS, "Rappels utiles", 7.9),
      keep(150),
      heading("IX. Signatures"),
      para(
        "Chaque partie reconnaît avoir reçu un exemplaire original du présent contrat et de ses annexes. Signature de chaque partie, et de chaque locataire en cas de pluralité.",
      ),
      fields(["Fait à", 2], ["Le", 1.4], ["en (nombre) exemplaires", 1.6]),
      signatures("Le bailleur ou son mandataire", "Le ou les locataires"),
    ],
  },
];
