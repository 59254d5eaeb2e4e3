// The purchase offer (template 5).
import { heading, para, note, fields, checks, checklist, box, signatures, b, blank, type TemplateSpec } from "./model";

export const OFFER_TEMPLATES: TemplateSpec[] = [
  {
    slug: "offre-achat",
    title: "Offre d’achat immobilier",
    subtitle:
      "Proposition d’acquisition adressée au vendeur, directement ou par l’intermédiaire de son mandataire. À remettre en main propre contre récépissé, par courrier recommandé ou par courriel avec accusé de réception.",
    description:
      "Modèle d’offre écrite à adresser au vendeur, avec le prix proposé, les conditions suspensives de prêt et la durée de validité de l’offre.",
    fileName: "offre-achat-immobilier.pdf",
    keywords: ["offre d’achat", "achat immobilier", "condition suspensive", "prêt immobilier"],
    style: { size: 9, fieldHeight: 19 },
    blocks: () => [
      heading("1. L’acquéreur"),
      fields("Nom(s) et prénom(s)"),
      fields("Adresse"),
      fields("Téléphone", "Adresse électronique"),
      checks("Situation :", ["célibataire", "marié(e)", "pacsé(e)", "acquisition par une société (SCI...)"]),
      heading("2. Le vendeur"),
      fields("Nom(s) et prénom(s) ou dénomination"),
      fields("Adresse"),
      fields(["Agence ou mandataire, le cas échéant", 2], ["N° de mandat", 1]),
      heading("3. Le bien"),
      fields("Adresse du bien"),
      checks("Nature :", ["appartement", "maison", "immeuble", "terrain", "local", "autre"]),
      fields(["Surface (m², loi Carrez le cas échéant)", 2.2], ["Nombre de pièces", 1.3], ["N° de lots", 1.2]),
      fields("Annexes (cave, parking, jardin...)", "Prix demandé (€)"),
      heading("4. Prix proposé"),
      para(
        `Je soussigné(e) / Nous soussigné(e)s propose / proposons d’acquérir le bien ci-dessus désigné au prix de ${blank(16)} € (en chiffres), soit ${blank(64)} euros (en toutes lettres),`,
        { align: "left" },
      ),
      checks(undefined, ["net vendeur", "honoraires de négociation inclus"]),
      fields("Montant des honoraires de négociation (€)", "À la charge de"),
      para(
        "Ce prix s’entend hors frais d’acquisition (droits de mutation, émoluments et débours du notaire), qui restent à la charge de l’acquéreur.",
      ),
      heading("5. Financement"),
      checks(undefined, ["avec recours à un ou plusieurs prêts", "sans recours à un prêt"]),
      fields("Apport personnel (€)", "Montant total des prêts (€)"),
      fields("Durée maximale des prêts (années)", "Taux nominal maximal hors assurance (%)"),
      note(
        "En l’absence de prêt, l’avant-contrat devra comporter une mention de la main de l’acquéreur indiquant qu’il a été informé que, s’il recourt néanmoins à un prêt, il ne pourra pas se prévaloir de la condition suspensive (article L. 313-42 du Code de la consommation).",
      ),
      heading("6. Conditions suspensives"),
      para("La présente offre est faite sous les conditions suspensives suivantes, qui seront reprises dans l’avant-contrat :", {
        align: "left",
      }),
      checklist([
        "obtention du ou des prêts aux conditions ci-dessus (articles L. 313-40 et suivants du Code de la consommation) ; la durée de cette condition ne peut être inférieure à un mois à compter de la signature de l’avant-contrat ;",
        "non-exercice de tout droit de préemption ;",
        "absence de servitude ou de charge révélée par les documents d’urbanisme de nature à déprécier le bien ou à le rendre impropre à sa destination ;",
        `vente d’un autre bien appartenant à l’acquéreur, situé à ${blank(40)} ;`,
        `autre condition : ${blank(70)}`,
      ]),
      heading("7. Durée de validité et suite de l’offre"),
      para(
        `La présente offre est valable jusqu’au ${blank(20)} à ${blank(6)} heures. Faute d’acceptation écrite du vendeur dans ce délai, elle deviendra caduque de plein droit, sans autre formalité. Conformément à l’article 1116 du Code civil, elle ne peut être rétractée avant l’expiration de ce délai.`,
      ),
      para(
        `En cas d’acceptation, les parties s’engagent à signer un avant-contrat (promesse ou compromis de vente) dans un délai de ${blank(8)} jours, en l’étude de Maître ${blank(30)}, notaire à ${blank(24)}, l’acte authentique devant être signé au plus tard le ${blank(20)}.`,
      ),
      para(
        "L’acquéreur non professionnel disposera d’un délai de rétractation de dix jours à compter du lendemain de la première présentation de la lettre lui notifiant l’avant-contrat (article L. 271-1 du Code de la construction et de l’habitation).",
      ),
      box([
        [
          b("Aucun versement à ce stade. "),
          "Conformément à l’article 1589-1 du Code civil, aucune somme d’argent, quelle qu’en soit la forme, ne peut être exigée ni reçue de l’acquéreur en contrepartie de la présente offre.",
        ],
      ]),
      heading("8. Signature de l’acquéreur"),
      fields("Fait à", "Le"),
      signatures("L’acquéreur", "Le co-acquéreur, le cas échéant"),
      heading("9. Acceptation du vendeur"),
      para(
        "Je soussigné(e) / Nous soussigné(e)s, vendeur(s), déclare / déclarons accepter la présente offre au prix et aux conditions ci-dessus, et m’engage / nous engageons à signer l’avant-contrat dans le délai indiqué.",
      ),
      fields("Fait à", "Le"),
      signatures("Le vendeur", "Le co-vendeur, le cas échéant"),
    ],
  },
];
