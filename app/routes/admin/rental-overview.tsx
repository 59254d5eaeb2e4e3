// /creer/gestion — every let property at a glance (issue 22): this month's status, what is unpaid, the leases
// reaching their revision date; a CSV of the same rows (/creer/gestion.csv).
import { Link } from "react-router";
import { AdminBreadcrumb, AdminTable, type Column, linkClass } from "~/components/admin/admin-ui";
import { StatusBadge } from "~/components/admin/ownership/property-books";
import { formatCount, formatMoneyCents } from "~/domain/text/format";
import { formatDay, formatMonth } from "~/domain/ownership/calendar";
import { seoMeta } from "~/domain/site/seo";
import { db } from "~/server/db/db.server";
import { type OverviewRow, rentalOverview } from "~/server/ownership/overview.server";
import type { Route } from "./+types/rental-overview";

export const meta: Route.MetaFunction = (args) =>
  seoMeta(args, { title: "Gestion locative", description: "Les biens loués des clients : loyers du mois, impayés, révisions à faire.", noindex: true });

export async function loader() {
  return rentalOverview(db());
}

type Row = OverviewRow & { id: string };

export default function RentalOverview({ loaderData }: Route.ComponentProps) {
  const { month, rows, unpaidTotal, revisionsDue } = loaderData;
  const columns: Column<Row>[] = [
    {
      title: "Bien",
      rowHeader: true,
      cell: (r) => (
        <>
          <Link to={`/creer/clients/${r.clientId}/location`} className={linkClass}>
            {r.projectTitle}
          </Link>
          <span className="block text-sm text-slate-600">{r.clientName}</span>
        </>
      ),
    },
    { title: "Locataire", cell: (r) => r.tenant },
    { title: "Loyer + charges", className: "text-right whitespace-nowrap", cell: (r) => `${formatMoneyCents(r.rent)} + ${formatMoneyCents(r.charges)}` },
    { title: `${formatMonth(month)[0].toUpperCase()}${formatMonth(month).slice(1)}`, cell: (r) => <StatusBadge status={r.status} /> },
    {
      title: "Impayés",
      className: "text-right whitespace-nowrap",
      cell: (r) => (r.unpaidTotal > 0 ? <span className="font-semibold text-red-800">{formatMoneyCents(r.unpaidTotal)}</span> : formatMoneyCents(0)),
    },
    {
      title: "Révision du loyer",
      cell: (r) => (r.revision ? `${r.revision.status === "a-faire" ? "À faire depuis le" : "À venir le"} ${formatDay(r.revision.anniversary)}` : "—"),
    },
  ];
  return (
    <main id="contenu" className="mx-auto max-w-6xl px-4 py-10">
      <AdminBreadcrumb current="Gestion locative" />
      <h1 className="mt-3 text-4xl font-extrabold text-navy">Gestion locative</h1>
      <p className="mt-3 max-w-3xl text-lg text-slate-700">
        Les biens loués des clients et l’état du loyer de {formatMonth(month)} (un loyer non payé au 10 du mois suivant est impayé). Total des
        impayés : <strong className={unpaidTotal > 0 ? "text-red-800" : "text-navy"}>{formatMoneyCents(unpaidTotal)}</strong> ·{" "}
        {formatCount(revisionsDue, "révision de loyer à faire ou à venir", "révisions de loyer à faire ou à venir")}.
      </p>
      <p className="mt-3 flex flex-wrap gap-4">
        <a href="/creer/gestion.csv" className={linkClass} download>
          Exporter en CSV
        </a>
        <Link to="/creer/irl" className={linkClass}>
          Indice de référence des loyers
        </Link>
      </p>
      {rows.length === 0 ? (
        <p role="status" className="mt-6 rounded-2xl border border-dashed border-slate-300 p-6 text-center text-slate-700">
          Aucun bien loué pour l’instant : les baux s’enregistrent sur la page « Location » de chaque client.
        </p>
      ) : (
        <AdminTable
          id="biens-loues"
          caption={formatCount(rows.length, "bien loué", "biens loués")}
          columns={columns}
          rows={rows.map((r) => ({ ...r, id: `${r.clientId}-${r.projectId}` }))}
          minWidth="sm:min-w-[48rem]"
        />
      )}
    </main>
  );
}
