// The full-size gallery of a project (issue 13, item 13): one page per photo, with previous and next
// links, so that every photo can be seen without JavaScript. With it (the island « galerie »), ← and → turn the
// pages, Escape goes back to the project, and a swipe on a touch screen turns them too.
import { Link } from "react-router";
import { Island } from "~/components/layout/island";
import type { RouteHandle } from "~/components/layout/route-handle";
import galleryKeys from "~/components/media/galerie.island";
import { galleryPage, galleryPath, galleryPhotos } from "~/domain/projects/gallery";
import { variantSrcSet, variantUrl } from "~/domain/content/media";
import { seoMeta } from "~/domain/site/seo";
import { projectPath } from "~/domain/text/slug";
import { db } from "~/server/db/db.server";
import { pdfNames } from "~/server/files/media.server";
import { getProject } from "~/server/content/projects.server";
import { idParam, notFoundUnless } from "~/server/http/route-params.server";
import type { Route } from "./+types/project-photos";

/**
 * The same for every visitor: cached once, a signed-in visitor's links spliced in (decision 0025). Served
 * without React Router's scripts: the keys and the swipe are an island (decision 0046).
 */
export const handle: RouteHandle = { sharedPage: "always", hydrate: false };

export async function loader({ params }: Route.LoaderArgs) {
  const project = notFoundUnless(await getProject(db(), idParam(params.id)));
  const pdfs = await pdfNames(db(), [...project.images, ...project.imagesTravaux]);
  const photos = galleryPhotos(project, (hash) => hash in pdfs);
  const page = notFoundUnless(galleryPage(photos, Number(params.n)));
  return { project: { id: project.id, title: project.title }, photos, page };
}

export const meta: Route.MetaFunction = (args) => {
  const data = args.loaderData;
  if (!data) return [];
  return seoMeta(args, {
    title: `Photo ${data.page.n} sur ${data.page.count} · ${data.project.title}`,
    description: `${data.page.photo.caption} : ${data.page.photo.alt}.`,
    path: galleryPath(data.project.id, data.page.n),
    noindex: true,
  });
};

export default function ProjectPhotos({ loaderData }: Route.ComponentProps) {
  const { project, photos, page } = loaderData;
  const back = projectPath(project);
  const prev = page.prev ? galleryPath(project.id, page.prev) : null;
  const next = page.next ? galleryPath(project.id, page.next) : null;
  const nav = "flex min-h-11 items-center gap-1.5 rounded-full px-4 font-semibold";
  return (
    <main id="contenu" className="mx-auto max-w-6xl px-4 py-6">
      <nav aria-label="Fil d’Ariane" className="text-sm text-slate-700">
        <Link to={back} className="underline">
          {project.title}
        </Link>{" "}
        › Photos
      </nav>
      <div className="mt-3 flex flex-wrap items-baseline justify-between gap-3">
        <h1 className="text-2xl font-extrabold text-navy">
          {page.photo.caption} <span className="font-semibold text-slate-700">· Photo {page.n} sur {page.count}</span>
        </h1>
        <Link to={back} className={`${nav} border border-navy text-navy hover:bg-sand`}>
          Retour au projet
        </Link>
      </div>
      <figure id="photo" className="mt-4 touch-pan-y select-none">
        <picture>
          <source type="image/avif" srcSet={variantSrcSet(page.photo.hash, "avif")} sizes="(min-width: 1152px) 1120px, 100vw" />
          <source type="image/webp" srcSet={variantSrcSet(page.photo.hash, "webp")} sizes="(min-width: 1152px) 1120px, 100vw" />
          <img
            src={variantUrl(page.photo.hash, 1440, "webp")}
            alt={page.photo.alt}
            width={1440}
            height={900}
            draggable={false}
            className="h-auto max-h-[75vh] w-full rounded-2xl bg-slate-100 object-contain"
          />
        </picture>
        <figcaption className="sr-only">
          {page.photo.alt}. Touches ← et → : photo précédente ou suivante ; Échap : retour au projet.
        </figcaption>
      </figure>
      <nav aria-label="Photos" className="mt-4 flex items-center justify-between gap-3">
        {prev ? (
          <Link to={prev} replace preventScrollReset rel="prev" className={`${nav} bg-navy text-white hover:bg-navy-dark`}>
            ← <span className="sm:hidden">Précédente</span><span className="hidden sm:inline">Photo précédente</span>
          </Link>
        ) : (
          <span />
        )}
        {next ? (
          <Link to={next} replace preventScrollReset rel="next" className={`${nav} bg-navy text-white hover:bg-navy-dark`}>
            <span className="sm:hidden">Suivante</span><span className="hidden sm:inline">Photo suivante</span> →
          </Link>
        ) : (
          <span />
        )}
      </nav>
      <ol className="mt-6 grid grid-cols-4 gap-2 sm:grid-cols-8" aria-label="Toutes les photos">
        {photos.map((photo, i) => (
          <li key={photo.hash}>
            <Link to={galleryPath(project.id, i + 1)} replace preventScrollReset aria-current={i + 1 === page.n ? "page" : undefined} className="block rounded-lg outline-offset-2 aria-[current=page]:ring-4 aria-[current=page]:ring-terracotta">
              <img src={variantUrl(photo.hash, 480, "webp")} alt={`${photo.caption} (${i + 1} sur ${photos.length})`} width={480} height={300} loading="lazy" className="aspect-[16/10] w-full rounded-lg object-cover" />
            </Link>
          </li>
        ))}
      </ol>
      <Island of={galleryKeys} props={{ projectId: project.id, count: page.count, back, photoId: "photo" }} />
    </main>
  );
}
