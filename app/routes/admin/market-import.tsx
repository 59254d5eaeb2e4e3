import { Link, data } from "react-router";
import { AdminBreadcrumb } from "~/components/admin/admin-ui";
import { formatDate, formatInteger } from "~/domain/text/format";
import { type DvfSummary, type RentSummary, dvfSummaryLines, rentSummaryLines } from "~/domain/market/summary";
import { seoMeta } from "~/domain/site/seo";
import { requireAdmin } from "~/server/accounts/auth.server";
import { db } from "~/server/db/db.server";
import { getImport } from "~/server/market/imports.server";
import type { Route } from "./+types/market-import";

// /creer/marche/imports/:id: one import's progress (the page reloads itself every 2 s while it runs, no
// script needed), then its summary or the reason it was refused.

export async function loader({ params, context }: Route.LoaderArgs) {
  requireAdmin(context);
  const id = Number(params.id);
  const record = Number.isInteger(id) && id > 0 ? await getImport<DvfSummary | RentSummary>(db(), id) : null;
  if (!record) throw data("Cet import n’existe pas.", { status: 404 });
  return { record };
}

export const meta: Route.MetaFunction = (args) => [
  ...seoMeta(args, { title: "Import des données du marché", description: "Progression et résumé d’un import.", noindex: true }),
  ...(args.loaderData?.record.state === "en-cours" ? [{ httpEquiv: "refresh", content: "2" }] : []),
];

export default function MarketImport({ loaderData }: Route.ComponentProps) {
  const { record } = loaderData;
  const { progress } = record;
  const lines =
    record.summary === null ? [] : record.kind === "dvf" ? dvfSummaryLines(record.summary as DvfSummary) : rentSummaryLines(record.summary as RentSummary);
  return (
    <main id="contenu" className="mx-auto max-w-4xl px-4 py-10">
      <AdminBreadcrumb trail={[{ to: "/creer/marche", label: "Données du marché" }]} current={`Import n° ${record.id}`} />
      <h1 className="mt-3 text-3xl font-extrabold text-navy">{record.kind === "dvf" ? "Import des ventes DVF" : "Import de la Carte des loyers"}</h1>
      <p className="mt-2 text-slate-700">
        Lancé le {formatDate(record.startedAt)} par {record.actor} : {record.files.join(", ")}.
      </p>
      <div role="status" className="mt-6">
        {record.state === "en-cours" && (
          <div className="rounded-2xl bg-sand p-5">
            <p className="font-semibold text-navy">
              En cours : {progress.phase}
              {progress.file ? ` de ${progress.file}` : ""}
              {progress.lines ? ` (${formatInteger(progress.lines)} lignes lues)` : ""}
            </p>
            {progress.percent !== undefined && (
              <progress max={100} value={progress.percent} className="mt-3 w-full" aria-label="Progression de la lecture">
                {progress.percent} %
              </progress>
            )}
            <p className="mt-2 text-sm text-slate-700">Cette page se met à jour toute seule. Les pages du site montrent les anciens chiffres jusqu’à la fin.</p>
          </div>
        )}
        {record.state === "termine" && (
          <div className="rounded-2xl bg-sage/20 p-5">
            <p className="font-semibold text-sage-dark">Import terminé : le site montre les nouveaux chiffres.</p>
            <ul className="mt-3 space-y-1 text-slate-800">
              {lines.map((line) => (
                <li key={line} style={{ paddingLeft: `${(line.length - line.trimStart().length) / 2}rem` }}>
                  {line.trim()}
                </li>
              ))}
            </ul>
          </div>
        )}
        {record.state === "refuse" && (
          <div className="rounded-2xl bg-terracotta/10 p-5">
            <p className="font-semibold text-terracotta-dark">Import refusé : rien n’a changé sur le site.</p>
            <p className="mt-2 text-slate-800">{record.error}</p>
          </div>
        )}
        {record.state === "interrompu" && (
          <p className="rounded-2xl bg-terracotta/10 p-5 font-semibold text-terracotta-dark">
            Import interrompu (le serveur s’est arrêté pendant l’import) : rien n’a changé sur le site. Relancez-le.
          </p>
        )}
      </div>
      <p className="mt-6">
        <Link to="/creer/marche" className="font-semibold text-navy underline underline-offset-4">Retour aux données du marché</Link>
      </p>
    </main>
  );
}
