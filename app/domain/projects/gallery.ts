// The full-size gallery of a project (issue 13, item 13): every photo in one order, each with its alt
// text, reachable at /projets/:id/photos/:n without JavaScript. PDFs stored among the photos are left out.

export interface GalleryPhoto {
  hash: string;
  alt: string;
  /** What the photo shows, above it: « Façade », « Avant travaux »… */
  caption: string;
}

interface GalleryProject {
  title: string;
  imageCover: string | null;
  imageAvant: string | null;
  images: string[];
  imagesTravaux: string[];
}

/** The project's photos: the façade, the property, before works, then the works site. */
export function galleryPhotos(project: GalleryProject, isPdf: (hash: string) => boolean): GalleryPhoto[] {
  const photos: GalleryPhoto[] = [];
  if (project.imageCover) photos.push({ hash: project.imageCover, alt: `Façade du projet ${project.title}`, caption: "Façade" });
  project.images.filter((h) => !isPdf(h)).forEach((hash, i) => photos.push({ hash, alt: `Intérieur, photo ${i + 1}`, caption: "Le bien après travaux" }));
  if (project.imageAvant) photos.push({ hash: project.imageAvant, alt: "Le bien avant travaux", caption: "Avant travaux" });
  project.imagesTravaux.filter((h) => !isPdf(h)).forEach((hash, i) => photos.push({ hash, alt: `Chantier, photo ${i + 1}`, caption: "Le chantier" }));
  return photos;
}

export const galleryPath = (projectId: number, n: number) => `/projets/${projectId}/photos/${n}`;

/** The number (from 1) of a photo in the gallery, to link a thumbnail to its full-size page. */
export function photoNumber(photos: readonly GalleryPhoto[], hash: string): number {
  return photos.findIndex((p) => p.hash === hash) + 1;
}

/** The photo n of the gallery (from 1) with its neighbours, or null when there is none. */
export function galleryPage(photos: readonly GalleryPhoto[], n: number) {
  if (!Number.isInteger(n) || n < 1 || n > photos.length) return null;
  return { photo: photos[n - 1]!, n, count: photos.length, prev: n > 1 ? n - 1 : null, next: n < photos.length ? n + 1 : null };
}
