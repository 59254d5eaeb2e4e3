import { useRouteLoaderData } from "react-router";
import { type NavUser, VISITOR_BLOCK_ID } from "~/domain/accounts/visitor";

/**
 * The root's data about the visitor. `userInPage`: the page is the cached one, the same for everyone
 * (decision 0025): its signed-in visitor, if any, is in the page's JSON block, not in `user`.
 */
export interface RootVisitorData {
  user: NavUser | null;
  userInPage?: boolean;
}

/** The signed-in visitor the header shows, or null; on the server, a shared page is rendered for nobody. */
export function useNavUser(): NavUser | null {
  const data = useRouteLoaderData("root") as RootVisitorData | undefined;
  if (!data?.userInPage) return data?.user ?? null;
  // The block is our server's JSON.stringify, read as it is (this code is in every hydrated page).
  const block = typeof document === "undefined" ? null : document.getElementById(VISITOR_BLOCK_ID)?.textContent;
  return block ? (JSON.parse(block) as NavUser) : null;
}
