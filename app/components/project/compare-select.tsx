import { MAX_COMPARED, MIN_COMPARED, comparedIds } from "~/domain/projects/compare-selection";

export const COMPARE_FORM_ID = "comparer-projets";

/** Projects already chosen for the comparison (`?comparer=3` from a project page, or `?ids=`). */
export function comparePreselected(params: URLSearchParams): number[] {
  const ids = comparedIds(new URLSearchParams([...params.getAll("comparer").map((v) => ["ids", v]), ...params.getAll("ids").map((v) => ["ids", v])]));
  return ids.slice(0, MAX_COMPARED);
}

/**
 * The comparison form of the projects list: a GET to /projets/comparer with the ticked cards' ids (the
 * checkboxes belong to it through their `form` attribute). Works without JavaScript.
 */
export function CompareForm({ preselected, shown }: { preselected: number[]; shown: number[] }) {
  return (
    <form id={COMPARE_FORM_ID} method="get" action="/projets/comparer" className="mt-4 flex flex-wrap items-center gap-3 rounded-xl border border-slate-200 p-3">
      {preselected
        .filter((id) => !shown.includes(id))
        .map((id) => (
          <input key={id} type="hidden" name="ids" value={id} />
        ))}
      <p className="text-slate-700">
        Cochez « Comparer » sur {MIN_COMPARED} à {MAX_COMPARED} projets pour voir leurs chiffres côte à côte, avant et après impôts.
      </p>
      <button type="submit" className="h-11 rounded-lg border-2 border-navy px-4 font-semibold text-navy hover:bg-sand">
        Comparer la sélection
      </button>
    </form>
  );
}

export function CompareCheckbox({ project, checked }: { project: { id: number; title: string }; checked: boolean }) {
  return (
    <label className="inline-flex items-center gap-2 font-semibold text-navy">
      <input type="checkbox" name="ids" value={project.id} form={COMPARE_FORM_ID} defaultChecked={checked} className="h-5 w-5 accent-navy" />
      Comparer<span className="sr-only"> {project.title}</span>
    </label>
  );
}
