// Pieces shared by the staff pages under /creer: breadcrumb, list search, list table.
import { Form, Link } from "react-router";
import { ScrollRegion } from "~/components/media/scroll-region";
import { formatInteger } from "~/domain/text/format";

export function AdminBreadcrumb({ trail, current }: { trail?: { to: string; label: string }[]; current: string }) {
  const links = [{ to: "/creer", label: "Administration" }, ...(trail ?? [])];
  return (
    <nav aria-label="Fil d’Ariane" className="text-sm">
      <ol className="flex flex-wrap gap-1">
        {links.map((link) => (
          <li key={link.to}>
            <Link to={link.to} className="text-navy underline underline-offset-4 hover:text-terracotta-dark">
              {link.label}
            </Link>
            <span aria-hidden="true"> ›</span>
          </li>
        ))}
        <li aria-current="page">{current}</li>
      </ol>
    </nav>
  );
}

/**
 * The GET search form of an admin list, kept in the URL so that a search can be shared and works
 * without JavaScript. `hidden` carries other parameters of the page (the hub's other lists), so that
 * searching one list keeps the others as they were.
 */
export function ListSearch({
  action,
  name = "q",
  label,
  hint,
  value,
  clearHref,
  hidden = {},
  landmarkLabel,
  filtered = false,
  children,
}: {
  action: string;
  name?: string;
  label: string;
  hint: string;
  value: string;
  clearHref: string;
  hidden?: Record<string, string>;
  /** Names the search landmark where a page has several (the hub). */
  landmarkLabel?: string;
  /** A filter among the children is set: offer « Effacer » even without a search text. */
  filtered?: boolean;
  children?: React.ReactNode;
}) {
  const id = `recherche-${name}`;
  return (
    <Form method="get" action={action} preventScrollReset role="search" aria-label={landmarkLabel} className="mt-4 flex flex-wrap items-end gap-3 rounded-2xl bg-sand p-4">
      {Object.entries(hidden).map(([key, kept]) => (
        <input key={key} type="hidden" name={key} value={kept} />
      ))}
      <div className="min-w-0 flex-1 basis-56">
        <label htmlFor={id} className="font-semibold text-navy">
          {label}
        </label>
        <p id={`${id}-aide`} className="text-sm text-slate-700">
          {hint}
        </p>
        <input key={value} id={id} name={name} type="search" defaultValue={value} maxLength={100} aria-describedby={`${id}-aide`} className={`mt-1 block w-full ${controlClass}`} />
      </div>
      {children}
      <div className="flex gap-2">
        <button
          type="submit"
          className="h-11 rounded-lg bg-navy px-5 font-semibold text-white hover:bg-navy-dark focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-terracotta"
        >
          Rechercher
        </button>
        {(value || filtered) && (
          <Link to={clearHref} preventScrollReset className="flex h-11 items-center rounded-lg px-3 font-semibold text-navy underline hover:bg-white">
            Effacer<span className="sr-only"> la recherche</span>
          </Link>
        )}
      </div>
    </Form>
  );
}

/** The search of a list page of its own (?q=). */
export function AdminSearch({ action, label, hint, q }: { action: string; label: string; hint: string; q: string }) {
  return <ListSearch action={action} label={label} hint={hint} value={q} clearHref={action} />;
}

/** The projects messages or leads are about, to filter a list by one (« Ce projet m’intéresse »). */
export function ProjectSelect({ projects, selected }: { projects: readonly { id: number; title: string }[]; selected: number | null }) {
  if (projects.length === 0) return null;
  return (
    <div className="min-w-0 basis-56">
      <label htmlFor="filtre-projet" className="font-semibold text-navy">
        Projet
      </label>
      <p id="filtre-projet-aide" className="text-sm text-slate-700">
        Le projet dont parle le visiteur.
      </p>
      <select id="filtre-projet" name="projet" defaultValue={selected ?? ""} aria-describedby="filtre-projet-aide" className={`mt-1 block w-full ${controlClass}`}>
        <option value="">Tous les projets</option>
        {projects.map((p) => (
          <option key={p.id} value={p.id}>
            {p.title}
          </option>
        ))}
      </select>
    </div>
  );
}

/** A text box or select of the admin lists' search forms. */
export const controlClass = "h-11 rounded-lg border border-slate-400 bg-white px-3 text-slate-900 focus:border-navy focus:outline-2 focus:outline-navy";

/** The search text of a list page: trimmed, at most 100 characters. */
export const searchText = (request: Request) => (new URL(request.url).searchParams.get("q") ?? "").trim().slice(0, 100);

