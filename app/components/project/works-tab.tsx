// The project page's « Travaux » tab: duration and budget, the DPE before and after, the renovation blocks
// and the photos of the works site.
import { DpeLabel } from "~/components/project/dpe-label";
import { Paragraphs } from "~/components/media/paragraphs";
import { dpeWorksStatement } from "~/domain/projects/dpe";
import { formatMoney, formatMonths } from "~/domain/text/format";
import type { ProjectPageData } from "~/domain/projects/project-page";
import { PHOTO_BOX, type Pdfs, PhotoLink, Picture, projectGallery } from "./project-media";

/** The DPE before and after works, with what the loi Climat et résilience means for each. */
function DpeStatement({ project }: { project: ProjectPageData }) {
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

export function WorksTab({ project, pdfs }: { project: ProjectPageData; pdfs: Pdfs }) {
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
              <PhotoLink projectId={project.id} photos={projectGallery(project, pdfs)} hash={hash}>
                <Picture hash={hash} pdfs={pdfs} alt={`Chantier, photo ${i + 1}`} width={800} height={500} sizes="(min-width: 640px) 50vw, 100vw" className={PHOTO_BOX} />
              </PhotoLink>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
