import { Link, type ShouldRevalidateFunction, useSearchParams } from "react-router";
import { DefinitionLink, type DefinitionTopic, DEFINITIONS_PATH } from "~/components/definition-link";
import { MaintenanceAnimation } from "~/components/maintenance-animation";
import { MediaImage } from "~/components/media-image";
import { PdfCard } from "~/components/pdf-card";
import { Paragraphs } from "~/components/paragraphs";
import { type SimulationState, Simulator } from "~/components/simulator";
import { TabList, TabPanel, onlyTabsChanged } from "~/components/tabs";
import { VideoList } from "~/components/video-list";
import { AMENITIES, type District, type Project } from "~/domain/entities";
import { displayEntries, nonRecoverableMonthlyCharges, sumEntries, totalCost } from "~/domain/finance";
import { formatMinutes, formatMoney, formatMonths, formatPercent, formatYears } from "~/domain/format";
import { CHARGE_LABELS, CHARGE_NOTES, TOTAL_LABELS } from "~/domain/labels";
import { variantUrl } from "~/domain/media";
import { seoMeta } from "~/domain/seo";
import { SIMULATION_PARAMS, runSimulation, simulationDefaults, simulationFields } from "~/domain/simulation-query";
import { cityPath, projectPath } from "~/domain/slug";
import { db } from "~/server/db.server";
import { getDistrict } from "~/server/districts.server";
import { pdfNames } from "~/server/media.server";
import { getProject } from "~/server/projects.server";
import { ensureCanonical, idParam, notFoundUnless } from "~/server/route-params.server";
import type { Route } from "./+types/project";

/** A failed load shows the maintenance animation (root error boundary). */
export const handle = { maintenanceOnError: true };

export async function loader({ params, request }: Route.LoaderArgs) {
  const project = notFoundUnless(await getProject(db(), idParam(params.id)));
  ensureCanonical(request, params.slug, projectPath(project));
  const district = project.districtId === null ? null : await getDistrict(db(), project.districtId);
  // The simulator's fields from the query (or the project's values) and the server-computed outcome.
  const fields = simulationFields(new URL(request.url).searchParams, simulationDefaults(project));
  const simulation: SimulationState = { fields, outcome: runSimulation(project, fields) };
  // Images lists and district pictures may hold PDF documents: those show as download cards.
  const pdfs = await pdfNames(db(), [...project.images, ...project.imagesTravaux, district?.imageCover, district?.imageAnalyse]);
  return { project, district, simulation, pdfs };
}

/**
 * Tabs and simulator parameters change nothing the loader reads from the database: skip it (the
 * simulator computes in the browser). GET submissions count as navigations here.
 */
export const shouldRevalidate: ShouldRevalidateFunction = ({ currentUrl, nextUrl, formMethod, defaultShouldRevalidate }) =>
  (!formMethod || formMethod.toUpperCase() === "GET") &&
  onlyTabsChanged(currentUrl, nextUrl, ["onglet", "sous", ...SIMULATION_PARAMS])
    ? false
    : defaultShouldRevalidate;

export const meta: Route.MetaFunction = (args) => {
  const project = args.loaderData?.project;
  if (!project) return [];
  return seoMeta(args, {
    title: `${project.title} à ${project.cityName}`,
    description: `${project.typeBienApres} à ${project.cityName} : prix global ${formatMoney(project.prixGlobal)}, rentabilité brute ${formatPercent(project.rentabilite.profitabilityBrut)}. Travaux, financement et témoignage de l'investisseur.`,
    path: projectPath(project),
    image: project.imageCover ? variantUrl(project.imageCover, 1440, "webp") : undefined,
  });
};

const MAIN_TABS = [
  { id: "quartier", label: "Quartier" },
  { id: "travaux", label: "Travaux" },
  { id: "bilan", label: "Bilan" },
  { id: "temoignage", label: "Témoignage" },
];
const SUB_TABS = [
  { id: "description", label: "Description" },
  { id: "proximite", label: "À proximité" },
  { id: "analyse", label: "Analyse" },
];

