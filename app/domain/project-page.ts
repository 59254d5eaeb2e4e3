// What the public project page sends to the browser (issue 20, item 2): the fields its components show,
// not the whole stored project. Its hydration data repeats every field it carries, so a field the page
// does not show (dates, status, the featured flag, copies kept for the lists' orders) stays on the server.
import type { District, Project } from "./entities";

/** Every project field the page, its tabs, its simulator, its gallery links and its meta tags read. */
export const PROJECT_PAGE_FIELDS = [
  "id",
  "title",
  "cityId",
  "cityName",
  "districtName",
  "imageCover",
  "imageAvant",
  "images",
  "imagesTravaux",
  "video",
  "prixGlobal",
  "prixLocation",
  "tauxEmprunt",
  "scenarioAdopter",
  "profilCibler",
  "typeBienAvant",
  "typeBienApres",
  "tmpRenov",
  "titreRenov1",
  "titreRenov2",
  "titreRenov3",
  "titreRenov4",
  "renov1",
  "renov2",
  "renov3",
  "renov4",
  "descriptionClient",
  "temoignage",
  "total",
  "chargesMensuelles",
  "rentabilite",
  "surface",
  "dpeBefore",
  "dpeAfter",
  "valeurApresTravaux",
  "sourceValeur",
] as const satisfies readonly (keyof Project)[];

export type ProjectPageData = Pick<Project, (typeof PROJECT_PAGE_FIELDS)[number]>;

/** The district as its tab shows it (its city is the project's). */
export type DistrictPageData = Omit<District, "cityId" | "cityName" | "createdAt" | "updatedAt">;

export function projectPageData(project: Project): ProjectPageData {
  return Object.fromEntries(PROJECT_PAGE_FIELDS.map((key) => [key, project[key]])) as ProjectPageData;
}

export function districtPageData({ cityId: _city, cityName: _name, createdAt: _created, updatedAt: _updated, ...shown }: District): DistrictPageData {
  return shown;
}
