// The contact form's limits, shown on the page (which loads no zod before the visitor fills the form in).
export const CONTACT_LIMITS = { nom: 100, email: 254, messageMin: 10, messageMax: 5000 } as const;
