// Projects: one module shared by the pages and the API.
import { dpeOrderError } from "~/domain/projects/dpe";
import { projectFields } from "~/domain/content/content-forms";
import type { Project, ProjectCard, ProjectInput } from "~/domain/content/entities";
import { fromColumns, toColumns } from "~/domain/content/fields";
import { DEFAULT_SORT, PAGE_SIZE, type ProjectFilters, type ProjectSort } from "~/domain/projects/project-search";
import { slugify } from "~/domain/text/slug";
import { fromBool, nowIso } from "../db/columns.server";
import { bumpContentVersion, writeContent } from "./content-version.server";
import type { SessionUser } from "~/domain/accounts/account";
import { toPlace } from "~/domain/text/french";
import { MAX_IMAGES } from "~/domain/content/media";
import { audit } from "../platform/audit.server";
import type { DB } from "../db/db.server";
import { matchesText } from "../db/text-search.server";
import { FeaturedLimitError, InUseError, PlaceError } from "../platform/errors.server";

export const MAX_FEATURED = 3;

function cardQuery(db: DB) {
  return db
    .selectFrom("projects")
    .innerJoin("cities", "cities.id", "projects.cityId")
    .select([
      "projects.id",
      "projects.title",
      "cities.nom as cityName",
      "projects.imageCover",
      "projects.prixGlobal",
      "projects.typeBienApres",
      "projects.total",
      "projects.rentabilite",
      "projects.status",
      "projects.surface",
      "projects.dpeBefore",
      "projects.dpeAfter",
      "projects.prixLocation",
      "projects.monthlyCashflow",
    ]);
}

type CardRow = Awaited<ReturnType<ReturnType<typeof cardQuery>["execute"]>>[number];

function toCard({ total, rentabilite, monthlyCashflow, ...row }: CardRow): ProjectCard {
  return {
    ...row,
    cashflowNet: monthlyCashflow,
    works: projectFields.total.fromColumn(total).works,
    profitabilityBrut: projectFields.rentabilite.fromColumn(rentabilite).profitabilityBrut,
  };
}

export interface ProjectPage {
  items: ProjectCard[];
  total: number;
  page: number;
  pageCount: number;
}

/**
 * The filters with a city slug (?ville=limoges) turned into the city's id; a slug that names no city
 * matches no project. Cities are few: their names are read and slugified here.
 */
async function resolveCity(db: DB, filters: ProjectFilters): Promise<ProjectFilters> {
  if (filters.villeSlug === undefined) return filters;
  const { villeSlug, ...rest } = filters;
  const cities = await db.selectFrom("cities").select(["id", "nom"]).orderBy("id").execute();
  return { ...rest, ville: cities.find((c) => slugify(c.nom) === villeSlug)?.id ?? 0 };
}

/** The search of spec section 5, newest first, paginated. */
export function searchWhere(db: DB, filters: ProjectFilters) {
  let where = db.selectFrom("projects");
  if (filters.ville !== undefined) where = where.where("projects.cityId", "=", filters.ville);
  if (filters.type !== undefined) where = where.where("projects.typeBienApres", "=", filters.type);
  if (filters.min !== undefined) where = where.where("projects.prixGlobal", ">=", filters.min);
  if (filters.max !== undefined) where = where.where("projects.prixGlobal", "<=", filters.max);
  return where;
}

/**
 * The search of spec section 5, newest first, paginated: the filters and the order run on the
 * indexes ((city_id|type_bien_apres, created_at, id), created_at, id), and only the page's ids are
 * read in that order before the page's rows are joined (a deferred join), so a deep page costs no
 * more than the first one.
 */
export async function searchProjects(db: DB, filters: ProjectFilters, page = 1, pageSize = PAGE_SIZE): Promise<ProjectPage> {
  const { ids, ...pagination } = await searchProjectIds(db, filters, page, pageSize);
  const rows = ids.length === 0 ? [] : await cardQuery(db).where("projects.id", "in", ids).execute();
  return { items: inOrder(ids, rows).map(toCard), ...pagination };
}

/** The same search as whole projects (the API), in a constant number of queries. */
export async function searchProjectRecords(db: DB, filters: ProjectFilters, page = 1, pageSize = PAGE_SIZE): Promise<{ items: Project[]; total: number; page: number; pageCount: number }> {
  const { ids, ...pagination } = await searchProjectIds(db, filters, page, pageSize);
  return { items: await getProjects(db, ids), ...pagination };
}

