// The staff's overview of every let property (/creer/gestion and its CSV, issue 22): this month's status,
// what is unpaid, the leases reaching their revision date. One row per property, from letProperties.
import { type Day, type Month, monthOf } from "~/domain/ownership/calendar";
import type { MonthStatus } from "~/domain/ownership/payments";
import { fromCents, toCents } from "~/domain/projects/finance";
import { rentOn } from "~/domain/ownership/leases";
import type { DB } from "../db/db.server";
import { letProperties } from "./figures.server";
import { today } from "./books.server";

export interface OverviewRow {
  clientId: number;
  clientName: string;
  projectId: number;
  projectTitle: string;
  /** The tenant of the lease running this month, or of the last one. */
  tenant: string;
  /** Rent excluding charges and charges of that lease, today. */
  rent: number;
  charges: number;
  /** This month's status (« vacant » when no lease runs). */
  status: MonthStatus;
  unpaidMonths: Month[];
  unpaidTotal: number;
  /** The revision date of the lease when it is due or within a month, with its state. */
  revision: { anniversary: Day; status: "a-faire" | "a-venir" } | null;
}

export interface RentalOverview {
  month: Month;
  rows: OverviewRow[];
  unpaidTotal: number;
  revisionsDue: number;
}

/** Every let property on `on`, sorted by client then property. */
export async function rentalOverview(db: DB, { on = today() }: { on?: Day } = {}): Promise<RentalOverview> {
  const properties = await letProperties(db, { on });
  const rows = properties
    .map((p): OverviewRow => ({
      clientId: p.clientId,
      clientName: p.clientName,
      projectId: p.projectId,
      projectTitle: p.projectTitle,
      tenant: p.lease?.tenant ?? "",
      rent: p.lease ? rentOn(p.lease, on) : 0,
      charges: p.lease?.charges ?? 0,
      status: p.overview.current?.status ?? "vacant",
      unpaidMonths: p.overview.unpaidMonths,
      unpaidTotal: p.overview.unpaidTotal,
      revision: p.revision,
    }))
    .sort((a, b) => a.clientName.localeCompare(b.clientName, "fr") || a.projectTitle.localeCompare(b.projectTitle, "fr") || a.projectId - b.projectId);
  return {
    month: monthOf(on),
    rows,
    unpaidTotal: fromCents(rows.reduce((s, r) => s + toCents(r.unpaidTotal), 0)),
    revisionsDue: rows.filter((r) => r.revision !== null).length,
  };
}
