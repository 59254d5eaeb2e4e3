import { MaintenanceAnimation } from "~/components/maintenance-animation";
import { seoMeta } from "~/domain/seo";
import type { Route } from "./+types/maintenance";

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
