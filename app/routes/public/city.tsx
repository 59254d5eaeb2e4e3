import { Link, type ShouldRevalidateFunction, useSearchParams } from "react-router";
import { Carousel } from "~/components/media/carousel";
import { CityMarket } from "~/components/market/city-market";
import { MediaImage } from "~/components/media/media-image";
import { Paragraphs } from "~/components/media/paragraphs";
import { ProjectCardGrid } from "~/components/project/project-card";
import { TabList, TabPanel, onlyTabsChanged, pickTab } from "~/components/layout/tabs";
import { VideoList } from "~/components/media/video-list";
import { formatCount, formatInteger, formatKilometres } from "~/domain/text/format";
import { ofName, toPlace } from "~/domain/text/french";
import { cityMarketView } from "~/domain/market/display";
import { cityOgCard, ogPath } from "~/domain/site/og-image";
import { seoMeta } from "~/domain/site/seo";
import { cityPath } from "~/domain/text/slug";
import { getCity } from "~/server/content/cities.server";
import { db } from "~/server/db/db.server";
import { env } from "~/server/platform/env.server";
import { cityMarket } from "~/server/market/market.server";
import { searchProjects } from "~/server/content/projects.server";
import { ensureCanonical, idParam, notFoundUnless } from "~/server/http/route-params.server";
import type { RouteHandle } from "~/components/layout/route-handle";
import type { Route } from "./+types/city";

/** The city's projects the page lists, newest first; the search lists them all. */
const CITY_PROJECTS = 6;

/**
 * A failed load shows the maintenance animation (root error boundary). Served without React Router's scripts:
 * its tabs are links, its carousel's buttons, video and tab keys are islands (decision 0046).
 */
export const handle: RouteHandle = { maintenanceOnError: true, sharedPage: "always", hydrate: false };

export async function loader({ params, request }: Route.LoaderArgs) {
  const city = notFoundUnless(await getCity(db(), idParam(params.id)));
  ensureCanonical(request, params.slug, cityPath(city));
  // The fields the page shows: its data repeats each one it carries (issue 20).
  const { createdAt: _created, updatedAt: _updated, codeInsee: _insee, codesPostaux: _postcodes, ...shown } = city;
  const [market, projects] = await Promise.all([cityMarket(db(), city), searchProjects(db(), { ville: city.id }, 1, CITY_PROJECTS)]);
  return {
    city: shown,
    presentationVideoUrl: env().PRESENTATION_VIDEO_URL,
    market: market && cityMarketView(market),
    projects: { items: projects.items, total: projects.total },
  };
}

export const shouldRevalidate: ShouldRevalidateFunction = ({ currentUrl, nextUrl, formMethod, defaultShouldRevalidate }) =>
  !formMethod && onlyTabsChanged(currentUrl, nextUrl, ["onglet"]) ? false : defaultShouldRevalidate;

export const meta: Route.MetaFunction = (args) => {
  const city = args.loaderData?.city;
  if (!city) return [];
  return seoMeta(args, {
    title: `Investir ${toPlace(city.nom)}`,
    description: `Investir dans l’immobilier locatif ${toPlace(city.nom)} : ${formatInteger(city.population)} habitants, ${formatInteger(city.etudiant)} étudiants. ${city.titreAtout}.`,
    path: cityPath(city),
    image: ogPath({ kind: "ville", id: city.id }, cityOgCard(city)),
    lcpImage: city.imageCover ? { hash: city.imageCover, sizes: "100vw" } : undefined,
  });
};