/** A wide table scrolls sideways on small screens; the region is focusable so the keyboard can scroll it. */
export function ScrollTable({ captionId, children }: { captionId: string; children: React.ReactNode }) {
  return (
    <ScrollRegion labelledBy={captionId} className="mt-8 rounded-2xl border border-slate-200">
      {children}
    </ScrollRegion>
  );
}

export const thClass = "whitespace-nowrap px-4 py-3 text-left text-sm font-semibold text-navy";
export const tdClass = "px-4 py-3 align-top";

export const linkClass = "font-semibold text-navy underline underline-offset-4 hover:text-terracotta-dark";

/** One column of an AdminTable: its heading, its cell, and whether the cell is the row's heading. */
export interface Column<T> {
  title: string;
  cell: (row: T) => React.ReactNode;
  rowHeader?: boolean;
  className?: string;
}

/**
 * The table of an admin list: caption, column headings, one row per item; each row a card on a phone (`.table-cards`,
 * issue 30 item 5), scrolling sideways from 640 px only when wider than the screen (`minWidth` applies from there:
 * « sm:min-w-… »).
 */
export function AdminTable<T extends { id: number | string }>({ id, caption, columns, rows, minWidth = "sm:min-w-[32rem]" }: { id: string; caption: React.ReactNode; columns: Column<T>[]; rows: T[]; minWidth?: string }) {
  return (
    <ScrollTable captionId={id}>
      <table className={`table-cards w-full ${minWidth} border-collapse`}>
        <caption id={id} className="px-4 py-3 text-left text-slate-700">
          {caption}
        </caption>
        <thead className="bg-slate-50">
          <tr>
            {columns.map((column) => (
              <th key={column.title} scope="col" className={`${thClass} ${column.className ?? ""}`}>
                {column.title}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200">
          {rows.map((row) => (
            <tr key={row.id} className="hover:bg-sand/30">
              {columns.map((column) =>
                column.rowHeader ? (
                  <th key={column.title} scope="row" className={`${tdClass} text-left font-normal`}>
                    {column.cell(row)}
                  </th>
                ) : (
                  <td key={column.title} data-label={column.title} className={`${tdClass} ${column.className ?? ""}`}>
                    {column.cell(row)}
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollTable>
  );
}

/** An empty list: nothing yet, or nothing matching the search. */
export function NoMatch({ q, none, noMatch }: { q: string; none: string; noMatch: string }) {
  return (
    <p role="status" className="mt-4 rounded-2xl border border-dashed border-slate-300 p-6 text-center text-slate-700">
      {q ? `${noMatch} « ${q} ».` : none}
    </p>
  );
}

/**
 * A figure of the follow-up (clients, leads, messages), linking to its list. Neutral, unless something in
 * it waits for the staff (`attention`: documents to validate, unread messages, call-backs to make).
 */
export function FollowUpCard(props: { to: string; title: string; count: number; noun: [singular: string, plural: string]; detail: string; attention?: string }) {
  const { to, title, count, noun, detail, attention } = props;
  return (
    <li className="flex">
      <Link
        to={to}
        className={`flex w-full flex-col rounded-2xl border p-4 transition-colors hover:border-navy hover:bg-sand/40 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-terracotta sm:p-5 ${
          attention ? "border-terracotta-dark" : "border-slate-200"
        }`}
      >
        <span className="text-lg font-bold text-navy underline-offset-4">{title}</span>
        <span className="mt-1 text-navy">
          <span className="text-3xl font-extrabold">{formatInteger(count)}</span> <span className="font-semibold">{count > 1 ? noun[1] : noun[0]}</span>
        </span>
        <span className="mt-1 text-slate-700">{detail}</span>
        {attention && <span className="mt-2 self-start rounded-full bg-terracotta-dark px-2.5 py-0.5 text-sm font-semibold text-white">{attention}</span>}
      </Link>
    </li>
  );
}

/** A titled list of the hub, with its « Ajouter » link. */
export function ListSection({ id, title, addTo, addLabel, children }: { id: string; title: string; addTo: string; addLabel: string; children: React.ReactNode }) {
  return (
    <section aria-labelledby={id} className="mt-10 scroll-mt-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h3 id={id} className="text-xl font-bold text-navy">
          {title}
        </h3>
        <Link to={addTo} className={linkClass}>
          {addLabel}
        </Link>
      </div>
      {children}
    </section>
  );
}