const pick = (value: string | null, tabs: { id: string }[]) => tabs.find((t) => t.id === value)?.id ?? tabs[0].id;

type Pdfs = Record<string, string>;

/** A stored picture, or a download card when the file is a PDF document. */
function Picture({ hash, pdfs, alt, width, height, sizes, className }: { hash: string; pdfs: Pdfs; alt: string; width: number; height: number; sizes: string; className: string }) {
  return pdfs[hash] ? (
    <PdfCard hash={hash} name={pdfs[hash]} label={pdfs[hash].replace(/\.pdf$/, "").replaceAll("-", " ")} />
  ) : (
    <MediaImage hash={hash} alt={alt} width={width} height={height} sizes={sizes} className={className} />
  );
}

function DistrictTab({ district, pdfs }: { district: District; pdfs: Pdfs }) {
  const [params] = useSearchParams();
  const sub = pick(params.get("sous"), SUB_TABS);
  const amenities = AMENITIES.filter(([key]) => district[key].trim() !== "");
  return (
    <div className="space-y-6 pt-6">
      <h2 className="text-2xl font-bold text-navy">Le quartier {district.nom}</h2>
      <TabList
        label="Le quartier"
        idPrefix="quartier"
        tabs={SUB_TABS}
        selected={sub}
        href={(id) => `?onglet=quartier&sous=${id}`}
        size="sm"
      />
      <TabPanel idPrefix="quartier" selected={sub}>
        {sub === "description" && (
          <div className="grid gap-8 md:grid-cols-2">
            <div className="space-y-4 text-slate-800">
              <p>{district.description}</p>
              <Paragraphs items={district.commentaire} />
              <dl className="grid grid-cols-2 gap-4 rounded-xl bg-sand p-4">
                <div><dt className="text-sm text-slate-700">Université</dt><dd className="font-bold text-navy">{formatMinutes(district.tmpUni)}</dd></div>
                <div><dt className="text-sm text-slate-700">Centre-ville</dt><dd className="font-bold text-navy">{formatMinutes(district.tmpCentreVille)}</dd></div>
              </dl>
            </div>
            {district.imageCover && (
              <Picture hash={district.imageCover} pdfs={pdfs} alt={`Plan du quartier ${district.nom}`} width={800} height={500} sizes="(min-width: 768px) 50vw, 100vw" className="h-auto w-full rounded-xl" />
            )}
          </div>
        )}
        {sub === "proximite" &&
          (amenities.length > 0 ? (
            <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
              {amenities.map(([key, label]) => (
                <li key={key} className="rounded-xl border border-slate-200 p-4">
                  <p className="font-semibold text-navy">{label}</p>
                  <p className="text-slate-700">{district[key]}</p>
                </li>
              ))}
            </ul>
          ) : (
            <p>Les commodités du quartier seront bientôt détaillées.</p>
          ))}
        {sub === "analyse" && (
          <div className="grid gap-8 md:grid-cols-2">
            <dl className="grid gap-4 sm:grid-cols-2">
              {[
                ["Taux d'occupation", formatPercent(district.tauxElever)],
                ["Loyer moyen", `${formatMoney(district.prixMoyenLocation)} / mois`],
                ["Prix moyen au m²", formatMoney(district.prixMoyenAuMetre)],
                ["Profil ciblé", district.profileCibler],
                ["Type de bien ciblé", district.typeBienCibler],
                ["Stratégie adoptée", district.strategieAdopter],
              ].map(([label, value]) => (
                <div key={label} className="rounded-xl bg-sand p-4">
                  <dt className="text-sm text-slate-700">{label}</dt>
                  <dd className="font-bold text-navy">{value}</dd>
                </div>
              ))}
              {district.url && (
                <div className="sm:col-span-2">
                  <a href={district.url} rel="noopener noreferrer" className="font-semibold text-navy underline">
                    En savoir plus sur le quartier
                  </a>
                </div>
              )}
            </dl>
            {district.imageAnalyse && (
              <Picture hash={district.imageAnalyse} pdfs={pdfs} alt={`Analyse du marché du quartier ${district.nom}`} width={800} height={500} sizes="(min-width: 768px) 50vw, 100vw" className="h-auto w-full rounded-xl" />
            )}
          </div>
        )}
      </TabPanel>
    </div>
  );
}

