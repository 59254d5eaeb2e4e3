import { useRouteLoaderData } from "react-router";
import { type NavUser, VISITOR_BLOCK_ID, readVisitorBlock } from "~/domain/visitor";

/**
 * The root's data about the visitor. `userInPage`: the page is the cached one, the same for everyone
 * (decision 0025): its signed-in visitor, if any, is in the page's JSON block, not in `user`.
 */
export interface RootVisitorData {
  user: NavUser | null;
  userInPage?: boolean;
}

let fromPage: { user: NavUser | null } | undefined;

/** The visitor of the page's JSON block, read once per document; on the server (rendering a shared page): nobody. */
function pageVisitor(): NavUser | null {
  if (typeof document === "undefined") return null;
  fromPage ??= { user: readVisitorBlock(document.getElementById(VISITOR_BLOCK_ID)?.textContent) };
  return fromPage.user;
}

/** The signed-in visitor the header shows, or null. */
export function useNavUser(): NavUser | null {
  const data = useRouteLoaderData("root") as RootVisitorData | undefined;
  if (!data) return null;
  return data.userInPage ? pageVisitor() : data.user;
}