async function searchProjectIds(db: DB, filters: ProjectFilters, page: number, pageSize: number) {
  const where = searchWhere(db, await resolveCity(db, filters));
  const { count } = await where.select(({ fn }) => fn.countAll<number>().as("count")).executeTakeFirstOrThrow();
  const total = Number(count);
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  const current = Math.min(Math.max(1, page), pageCount);
  const [column, direction] = ORDERS[filters.sort ?? DEFAULT_SORT];
  const rows = await where
    .select("projects.id")
    .orderBy(column, direction)
    .orderBy("projects.id", direction)
    .limit(pageSize)
    .offset((current - 1) * pageSize)
    .execute();
  return { ids: rows.map((r) => r.id), total, page: current, pageCount };
}

/**
 * The list's order (?tri=): each reads an index ending with the id, the id breaking ties in the same
 * direction so that the index is read as it is (forwards or backwards) on both engines.
 */
const ORDERS = {
  "prix-croissant": ["projects.prixGlobal", "asc"],
  "prix-decroissant": ["projects.prixGlobal", "desc"],
  rentabilite: ["projects.grossYield", "desc"],
  "cash-flow": ["projects.monthlyCashflow", "desc"],
  recents: ["projects.createdAt", "desc"],
} as const satisfies Record<ProjectSort, readonly [string, "asc" | "desc"]>;

