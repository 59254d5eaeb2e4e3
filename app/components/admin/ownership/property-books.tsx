// One let property on the staff's « Location » page of a client (issue 22): its leases (with the end of a
// running one), the rent revision due on an anniversary, each year's totals, months and vacancy, its expenses.
import { Form } from "react-router";
import { ScrollTable, linkClass, tdClass, thClass } from "~/components/admin/admin-ui";
import { buttonClass } from "~/components/admin/client-file/file-section";
import { formatMoneyCents } from "~/domain/text/format";
import { formatDay, formatMonth, formatPeriod } from "~/domain/ownership/calendar";
import type { LeaseView, PropertyView, RevisionView, YearView } from "~/domain/ownership/rental-view";
import { MONTH_STATUS_LABELS, type MonthStatus } from "~/domain/ownership/payments";

const money = formatMoneyCents;

const STATUS_CLASS: Record<MonthStatus, string> = {
  paye: "bg-sage/20 text-sage-dark",
  partiel: "bg-amber-100 text-amber-900",
  impaye: "bg-red-50 text-red-800",
  "a-venir": "bg-slate-100 text-slate-700",
  vacant: "bg-sand text-navy",
};

/** A month's status as a label (« Payé », « Partiel »…). */
export function StatusBadge({ status }: { status: MonthStatus }) {
  return <span className={`inline-block rounded-full px-2.5 py-0.5 text-sm font-semibold ${STATUS_CLASS[status]}`}>{MONTH_STATUS_LABELS[status]}</span>;
}

const smallButton = `${buttonClass} bg-navy text-white hover:bg-navy-dark`;
const dateInput = "mt-1 block h-11 rounded-lg border border-slate-400 bg-white px-3 text-slate-900 focus:border-navy focus:outline-2 focus:outline-navy";

function LeaseRow({ lease, clientId, endError }: { lease: LeaseView; clientId: number; endError?: string }) {
  const endId = `fin-${lease.id}`;
  return (
    <li className="py-4">
      <p className="font-semibold text-navy">
        {lease.tenant} · {lease.end === null ? `depuis le ${formatDay(lease.start)}` : `du ${formatDay(lease.start)} au ${formatDay(lease.end)}`} ·{" "}
        {lease.furnished ? "meublé" : "location nue"}
      </p>
      <p className="text-slate-700">
        Loyer hors charges : {money(lease.rent)}
        {lease.rent !== lease.rentAtSigning && ` (${money(lease.rentAtSigning)} à la signature)`} · provision pour charges : {money(lease.charges)} · dépôt de
        garantie : {money(lease.deposit)}
      </p>
      {lease.homeAddress && <p className="text-sm text-slate-600">{lease.homeAddress}</p>}
      {lease.revisions.length > 0 && (
        <ul className="mt-1 text-sm text-slate-700">
          {lease.revisions.map((r) => (
            <li key={r.from}>
              Révision au {formatDay(r.from)} : {money(r.rent)} hors charges
            </li>
          ))}
        </ul>
      )}
      {lease.open && (
        <Form method="post" action={`/creer/clients/${clientId}/location`} className="mt-3 flex flex-wrap items-end gap-3">
          <input type="hidden" name="leaseId" value={lease.id} />
          <div>
            <label htmlFor={endId} className="block text-sm font-semibold text-navy">
              Fin du bail<span className="sr-only"> de {lease.tenant}</span>
            </label>
            <input
              id={endId}
              name="end"
              type="date"
              min="2000-01-01"
              max="2100-12-31"
              required
              aria-invalid={endError ? true : undefined}
              aria-describedby={endError ? `${endId}-erreur` : undefined}
              className={dateInput}
            />
          </div>
          <button type="submit" name="intent" value="fin-bail" className={smallButton}>
            Enregistrer la fin du bail
          </button>
          {endError && (
            <p id={`${endId}-erreur`} className="basis-full text-sm font-medium text-red-800">
              {endError}
            </p>
          )}
        </Form>
      )}
    </li>
  );
}

