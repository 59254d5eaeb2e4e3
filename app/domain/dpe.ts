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
