// The project page's tabs (links in the URL, decision 0004). The page is served without React Router's scripts
// (`hydrate: false`): the server renders the tab asked for, and its interactive parts are islands (the balance's
// simulation, the keys of the tab list). Nothing here loads lazily: no code of the page runs in the browser.
import { useSearchParams } from "react-router";
import { TabList, TabPanel, pickTab } from "~/components/layout/tabs";
import type { DistrictFigures } from "~/domain/projects/district-chart";
import type { ProjectMarketView } from "~/domain/market/display";
import type { DistrictPageData, ProjectPageData } from "~/domain/projects/project-page";
import { BalanceTab } from "./balance-tab";
import { DistrictTab } from "./district-tab";
import type { Pdfs } from "./project-media";
import { TestimonyTab } from "./testimony-tab";
import type { TestimonialView } from "./testimonials";
import { WorksTab } from "./works-tab";

export const MAIN_TABS = [
  { id: "quartier", label: "Quartier" },
  { id: "travaux", label: "Travaux" },
  { id: "bilan", label: "Bilan" },
  { id: "temoignage", label: "Témoignage" },
];

export function ProjectTabs({
  project,
  district,
  districtFigures,
  pdfs,
  market,
  testimonials,
}: {
  project: ProjectPageData;
  district: DistrictPageData;
  districtFigures: DistrictFigures[];
  pdfs: Pdfs;
  market: ProjectMarketView | null;
  testimonials: TestimonialView[];
}) {
  const [params] = useSearchParams();
  const tab = pickTab(params.get("onglet"), MAIN_TABS);
  return (
    <div className="mt-10">
      <TabList label="Détails du projet" idPrefix="projet" tabs={MAIN_TABS} selected={tab} href={(id) => `?onglet=${id}`} />
      <TabPanel idPrefix="projet" selected={tab}>
        {tab === "quartier" && <DistrictTab district={district} districtFigures={districtFigures} pdfs={pdfs} market={market} />}
        {tab === "travaux" && <WorksTab project={project} pdfs={pdfs} />}
        {tab === "bilan" && <BalanceTab project={project} market={market} search={params.toString()} />}
        {tab === "temoignage" && <TestimonyTab project={project} testimonials={testimonials} />}
      </TabPanel>
    </div>
  );
}
