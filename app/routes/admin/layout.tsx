// Layout of every staff page (/creer…, the content editors): the admin guard runs before any child
// loader or action, no page of the staff's is stored by a browser or a proxy, and every page has the
// staff's navigation (issue 23) with what waits for them.
import { Outlet } from "react-router";
import { AdminNav } from "~/components/admin/admin-nav";
import { requireAdmin } from "~/server/accounts/auth.server";
import { db } from "~/server/db/db.server";
import { staffToDo } from "~/server/clients/follow-up.server";
import type { Route } from "./+types/layout";

export const middleware: Route.MiddlewareFunction[] = [
  ({ context }, next) => {
    requireAdmin(context);
    return next();
  },
];

export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "private, no-store" });

export async function loader() {
  return { todo: await staffToDo(db()) };
}

export default function AdminLayout({ loaderData }: Route.ComponentProps) {
  return (
    // The column is narrow enough for a page's 1,024 px beside it on a 1,280 px screen (the clients list fits).
    <div className="mx-auto max-w-7xl lg:flex lg:gap-4 lg:pl-2">
      <AdminNav todo={loaderData.todo} />
      <div className="min-w-0 flex-1">
        <Outlet />
      </div>
    </div>
  );
}