function RevisionBox({ revision: r, clientId, error }: { revision: RevisionView; clientId: number; error?: string }) {
  const when = r.due === "a-faire" ? `depuis le ${formatDay(r.anniversary)}` : `le ${formatDay(r.anniversary)}`;
  return (
    <div className="mt-4 rounded-xl border border-terracotta/40 bg-sand/60 p-4">
      <h4 className="font-bold text-navy">
        Révision du loyer de {r.tenant} : anniversaire du bail {when}
      </h4>
      {r.status === "proposee" && r.newRent !== null && r.currentRent !== null ? (
        <>
          <p className="mt-2 text-slate-800">
            Loyer révisé proposé : <strong>{money(r.newRent)}</strong> hors charges = {money(r.currentRent)} × IRL nouveau {r.newIrl} ÷ IRL de référence{" "}
            {r.previousIrl}.
          </p>
          {r.effective ? (
            <p className="text-sm text-slate-700">Appliquée aujourd’hui, la révision prend effet le {formatDay(r.effective)}.</p>
          ) : (
            <p className="text-sm text-red-800">Plus d’un an après l’anniversaire : la révision de cette année est perdue.</p>
          )}
          <div className="mt-3 flex flex-wrap items-center gap-4">
            <Form method="post" action={`/creer/clients/${clientId}/location`}>
              <input type="hidden" name="leaseId" value={r.leaseId} />
              <input type="hidden" name="anniversary" value={r.anniversary} />
              <button type="submit" name="intent" value="revision" className={smallButton}>
                Appliquer la révision
              </button>
            </Form>
            <a href={`/creer/clients/${clientId}/location/revision/${r.leaseId}?anniversaire=${r.anniversary}`} className={linkClass} download>
              Lettre au locataire (PDF)
            </a>
          </div>
        </>
      ) : (
        <p className="mt-2 text-slate-800">
          {r.message}
          {r.status === "indice-manquant" && (
            <>
              {" "}
              <a href="/creer/irl" className={linkClass}>
                Compléter la série de l’IRL
              </a>
            </>
          )}
        </p>
      )}
      {error && (
        <p role="alert" className="mt-2 font-medium text-red-800">
          {error}
        </p>
      )}
    </div>
  );
}

