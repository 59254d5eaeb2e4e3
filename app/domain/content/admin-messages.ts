// Confirmation messages shown on /creer after a successful change (?ok=<key>): a fixed list, so a
// link can never make the page display arbitrary text.
export const ADMIN_CONFIRMATIONS = {
  "projet-cree": "Le projet a été ajouté.",
  "projet-modifie": "Le projet a été modifié.",
  "projet-duplique": "La copie du projet a été enregistrée comme nouveau projet.",
  "projet-supprime": "Le projet a été supprimé.",
  "ville-creee": "La ville a été ajoutée.",
  "ville-modifiee": "La ville a été modifiée.",
  "ville-supprimee": "La ville a été supprimée.",
  "quartier-cree": "Le quartier a été ajouté.",
  "quartier-modifie": "Le quartier a été modifié.",
  "quartier-supprime": "Le quartier a été supprimé.",
  "ressource-creee": "La ressource a été ajoutée.",
  "ressource-modifiee": "La ressource a été modifiée.",
  "ressource-supprimee": "La ressource a été supprimée.",
  "membre-cree": "Le membre de l’équipe a été ajouté.",
  "membre-modifie": "Le membre de l’équipe a été modifié.",
  "membre-supprime": "Le membre de l’équipe a été supprimé.",
  "temoignage-cree": "Le témoignage a été ajouté.",
  "temoignage-modifie": "Le témoignage a été modifié.",
  "temoignage-supprime": "Le témoignage a été supprimé.",
} as const;

export type AdminConfirmation = keyof typeof ADMIN_CONFIRMATIONS;

export function confirmationMessage(key: string | null): string | null {
  return key && key in ADMIN_CONFIRMATIONS ? ADMIN_CONFIRMATIONS[key as AdminConfirmation] : null;
}
