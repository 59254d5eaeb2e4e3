// Layout of every staff page (/creer…, the content editors): the admin guard runs before any child
// loader or action, and no page of the staff's is stored by a browser or a proxy.
import { Outlet } from "react-router";
import { requireAdmin } from "~/server/auth.server";
import type { Route } from "./+types/layout";

export const middleware: Route.MiddlewareFunction[] = [
  ({ context }, next) => {
    requireAdmin(context);
    return next();
  },
];

export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "private, no-store" });

export default function AdminLayout() {
  return <Outlet />;
}
