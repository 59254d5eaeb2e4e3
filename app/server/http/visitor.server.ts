// The visitor of a request as the header shows it (decision 0025): computed by the root route for a page
// rendered for its visitor, and by the page cache for a signed-in visitor of a cached page. Also the marks
// of a shared render: the render is anonymous, the root says that the visitor is in the page, and the page's
// route says whether a signed-in visitor may get it.
import { createContext } from "react-router";
import type { SessionUser } from "~/domain/accounts/account";
import type { NavUser, SharedPage, VisitorBlock } from "~/domain/accounts/visitor";
import { taxDefaultsFor } from "../content/after-tax.server";
import { unreadForClient, unreadForStaff } from "../clients/client-messages.server";
import type { DB } from "../db/db.server";
import { sessionTokenOf, userForToken } from "../accounts/sessions.server";

/** Set by the page cache on the renders it stores: no cookie reaches them, the page is for everyone. */
export const sharedRenderContext = createContext(false);

/** The response header by which a shared render tells the page cache its route's `sharedPage`; never sent. */
export const SHARED_PAGE_HEADER = "x-shared-page";

/** What the header shows of a signed-in user on the page at `pathname`. */
export async function navUserOf(db: DB, user: SessionUser, pathname: string): Promise<NavUser> {
  // Unread messages of the file's conversation (issue 11): the client's on « Mon profil », all clients' on « Admin ».
  // The conversation page marks the client's messages read in its own loader, which runs beside this one.
  const readingMessages = pathname.replace(/\.data$/, "") === "/profile/messages";
  const [unread, unreadStaff] = await Promise.all([
    readingMessages ? 0 : unreadForClient(db, user.id),
    user.role === "admin" ? unreadForStaff(db) : 0,
  ]);
  return { isAdmin: user.role === "admin", unread, unreadStaff };
}

/**
 * The signed-in visitor of a request for a cached page: their header (and, on a `with-income` page, the income of
 * their questionnaire), or `null` when the cookie opens no session (the page as everyone gets it).
 */
export async function cachedPageVisitor(
  db: DB,
  request: { cookie: string | undefined; pathname: string; secure: boolean },
  shared: SharedPage,
): Promise<VisitorBlock | null> {
  const token = sessionTokenOf(request.cookie, request.secure);
  const user = token ? await userForToken(db, token) : null;
  if (!user) return null;
  const [revenus, navUser] = await Promise.all([
    shared === "with-income" ? taxDefaultsFor(db, user).then((defaults) => (defaults.revenus ? Number(defaults.revenus) : undefined)) : undefined,
    navUserOf(db, user, request.pathname),
  ]);
  return revenus ? { ...navUser, revenus } : navUser;
}
