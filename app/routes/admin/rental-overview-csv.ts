// /creer/gestion.csv — the rows of /creer/gestion for French Excel (UTF-8 with BOM, `;` separator).
import { type CsvCell, toCsv } from "~/domain/text/csv";
import { formatMonth } from "~/domain/ownership/calendar";
import { MONTH_STATUS_LABELS } from "~/domain/ownership/payments";
import { db } from "~/server/db/db.server";
import { type OverviewRow, rentalOverview } from "~/server/ownership/overview.server";

const header = (month: string) => [
  "Client",
  "N° de compte client",
  "Bien",
  "Locataire",
  "Loyer hors charges (€)",
  "Provision pour charges (€)",
  `État de ${formatMonth(month)}`,
  "Impayés (€)",
  "Mois impayés",
  "Révision du loyer",
  "Date de révision",
];

const row = (r: OverviewRow): CsvCell[] => [
  r.clientName,
  r.clientId,
  r.projectTitle,
  r.tenant,
  r.rent,
  r.charges,
  MONTH_STATUS_LABELS[r.status],
  r.unpaidTotal,
  r.unpaidMonths.map(formatMonth).join(", "),
  r.revision ? (r.revision.status === "a-faire" ? "À faire" : "À venir") : "",
  r.revision?.anniversary ?? "",
];

export async function loader() {
  const overview = await rentalOverview(db());
  return new Response(toCsv(header(overview.month), overview.rows.map(row)), {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="gestion-locative-${overview.month}.csv"`,
      "Cache-Control": "private, no-store",
    },
  });
}
