// Projects: one module shared by the pages and the API.
import type { Project, ProjectCard, ProjectCharges, ProjectInput, ProjectRentabilite, ProjectTotal } from "~/domain/entities";
import { PAGE_SIZE, type ProjectFilters } from "~/domain/project-search";
import { fromBool, fromJson, nowIso, toBool, toJson } from "./columns.server";
import { bumpContentVersion } from "./content-version.server";
import type { SessionUser } from "~/domain/account";
import { audit } from "./audit.server";
import type { DB } from "./db.server";
import { matchesText } from "./text-search.server";

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
    ]);
}

type CardRow = Awaited<ReturnType<ReturnType<typeof cardQuery>["execute"]>>[number];

function toCard({ total, rentabilite, ...row }: CardRow): ProjectCard {
  return {
    ...row,
    works: fromJson<Partial<ProjectTotal>>(total, {}).works ?? 0,
    profitabilityBrut: fromJson<Partial<ProjectRentabilite>>(rentabilite, {}).profitabilityBrut ?? 0,
  };
}

export interface ProjectPage {
  items: ProjectCard[];
  total: number;
  page: number;
  pageCount: number;
}

/** The search of spec section 5, newest first, paginated. */
export async function searchProjects(db: DB, filters: ProjectFilters, page = 1, pageSize = PAGE_SIZE): Promise<ProjectPage> {
  let where = db.selectFrom("projects");
  if (filters.ville !== undefined) where = where.where("projects.cityId", "=", filters.ville);
  if (filters.type !== undefined) where = where.where("projects.typeBienApres", "=", filters.type);
  if (filters.min !== undefined) where = where.where("projects.prixGlobal", ">=", filters.min);
  if (filters.max !== undefined) where = where.where("projects.prixGlobal", "<=", filters.max);

  const { count } = await where.select(({ fn }) => fn.countAll<number>().as("count")).executeTakeFirstOrThrow();
  const total = Number(count);
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  const current = Math.min(page, pageCount);
  const ids = where.select("projects.id");
  const rows = await cardQuery(db)
    .where("projects.id", "in", ids)
    .orderBy("projects.createdAt", "desc")
    .orderBy("projects.id", "desc")
    .limit(pageSize)
    .offset((current - 1) * pageSize)
    .execute();
  return { items: rows.map(toCard), total, page: current, pageCount };
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

export async function getProject(db: DB, id: number): Promise<Project | null> {
  const row = await db
    .selectFrom("projects")
    .innerJoin("cities", "cities.id", "projects.cityId")
    .leftJoin("districts", "districts.id", "projects.districtId")
    .selectAll("projects")
    .select(["cities.nom as cityName", "districts.nom as districtName"])
    .where("projects.id", "=", id)
    .executeTakeFirst();
  if (!row) return null;
  return {
    ...row,
    districtName: row.districtName ?? null,
    enAvant: fromBool(row.enAvant),
    images: fromJson<string[]>(row.images, []),
    imagesTravaux: fromJson<string[]>(row.imagesTravaux, []),
    video: fromJson<string[]>(row.video, []),
    renov1: fromJson<string[]>(row.renov1, []),
    renov2: fromJson<string[]>(row.renov2, []),
    renov3: fromJson<string[]>(row.renov3, []),
    renov4: fromJson<string[]>(row.renov4, []),
    total: fromJson<ProjectTotal>(row.total, {} as ProjectTotal),
    chargesMensuelles: fromJson<ProjectCharges>(row.chargesMensuelles, {} as ProjectCharges),
    rentabilite: fromJson<ProjectRentabilite>(row.rentabilite, {} as ProjectRentabilite),
  };
}

function toRow(input: ProjectInput) {
  return {
    ...input,
    enAvant: toBool(input.enAvant),
    images: toJson(input.images),
    imagesTravaux: toJson(input.imagesTravaux),
    video: toJson(input.video),
    renov1: toJson(input.renov1),
    renov2: toJson(input.renov2),
    renov3: toJson(input.renov3),
    renov4: toJson(input.renov4),
    total: toJson(input.total),
    chargesMensuelles: toJson(input.chargesMensuelles),
    rentabilite: toJson(input.rentabilite),
  };
}

export class FeaturedLimitError extends Error {
  constructor() {
    super(`Impossible de mettre ce projet en avant : ${MAX_FEATURED} projets le sont déjà. Retirez d'abord la mise en avant d'un autre projet.`);
  }
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

/** A project's district must lie in the project's city (forms and API check it first, per field). */
export class PlaceError extends Error {
  constructor() {
    super("Le quartier choisi n'appartient pas à la ville du projet.");
  }
}

async function assertPlace(db: DB, input: Pick<ProjectInput, "cityId" | "districtId">): Promise<void> {
  if (input.districtId === null) return;
  const district = await db.selectFrom("districts").select("cityId").where("id", "=", input.districtId).executeTakeFirst();
  if (!district || district.cityId !== input.cityId) throw new PlaceError();
}

/** Creates a project (seed: no actor). Refuses a fourth featured project. */
export async function createProject(db: DB, input: ProjectInput, createdAt = nowIso(), actor?: Actor, action: "create" | "duplicate" = "create"): Promise<number> {
  const id = await db.transaction().execute(async (trx) => {
    if (input.enAvant && (await featuredCount(trx)) >= MAX_FEATURED) throw new FeaturedLimitError();
    await assertPlace(trx, input);
    const row = await trx
      .insertInto("projects")
      .values({ ...toRow(input), createdAt, updatedAt: createdAt })
      .returning("id")
      .executeTakeFirstOrThrow();
    if (actor) await audit(trx, actor, action, "project", row.id, input.title);
    return row.id;
  });
  await bumpContentVersion(db);
  return id;
}

/** Replaces a project's fields; false when it does not exist. Refuses a fourth featured project. */
export async function updateProject(db: DB, id: number, input: ProjectInput, actor: Actor): Promise<boolean> {
  const updated = await db.transaction().execute(async (trx) => {
    if (input.enAvant && (await featuredCount(trx, id)) >= MAX_FEATURED) throw new FeaturedLimitError();
    await assertPlace(trx, input);
    const result = await trx.updateTable("projects").set({ ...toRow(input), updatedAt: nowIso() }).where("id", "=", id).executeTakeFirst();
    if (Number(result.numUpdatedRows) === 0) return false;
    await audit(trx, actor, "update", "project", id, input.title);
    return true;
  });
  if (updated) await bumpContentVersion(db);
  return updated;
}

export async function deleteProject(db: DB, id: number, actor: Actor): Promise<boolean> {
  const deleted = await db.transaction().execute(async (trx) => {
    const row = await trx.deleteFrom("projects").where("id", "=", id).returning("title").executeTakeFirst();
    if (!row) return false;
    await audit(trx, actor, "delete", "project", id, row.title);
    return true;
  });
  if (deleted) await bumpContentVersion(db);
  return deleted;
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
