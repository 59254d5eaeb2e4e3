import { Link, type ShouldRevalidateFunction, useSearchParams } from "react-router";
import { DefinitionLink, type DefinitionTopic, DEFINITIONS_PATH } from "~/components/definition-link";
import { DpeLabel } from "~/components/dpe-label";
import { MaintenanceAnimation } from "~/components/maintenance-animation";
import { MediaImage } from "~/components/media-image";
import { Amount } from "~/components/amount";
import { PdfCard } from "~/components/pdf-card";
import { Paragraphs } from "~/components/paragraphs";
import { BalanceSimulation } from "~/components/balance-simulation";
import type { SimulationState } from "~/components/simulator";
import { TabList, TabPanel, onlyTabsChanged } from "~/components/tabs";
import { VideoList } from "~/components/video-list";
import { AMENITIES, type District, type Project } from "~/domain/entities";
import { displayEntries, nonRecoverableMonthlyCharges, propertyValue, sumEntries, totalCost } from "~/domain/finance";
import { dpeWorksStatement, pricePerSquareMetre } from "~/domain/dpe";
import { type GalleryPhoto, galleryPath, galleryPhotos, photoNumber } from "~/domain/gallery";
import { PROJECT_PARAM, interestPath } from "~/domain/project-interest";
import { formatInteger, formatMinutes, formatMoney, formatMonths, formatPercent, formatYears, formatYield } from "~/domain/format";
import { toPlace } from "~/domain/french";
import { CHARGE_LABELS, CHARGE_NOTES, TOTAL_LABELS } from "~/domain/labels";
import { ogPath, projectOgCard } from "~/domain/og-image";
import { seoMeta } from "~/domain/seo";
import { DistrictChart } from "~/components/district-chart";
import type { DistrictFigures } from "~/domain/district-chart";
import { SIMULATION_PARAMS, runSimulation, simulationDefaults, simulationFields } from "~/domain/simulation-query";
import { cityPath, projectPath } from "~/domain/slug";
import { TAX_PARAMS, type TaxFields, taxFields } from "~/domain/tax/tax-query";
import { taxDefaultsFor } from "~/server/after-tax.server";
import { currentUser } from "~/server/auth.server";
import { db } from "~/server/db.server";
import { cityDistrictFigures, getDistrict } from "~/server/districts.server";
import { pdfNames } from "~/server/media.server";
import { getProject } from "~/server/projects.server";
import { ensureCanonical, idParam, notFoundUnless } from "~/server/route-params.server";
import type { RouteHandle } from "~/components/route-handle";
import type { Route } from "./+types/project";

/** A failed load shows the maintenance animation (root error boundary). */
export const handle: RouteHandle = { maintenanceOnError: true };

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const project = notFoundUnless(await getProject(db(), idParam(params.id)));
  ensureCanonical(request, params.slug, projectPath(project));
  const district = project.districtId === null ? null : await getDistrict(db(), project.districtId);
  const districtFigures = district ? await cityDistrictFigures(db(), district.cityId) : [];
  // The simulator's fields from the query (or the project's values) and the server-computed outcome.
  const fields = simulationFields(new URL(request.url).searchParams, simulationDefaults(project));
  const simulation: SimulationState = { fields, outcome: runSimulation(project, fields) };
  // The after-tax view's choices (TMI, regime…); computed by the page from the simulation on both sides.
  const tax = taxFields(new URL(request.url).searchParams, await taxDefaultsFor(db(), currentUser(context)));
  // Images lists and district pictures may hold PDF documents: those show as download cards.
  const pdfs = await pdfNames(db(), [...project.images, ...project.imagesTravaux, district?.imageCover, district?.imageAnalyse]);
  return { project, district, districtFigures, simulation, pdfs, tax };
}

/**
 * Tabs and simulator parameters change nothing the loader reads from the database: skip it (the
 * simulator computes in the browser). GET submissions count as navigations here.
 */
export const shouldRevalidate: ShouldRevalidateFunction = ({ currentUrl, nextUrl, formMethod, defaultShouldRevalidate }) =>
  (!formMethod || formMethod.toUpperCase() === "GET") &&
  onlyTabsChanged(currentUrl, nextUrl, ["onglet", "sous", ...SIMULATION_PARAMS, ...TAX_PARAMS])
    ? false
    : defaultShouldRevalidate;

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