function YearBlock({ year, headingId }: { year: YearView; headingId: string }) {
  return (
    <section aria-labelledby={headingId} className="mt-6">
      <h4 id={headingId} className="text-lg font-bold text-navy">
        {year.year}
      </h4>
      <dl className="mt-2 grid gap-x-6 gap-y-1 sm:grid-cols-2 lg:grid-cols-3">
        {(
          [
            ["Loyers encaissés", year.rentsReceived],
            ["Charges encaissées", year.chargesReceived],
            ["Total encaissé", year.rentsReceived + year.chargesReceived],
            ["Dépenses", year.expensesTotal],
            ["Résultat net", year.netResult],
            ["Impayés", year.unpaidTotal],
          ] as const
        ).map(([label, amount]) => (
          <div key={label}>
            <dt className="inline text-slate-700">{label} : </dt>
            <dd className={`inline font-semibold ${label === "Impayés" && amount > 0 ? "text-red-800" : "text-navy"}`}>{money(amount)}</dd>
          </div>
        ))}
      </dl>
      {year.vacancy.length > 0 && (
        <p className="mt-2 text-slate-700">
          Vacance :{" "}
          {year.vacancy.map((v, i) => (
            <span key={v.from}>
              {i > 0 && " ; "}
              {formatPeriod(v.from, v.to)} ({v.days} jours)
            </span>
          ))}
        </p>
      )}
      <div className="mt-3">
        <ScrollTable captionId={`${headingId}-mois`}>
          <table className="table-cards w-full sm:min-w-[32rem]">
            <caption id={`${headingId}-mois`} className="sr-only">
              Loyers dus et encaissés en {year.year}
            </caption>
            <thead className="bg-sand/60">
              <tr>
                <th scope="col" className={thClass}>Mois</th>
                <th scope="col" className={`${thClass} text-right`}>Dû</th>
                <th scope="col" className={`${thClass} text-right`}>Encaissé</th>
                <th scope="col" className={`${thClass} text-right`}>Reste dû</th>
                <th scope="col" className={thClass}>État</th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-200">
              {year.months.map((m) => (
                <tr key={m.month}>
                  <th scope="row" className={`${tdClass} text-left font-semibold text-navy`}>
                    {formatMonth(m.month)}
                  </th>
                  <td data-label="Dû" className={`${tdClass} text-right`}>{money(m.due)}</td>
                  <td data-label="Encaissé" className={`${tdClass} text-right`}>{money(m.paid)}</td>
                  <td data-label="Reste dû" className={`${tdClass} text-right`}>{money(m.remaining)}</td>
                  <td data-label="État" className={tdClass}>
                    <StatusBadge status={m.status} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollTable>
      </div>
    </section>
  );
}

/** Recorded entries (expenses, payments), each with its « Supprimer » for a correction. */
function Entries({ clientId, rows, empty, intent }: { clientId: number; rows: { id: number; text: React.ReactNode; name: string }[]; empty: string; intent: string }) {
  if (rows.length === 0) return <p className="mt-2 text-slate-700">{empty}</p>;
  return (
    <ul className="mt-2 divide-y divide-slate-200">
      {rows.map((row) => (
        <li key={row.id} className="flex flex-wrap items-center justify-between gap-3 py-2">
          <span>{row.text}</span>
          <Form method="post" action={`/creer/clients/${clientId}/location`}>
            <input type="hidden" name="entryId" value={row.id} />
            <button type="submit" name="intent" value={intent} className={`${buttonClass} border border-slate-400 text-navy hover:bg-sand`}>
              Supprimer<span className="sr-only"> {row.name}</span>
            </button>
          </Form>
        </li>
      ))}
    </ul>
  );
}

export function PropertyBooks({
  property: p,
  clientId,
  errors,
}: {
  property: PropertyView;
  clientId: number;
  /** A refused end of lease or revision, by lease id. */
  errors: { leaseId: number; message: string; intent: "fin-bail" | "revision" } | null;
}) {
  const id = `bien-${p.projectId}`;
  const errorOf = (leaseId: number, intent: "fin-bail" | "revision") => (errors?.leaseId === leaseId && errors.intent === intent ? errors.message : undefined);
  return (
    <section aria-labelledby={id} className="mt-6 rounded-2xl border border-slate-200 p-5 sm:p-6">
      <h2 id={id} className="text-2xl font-bold text-navy">
        <a href={`/projets/${p.projectId}`} className="hover:underline">
          {p.title}
        </a>
      </h2>
      <h3 className="mt-4 text-lg font-bold text-navy">Baux</h3>
      <ul className="divide-y divide-slate-200">
        {p.leases.map((l) => (
          <LeaseRow key={l.id} lease={l} clientId={clientId} endError={errorOf(l.id, "fin-bail")} />
        ))}
      </ul>
      {p.revisions.map((r) => (
        <RevisionBox key={`${r.leaseId}-${r.anniversary}`} revision={r} clientId={clientId} error={errorOf(r.leaseId, "revision")} />
      ))}
      <h3 className="mt-6 text-lg font-bold text-navy">Loyers par année</h3>
      {p.years.map((y) => (
        <YearBlock key={y.year} year={y} headingId={`${id}-${y.year}`} />
      ))}
      <h3 className="mt-6 text-lg font-bold text-navy">Dépenses</h3>
      <Entries
        clientId={clientId}
        empty="Aucune dépense enregistrée."
        intent="supprimer-depense"
        rows={p.expenses.map((e) => ({
          id: e.id,
          text: (
            <>
              {formatDay(e.date)} · {e.category} · <strong>{money(e.amount)}</strong>
            </>
          ),
          name: `la dépense du ${formatDay(e.date)}`,
        }))}
      />
      <h3 className="mt-6 text-lg font-bold text-navy">Paiements enregistrés</h3>
      <Entries
        clientId={clientId}
        empty="Aucun paiement enregistré."
        intent="supprimer-paiement"
        rows={p.payments.map((pay) => ({
          id: pay.id,
          text: (
            <>
              {formatMonth(pay.month)} · {pay.tenant} · <strong>{money(pay.amount)}</strong> encaissés le {formatDay(pay.paidOn)}
            </>
          ),
          name: `le paiement de ${formatMonth(pay.month)} encaissé le ${formatDay(pay.paidOn)}`,
        }))}
      />
    </section>
  );
}
