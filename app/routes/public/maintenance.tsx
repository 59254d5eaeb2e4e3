import { MaintenanceAnimation } from "~/components/maintenance-animation";
import type { RouteHandle } from "~/components/route-handle";
import { seoMeta } from "~/domain/seo";
import type { Route } from "./+types/maintenance";

/** The same for every visitor: cached once, a signed-in visitor's links spliced in (decision 0025). */
export const handle: RouteHandle = { sharedPage: "always" };

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
