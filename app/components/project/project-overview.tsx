// The top of a project page: the cover, the key figures with « Ce projet m’intéresse », the photos, and the
// property before and after works.
import { Link } from "react-router";
import { Amount } from "~/components/amount";
import { DefinitionLink } from "~/components/definition-link";
import { DpeLabel } from "~/components/dpe-label";
import { MediaImage } from "~/components/media-image";
import { pricePerSquareMetre } from "~/domain/dpe";
import { formatInteger, formatMoney, formatYield } from "~/domain/format";
import { galleryPath, photoNumber } from "~/domain/gallery";
import { PROJECT_PARAM, interestPath } from "~/domain/project-interest";
import type { ProjectPageData } from "~/domain/project-page";
import { BeforeAfter, PHOTO_BOX, type Pdfs, PhotoLink, Picture, projectGallery } from "./project-media";

/** How wide the cover shows (its preload in the route's meta asks for the same file). */
export const COVER_SIZES = "(min-width: 1024px) 740px, (min-width: 768px) 66vw, 100vw";

function KeyFigures({ project }: { project: ProjectPageData }) {
  return (
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
  );
}

export function ProjectOverview({ project, pdfs }: { project: ProjectPageData; pdfs: Pdfs }) {
  const photos = projectGallery(project, pdfs);
  return (
    <>
      <div className="mt-6 grid gap-4 md:grid-cols-3">
        <div className="md:col-span-2">
          {project.imageCover && (
            <Link to={galleryPath(project.id, photoNumber(photos, project.imageCover))} className="block rounded-2xl" aria-label={`Façade du projet ${project.title} : voir en grand`}>
              <MediaImage hash={project.imageCover} alt={`Façade du projet ${project.title}`} width={960} height={600} sizes={COVER_SIZES} className="aspect-[8/5] w-full rounded-2xl" priority />
            </Link>
          )}
        </div>
        <KeyFigures project={project} />
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
    </>
  );
}
