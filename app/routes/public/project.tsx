import { Link, type ShouldRevalidateFunction } from "react-router";
import { MaintenanceAnimation } from "~/components/layout/maintenance-animation";
import ProjectResults from "~/components/ownership/project-results";
import { COVER_SIZES, ProjectCover, ProjectPhotos } from "~/components/project/project-overview";
import { ProjectActionBar, ProjectSummaryPanel } from "~/components/project/project-summary";
import { ProjectTabs } from "~/components/project/project-tabs";
import type { RouteHandle } from "~/components/layout/route-handle";
import { VideoList } from "~/components/media/video-list";
import { formatMoney, formatYield } from "~/domain/text/format";
import { toPlace } from "~/domain/text/french";
import { ogPath, projectOgCard } from "~/domain/site/og-image";
import { seoMeta } from "~/domain/site/seo";
import { cityPath, projectPath } from "~/domain/text/slug";
import { db } from "~/server/db/db.server";
import { getProjectPage } from "~/server/content/project-page.server";
import { ensureCanonical, idParam, notFoundUnless } from "~/server/http/route-params.server";
import type { Route } from "./+types/project";

/**
 * A failed load shows the maintenance animation (root error boundary). The page is cached once for everyone
 * (decision 0025): a signed-in visitor's block carries the income of their questionnaire, which the after-tax
 * view starts from once its island runs.
 * Served without React Router's scripts: its tabs are links, its simulator, videos and tab keys are islands
 * (decision 0046).
 */
export const handle: RouteHandle = { maintenanceOnError: true, sharedPage: "with-income", hydrate: false, wide: true };

export async function loader({ params, request }: Route.LoaderArgs) {
  const page = notFoundUnless(await getProjectPage(db(), idParam(params.id)));
  ensureCanonical(request, params.slug, projectPath(page.project));
  return page;
}

/**
 * The loader reads nothing from the query: tabs, simulator and after-tax parameters are read by the page
 * (the simulator computes in the browser). Skip it when only they change; GET submissions count as
 * navigations here.
 */
export const shouldRevalidate: ShouldRevalidateFunction = ({ currentUrl, nextUrl, formMethod, defaultShouldRevalidate }) =>
  (!formMethod || formMethod.toUpperCase() === "GET") && currentUrl.pathname === nextUrl.pathname ? false : defaultShouldRevalidate;

export const meta: Route.MetaFunction = (args) => {
  const project = args.loaderData?.project;
  if (!project) return [];
  return seoMeta(args, {
    title: `${project.title} ${toPlace(project.cityName)}`,
    description: `${project.typeBienApres} ${toPlace(project.cityName)} : prix global ${formatMoney(project.prixGlobal)}, rentabilité brute ${formatYield(project.rentabilite.profitabilityBrut)}. Travaux, financement et témoignage de l’investisseur.`,
    path: projectPath(project),
    image: ogPath({ kind: "projets", id: project.id }, projectOgCard(project)),
    lcpImage: project.imageCover ? { hash: project.imageCover, sizes: COVER_SIZES } : undefined,
  });
};

export default function ProjectPage({ loaderData }: Route.ComponentProps) {
  const { project, summary, district, districtFigures, pdfs, market, results, testimonials } = loaderData;
  return (
    <main id="contenu" className="mx-auto max-w-[90rem] px-4 py-8 sm:px-6 lg:px-8">
      <nav aria-label="Fil d’Ariane" className="text-sm text-slate-700">
        <Link to="/projets" className="underline">Projets</Link> ›{" "}
        <Link to={cityPath({ id: project.cityId, nom: project.cityName })} className="underline">{project.cityName}</Link>
      </nav>
      <p className="mt-4 text-sm font-semibold tracking-wide text-terracotta-dark uppercase">
        {project.cityName}
        {project.districtName ? ` · ${project.districtName}` : ""}
      </p>
      <h1 className="mt-1 text-3xl font-extrabold text-navy md:text-4xl">{project.title}</h1>

      {!district ? (
        <div className="mx-auto mt-8 max-w-xl">
          <MaintenanceAnimation />
        </div>
      ) : (
        // Wide screen: the content on the left, the summary sticky on the right over the page's whole height
        // (decision 0041). Phone: cover, summary, then the rest, and the action in a bar fixed at the bottom.
        <div className="mt-6 grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem] lg:gap-x-8 xl:grid-cols-[minmax(0,1fr)_22rem]">
          <div className="min-w-0 lg:col-start-1 lg:row-start-1">
            <ProjectCover project={project} pdfs={pdfs} />
          </div>
          <ProjectSummaryPanel project={project} summary={summary} className="lg:sticky lg:top-20 lg:col-start-2 lg:row-span-2 lg:row-start-1 lg:self-start" />
          <div className="min-w-0 lg:col-start-1 lg:row-start-2">
            <ProjectPhotos project={project} pdfs={pdfs} />
            <ProjectTabs project={project} district={district} districtFigures={districtFigures} pdfs={pdfs} market={market} testimonials={testimonials} />
            {results.length > 0 && <ProjectResults lines={results} />}
            {project.video.length > 0 && (
              <section aria-labelledby="videos" className="mt-12">
                <h2 id="videos" className="text-2xl font-bold text-navy">En vidéo</h2>
                <div className="mt-4">
                  <VideoList urls={project.video} title="Voir la visite en vidéo" />
                </div>
              </section>
            )}
          </div>
          <ProjectActionBar projectId={project.id} status={project.status} summary={summary} />
        </div>
      )}
    </main>
  );
}
