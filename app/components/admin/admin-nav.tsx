// The staff's navigation (issue 23): every section of the administration one click away — a left column
// on a desktop, a compact menu (a <details>, which opens without JavaScript) at the top on a phone. Only
// what waits for the staff carries a count (documents to validate, unread messages, call-backs).
import { Link, useLocation } from "react-router";

export interface AdminToDo {
  documents: number;
  messages: number;
  callbacks: number;
}

interface Item {
  to: string;
  label: string;
  /** Whether the page shown belongs to this item. */
  current: (path: string, list: string | null) => boolean;
  count?: (todo: AdminToDo) => number;
  countLabel?: string;
}

/** The hub's content lists (/creer?liste=…) and the edit screens that belong to each. */
const contentItem = (list: string, label: string, screens: RegExp): Item => ({
  to: `/creer?liste=${list}#contenu-site`,
  label,
  current: (path, shown) => (path === "/creer" && shown === list) || screens.test(path),
});

const GROUPS: { title: string; items: Item[] }[] = [
  {
    title: "Suivi des clients",
    items: [
      { to: "/creer", label: "Tableau de bord", current: (path, list) => path === "/creer" && !list },
      {
        to: "/creer/clients",
        label: "Clients",
        current: (path) => path.startsWith("/creer/clients"),
        count: (t) => t.documents + t.messages,
        countLabel: "à traiter",
      },
      { to: "/creer/prospects", label: "Prospects", current: (path) => path.startsWith("/creer/prospects") },
      { to: "/creer/rappels", label: "Rappels", current: (path) => path.startsWith("/creer/rappels"), count: (t) => t.callbacks, countLabel: "à traiter" },
      { to: "/creer/messages", label: "Messages", current: (path) => path.startsWith("/creer/messages") },
      { to: "/creer/gestion", label: "Gestion locative", current: (path) => path.startsWith("/creer/gestion") },
      { to: "/creer/irl", label: "Indice des loyers (IRL)", current: (path) => path.startsWith("/creer/irl") },
    ],
  },
  {
    title: "Contenu du site",
    items: [
      contentItem("projets", "Projets", /^\/(creer-projet|edit-project\/)/),
      contentItem("villes", "Villes", /^\/(creer-ville|edit-ville\/)/),
      contentItem("quartiers", "Quartiers", /^\/(creer-quartier|edit-quartier\/)/),
      contentItem("ressources", "Ressources", /^\/(creer-ressource|edit-resource\/)/),
      contentItem("equipe", "Équipe", /^\/(creer-membre|edit-membre\/)/),
      contentItem("temoignages", "Témoignages", /^\/(creer-temoignage|edit-temoignage\/)/),
      { to: "/creer/marche", label: "Données du marché", current: (path) => path.startsWith("/creer/marche") },
      { to: "/creer/journal", label: "Journal des modifications", current: (path) => path.startsWith("/creer/journal") },
    ],
  },
];

function Links({ todo, idPrefix }: { todo: AdminToDo; idPrefix: string }) {
  const location = useLocation();
  const list = location.pathname === "/creer" ? (new URLSearchParams(location.search).get("liste") ?? null) : null;
  return (
    <>
      {GROUPS.map((group, g) => (
        <div key={group.title} className={g > 0 ? "mt-5" : ""}>
          <p id={`${idPrefix}-${g}`} className="px-3 text-xs font-semibold uppercase tracking-wide text-slate-600">
            {group.title}
          </p>
          <ul aria-labelledby={`${idPrefix}-${g}`} className="mt-1 space-y-0.5">
            {group.items.map((item) => {
              const current = item.current(location.pathname, list);
              const count = item.count?.(todo) ?? 0;
              return (
                <li key={item.to}>
                  <Link
                    to={item.to}
                    aria-current={current ? "page" : undefined}
                    className={`flex min-h-10 items-center justify-between gap-2 rounded-lg px-3 py-1.5 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-terracotta ${
                      current ? "bg-navy font-semibold text-white" : "text-navy hover:bg-sand"
                    }`}
                  >
                    {item.label}
                    {count > 0 && (
                      <span className={`rounded-full px-2 text-sm font-bold ${current ? "bg-white text-terracotta-dark" : "bg-terracotta-dark text-white"}`}>
                        {count}
                        <span className="sr-only"> {item.countLabel}</span>
                      </span>
                    )}
                  </Link>
                </li>
              );
            })}
          </ul>
        </div>
      ))}
    </>
  );
}

export function AdminNav({ todo }: { todo: AdminToDo }) {
  const location = useLocation();
  const waiting = todo.documents + todo.messages + todo.callbacks;
  return (
    <>
      {/* Desktop: a column beside the page, its links always in view. */}
      <nav aria-label="Administration" className="hidden w-52 shrink-0 lg:block">
        <div className="sticky top-24 py-10">
          <Links todo={todo} idPrefix="admin-nav" />
        </div>
      </nav>
      {/* Phone and tablet: one line that opens the same links; closed again after each page change. */}
      <details key={`${location.pathname}${location.search}`} className="group mx-4 mt-4 rounded-xl border border-slate-300 lg:hidden">
        <summary className="flex min-h-11 cursor-pointer list-none items-center justify-between rounded-xl px-4 font-semibold text-navy focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-terracotta [&::-webkit-details-marker]:hidden">
          <span>
            Menu de l’administration
            {waiting > 0 && <span className="ml-2 rounded-full bg-terracotta-dark px-2 text-sm font-bold text-white">{waiting} à traiter</span>}
          </span>
          <span aria-hidden="true" className="transition-transform group-open:rotate-180">
            ▾
          </span>
        </summary>
        <nav aria-label="Administration" className="border-t border-slate-200 px-1 py-3">
          <Links todo={todo} idPrefix="admin-menu" />
        </nav>
      </details>
    </>
  );
}
