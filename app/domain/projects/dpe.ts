// Energy performance (DPE) classes and the rental-ban calendar of the loi Climat et résilience
// (loi n° 2021-1104 du 22 août 2021, art. 160; Code de la construction et de l'habitation, art. L. 173-1-1 and
// L. 173-2): a home of class G may no longer be let (as a new lease) from 1 January 2025, class F from
// 1 January 2028, class E from 1 January 2034. Pure: the date is an argument.

export const DPE_CLASSES = ["A", "B", "C", "D", "E", "F", "G"] as const;
export type DpeClass = (typeof DPE_CLASSES)[number];

/** The first day a class may no longer be let (ISO date), for the classes the law bans. */
export const RENTAL_BAN_FROM: Partial<Record<DpeClass, string>> = {
  G: "2025-01-01",
  F: "2028-01-01",
  E: "2034-01-01",
};

export function isDpeClass(value: unknown): value is DpeClass {
  return typeof value === "string" && (DPE_CLASSES as readonly string[]).includes(value);
}

export type RentalBan =
  | { status: "none" }
  /** Banned since `from` (on or before `today`). */
  | { status: "banned"; from: string }
  /** Banned from `from` (after `today`). */
  | { status: "upcoming"; from: string };

/** Whether a home of this class may be let on `today` (UTC day), and from when it may not. */
export function rentalBan(dpe: DpeClass, today: Date): RentalBan {
  const from = RENTAL_BAN_FROM[dpe];
  if (!from) return { status: "none" };
  return today.toISOString().slice(0, 10) >= from ? { status: "banned", from } : { status: "upcoming", from };
}

const year = (iso: string) => iso.slice(0, 4);

/**
 * The French sentence stating the calendar for a class, or null when the law does not concern it:
 * « Classe G : location interdite depuis le 1er janvier 2025 (loi Climat et résilience). » /
 * « Classe F : location interdite à partir du 1er janvier 2028 (loi Climat et résilience). »
 */
export function rentalBanSentence(dpe: DpeClass, today: Date): string | null {
  const ban = rentalBan(dpe, today);
  if (ban.status === "none") return null;
  const when = ban.status === "banned" ? "depuis le" : "à partir du";
  return `Classe ${dpe} : location interdite ${when} 1er janvier ${year(ban.from)} (loi Climat et résilience).`;
}

/** A project's stored class: a letter, or "" when staff have not given it. */
export type DpeValue = DpeClass | "";

/** Whether class `a` is worse (further from A) than class `b`. */
export const isWorse = (a: DpeClass, b: DpeClass) => DPE_CLASSES.indexOf(a) > DPE_CLASSES.indexOf(b);

/** The form's rule: a renovation does not lower the class. The French message, or null when fine. */
export function dpeOrderError(before: DpeValue, after: DpeValue): string | null {
  return before !== "" && after !== "" && isWorse(after, before)
    ? `Le DPE après travaux (${after}) ne peut pas être moins bon que le DPE avant travaux (${before}).`
    : null;
}

/** What a screen reader says for the label: « DPE : F avant travaux, C après travaux ». */
export function dpeSpoken(before: DpeValue, after: DpeValue): string {
  const parts = [before && `${before} avant travaux`, after && `${after} après travaux`].filter(Boolean);
  return `DPE : ${parts.join(", ")}`;
}

const banDate = (iso: string) => `1er janvier ${year(iso)}`;

/**
 * The Travaux tab's statement of the rental-ban calendar for a project, in the tense of `today`: what
 * the class before works meant, and what the class after works allows. Empty when no class is given.
 */
export function dpeWorksStatement(before: DpeValue, after: DpeValue, today: Date): string[] {
  const lines: string[] = [];
  if (before !== "") {
    const ban = rentalBan(before, today);
    if (ban.status === "banned")
      lines.push(`Classé ${before} avant travaux, ce logement ne pouvait plus être proposé à la location depuis le ${banDate(ban.from)} (loi Climat et résilience).`);
    else if (ban.status === "upcoming")
      lines.push(`Classé ${before} avant travaux, ce logement n’aurait plus pu être loué à partir du ${banDate(ban.from)} (loi Climat et résilience).`);
  }
  if (after !== "") {
    const ban = rentalBan(after, today);
    if (ban.status === "none") {
      const lastBan = year(RENTAL_BAN_FROM.E!);
      lines.push(`Après travaux, classé ${after} : il reste louable au-delà de ${lastBan}, le calendrier de la loi ne le concerne pas.`);
    } else if (ban.status === "upcoming") {
      lines.push(`Après travaux, classé ${after} : il peut être loué jusqu’au 31 décembre ${Number(year(ban.from)) - 1} ; une nouvelle rénovation sera nécessaire ensuite.`);
    } else {
      lines.push(`Après travaux, classé ${after} : ce logement ne peut pas être loué (location interdite depuis le ${banDate(ban.from)}).`);
    }
  }
  return lines;
}

/** Price per m², rounded to the euro; null when the surface is not given. */
export function pricePerSquareMetre(price: number, surface: number): number | null {
  return surface > 0 ? Math.round(price / surface) : null;
}