const TRANSPORT_ICONS: Record<string, string> = {
  train: "M6 3h12a2 2 0 0 1 2 2v10a3 3 0 0 1-3 3l2 3h-2.5l-2-3h-5l-2 3H5l2-3a3 3 0 0 1-3-3V5a2 2 0 0 1 2-2Zm0 3v4h12V6Zm2 8a1 1 0 1 0 0 2 1 1 0 0 0 0-2Zm8 0a1 1 0 1 0 0 2 1 1 0 0 0 0-2Z",
  bus: "M5 3h14a2 2 0 0 1 2 2v12a2 2 0 0 1-2 2v2h-3v-2H8v2H5v-2a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2Zm0 3v5h14V6ZM7 14a1 1 0 1 0 0 2 1 1 0 0 0 0-2Zm10 0a1 1 0 1 0 0 2 1 1 0 0 0 0-2Z",
  avion: "M21 16v-2l-8-5V3.5a1.5 1.5 0 0 0-3 0V9l-8 5v2l8-2.5V19l-2 1.5V22l3.5-1 3.5 1v-1.5L13 19v-5.5Z",
};
const ICONS = {
  population: "M16 11a3 3 0 1 0 0-6 3 3 0 0 0 0 6Zm-8 0a3 3 0 1 0 0-6 3 3 0 0 0 0 6Zm0 2c-2.7 0-8 1.3-8 4v3h16v-3c0-2.7-5.3-4-8-4Zm8 0c-.3 0-.7 0-1.1.1A4.2 4.2 0 0 1 17 17v3h7v-3c0-2.7-5.3-4-8-4Z",
  etudiant: "M12 3 1 9l11 6 9-4.9V17h2V9Zm-7 9.2v4L12 20l7-3.8v-4L12 16Z",
  distance: "M12 2a7 7 0 0 0-7 7c0 5.2 7 13 7 13s7-7.8 7-13a7 7 0 0 0-7-7Zm0 9.5A2.5 2.5 0 1 1 12 6.5a2.5 2.5 0 0 1 0 5Z",
};

function KeyFigure({ icon, value, label, text }: { icon: string; value: string; label: string; text: string }) {
  return (
    <div className="rounded-2xl bg-sand p-5">
      <svg aria-hidden="true" width="32" height="32" viewBox="0 0 24 24" className="text-terracotta-dark">
        <path d={icon} fill="currentColor" />
      </svg>
      <p className="mt-2 text-2xl font-extrabold text-navy">{value}</p>
      <p className="font-semibold text-navy">{label}</p>
      <p className="mt-2 text-sm text-slate-700">{text}</p>
    </div>
  );
}

