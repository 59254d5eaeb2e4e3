// Layout of the signed-in client's pages under /profile: the sign-in guard runs before any child
// loader or action, and these personal pages are never stored by a browser or a proxy.
import { Outlet } from "react-router";
import { requireUser } from "~/server/accounts/auth.server";
import type { Route } from "./+types/layout";

export const middleware: Route.MiddlewareFunction[] = [
  ({ context }, next) => {
    requireUser(context);
    return next();
  },
];

export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "private, no-store" });

export default function AccountLayout() {
  return <Outlet />;
}
