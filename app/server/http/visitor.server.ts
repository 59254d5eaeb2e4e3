// The visitor of a request as the header shows it (decision 0025): computed by the root route for a page
// rendered for its visitor, and by the page cache for a signed-in visitor of a cached page. Also the mark of a
// shared render: the render is anonymous and the root says that the visitor is in the page (whether a signed-in
// visitor may get it, the page's HTML says: visitor-slots.ts).
import { createContext } from "react-router";
import type { SessionUser } from "~/domain/accounts/account";
import type { NavUser, SharedPage, VisitorBlock } from "~/domain/accounts/visitor";
import { taxDefaultsFor } from "../content/after-tax.server";
import { unreadForClient, unreadForStaff } from "../clients/client-messages.server";
import type { DB } from "../db/db.server";

/** Set by the page cache on the renders it stores: no cookie reaches them, the page is for everyone. */
export const sharedRenderContext = createContext(false);

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
export async function cachedPageVisitor(db: DB, user: SessionUser | null, pathname: string, shared: SharedPage): Promise<VisitorBlock | null> {
  if (!user) return null;
  const [revenus, navUser] = await Promise.all([
    shared === "with-income" ? taxDefaultsFor(db, user).then((defaults) => (defaults.revenus ? Number(defaults.revenus) : undefined)) : undefined,
    navUserOf(db, user, pathname),
  ]);
  return revenus ? { ...navUser, revenus } : navUser;
}