function WorksTab({ project, pdfs }: { project: Project; pdfs: Pdfs }) {
  const blocks = ([1, 2, 3, 4] as const)
    .map((n) => ({ title: project[`titreRenov${n}`], paragraphs: project[`renov${n}`] }))
    .filter((b) => b.title || b.paragraphs.length > 0);
  return (
    <div className="space-y-8 pt-6">
      <div className="flex flex-wrap items-baseline justify-between gap-4">
        <h2 className="text-2xl font-bold text-navy">Les travaux</h2>
        <p className="rounded-full bg-sand px-4 py-1 font-semibold text-navy">
          Durée de rénovation : {formatMonths(project.tmpRenov)} · Budget : {formatMoney(project.total.works)}
        </p>
      </div>
      <p className="text-slate-700">
        Avant : {project.typeBienAvant}. Après : {project.typeBienApres}.
      </p>
      <div className="grid gap-6 md:grid-cols-2">
        {blocks.map((b) => (
          <section key={b.title} className="rounded-xl border border-slate-200 p-5">
            <h3 className="text-lg font-bold text-navy">{b.title}</h3>
            <Paragraphs items={b.paragraphs} className="mt-3 text-slate-800" />
          </section>
        ))}
      </div>
      {project.imagesTravaux.length > 0 && (
        <ul className="grid gap-4 sm:grid-cols-2">
          {project.imagesTravaux.map((hash, i) => (
            <li key={hash}>
              <Picture hash={hash} pdfs={pdfs} alt={`Chantier, photo ${i + 1}`} width={800} height={500} sizes="(min-width: 640px) 50vw, 100vw" className="h-auto w-full rounded-xl" />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

interface AmountRow {
  key: string;
  label: string;
  amount: number;
  note?: string;
  definition?: DefinitionTopic;
}

function AmountTable({ caption, rows, totalLabel, total, totalDefinition }: { caption: string; rows: AmountRow[]; totalLabel: string; total: number; totalDefinition: DefinitionTopic }) {
  return (
    <table className="w-full text-left">
      <caption className="mb-3 text-left text-xl font-bold text-navy">{caption}</caption>
      <tbody>
        {rows.map((row) => (
          <tr key={row.key} className="border-b border-slate-100">
            <th scope="row" className="py-2 pr-4 font-normal text-slate-800">
              {row.label}
              {row.definition && <DefinitionLink topic={row.definition} />}
              {row.note && <span className="block text-sm text-slate-600">{row.note}</span>}
            </th>
            <td className="py-2 text-right font-semibold whitespace-nowrap text-navy">{formatMoney(row.amount)}</td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr>
          <th scope="row" className="pt-3 pr-4 text-navy">
            {totalLabel}
            <DefinitionLink topic={totalDefinition} />
          </th>
          <td className="pt-3 text-right text-lg font-extrabold whitespace-nowrap text-navy">{formatMoney(total)}</td>
        </tr>
      </tfoot>
    </table>
  );
}

function BalanceTab({ project, simulation }: { project: Project; simulation: SimulationState }) {
  const { total, chargesMensuelles: charges, rentabilite: r } = project;
  const { apportPersonnel, ...costEntries } = total;
  const chargeRows: AmountRow[] = displayEntries(charges, CHARGE_LABELS).map((row) => ({
    ...row,
    note: CHARGE_NOTES[row.key],
    definition: row.key === "mensualiter" ? "mensualite" : undefined,
  }));
  const figures: { label: string; value: string; definition?: DefinitionTopic }[] = [
    { label: "Loyer mensuel", value: formatMoney(r.monthlyRent) },
    { label: "Rentabilité brute", value: formatPercent(r.profitabilityBrut), definition: "rentabilite-brute" },
    { label: "Rentabilité nette", value: formatPercent(project.profitabilityNet), definition: "rentabilite-nette" },
    { label: "Cash-flow mensuel", value: formatMoney(r.cashflowNet), definition: "cash-flow" },
    ...(project.moisDifferer > 0
      ? [{ label: `Cash-flow pendant les ${formatMonths(project.moisDifferer)} de différé`, value: formatMoney(project.cashflowDifferer), definition: "differe" as const }]
      : []),
    { label: "Patrimoine après 1 an", value: formatMoney(r.wealth1), definition: "patrimoine" },
    { label: "Patrimoine après 5 ans", value: formatMoney(r.wealth5), definition: "patrimoine" },
    { label: "Patrimoine après 10 ans", value: formatMoney(r.wealth10), definition: "patrimoine" },
  ];
  return (
    <div className="space-y-10 pt-6">
      <h2 className="text-2xl font-bold text-navy">Le bilan financier</h2>
      <div className="grid gap-10 lg:grid-cols-2">
        <div>
          <AmountTable caption="Coût total du projet" rows={displayEntries(costEntries, TOTAL_LABELS)} totalLabel="Total" total={totalCost(total)} totalDefinition="cout-total" />
          {apportPersonnel > 0 && (
            <p className="mt-4 rounded-lg bg-sand p-3 text-slate-800">
              Apport personnel : <strong>{formatMoney(apportPersonnel)}</strong> (déduit du montant emprunté)
              <DefinitionLink topic="cout-total" label="Comment est calculé le montant emprunté ?" />
            </p>
          )}
        </div>
        <div>
          <AmountTable caption="Charges mensuelles" rows={chargeRows} totalLabel="Total mensuel" total={sumEntries(charges)} totalDefinition="charges" />
          <p className="mt-4 text-slate-700">
            Prêt de {formatYears(r.dureeEmprunt)} au taux de {formatPercent(project.tauxEmprunt)}
            {r.dureeDifferer > 0 ? `, dont ${formatMonths(r.dureeDifferer)} de différé` : ""}. Charges hors prêt :{" "}
            {formatMoney(nonRecoverableMonthlyCharges(charges))} par mois.
          </p>
        </div>
      </div>
      <section aria-labelledby="rentabilite">
        <h3 id="rentabilite" className="text-xl font-bold text-navy">Rentabilité</h3>
        <dl className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {figures.map(({ label, value, definition }) => (
            <div key={label} className="rounded-xl bg-sand p-4">
              <dt className="flex items-start justify-between gap-2 text-sm text-slate-700">
                <span>{label}</span>
                {definition && <DefinitionLink topic={definition} />}
              </dt>
              <dd className="text-xl font-extrabold text-navy">{value}</dd>
            </div>
          ))}
        </dl>
        <p className="mt-4 text-slate-700">
          Stratégie : {project.scenarioAdopter}. Profil de locataire visé : {project.profilCibler}.
        </p>
        <p className="mt-2 text-slate-700">
          Tous ces chiffres sont calculés de la même façon pour chaque projet :{" "}
          <Link to={DEFINITIONS_PATH} className="font-semibold text-navy underline underline-offset-4 hover:text-terracotta-dark">
            comment calculons-nous ?
          </Link>
        </p>
      </section>
      <Simulator key={project.id} project={project} initial={simulation} />
    </div>
  );
}

function TestimonyTab({ project }: { project: Project }) {
  return (
    <div className="grid gap-8 pt-6 md:grid-cols-2">
      <section>
        <h2 className="text-2xl font-bold text-navy">L'investisseur</h2>
        <p className="mt-4 text-slate-800">{project.descriptionClient}</p>
      </section>
      <figure className="rounded-2xl bg-sand p-6">
        <blockquote className="text-lg text-slate-800 italic">« {project.temoignage} »</blockquote>
        <figcaption className="mt-3 font-semibold text-navy">Témoignage de l'investisseur</figcaption>
      </figure>
    </div>
  );
}

export default function ProjectPage({ loaderData }: Route.ComponentProps) {
  const { project, district, simulation, pdfs } = loaderData;
  const [params] = useSearchParams();
  const tab = pick(params.get("onglet"), MAIN_TABS);
  return (
    <main id="contenu" className="mx-auto max-w-6xl px-4 py-8">
      <nav aria-label="Fil d'Ariane" className="text-sm text-slate-700">
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
        <>
          <div className="mt-6 grid gap-4 md:grid-cols-3">
            <div className="md:col-span-2">
              {project.imageCover && (
                <MediaImage hash={project.imageCover} alt={`Façade du projet ${project.title}`} width={960} height={600} sizes="(min-width: 1024px) 740px, (min-width: 768px) 66vw, 100vw" className="h-auto w-full rounded-2xl" priority />
              )}
            </div>
            <dl className="grid content-start gap-3 rounded-2xl bg-navy p-5 text-white">
              <div><dt className="text-sand">Prix global<DefinitionLink topic="cout-total" label="Comment est calculé le prix global ?" tone="dark" /></dt><dd className="text-3xl font-extrabold">{formatMoney(project.prixGlobal)}</dd></div>
              <div><dt className="text-sand">Loyer mensuel</dt><dd className="text-xl font-bold">{formatMoney(project.prixLocation)}</dd></div>
              <div><dt className="text-sand">Rentabilité brute<DefinitionLink topic="rentabilite-brute" tone="dark" /></dt><dd className="text-xl font-bold">{formatPercent(project.rentabilite.profitabilityBrut)}</dd></div>
              <div><dt className="text-sand">Cash-flow mensuel<DefinitionLink topic="cash-flow" tone="dark" /></dt><dd className="text-xl font-bold">{formatMoney(project.rentabilite.cashflowNet)}</dd></div>
              <div><dt className="text-sand">Type de bien</dt><dd className="font-semibold">{project.typeBienApres}</dd></div>
            </dl>
          </div>
          {project.images.length > 0 && (
            <ul className="mt-4 grid grid-cols-3 gap-3" aria-label="Photos du bien">
              {project.images.map((hash, i) => (
                <li key={hash}>
                  <Picture hash={hash} pdfs={pdfs} alt={`Intérieur, photo ${i + 1}`} width={480} height={300} sizes="33vw" className="h-auto w-full rounded-xl" />
                </li>
              ))}
            </ul>
          )}

          <div className="mt-10">
            <TabList label="Détails du projet" idPrefix="projet" tabs={MAIN_TABS} selected={tab} href={(id) => `?onglet=${id}`} />
            <TabPanel idPrefix="projet" selected={tab}>
              {tab === "quartier" && <DistrictTab district={district} pdfs={pdfs} />}
              {tab === "travaux" && <WorksTab project={project} pdfs={pdfs} />}
              {tab === "bilan" && <BalanceTab project={project} simulation={simulation} />}
              {tab === "temoignage" && <TestimonyTab project={project} />}
            </TabPanel>
          </div>

          {project.video.length > 0 && (
            <section aria-labelledby="videos" className="mt-12">
              <h2 id="videos" className="text-2xl font-bold text-navy">En vidéo</h2>
              <div className="mt-4">
                <VideoList urls={project.video} title="Voir la visite en vidéo" />
              </div>
            </section>
          )}
        </>
      )}
    </main>
  );
}
