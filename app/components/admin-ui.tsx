// Pieces shared by the staff pages under /creer: breadcrumb, search form, table cell styles.
import { Form, Link } from "react-router";

export function AdminBreadcrumb({ trail, current }: { trail?: { to: string; label: string }[]; current: string }) {
  const links = [{ to: "/creer", label: "Administration" }, ...(trail ?? [])];
  return (
    <nav aria-label="Fil d'Ariane" className="text-sm">
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

/** GET search form (?q=), kept in the URL so that a search can be shared and works without JavaScript. */
export function AdminSearch({ action, label, hint, q }: { action: string; label: string; hint: string; q: string }) {
  return (
    <Form method="get" action={action} role="search" className="mt-6 flex flex-wrap items-end gap-3 rounded-2xl bg-sand p-4">
      <div className="min-w-0 flex-1 basis-64">
        <label htmlFor="q" className="font-semibold text-navy">
          {label}
        </label>
        <p id="q-aide" className="text-sm text-slate-700">
          {hint}
        </p>
        <input
          id="q"
          name="q"
          type="search"
          defaultValue={q}
          maxLength={100}
          aria-describedby="q-aide"
          className="mt-1 block h-11 w-full rounded-lg border border-slate-400 bg-white px-3 text-slate-900 focus:border-navy focus:outline-2 focus:outline-navy"
        />
      </div>
      <div className="flex gap-2">
        <button
          type="submit"
          className="h-11 rounded-lg bg-navy px-5 font-semibold text-white hover:bg-navy-dark focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-terracotta"
        >
          Rechercher
        </button>
        {q && (
          <Link to={action} className="flex h-11 items-center rounded-lg px-3 font-semibold text-navy underline hover:bg-white">
            Effacer
          </Link>
        )}
      </div>
    </Form>
  );
}

/** The search text of a list page: trimmed, at most 100 characters. */
export const searchText = (request: Request) => (new URL(request.url).searchParams.get("q") ?? "").trim().slice(0, 100);

/** A wide table scrolls sideways on small screens; the region is focusable so the keyboard can scroll it. */
export function ScrollTable({ captionId, children }: { captionId: string; children: React.ReactNode }) {
  return (
    <div
      role="region"
      aria-labelledby={captionId}
      tabIndex={0}
      className="mt-8 overflow-x-auto rounded-2xl border border-slate-200 focus-visible:outline-2 focus-visible:outline-terracotta"
    >
      {children}
    </div>
  );
}

export const thClass = "whitespace-nowrap px-4 py-3 text-left text-sm font-semibold text-navy";
export const tdClass = "px-4 py-3 align-top";
