// Version of the privacy policy currently published (ISO date). Stored with each consent proof.
export const PRIVACY_POLICY_VERSION = "2026-11-21";

const LONG_DAY = new Intl.DateTimeFormat("fr-FR", { dateStyle: "long", timeZone: "UTC" });

/** Formats the policy version as a French long date, e.g. "21 novembre 2026" (the formatter made once: pages call it at every render). */
export function formatPrivacyPolicyVersion(version: string = PRIVACY_POLICY_VERSION): string {
  return LONG_DAY.format(new Date(`${version}T00:00:00Z`));
}

/** Version of the terms of use (the « Conditions d’utilisation » of the legal notice), stored with each sign-up. */
export const TERMS_VERSION = "2026-11-23";
