// The project page's « Quartier » tab: description, nearby amenities and market analysis, as sub-tabs.
import { useSearchParams } from "react-router";
import { DistrictChart } from "~/components/market/district-chart";
import { Paragraphs } from "~/components/media/paragraphs";
import { TabList, TabPanel, pickTab } from "~/components/layout/tabs";
import type { DistrictFigures } from "~/domain/projects/district-chart";
import { AMENITIES } from "~/domain/content/content-choices";
import type { ProjectMarketView } from "~/domain/market/display";
import { formatMinutes, formatMoney, formatPercent } from "~/domain/text/format";
import { type DistrictPageData, districtFiguresSource } from "~/domain/projects/project-page";
import { type Pdfs, Picture } from "./project-media";

const SUB_TABS = [
  { id: "description", label: "Description" },
  { id: "proximite", label: "À proximité" },
  { id: "analyse", label: "Analyse" },
];

export function DistrictTab({
  district,
  districtFigures,
  pdfs,
  market,
}: {
  district: DistrictPageData;
  districtFigures: DistrictFigures[];
  pdfs: Pdfs;
  /** The sales beside the typed figures, where the district's cadastral sections have some (issue 30, item 3). */
  market: Pick<ProjectMarketView, "district" | "salesSource"> | null;
}) {
  const [params] = useSearchParams();
  const sub = pickTab(params.get("sous"), SUB_TABS);
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
              <p className="mt-3 text-sm text-slate-700">{districtFiguresSource(district)}</p>
              {market?.district && (
                <div className="mt-4 rounded-xl border border-slate-200 p-4 text-sm text-slate-800">
                  <p className="font-semibold text-navy">Les ventes réelles du quartier</p>
                  <p className="mt-1">{market.district}</p>
                  {market.salesSource && <p className="mt-1 text-slate-700">{market.salesSource}</p>}
                </div>
              )}
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
