// The public project page's data in one call (issue 24, item 7): the project, then its district, the
// district's neighbours for the « Analyse » chart, the after-tax defaults of the signed-in investor and the
// names of the PDF documents among the pictures, the independent queries side by side.
import type { SessionUser } from "~/domain/account";
import type { DistrictFigures } from "~/domain/district-chart";
import { type ProjectMarketView, projectMarketView } from "~/domain/market/display";
import { type DistrictPageData, type ProjectPageData, type ProjectSummary, districtPageData, projectPageData, projectSummary } from "~/domain/project-page";
import type { TrackRecordLine } from "~/domain/ownership/track-record-view";
import type { TaxFields } from "~/domain/tax/tax-query";
import { taxDefaultsFor } from "./after-tax.server";
import type { DB } from "./db.server";
import { cityDistrictFigures, getDistrict } from "./districts.server";
import { projectMarket } from "./market/market.server";
import { projectResults } from "./ownership/track-record.server";
import { pdfNames } from "./media.server";
import { getProject } from "./projects.server";

export interface ProjectPage {
  project: ProjectPageData;
  /** The key figures beside the page, rounded by the page. */
  summary: ProjectSummary;
  /** Null when the project has no district yet: the page shows the maintenance animation. */
  district: DistrictPageData | null;
  districtFigures: DistrictFigures[];
  /** Names of the PDF documents among the project's and the district's pictures, by hash. */
  pdfs: Record<string, string>;
  taxDefaults: Partial<TaxFields>;
  /** Market evidence (issue 21): the commune's stored figures, its reference rent, its latest sales; null without any. */
  market: ProjectMarketView | null;
  /** Issue 22: the project's published track-record lines (its owners agreed), empty when none. */
  results: TrackRecordLine[];
}

/** The page of project `id`, or null when there is none. */
export async function getProjectPage(db: DB, id: number, { user }: { user: SessionUser | null }): Promise<ProjectPage | null> {
  const project = await getProject(db, id);
  if (!project) return null;
  const districtData = async () => {
    const district = project.districtId === null ? null : await getDistrict(db, project.districtId);
    if (!district) return { district: null, districtFigures: [], districtPdfs: {} };
    const [districtFigures, districtPdfs] = await Promise.all([cityDistrictFigures(db, district.cityId), pdfNames(db, [district.imageCover, district.imageAnalyse])]);
    return { district: districtPageData(district), districtFigures, districtPdfs };
  };
  const [{ district, districtFigures, districtPdfs }, projectPdfs, taxDefaults, market, results] = await Promise.all([
    districtData(),
    pdfNames(db, [...project.images, ...project.imagesTravaux]),
    taxDefaultsFor(db, user),
    projectMarket(db, project),
    projectResults(db, project.id),
  ]);
  return {
    project: projectPageData(project),
    summary: projectSummary(project),
    district,
    districtFigures,
    pdfs: { ...projectPdfs, ...districtPdfs },
    taxDefaults,
    market: market && projectMarketView(project, market),
    results,
  };
}
