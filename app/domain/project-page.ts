// What the public project page sends to the browser (issue 20, item 2). Its hydration data repeats every field
// it carries, so the stored fields it does not show stay on the server. A list of what to leave out rather
// than of what to send: a new field shown on the page needs nothing here (issue 24's recipe for a field).
import type { District, Project } from "./entities";

/** Stored project fields the page, its tabs, its simulator, its gallery links and its meta tags never read. */
export const PROJECT_FIELDS_NOT_SHOWN = [
  "createdAt",
  "updatedAt",
  "status",
  "enAvant",
  "districtId",
  "profitabilityNet",
  "cashflowDifferer",
  "moisDifferer",
] as const satisfies readonly (keyof Project)[];

/** Also left out: the row's copies of two figures, kept for the lists' orders (migration 0013), not part of the type. */
const LEFT_OUT = new Set<string>([...PROJECT_FIELDS_NOT_SHOWN, "grossYield", "monthlyCashflow"]);

export type ProjectPageData = Omit<Project, (typeof PROJECT_FIELDS_NOT_SHOWN)[number]>;

/** The district as its tab shows it (its city is the project's). */
export type DistrictPageData = Omit<District, "cityId" | "cityName" | "createdAt" | "updatedAt">;

export function projectPageData(project: Project): ProjectPageData {
  return Object.fromEntries(Object.entries(project).filter(([key]) => !LEFT_OUT.has(key))) as ProjectPageData;
}

export function districtPageData({ cityId: _city, cityName: _name, createdAt: _created, updatedAt: _updated, ...shown }: District): DistrictPageData {
  return shown;
}
