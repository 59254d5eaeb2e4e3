// What the staff's « Location » page of a client shows (/creer/clients/:id/location): each property's leases,
// the revision due on a lease's anniversary (proposed by the domain from the stored IRL series), each year's
// totals, months and vacancy, the expenses; and the choices of its forms. Plain values: the page formats them.
import { type Day, formatDay } from "~/domain/ownership/calendar";
import { EXPENSE_CATEGORY_LABELS } from "~/domain/ownership/expenses";
import { type IrlQuarter, dpeInForce, formatIrl, proposeRevision, quarterLabel, revisionDue, revisionEffectiveDay } from "~/domain/ownership/irl";
import { leaseCovers, rentOn } from "~/domain/ownership/leases";
import { fromCents, toCents } from "~/domain/projects/finance";
import type { LocationPage, PropertyView, RevisionView } from "~/domain/ownership/rental-view";
import type { DB } from "../db/db.server";
import { getUser } from "../accounts/users.server";
import { type PropertyFigures, clientFigures } from "./figures.server";
import { type StoredLease, today } from "./books.server";
import { irlSeries } from "./irl.server";

const irlText = (q: IrlQuarter) => `${formatIrl(q.value)} (${quarterLabel(q)})`;

function revisionView(lease: StoredLease, figures: PropertyFigures, series: IrlQuarter[], on: Day): RevisionView | null {
  const due = revisionDue(lease, on);
  if (!due) return null;
  const r = proposeRevision({ lease, dpe: dpeInForce(figures.project), series, anniversary: due.anniversary, referenceQuarter: lease.referenceQuarter });
  const proposed = r.status === "proposee";
  const withIndexes = r.status === "proposee" || r.status === "inchangee";
  return {
    leaseId: lease.id,
    tenant: lease.tenant,
    anniversary: due.anniversary,
    due: due.status,
    status: r.status,
    message: proposed ? null : r.message,
    currentRent: withIndexes ? r.currentRent : null,
    newRent: proposed ? r.newRent : null,
    newIrl: withIndexes ? irlText(r.newIrl) : null,
    previousIrl: withIndexes ? irlText(r.previousIrl) : null,
    effective: revisionEffectiveDay(due.anniversary, on),
  };
}

function propertyView(figures: PropertyFigures, series: IrlQuarter[], on: Day): PropertyView {
  const { books, project } = figures;
  return {
    projectId: project.id,
    title: project.title,
    leases: books.leases.map((l) => ({
      id: l.id,
      tenant: l.tenant,
      start: l.start,
      end: l.end,
      furnished: l.furnished,
      rent: rentOn(l, on),
      rentAtSigning: l.rent,
      charges: l.charges,
      deposit: l.deposit,
      homeAddress: l.homeAddress,
      revisions: l.revisions.map((r) => ({ from: r.from, rent: r.rent })),
      open: l.end === null || l.end >= on,
    })),
    revisions: books.leases.flatMap((l) => revisionView(l, figures, series, on) ?? []),
    years: figures.years.map((y) => ({
      year: y.year,
      rentsReceived: y.rentsReceived,
      chargesReceived: y.chargesReceived,
      expensesTotal: y.expensesTotal,
      netResult: y.netResult,
      unpaidTotal: y.unpaidTotal,
      vacancy: y.vacancy,
      months: y.series
        .map((m) => {
          const due = toCents(m.dueRent) + toCents(m.dueCharges);
          const paid = toCents(m.paidRent) + toCents(m.paidCharges);
          return { month: m.month, status: m.status, due: fromCents(due), paid: fromCents(paid), remaining: fromCents(Math.max(0, due - paid)) };
        })
        .reverse(),
    })),
    expenses: [...books.expenses].reverse().map((e) => ({ id: e.id, category: EXPENSE_CATEGORY_LABELS[e.category], date: e.date, amount: e.amount })),
    payments: [...books.payments]
      .reverse()
      .map((pay) => ({ id: pay.id, tenant: books.leases.find((l) => l.id === pay.leaseId)?.tenant ?? "", month: pay.month, amount: pay.amount, paidOn: pay.paidOn })),
  };
}

const span = (l: StoredLease) => (l.end === null ? `depuis le ${formatDay(l.start)}` : `du ${formatDay(l.start)} au ${formatDay(l.end)}`);

/** The page of client `clientId` on `on` (today in Paris by default); null when there is no such account. */
export async function clientLocationPage(db: DB, clientId: number, { on = today() }: { on?: Day } = {}): Promise<LocationPage | null> {
  const [client, figures, series, projects] = await Promise.all([
    getUser(db, clientId),
    clientFigures(db, clientId, { on }),
    irlSeries(db),
    db.selectFrom("projects").select(["id", "title"]).orderBy("title").orderBy("id").execute(),
  ]);
  if (!client) return null;
  const leases = figures.flatMap((f) => f.books.leases.map((l) => ({ lease: l, title: f.project.title })));
  return {
    client: { id: client.id, name: `${client.prenom} ${client.nom}`.trim() || client.username },
    today: on,
    projects,
    leaseOptions: leases.map(({ lease, title }) => ({ id: lease.id, label: `${lease.tenant} — ${title} (${span(lease)})` })),
    defaultLeaseId: leases.find(({ lease }) => leaseCovers(lease, on))?.lease.id ?? leases[leases.length - 1]?.lease.id ?? null,
    properties: figures.map((f) => propertyView(f, series, on)),
  };
}