/** `rows` in the order of `ids` (rows read by id come back in any order). */
function inOrder<T extends { id: number }>(ids: number[], rows: T[]): T[] {
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** The number of pages of a search (at least 1), for the page cache to clamp `page`. */
export async function projectPageCount(db: DB, filters: ProjectFilters, pageSize = PAGE_SIZE): Promise<number> {
  const { count } = await searchWhere(db, await resolveCity(db, filters)).select(({ fn }) => fn.countAll<number>().as("count")).executeTakeFirstOrThrow();
  return Math.max(1, Math.ceil(Number(count) / pageSize));
}

/** The featured projects (enAvant), at most MAX_FEATURED. */
export async function featuredProjects(db: DB): Promise<ProjectCard[]> {
  const rows = await cardQuery(db)
    .where("projects.enAvant", "=", 1)
    .orderBy("projects.updatedAt", "desc")
    .limit(MAX_FEATURED)
    .execute();
  return rows.map(toCard);
}

/** The distinct property types after works (TypeBienApres), for the search form. */
export async function projectTypes(db: DB): Promise<string[]> {
  const rows = await db.selectFrom("projects").select("typeBienApres").distinct().orderBy("typeBienApres").execute();
  return rows.map((r) => r.typeBienApres).filter((t) => t !== "");
}

export async function countProjects(db: DB): Promise<number> {
  const { count } = await db.selectFrom("projects").select(({ fn }) => fn.countAll<number>().as("count")).executeTakeFirstOrThrow();
  return Number(count);
}

function projectQuery(db: DB) {
  return db
    .selectFrom("projects")
    .innerJoin("cities", "cities.id", "projects.cityId")
    .leftJoin("districts", "districts.id", "projects.districtId")
    .selectAll("projects")
    .select(["cities.nom as cityName", "districts.nom as districtName"]);
}

type ProjectRow = Awaited<ReturnType<ReturnType<typeof projectQuery>["execute"]>>[number];

function toProject(row: ProjectRow): Project {
  const { id, cityName, districtName, createdAt, updatedAt } = row;
  return { ...fromColumns(projectFields, row), id, cityName, districtName: districtName ?? null, createdAt, updatedAt };
}

/** A project named by a visitor's link or form (« Ce projet m’intéresse »): its id and title, null when unknown. */
export async function projectReference(db: DB, id: number | null): Promise<{ id: number; title: string } | null> {
  if (id === null) return null;
  return (await db.selectFrom("projects").select(["id", "title"]).where("id", "=", id).executeTakeFirst()) ?? null;
}

/** The global price of a project named by a visitor's link, to start the questionnaire's budget from (issue 30, item 11). */
export async function projectPrice(db: DB, id: number): Promise<number | null> {
  const row = await db.selectFrom("projects").select("prixGlobal").where("id", "=", id).executeTakeFirst();
  return row ? row.prixGlobal : null;
}

/** The projects that messages or leads are about, for the staff's filter. */
export async function projectsReferencedBy(db: DB, table: "contactMessages" | "leads"): Promise<{ id: number; title: string }[]> {
  return db
    .selectFrom("projects")
    .select(["projects.id", "projects.title"])
    .where(({ exists, selectFrom }) => exists(selectFrom(table).select("id").whereRef(`${table}.projectId`, "=", "projects.id")))
    .orderBy("projects.title")
    .execute();
}

export async function getProject(db: DB, id: number): Promise<Project | null> {
  const row = await projectQuery(db).where("projects.id", "=", id).executeTakeFirst();
  return row ? toProject(row) : null;
}

/** Several projects in one query, in the order of `ids` (unknown ids left out). */
export async function getProjects(db: DB, ids: number[]): Promise<Project[]> {
  if (ids.length === 0) return [];
  return inOrder(ids, await projectQuery(db).where("projects.id", "in", ids).execute()).map(toProject);
}

function toRow(input: ProjectInput) {
  return {
    ...toColumns(projectFields, input),
    // Copies for the list's orders (migration 0013).
    grossYield: input.rentabilite.profitabilityBrut,
    monthlyCashflow: input.rentabilite.cashflowNet,
  };
}

/** Number of featured projects, leaving out `exceptId` (the project being edited). */
export async function featuredCount(db: DB, exceptId?: number): Promise<number> {
  let query = db.selectFrom("projects").select(({ fn }) => fn.countAll<number>().as("count")).where("enAvant", "=", 1);
  if (exceptId !== undefined) query = query.where("id", "!=", exceptId);
  return Number((await query.executeTakeFirstOrThrow()).count);
}

/** Whether 'Mettre en avant' can be offered: fewer than 3 featured, or this project already is. */
export async function canFeature(db: DB, projectId?: number): Promise<boolean> {
  return (await featuredCount(db, projectId)) < MAX_FEATURED;
}

type Actor = Pick<SessionUser, "id" | "email">;

/** create: a new project; edit: project `id` changes; duplicate: a copy of project `id`, saved as a new one. */
export type ProjectMode = "create" | "edit" | "duplicate";

export interface ProjectCheck {
  /** Keyed by the input's fields: cityId, districtId, images, imagesTravaux, dpeAfter. */
  fieldErrors: Record<string, string[]>;
  /** The featured limit: a conflict with the other projects rather than a wrong field. */
  conflict: string | null;
}

type CheckedInput = Pick<ProjectInput, "cityId" | "districtId" | "images" | "imagesTravaux" | "enAvant" | "dpeBefore" | "dpeAfter">;

/**
 * The rules of a project beyond its fields' own: its city and district exist and the district lies
 * in the city, at most MAX_IMAGES per list, the DPE after works no worse than before, at most
 * MAX_FEATURED featured projects. `exceptId` is the
 * project being edited (it does not count against the featured limit).
 */
export async function checkProject(db: DB, input: CheckedInput, { exceptId }: { exceptId?: number } = {}): Promise<ProjectCheck> {
  const fieldErrors: Record<string, string[]> = {};
  const [city, district] = await Promise.all([
    db.selectFrom("cities").select(["id", "nom"]).where("id", "=", input.cityId).executeTakeFirst(),
    input.districtId === null ? undefined : db.selectFrom("districts").select(["cityId", "nom"]).where("id", "=", input.districtId).executeTakeFirst(),
  ]);
  if (!city) fieldErrors.cityId = ["Choisissez une ville de la liste."];
  else if (input.districtId !== null && !district) fieldErrors.districtId = ["Choisissez un quartier de la liste."];
  else if (district && district.cityId !== city.id)
    fieldErrors.districtId = [`Le quartier ${district.nom} n’est pas ${toPlace(city.nom)} : choisissez un quartier de cette ville.`];
  const tooMany = `${MAX_IMAGES} images au plus : retirez-en avant d’en ajouter.`;
  if (input.images.length > MAX_IMAGES) fieldErrors.images = [tooMany];
  if (input.imagesTravaux.length > MAX_IMAGES) fieldErrors.imagesTravaux = [tooMany];
  const dpeError = dpeOrderError(input.dpeBefore, input.dpeAfter);
  if (dpeError) fieldErrors.dpeAfter = [dpeError];
  const conflict = input.enAvant && (await featuredCount(db, exceptId)) >= MAX_FEATURED ? new FeaturedLimitError(MAX_FEATURED).message : null;
  return { fieldErrors, conflict };
}

export type SaveProjectResult = { ok: true; id: number } | ({ ok: false } & ProjectCheck);

/**
 * Saves a project, the one entry point of the admin form and the API: every rule is checked
 * (checkProject) in the same transaction as the write and its audit row. `null`: the project to
 * edit does not exist. The seed passes no actor (no audit row) and its own creation date.
 */
export async function saveProject(
  db: DB,
  input: ProjectInput,
  { mode, id, actor, createdAt = nowIso() }: { mode: ProjectMode; id?: number; actor?: Actor; createdAt?: string },
): Promise<SaveProjectResult | null> {
  if (mode === "edit" && id === undefined) throw new TypeError("saveProject: edit needs the project's id");
  const result = await db.transaction().execute(async (trx): Promise<SaveProjectResult | null> => {
    const check = await checkProject(trx, input, { exceptId: mode === "edit" ? id : undefined });
    if (check.conflict || Object.keys(check.fieldErrors).length > 0) return { ok: false, ...check };
    // Search alerts are matched later, by their digest job, from updated_at (decision 0028).
    if (mode === "edit") {
      const updated = await trx.updateTable("projects").set({ ...toRow(input), updatedAt: nowIso() }).where("id", "=", id!).executeTakeFirst();
      if (Number(updated.numUpdatedRows) === 0) return null;
      if (actor) await audit(trx, actor, "update", "project", id!, input.title);
      return { ok: true, id: id! };
    }
    const row = await trx.insertInto("projects").values({ ...toRow(input), createdAt, updatedAt: createdAt }).returning("id").executeTakeFirstOrThrow();
    if (actor) await audit(trx, actor, mode, "project", row.id, input.title);
    return { ok: true, id: row.id };
  });
  if (result?.ok) await bumpContentVersion(db);
  return result;
}

/** The error a refused save stands for, for callers that throw (seed, scripts, tests). */
function refusal(result: Exclude<SaveProjectResult, { ok: true }>): Error {
  return result.conflict ? new FeaturedLimitError(MAX_FEATURED) : result.fieldErrors.districtId || result.fieldErrors.cityId ? new PlaceError() : new RangeError(Object.values(result.fieldErrors).flat().join(" "));
}

/** Creates a project or throws (FeaturedLimitError, PlaceError): for the seed and scripts. */
export async function createProject(db: DB, input: ProjectInput, options: { actor?: Actor; createdAt?: string; mode?: "create" | "duplicate" } = {}): Promise<number> {
  const result = (await saveProject(db, input, { mode: options.mode ?? "create", actor: options.actor, createdAt: options.createdAt }))!;
  if (!result.ok) throw refusal(result);
  return result.id;
}

/** Replaces a project's fields; false when it does not exist; throws like createProject. */
export async function updateProject(db: DB, id: number, input: ProjectInput, actor: Actor): Promise<boolean> {
  const result = await saveProject(db, input, { mode: "edit", id, actor });
  if (result && !result.ok) throw refusal(result);
  return result !== null;
}

export async function deleteProject(db: DB, id: number, actor: Actor): Promise<boolean> {
  return writeContent(db, async (trx) => {
    // A let property's books (issue 22) keep their project: the foreign keys restrict, refused here in French.
    const owned = await trx.selectFrom("leases").select("id").where("projectId", "=", id).executeTakeFirst();
    if (owned) throw new InUseError("Impossible de supprimer ce projet : un client en est propriétaire et ses loyers y sont enregistrés.");
    const row = await trx.deleteFrom("projects").where("id", "=", id).returning("title").executeTakeFirst();
    if (!row) return false;
    await audit(trx, actor, "delete", "project", id, row.title);
    return true;
  });
}

/** Projects for the admin list: search in title and city, sort, paginate. */
export async function adminProjectList(
  db: DB,
  options: { q?: string; sort?: "recent" | "title" | "price"; page?: number; pageSize?: number },
): Promise<{ items: Array<{ id: number; title: string; cityName: string; prixGlobal: number; enAvant: boolean; updatedAt: string }>; total: number; page: number; pageCount: number }> {
  const pageSize = options.pageSize ?? 20;
  let base = db.selectFrom("projects").innerJoin("cities", "cities.id", "projects.cityId");
  const q = options.q?.trim();
  if (q) base = base.where((eb) => matchesText(eb, ["projects.title", "cities.nom"], q));
  const total = Number((await base.select(({ fn }) => fn.countAll<number>().as("count")).executeTakeFirstOrThrow()).count);
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  const page = Math.min(Math.max(1, options.page ?? 1), pageCount);
  let query = base.select(["projects.id", "projects.title", "cities.nom as cityName", "projects.prixGlobal", "projects.enAvant", "projects.updatedAt"]);
  query =
    options.sort === "title" ? query.orderBy("projects.title")
    : options.sort === "price" ? query.orderBy("projects.prixGlobal", "desc")
    : query.orderBy("projects.updatedAt", "desc");
  const rows = await query.orderBy("projects.id", "desc").limit(pageSize).offset((page - 1) * pageSize).execute();
  return { items: rows.map((r) => ({ ...r, enAvant: fromBool(r.enAvant) })), total, page, pageCount };
}

/** Projects a client may have bought (in works or let), and `alsoId` whatever its status: a testimonial's choices. */
export function boughtProjectOptions(db: DB, alsoId: number | null = null): Promise<{ id: number; title: string; cityName: string }[]> {
  return db
    .selectFrom("projects")
    .innerJoin("cities", "cities.id", "projects.cityId")
    .select(["projects.id", "projects.title", "cities.nom as cityName"])
    .where((eb) => eb.or([eb("projects.status", "in", ["travaux", "loue"]), eb("projects.id", "=", alsoId ?? 0)]))
    .orderBy("cities.nom")
    .orderBy("projects.title")
    .execute();
}
