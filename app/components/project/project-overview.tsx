// The top of a project page: the cover, then the photos and the property before and after works. The key figures
// and « Ce projet m’intéresse » are in the summary beside them (project-summary.tsx).
import { Link } from "react-router";
import { MediaImage } from "~/components/media/media-image";
import { galleryPath, photoNumber } from "~/domain/projects/gallery";
import type { ProjectPageData } from "~/domain/projects/project-page";
import { BeforeAfter, PHOTO_BOX, type Pdfs, PhotoLink, Picture, projectGallery } from "./project-media";

/** How wide the cover shows (its preload in the route's meta asks for the same file): the column beside the summary. */
export const COVER_SIZES = "(min-width: 1440px) 990px, (min-width: 1024px) calc(100vw - 26rem), 100vw";

export function ProjectCover({ project, pdfs }: { project: ProjectPageData; pdfs: Pdfs }) {
  if (!project.imageCover) return null;
  const photos = projectGallery(project, pdfs);
  return (
    <Link to={galleryPath(project.id, photoNumber(photos, project.imageCover))} className="block rounded-2xl" aria-label={`Façade du projet ${project.title} : voir en grand`}>
      <MediaImage hash={project.imageCover} alt={`Façade du projet ${project.title}`} width={960} height={600} sizes={COVER_SIZES} className="aspect-[8/5] w-full rounded-2xl" priority />
    </Link>
  );
}

export function ProjectPhotos({ project, pdfs }: { project: ProjectPageData; pdfs: Pdfs }) {
  const photos = projectGallery(project, pdfs);
  return (
    <>
      {project.images.length > 0 && (
        <ul className="grid grid-cols-3 gap-3" aria-label="Photos du bien">
          {project.images.map((hash, i) => (
            <li key={hash}>
              <PhotoLink projectId={project.id} photos={photos} hash={hash}>
                <Picture hash={hash} pdfs={pdfs} alt={`Intérieur, photo ${i + 1}`} width={480} height={300} sizes="(min-width: 1024px) 330px, 33vw" className={PHOTO_BOX} />
              </PhotoLink>
            </li>
          ))}
        </ul>
      )}
      <BeforeAfter project={project} photos={photos} />
    </>
  );
}
