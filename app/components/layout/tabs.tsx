import { Link } from "react-router";
import tabKeys from "~/components/media/onglets.island";
import { Island } from "./island";

export interface TabItem {
  id: string;
  label: string;
}

const PHONE_COLUMNS = ["grid-cols-1", "grid-cols-1", "grid-cols-2", "grid-cols-3"];

/**
 * Tabs driven by a URL query parameter, so they work without JavaScript and can be shared.
 * With JavaScript, the arrow keys move between tabs (WAI-ARIA tabs pattern, manual activation).
 */
export function TabList({
  label,
  tabs,
  selected,
  href,
  idPrefix,
  size = "lg",
}: {
  label: string;
  tabs: TabItem[];
  selected: string | null;
  href: (id: string) => string;
  idPrefix: string;
  size?: "lg" | "sm";
}) {
  const base =
    size === "lg"
      ? "rounded-t-lg px-4 py-3 text-base font-semibold sm:px-6"
      : "rounded-full px-4 py-2 text-sm font-semibold";
  const listId = `${idPrefix}-onglets`;
  // On a phone, rows of equal cells (issue 30, item 11): never one tab alone on a second row.
  const columns = PHONE_COLUMNS[tabs.length <= 3 ? tabs.length : tabs.length % 2 === 0 ? 2 : 3];
  return (
    <>
      <div
        id={listId}
        role="tablist"
        aria-label={label}
        className={`grid ${columns} sm:flex sm:flex-wrap ${size === "lg" ? "gap-1 border-b-2 border-navy" : "gap-2"}`}
      >
        {tabs.map((tab) => {
          const active = tab.id === selected;
          return (
            <Link
              key={tab.id}
              id={`${idPrefix}-tab-${tab.id}`}
              role="tab"
              aria-selected={active}
              aria-controls={active ? `${idPrefix}-panel` : undefined}
              tabIndex={active || (selected === null && tab === tabs[0]) ? 0 : -1}
              to={href(tab.id)}
              replace
              preventScrollReset
              className={`${base} text-center focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-terracotta ${
                active ? "bg-navy text-white" : "bg-sand text-navy hover:bg-navy/10"
              }`}
            >
              {tab.label}
            </Link>
          );
        })}
      </div>
      <Island of={tabKeys} props={{ listId }} />
    </>
  );
}

export function TabPanel({ idPrefix, selected, children }: { idPrefix: string; selected: string; children: React.ReactNode }) {
  return (
    <div id={`${idPrefix}-panel`} role="tabpanel" aria-labelledby={`${idPrefix}-tab-${selected}`} tabIndex={0} className="focus-visible:outline-2 focus-visible:outline-terracotta">
      {children}
    </div>
  );
}

/** The tab the query names, or the first one. */
export const pickTab = (value: string | null, tabs: readonly TabItem[]) => tabs.find((t) => t.id === value)?.id ?? tabs[0].id;

/** Keeps loaders from re-running when only tab parameters changed. */
export function onlyTabsChanged(current: URL, next: URL, tabParams: string[]): boolean {
  if (current.pathname !== next.pathname) return false;
  const strip = (u: URL) => {
    const p = new URLSearchParams(u.search);
    for (const name of tabParams) p.delete(name);
    p.sort();
    return p.toString();
  };
  return strip(current) === strip(next);
}
