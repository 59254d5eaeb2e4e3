// What a page shows of its signed-in visitor: the header's account links (decision 0025). A cached page is
// the same for everyone; for a signed-in visitor the server splices their links into it, with this data in a
// small JSON block that the header reads when the page hydrates, and that an island may read (the project
// page's after-tax view starts from the visitor's income).

/** The header's signed-in visitor: no name, no e-mail, only what the links show. */
export interface NavUser {
  isAdmin: boolean;
  /** Unread messages from the staff (the client's own file). */
  unread: number;
  /** Unread messages from clients (staff). */
  unreadStaff: number;
}

/** The JSON block: the header's visitor, and the income of their questionnaire on a page that asks for it. */
export interface VisitorBlock extends NavUser {
  /** € per year, as the questionnaire gives it (`with-income` pages only). */
  revenus?: number;
}

/**
 * Whether a cached page may go to a signed-in visitor with their account links spliced in (a route's
 * `handle.sharedPage`): `always`, or `with-income` (the project page: its block also carries the income of the
 * visitor's questionnaire, which the after-tax view starts from once its island runs).
 */
export type SharedPage = "always" | "with-income";

export const isSharedPage = (value: unknown): value is SharedPage => value === "always" || value === "with-income";

/** The id of the JSON block a cached page carries for its signed-in visitor. */
export const VISITOR_BLOCK_ID = "visiteur";

/** The JSON block of a signed-in visitor, safe inside HTML (no `<` can close the script). */
export function visitorBlock(user: VisitorBlock): string {
  const json = JSON.stringify({ isAdmin: user.isAdmin, unread: user.unread, unreadStaff: user.unreadStaff, revenus: user.revenus }).replace(/</g, "\\u003c");
  return `<script type="application/json" id="${VISITOR_BLOCK_ID}">${json}</script>`;
}

/** The visitor's income in a page's JSON block (a cached page's signed-in visitor), as the after-tax form writes it. */
export function visitorIncome(blockText: string | null | undefined): string | null {
  if (!blockText) return null;
  try {
    const revenus = (JSON.parse(blockText) as Partial<VisitorBlock>).revenus;
    return typeof revenus === "number" && revenus > 0 ? String(revenus) : null;
  } catch {
    return null;
  }
}