export default function CityPage({ loaderData }: Route.ComponentProps) {
  const { city, presentationVideoUrl, market, projects } = loaderData;
  const [params] = useSearchParams();
  // The tabs staff filled in; the first one open until another is chosen (issue 23: no empty panel).
  const tabs = ([1, 2, 3] as const)
    .filter((n) => city[`titreOnglet${n}`] || city[`onglet${n}`].length > 0)
    .map((n) => ({ id: String(n), label: city[`titreOnglet${n}`] || `Onglet ${n}` }));
  const selected = tabs.length > 0 ? pickTab(params.get("onglet"), tabs) : null;
  const selectedContent = selected ? city[`onglet${selected as "1" | "2" | "3"}`] : [];
  const searchPath = `/projets?ville=${city.id}`;
  const poster = city.imageCover ?? city.images[0] ?? null;
  return (
    <main id="contenu">
      <div className="relative">
        {city.imageCover && (
          <MediaImage hash={city.imageCover} alt={`Vue ${ofName(city.nom)}`} width={1440} height={540} sizes="100vw" className="h-64 w-full md:h-96" priority />
        )}
        <div className="absolute inset-x-0 bottom-0 bg-gradient-to-t from-navy-dark/90 to-transparent">
          <div className="mx-auto max-w-6xl px-4 pt-16 pb-6">
            <nav aria-label="Fil d’Ariane" className="text-sm text-white">
              <Link to="/ville" className="underline">Où investir ?</Link> › {city.nom}
            </nav>
            <h1 className="mt-2 text-4xl font-extrabold text-white md:text-5xl">Investir {toPlace(city.nom)}</h1>
            {city.departement && (
              <p className="mt-1 text-lg font-semibold text-sand">
                {city.departement}
                {city.departementCode && ` (${city.departementCode})`}
              </p>
            )}
          </div>
        </div>
      </div>

      <div className="mx-auto max-w-6xl space-y-14 px-4 py-10">
        <section aria-label="Chiffres clés" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          <KeyFigure icon={ICONS.population} value={formatInteger(city.population)} label="habitants" text={city.descriptionPopulation} />
          <KeyFigure icon={ICONS.etudiant} value={formatInteger(city.etudiant)} label="étudiants" text={city.descriptionEtudiant} />
          <KeyFigure icon={ICONS.distance} value={formatKilometres(city.distanceParis)} label="de Paris" text={city.descriptionDistanceParis} />
          <KeyFigure icon={TRANSPORT_ICONS[city.transport] ?? ICONS.distance} value={city.titreTransport} label={`En ${city.transport}`} text={city.descriptionTransport} />
        </section>

        <section aria-labelledby="atout" className="grid gap-8 md:grid-cols-2 md:items-center">
          <div>
            <h2 id="atout" className="text-3xl font-bold text-navy">{city.titreAtout}</h2>
            <p className="mt-4 text-lg whitespace-pre-line text-slate-800">{city.atout}</p>
          </div>
          <Carousel label={`Photos et vidéo ${ofName(city.nom)}`}>
            {[
              ...city.images.map((hash, i) => (
                <MediaImage key={hash} hash={hash} alt={`${city.nom}, photo ${i + 1}`} width={800} height={500} sizes="(min-width: 768px) 50vw, 100vw" className="aspect-[8/5] w-full rounded-xl" />
              )),
              <VideoList key="video" urls={[presentationVideoUrl]} title={`Présentation ${ofName(city.nom)} en vidéo`} poster={poster} />,
            ]}
          </Carousel>
        </section>

        <section aria-label="Présentation" className="grid gap-6 md:grid-cols-3">
          {([1, 2, 3] as const).map((n) => (
            <div key={n} className="rounded-2xl border border-slate-200 p-6">
              <h2 className="text-xl font-bold text-navy">{city[`titre${n}`]}</h2>
              <p className="mt-3 whitespace-pre-line text-slate-800">{city[`description${n}`]}</p>
            </div>
          ))}
        </section>

        <section aria-labelledby="projets-ville">
          <div className="flex flex-wrap items-baseline justify-between gap-x-6 gap-y-2">
            <h2 id="projets-ville" className="text-3xl font-bold text-navy">
              Nos projets {toPlace(city.nom)}
            </h2>
            {projects.total > 0 && <p className="text-slate-700">{formatCount(projects.total, "projet", "projets")}</p>}
          </div>
          {projects.items.length > 0 ? (
            <ProjectCardGrid projects={projects.items} className="mt-6" />
          ) : (
            <p className="mt-4 text-lg text-slate-700">
              Aucun projet n’est en ligne {toPlace(city.nom)} pour le moment&nbsp;: créez une alerte depuis la recherche pour être prévenu du prochain.
            </p>
          )}
          <p className="mt-6">
            <Link to={searchPath} className="inline-block rounded-full bg-navy px-6 py-3 font-semibold text-white hover:bg-navy-dark focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-terracotta">
              {projects.total > projects.items.length ? `Voir les ${formatInteger(projects.total)} projets ${toPlace(city.nom)}` : `Rechercher un projet ${toPlace(city.nom)}`}
            </Link>
          </p>
        </section>

        {market && <CityMarket view={market} />}

        {selected && (
          <section aria-labelledby="en-detail">
            <h2 id="en-detail" className="mb-4 text-3xl font-bold text-navy">{city.nom} en détail</h2>
            <TabList label={`${city.nom} en détail`} idPrefix="ville" tabs={tabs} selected={selected} href={(id) => `?onglet=${id}`} />
            <TabPanel idPrefix="ville" selected={selected}>
              <Paragraphs items={selectedContent} className="max-w-3xl pt-6 text-lg text-slate-800" />
            </TabPanel>
          </section>
        )}

        {(city.titreOnglet4 || city.onglet4.length > 0) && (
          <section aria-labelledby="avis" className="rounded-2xl bg-sand p-6">
            <h2 id="avis" className="text-2xl font-bold text-navy">{city.titreOnglet4}</h2>
            <Paragraphs items={city.onglet4} className="mt-3 text-slate-800" />
          </section>
        )}

        <section aria-labelledby="video">
          <h2 id="video" className="text-2xl font-bold text-navy">Notre méthode en vidéo</h2>
          <div className="mt-4 max-w-3xl">
            <VideoList urls={[presentationVideoUrl]} title="Voir notre présentation en vidéo" />
          </div>
        </section>

      </div>
    </main>
  );
}
