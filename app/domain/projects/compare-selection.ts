// Which projects a visitor picked to compare (/projets/comparer?ids=…). Apart from compare.ts so that the
// listing's checkboxes do not load the simulation and the form schemas in the browser.

export const MIN_COMPARED = 2;
export const MAX_COMPARED = 4;

/** Project ids from `?ids=1,2,3` or repeated `?ids=1&ids=2` (checkboxes), distinct, in order. */
export function comparedIds(params: URLSearchParams): number[] {
  const ids: number[] = [];
  for (const value of params.getAll("ids")) {
    for (const part of value.split(",")) {
      const id = Number(part.trim());
      if (Number.isSafeInteger(id) && id > 0 && !ids.includes(id)) ids.push(id);
    }
  }
  return ids;
}
