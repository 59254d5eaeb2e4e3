// The owner's consent to the anonymous publication of their results on /resultats (issue 22, item 3): off
// by default, revocable, recorded with its day and the version of the text agreed to (RGPD).

/** The checkbox's text, as the owner reads it. */
export const PUBLICATION_CONSENT_LABEL = "J’accepte la publication anonyme des résultats de mon investissement";

/** The version of that text; a new wording gets a new version. */
export const PUBLICATION_CONSENT_VERSION = "2025-1";
