// The project page's tabs (links in the URL, decision 0004). « Quartier », the first, is in the page's own
// code; the other three load when they show (decision 0037): their code stays out of the first load of a
// page opened on « Quartier », and the pointer over the tabs (or the focus on one) starts loading it.
// No Suspense boundary, on purpose: the server then writes a lazy tab in place in the HTML (with a boundary,
// React would send it apart, shown by a script: nothing without JavaScript); in the browser, a tab link
// navigates in a transition, which keeps the tab shown before until the new one's code is there, and a page
// opened on a lazy tab hydrates once its code has come.
import { lazy } from "react";
import { useSearchParams } from "react-router";
import { TabList, TabPanel, pickTab } from "~/components/layout/tabs";
import type { DistrictFigures } from "~/domain/projects/district-chart";
import type { ProjectMarketView } from "~/domain/market/display";
import type { DistrictPageData, ProjectPageData } from "~/domain/projects/project-page";
import { DistrictTab } from "./district-tab";
import type { Pdfs } from "./project-media";

export const MAIN_TABS = [
  { id: "quartier", label: "Quartier" },
  { id: "travaux", label: "Travaux" },
  { id: "bilan", label: "Bilan" },
  { id: "temoignage", label: "Témoignage" },
];

const modules = {
  travaux: () => import("./works-tab"),
  bilan: () => import("./balance-tab"),
  temoignage: () => import("./testimony-tab"),
};
const WorksTab = lazy(() => modules.travaux().then((m) => ({ default: m.WorksTab })));
const BalanceTab = lazy(() => modules.bilan().then((m) => ({ default: m.BalanceTab })));
const TestimonyTab = lazy(() => modules.temoignage().then((m) => ({ default: m.TestimonyTab })));
const preload = () => Object.values(modules).forEach((load) => void load());

export function ProjectTabs({
  project,
  district,
  districtFigures,
  pdfs,
  market,
}: {
  project: ProjectPageData;
  district: DistrictPageData;
  districtFigures: DistrictFigures[];
  pdfs: Pdfs;
  market: ProjectMarketView | null;
}) {
  const [params] = useSearchParams();
  const tab = pickTab(params.get("onglet"), MAIN_TABS);
  return (
    <div className="mt-10">
      <TabList label="Détails du projet" idPrefix="projet" tabs={MAIN_TABS} selected={tab} href={(id) => `?onglet=${id}`} onIntent={preload} />
      <TabPanel idPrefix="projet" selected={tab}>
        {tab === "quartier" && <DistrictTab district={district} districtFigures={districtFigures} pdfs={pdfs} />}
        {tab === "travaux" && <WorksTab project={project} pdfs={pdfs} />}
        {tab === "bilan" && <BalanceTab project={project} market={market} search={params.toString()} />}
        {tab === "temoignage" && <TestimonyTab project={project} />}
      </TabPanel>
    </div>
  );
}
