// The project page's pictures: stored photos that open in the gallery, PDF documents shown as download cards.
import { Link } from "react-router";
import { MediaImage } from "~/components/media/media-image";
import { PdfCard } from "~/components/project/pdf-card";
import { type GalleryPhoto, galleryPath, galleryPhotos, photoNumber } from "~/domain/projects/gallery";
import type { ProjectPageData } from "~/domain/projects/project-page";

/** A photo's box: 8:5 whatever the photo (MediaImage crops it, object-cover), so that a portrait or 4:3 photo keeps the layout (issue 23). */
export const PHOTO_BOX = "aspect-[8/5] w-full rounded-xl";

/** Names of the PDF documents among the page's pictures, by hash. */
export type Pdfs = Record<string, string>;

export const projectGallery = (project: ProjectPageData, pdfs: Pdfs) => galleryPhotos(project, (hash) => hash in pdfs);

/** A photo that opens at full size in the gallery (a PDF card stays as it is). */
export function PhotoLink({ projectId, photos, hash, children }: { projectId: number; photos: GalleryPhoto[]; hash: string; children: React.ReactNode }) {
  const n = photoNumber(photos, hash);
  if (n === 0) return <>{children}</>;
  return (
    <Link to={galleryPath(projectId, n)} className="block rounded-xl" title="Voir en grand">
      {children}
    </Link>
  );
}

/** A stored picture, or a download card when the file is a PDF document. */
export function Picture({ hash, pdfs, alt, width, height, sizes, className }: { hash: string; pdfs: Pdfs; alt: string; width: number; height: number; sizes: string; className: string }) {
  return pdfs[hash] ? (
    <PdfCard hash={hash} name={pdfs[hash]} label={pdfs[hash].replace(/\.pdf$/, "").replaceAll("-", " ")} />
  ) : (
    <MediaImage hash={hash} alt={alt} width={width} height={height} sizes={sizes} className={className} />
  );
}

/** The property before and after works, side by side, when the project has both photos. */
export function BeforeAfter({ project, photos }: { project: ProjectPageData; photos: GalleryPhoto[] }) {
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