/** How wide the cover shows (its preload in meta asks for the same file). */
const COVER_SIZES = "(min-width: 1024px) 740px, (min-width: 768px) 66vw, 100vw";
/** A photo's box: 8:5 whatever the photo (MediaImage crops it, object-cover), so that a portrait or 4:3 photo keeps the layout (issue 23). */
const PHOTO_BOX = "aspect-[8/5] w-full rounded-xl";

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

const gallery = (project: Project, pdfs: Pdfs) => galleryPhotos(project, (hash) => hash in pdfs);

/** A photo that opens at full size in the gallery (a PDF card stays as it is). */
function PhotoLink({ projectId, photos, hash, children }: { projectId: number; photos: GalleryPhoto[]; hash: string; children: React.ReactNode }) {
  const n = photoNumber(photos, hash);
  if (n === 0) return <>{children}</>;
  return (
    <Link to={galleryPath(projectId, n)} className="block rounded-xl" title="Voir en grand">
      {children}
    </Link>
  );
}

/** The property before and after works, side by side, when the project has both photos. */
function BeforeAfter({ project, photos }: { project: Project; photos: GalleryPhoto[] }) {
  const after = photos.find((p) => project.images.includes(p.hash));
  if (!project.imageAvant || !after) return null;
  const pair = [
    { label: "Avant", hash: project.imageAvant, alt: "Le bien avant travaux" },
    { label: "Après", hash: after.hash, alt: after.alt },
  ];
  return (
    <section aria-labelledby="avant-apres" className="mt-8">
      <h2 id="avant-apres" className="text-2xl font-bold text-navy">Avant / après travaux</h2>
      <div className="mt-4 grid gap-4 sm:grid-cols-2">
        {pair.map((p) => (
          <figure key={p.label}>
            <Link to={galleryPath(project.id, photoNumber(photos, p.hash))} className="block rounded-xl" title="Voir en grand">
              <MediaImage hash={p.hash} alt={p.alt} width={800} height={500} sizes="(min-width: 640px) 50vw, 100vw" className={PHOTO_BOX} />
            </Link>
            <figcaption className="mt-2 text-center font-semibold text-navy">{p.label}</figcaption>
          </figure>
        ))}
      </div>
    </section>
  );
}

/** A stored picture, or a download card when the file is a PDF document. */
function Picture({ hash, pdfs, alt, width, height, sizes, className }: { hash: string; pdfs: Pdfs; alt: string; width: number; height: number; sizes: string; className: string }) {
  return pdfs[hash] ? (
    <PdfCard hash={hash} name={pdfs[hash]} label={pdfs[hash].replace(/\.pdf$/, "").replaceAll("-", " ")} />
  ) : (
    <MediaImage hash={hash} alt={alt} width={width} height={height} sizes={sizes} className={className} />
  );
}

function DistrictTab({ district, districtFigures, pdfs }: { district: District; districtFigures: DistrictFigures[]; pdfs: Pdfs }) {
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
            <div>
              <dl className="grid gap-4 sm:grid-cols-2">
                {[
                  ["Taux d’occupation", formatPercent(district.tauxElever)],
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
              </dl>
              {/* Outside the list: a <dl> holds only term and description groups (axe). */}
              {district.url && (
                <p className="mt-4">
                  <a href={district.url} rel="noopener noreferrer" className="font-semibold text-navy underline">
                    En savoir plus sur le quartier
                  </a>
                </p>
              )}
            </div>
            <div className="space-y-4">
              <DistrictChart districts={districtFigures} currentId={district.id} />
              {district.imageAnalyse && (
                <Picture hash={district.imageAnalyse} pdfs={pdfs} alt={`Analyse du marché du quartier ${district.nom}`} width={800} height={500} sizes="(min-width: 768px) 50vw, 100vw" className="h-auto w-full rounded-xl" />
              )}
            </div>
          </div>
        )}
      </TabPanel>
    </div>
  );
}

