// GET /api/projectList — the project search of /projets, as full spec-shaped projects.
import { parseProjectSearch } from "~/domain/projects/project-search";
import { db } from "~/server/db/db.server";
import { featuredProjects, getProjects, searchProjectRecords } from "~/server/content/projects.server";
import { handle, invalidError, json, methodNotAllowed } from "~/server/api/http.server";
import { apiProjects } from "~/server/api/serializers.server";

const DEFAULT_PAGE_SIZE = 50;
const MAX_PAGE_SIZE = 100;

export const loader = handle(async ({ request }) => {
  const params = new URL(request.url).searchParams;
  const search = parseProjectSearch(params);
  const errors: Record<string, string[]> = Object.fromEntries(Object.entries(search.errors).map(([k, m]) => [k, [m]]));
  const sizeRaw = params.get("parPage") ?? "";
  const pageSize = sizeRaw === "" ? DEFAULT_PAGE_SIZE : Number(sizeRaw);
  if (!Number.isInteger(pageSize) || pageSize < 1 || pageSize > MAX_PAGE_SIZE) errors.parPage = [`parPage doit être un nombre entier de 1 à ${MAX_PAGE_SIZE}.`];
  const featured = params.get("enAvant");
  if (featured !== null && featured !== "true" && featured !== "false") errors.enAvant = ["enAvant doit valoir true ou false."];
  if (Object.keys(errors).length > 0) throw invalidError(errors);

  const page =
    featured === "true"
      ? await featuredProjects(db()).then(async (cards) => ({ items: await getProjects(db(), cards.map((c) => c.id)), total: cards.length, page: 1, pageCount: 1 }))
      : await searchProjectRecords(db(), search.filters, search.page, pageSize);
  return json(
    await apiProjects(db(), page.items),
    200,
    { "X-Total-Count": String(page.total), "X-Page": String(page.page), "X-Page-Count": String(page.pageCount) },
  );
});

export const action = methodNotAllowed("GET");
