// What a page shows of its signed-in visitor: the header's account links (decision 0025). A cached page is
// the same for everyone; for a signed-in visitor the server splices their links into it, with this data in a
// small JSON block that the header reads when the page hydrates.

/** The header's signed-in visitor: no name, no e-mail, only what the links show. */
export interface NavUser {
  isAdmin: boolean;
  /** Unread messages from the staff (the client's own file). */
  unread: number;
  /** Unread messages from clients (staff). */
  unreadStaff: number;
}

/**
 * Whether a cached page may go to a signed-in visitor with their account links spliced in (a route's
 * `handle.sharedPage`): `always`, or `unless-income` (the project page: its after-tax view starts from the
 * income of the visitor's questionnaire, so a visitor who gave one gets a page rendered for them).
 */
export type SharedPage = "always" | "unless-income";

export const isSharedPage = (value: unknown): value is SharedPage => value === "always" || value === "unless-income";

/** The id of the JSON block a cached page carries for its signed-in visitor. */
export const VISITOR_BLOCK_ID = "visiteur";

/** The JSON block of a signed-in visitor, safe inside HTML (no `<` can close the script). */
export function visitorBlock(user: NavUser): string {
  const json = JSON.stringify({ isAdmin: user.isAdmin, unread: user.unread, unreadStaff: user.unreadStaff }).replace(/</g, "\\u003c");
  return `<script type="application/json" id="${VISITOR_BLOCK_ID}">${json}</script>`;
}