/** The DPE before and after works, with what the loi Climat et résilience means for each. */
function DpeStatement({ project }: { project: Project }) {
  const lines = dpeWorksStatement(project.dpeBefore, project.dpeAfter, new Date());
  if (lines.length === 0) return null;
  return (
    <section aria-labelledby="dpe-titre" className="rounded-xl border border-slate-200 p-5">
      <div className="flex flex-wrap items-center gap-4">
        <h3 id="dpe-titre" className="text-lg font-bold text-navy">Performance énergétique</h3>
        <DpeLabel before={project.dpeBefore} after={project.dpeAfter} size="lg" />
      </div>
      {lines.map((line) => (
        <p key={line} className="mt-3 text-slate-800">{line}</p>
      ))}
    </section>
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
      <DpeStatement project={project} />
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
              <PhotoLink projectId={project.id} photos={gallery(project, pdfs)} hash={hash}>
                <Picture hash={hash} pdfs={pdfs} alt={`Chantier, photo ${i + 1}`} width={800} height={500} sizes="(min-width: 640px) 50vw, 100vw" className={PHOTO_BOX} />
              </PhotoLink>
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

function BalanceTab({ project, simulation, tax }: { project: Project; simulation: SimulationState; tax: TaxFields }) {
  const { total, chargesMensuelles: charges, rentabilite: r } = project;
  const value = propertyValue(total, project.valeurApresTravaux);
  const { apportPersonnel, ...costEntries } = total;
  const chargeRows: AmountRow[] = displayEntries(charges, CHARGE_LABELS).map((row) => ({
    ...row,
    note: CHARGE_NOTES[row.key],
    definition: row.key === "mensualiter" ? "mensualite" : undefined,
  }));
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
          <p className="mt-4 rounded-lg bg-sand p-3 text-slate-800" data-testid="valeur-estimee">
            {project.valeurApresTravaux !== null ? (
              <>
                Valeur estimée après travaux : <strong>{formatMoney(value)}</strong>.{" "}
                <span className="block text-sm text-slate-700">
                  Source : {project.sourceValeur || "estimation de nos équipes"}.
                </span>
              </>
            ) : (
              <>
                Valeur estimée après travaux : <strong>{formatMoney(value)}</strong>.{" "}
                <span className="block text-sm text-slate-700">
                  Source : prix d’acquisition + travaux, faute d’estimation propre à ce projet.
                </span>
              </>
            )}
          </p>
        </div>
        <div>
          <AmountTable caption="Charges mensuelles" rows={chargeRows} totalLabel="Total mensuel" total={sumEntries(charges)} totalDefinition="charges" />
          <p className="mt-4 text-slate-700">
            Prêt de {formatYears(r.dureeEmprunt)} au taux de {formatPercent(project.tauxEmprunt)}
            {r.dureeDifferer > 0 ? `, dont ${formatMonths(r.dureeDifferer)} de différé` : ""}. Charges hors prêt :{" "}
            {formatMoney(nonRecoverableMonthlyCharges(charges))} par mois.
            {project.tmpRenov > 0 && (
              <>
                {" "}Travaux : {formatMonths(project.tmpRenov)} sans loyer à compter de l’achat
                <DefinitionLink topic="travaux" />.
              </>
            )}
          </p>
        </div>
      </div>
      <section aria-labelledby="rentabilite">
        <h3 id="rentabilite" className="text-xl font-bold text-navy">Rentabilité</h3>
        <p className="mt-4 text-slate-700">
          Mensualité, cash-flow, rentabilités et enrichissement net du projet sont dans le simulateur ci-dessous, calculés
          avec les chiffres du projet : changez-les pour voir les vôtres.
        </p>
        <p className="mt-2 text-slate-700">
          Stratégie : {project.scenarioAdopter}. Profil de locataire visé : {project.profilCibler}.
        </p>
        <p className="mt-2 text-slate-700">
          Tous ces chiffres sont calculés de la même façon pour chaque projet :{" "}
          <Link to={DEFINITIONS_PATH} className="font-semibold text-navy underline underline-offset-4 hover:text-terracotta-dark">
            comment calculons-nous ?
          </Link>
        </p>
      </section>
      <BalanceSimulation key={project.id} project={project} initial={simulation} tax={tax} dossierPath={`/projets/${project.id}/dossier.pdf`} comparePath={`/projets?comparer=${project.id}`} />
    </div>
  );
}

function TestimonyTab({ project }: { project: Project }) {
  return (
    <div className="grid gap-8 pt-6 md:grid-cols-2">
      <section>
        <h2 className="text-2xl font-bold text-navy">L’investisseur</h2>
        <p className="mt-4 text-slate-800">{project.descriptionClient}</p>
      </section>
      <figure className="rounded-2xl bg-sand p-6">
        <blockquote className="text-lg text-slate-800 italic">« {project.temoignage} »</blockquote>
        <figcaption className="mt-3 font-semibold text-navy">Témoignage de l’investisseur</figcaption>
      </figure>
    </div>
  );
}

export default function ProjectPage({ loaderData }: Route.ComponentProps) {
  const { project, district, districtFigures, simulation, pdfs, tax } = loaderData;
  const photos = gallery(project, pdfs);
  const [params] = useSearchParams();
  const tab = pick(params.get("onglet"), MAIN_TABS);
  return (
    <main id="contenu" className="mx-auto max-w-6xl px-4 py-8">
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
        <>
          <div className="mt-6 grid gap-4 md:grid-cols-3">
            <div className="md:col-span-2">
              {project.imageCover && (
                <Link to={galleryPath(project.id, photoNumber(photos, project.imageCover))} className="block rounded-2xl" aria-label={`Façade du projet ${project.title} : voir en grand`}>
                  <MediaImage hash={project.imageCover} alt={`Façade du projet ${project.title}`} width={960} height={600} sizes={COVER_SIZES} className="aspect-[8/5] w-full rounded-2xl" priority />
                </Link>
              )}
            </div>
            <div className="grid content-start gap-3 rounded-2xl bg-navy p-5 text-white">
            <dl className="grid gap-3">
              <div><dt className="text-sand">Prix global<DefinitionLink topic="cout-total" label="Comment est calculé le prix global ?" tone="dark" /></dt><dd className="text-3xl font-extrabold">{formatMoney(project.prixGlobal)}</dd></div>
              <div><dt className="text-sand">Loyer mensuel</dt><dd className="text-xl font-bold">{formatMoney(project.prixLocation)}</dd></div>
              <div><dt className="text-sand">Rentabilité brute<DefinitionLink topic="rentabilite-brute" tone="dark" /></dt><dd className="text-xl font-bold">{formatYield(project.rentabilite.profitabilityBrut)}</dd></div>
              <div><dt className="text-sand">Cash-flow mensuel<DefinitionLink topic="cash-flow" tone="dark" /></dt><dd className="text-xl font-bold"><Amount value={project.rentabilite.cashflowNet} text={formatMoney(project.rentabilite.cashflowNet)} /></dd></div>
              <div><dt className="text-sand">Type de bien</dt><dd className="font-semibold">{project.typeBienApres}</dd></div>
              {project.surface > 0 && (
                <div><dt className="text-sand">Surface</dt><dd className="font-semibold">{formatInteger(project.surface)}{"\u00a0"}m² · {formatMoney(pricePerSquareMetre(project.prixGlobal, project.surface)!)}/m²</dd></div>
              )}
              {(project.dpeBefore !== "" || project.dpeAfter !== "") && (
                <div><dt className="text-sand">DPE avant → après travaux</dt><dd className="mt-1"><DpeLabel before={project.dpeBefore} after={project.dpeAfter} size="lg" /></dd></div>
              )}
            </dl>
              <div className="mt-2 flex flex-col gap-2">
                <Link to={interestPath(project.id)} className="flex min-h-11 items-center justify-center rounded-full bg-terracotta-dark px-5 font-semibold text-white hover:bg-terracotta focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white">
                  Ce projet m’intéresse
                </Link>
                <Link to={`/rappel?${PROJECT_PARAM}=${project.id}`} className="text-center font-semibold text-white underline underline-offset-4">
                  Être rappelé à propos de ce projet
                </Link>
              </div>
            </div>
          </div>
          {project.images.length > 0 && (
            <ul className="mt-4 grid grid-cols-3 gap-3" aria-label="Photos du bien">
              {project.images.map((hash, i) => (
                <li key={hash}>
                  <PhotoLink projectId={project.id} photos={photos} hash={hash}>
                    <Picture hash={hash} pdfs={pdfs} alt={`Intérieur, photo ${i + 1}`} width={480} height={300} sizes="33vw" className={PHOTO_BOX} />
                  </PhotoLink>
                </li>
              ))}
            </ul>
          )}
          <BeforeAfter project={project} photos={photos} />

          <div className="mt-10">
            <TabList label="Détails du projet" idPrefix="projet" tabs={MAIN_TABS} selected={tab} href={(id) => `?onglet=${id}`} />
            <TabPanel idPrefix="projet" selected={tab}>
              {tab === "quartier" && <DistrictTab district={district} districtFigures={districtFigures} pdfs={pdfs} />}
              {tab === "travaux" && <WorksTab project={project} pdfs={pdfs} />}
              {tab === "bilan" && <BalanceTab project={project} simulation={simulation} tax={tax} />}
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
