import { MaintenanceAnimation } from "~/components/layout/maintenance-animation";
import { type RouteHandle, SHARED_CONTENT } from "~/components/layout/route-handle";
import { seoMeta } from "~/domain/site/seo";
import type { Route } from "./+types/maintenance";

/** The same for every visitor, with nothing to enhance: no script (decisions 0012 and 0025). */
export const handle: RouteHandle = SHARED_CONTENT;

export const meta: Route.MetaFunction = (args) =>
  seoMeta(args, { title: "Maintenance", description: "Cette page est en cours de maintenance.", noindex: true });

export default function Maintenance() {
  return (
    <main id="contenu" className="mx-auto max-w-xl px-4 py-12 text-center">
      <h1 className="sr-only">Maintenance</h1>
      <MaintenanceAnimation />
    </main>
  );
}
