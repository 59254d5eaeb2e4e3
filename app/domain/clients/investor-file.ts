// The investor's file (issue 11): the step timeline and the documents checklist, as pure data and
// functions shared by the client's pages, the staff pages and the server models.

/** What the bank and the company need from the client, in the order the checklist shows them; « autre » is optional. */
export const DOCUMENT_ITEMS = [
  { key: "identite", label: "Pièce d’identité", hint: "Carte d’identité recto verso ou passeport en cours de validité.", optional: false },
  { key: "bulletins-salaire", label: "Trois derniers bulletins de salaire", hint: "Un fichier par bulletin, ou un seul PDF.", optional: false },
  { key: "avis-imposition", label: "Deux derniers avis d’imposition", hint: "Toutes les pages de chaque avis.", optional: false },
  { key: "releves-bancaires", label: "Trois mois de relevés bancaires", hint: "Les relevés de vos comptes courants des trois derniers mois.", optional: false },
  { key: "justificatif-domicile", label: "Justificatif de domicile", hint: "Facture d’énergie ou de téléphone de moins de trois mois.", optional: false },
  { key: "autre", label: "Autre document", hint: "Seulement si votre conseiller ou la banque vous demande une autre pièce.", optional: true },
] as const;

export type DocumentItem = (typeof DOCUMENT_ITEMS)[number]["key"];
export const DOCUMENT_KEYS = DOCUMENT_ITEMS.map((d) => d.key) as [DocumentItem, ...DocumentItem[]];
export const isDocumentItem = (value: string): value is DocumentItem => (DOCUMENT_KEYS as readonly string[]).includes(value);

export type DocumentState = "manquant" | "envoye" | "valide" | "a-refaire";
export const DOCUMENT_STATE_LABELS: Record<DocumentState, string> = {
  manquant: "Manquant",
  envoye: "Envoyé",
  valide: "Validé",
  "a-refaire": "À refaire",
};

/**
 * The badge of an item of the checklist: its state, except that an optional item not sent is not
 * « Manquant » (issue 23): null, the item says « facultatif » instead.
 */
export function documentBadge(d: { state: DocumentState; optional: boolean }): string | null {
  return d.optional && d.state === "manquant" ? null : DOCUMENT_STATE_LABELS[d.state];
}

/** At most this many private files per client (documents and update files together). */
export const MAX_PRIVATE_FILES = 50;
/** At most this size per private file. */
export const MAX_PRIVATE_FILE_BYTES = 20 * 1024 * 1024;

export type TimelineState = "a-venir" | "en-cours" | "terminee";
export const TIMELINE_LABELS: Record<TimelineState, string> = { "a-venir": "À venir", "en-cours": "En cours", terminee: "Terminée" };

/**
 * The state of each step on the timeline: done steps are « terminée », the first step not done is
 * « en cours », the others « à venir ». `steps[0]` is step 1.
 */
export function timelineStates(steps: readonly boolean[]): TimelineState[] {
  const current = steps.findIndex((done) => !done);
  return steps.map((done, i) => (done ? "terminee" : i === current ? "en-cours" : "a-venir"));
}

/** A client can open step N when N is 1 or step N−1 is done. */
export const canOpenStep = (steps: readonly boolean[], step: number) => step === 1 || Boolean(steps[step - 2]);

/** The step the client is at: the first one not done (9 once all are done). */
export const currentStep = (steps: readonly boolean[]) => {
  const i = steps.findIndex((done) => !done);
  return i === -1 ? steps.length : i + 1;
};

/** What happens in steps 3 to 9 and what the client provides (steps 1 and 2 have pages of their own). */
export const STEP_DETAILS: Record<number, { happens: string; provide: string[] }> = {
  3: {
    happens: "Notre chasseuse visite les biens qui correspondent à votre stratégie et vous présente les meilleurs, avec photos, chiffrage des travaux et simulation.",
    provide: ["Vos retours sur les biens présentés, au plus vite : les bonnes affaires partent vite."],
  },
  4: {
    happens: "Nous négocions et rédigeons l’offre d’achat avec vous, puis nous montons le dossier de prêt jusqu’à l’offre de la banque.",
    provide: ["L’offre d’achat signée.", "Les pièces du dossier bancaire (voir « Mes documents »)."],
  },
  5: {
    happens: "Vous signez le compromis, les conditions suspensives sont levées, puis vous signez l’acte authentique chez le notaire.",
    provide: ["L’offre de prêt acceptée.", "Votre présence, ou une procuration, aux deux signatures."],
  },
  6: {
    happens: "Notre conducteur de travaux coordonne les artisans et vous envoie des photos du chantier à chaque avancée.",
    provide: ["Votre accord sur les devis de travaux."],
  },
  7: { happens: "Nous meublons et décorons le logement pour la location meublée.", provide: ["Votre accord sur la liste d’ameublement."] },
  8: { happens: "Photos, annonce, visites, choix du locataire, bail et état des lieux.", provide: ["Votre choix de gestion : par nous ou par vous-même."] },
  9: { happens: "Nous suivons la location et la rentabilité de votre bien, et restons à vos côtés pour la suite.", provide: ["Rien de plus : nous vous tenons informé."] },
};

/**
 * The staff clients list sorted « à traiter » first: clients with documents waiting for validation or
 * unread messages (most things to handle first), then the others; within each group the given order
 * (newest account first) is kept.
 */
export function sortToHandle<T extends { waitingDocuments: number; unreadMessages: number }>(clients: readonly T[]): T[] {
  const pending = (c: T) => c.waitingDocuments + c.unreadMessages;
  return clients
    .map((c, i) => ({ c, i }))
    .sort((a, b) => Number(pending(b.c) > 0) - Number(pending(a.c) > 0) || pending(b.c) - pending(a.c) || a.i - b.i)
    .map(({ c }) => c);
}

/** An update posted on a step, with its files (no bytes): what the step pages and the staff page show. */
export interface StepUpdateView {
  id: number;
  step: number;
  body: string;
  marksDone: boolean;
  authorName: string;
  createdAt: string;
  photos: { id: number; name: string; width: number | null; height: number | null }[];
  documents: { id: number; name: string; size: number }[];
}
