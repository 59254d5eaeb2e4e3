// The listing that helps choose (issue 13, item 12) on every engine: the status and surface columns,
// the orders of ?tri= and the city given by its slug.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { projectInputOf } from "~/domain/content/entities";
import { parseProjectSearch } from "~/domain/projects/project-search";
import type { DB } from "~/server/db/db.server";
import { getProject, projectPageCount, searchProjects, updateProject } from "~/server/content/projects.server";
import { seedDemo } from "~/server/seed/seed.server";
import { engines } from "../engines";

const admin = { id: 1, email: "admin@exemple.fr" };
const search = (db: DB, query: string) => {
  const parsed = parseProjectSearch(new URLSearchParams(query));
  return searchProjects(db, parsed.filters, parsed.page, 100);
};

describe.each(engines())("project listing on $name", (engine) => {
  let db: DB;
  beforeAll(async () => {
    db = await engine.open();
    await seedDemo(db);
  });
  afterAll(() => engine.close());

  it("seeds a mix of statuses and the surfaces, shown on the cards", async () => {
    const { items } = await search(db, "");
    expect(new Set(items.map((c) => c.status))).toEqual(new Set(["disponible", "travaux", "loue"]));
    for (const card of items) {
      expect(card.surface).toBeGreaterThan(0);
      expect(card.prixLocation).toBeGreaterThan(0);
    }
  });

  it("stores the status and surface an admin sets, and the cash flow the list orders by", async () => {
    const card = (await search(db, "")).items[0]!;
    const id = card.id;
    const input = projectInputOf((await getProject(db, id))!);
    await updateProject(db, id, { ...input, status: "travaux", surface: 51.5, rentabilite: { ...input.rentabilite, cashflowNet: 9999 } }, admin);
    const stored = (await getProject(db, id))!;
    expect(stored.status).toBe("travaux");
    expect(stored.surface).toBe(51.5);
    const first = (await search(db, "tri=cash-flow")).items[0]!;
    expect(first).toMatchObject({ id, status: "travaux", surface: 51.5, cashflowNet: 9999 });
  });

  it("orders by price, gross yield and cash flow", async () => {
    const prices = (await search(db, "tri=prix-croissant")).items.map((c) => c.prixGlobal);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    const down = (await search(db, "tri=prix-decroissant")).items.map((c) => c.prixGlobal);
    expect(down).toEqual([...prices].reverse());
    const yields = (await search(db, "tri=rentabilite")).items.map((c) => c.profitabilityBrut);
    expect(yields).toEqual([...yields].sort((a, b) => b - a));
    const flows = (await search(db, "tri=cash-flow")).items.map((c) => c.cashflowNet);
    expect(flows).toEqual([...flows].sort((a, b) => b - a));
  });

  it("filters by the city's slug as by its id; an unknown slug finds nothing", async () => {
    const limoges = await db.selectFrom("cities").select("id").where("nom", "=", "Limoges").executeTakeFirstOrThrow();
    const bySlug = await search(db, "ville=limoges");
    const byId = await search(db, `ville=${limoges.id}`);
    expect(bySlug.total).toBeGreaterThan(0);
    expect(bySlug.items.map((c) => c.id)).toEqual(byId.items.map((c) => c.id));
    expect(bySlug.items.every((c) => c.cityName === "Limoges")).toBe(true);
    expect((await search(db, "ville=atlantide")).total).toBe(0);
    expect(await projectPageCount(db, parseProjectSearch(new URLSearchParams("ville=limoges")).filters, 1)).toBe(bySlug.total);
  });
});
