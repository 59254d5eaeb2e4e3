// The public project page's data in one call (issue 24, item 7): the project, then its district, the
// district's neighbours for the « Analyse » chart and the names of the PDF documents among the pictures, the
// independent queries side by side. The same for every visitor (the after-tax view reads a signed-in visitor's
// income from the page's visitor block, decision 0025).
import type { DistrictFigures } from "~/domain/projects/district-chart";
import { type ProjectMarketView, projectMarketView } from "~/domain/market/display";
import { type DistrictPageData, type ProjectPageData, type ProjectSummary, districtPageData, projectPageData, projectSummary } from "~/domain/projects/project-page";
import type { TrackRecordLine } from "~/domain/ownership/track-record-view";
import type { Testimonial } from "~/domain/content/entities";
import type { DB } from "../db/db.server";
import { cityDistrictFigures, getDistrict } from "./districts.server";
import { projectMarket } from "../market/market.server";
import { projectResults } from "../ownership/track-record.server";
import { pdfNames } from "../files/media.server";
import { getProject } from "./projects.server";
import { projectTestimonials } from "./testimonials.server";

export interface ProjectPage {
  project: ProjectPageData;
  /** The key figures beside the page, rounded by the page. */
  summary: ProjectSummary;
  /** Null when the project has no district yet: the page shows the maintenance animation. */
  district: DistrictPageData | null;
  districtFigures: DistrictFigures[];
  /** Names of the PDF documents among the project's and the district's pictures, by hash. */
  pdfs: Record<string, string>;
  /** Market evidence (issue 21): the commune's stored figures, its reference rent, its latest sales; null without any. */
  market: ProjectMarketView | null;
  /** Issue 22: the project's published track-record lines (its owners agreed), empty when none. */
  results: TrackRecordLine[];
  /** The named testimonials of its buyers (first name, city, date), the most recent first; empty when none. */
  testimonials: Pick<Testimonial, "id" | "prenom" | "ville" | "date" | "texte" | "project">[];
}

/** The page of project `id`, or null when there is none. */
export async function getProjectPage(db: DB, id: number): Promise<ProjectPage | null> {
  const project = await getProject(db, id);
  if (!project) return null;
  const districtData = async () => {
    const district = project.districtId === null ? null : await getDistrict(db, project.districtId);
    if (!district) return { district: null, districtFigures: [], districtPdfs: {} };
    const [districtFigures, districtPdfs] = await Promise.all([cityDistrictFigures(db, district.cityId), pdfNames(db, [district.imageCover, district.imageAnalyse])]);
    return { district: districtPageData(district), districtFigures, districtPdfs };
  };
  const [{ district, districtFigures, districtPdfs }, projectPdfs, market, results, testimonials] = await Promise.all([
    districtData(),
    pdfNames(db, [...project.images, ...project.imagesTravaux]),
    projectMarket(db, project),
    projectResults(db, project.id),
    projectTestimonials(db, project.id),
  ]);
  return {
    project: projectPageData(project),
    summary: projectSummary(project),
    district,
    districtFigures,
    pdfs: { ...projectPdfs, ...districtPdfs },
    market: market && projectMarketView(project, market),
    results,
    testimonials: testimonials.map(({ id, prenom, ville, date, texte, project }) => ({ id, prenom, ville, date, texte, project })),
  };
}
