// Search alerts are matched by their digest job, not in the project's save (issue 24, decision 0028), on
// every engine: a staff save makes the same queries whatever the number of alerts; the job records what
// changed since its last run; a project an alert matched when it became active is never announced, even
// once edited; alerts already active when migration 0024 ran get their known projects on the first run.
import type { KyselyPlugin } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { projectInputOf } from "~/domain/content/entities";
import type { DB } from "~/server/db/db.server";
import { createProject, getProject, saveProject, searchProjects, updateProject } from "~/server/content/projects.server";
import { createSearchAlert } from "~/server/clients/search-alert-subscriptions.server";
import { matchChangedProjects, sendAlertDigests } from "~/server/clients/search-alerts.server";
import { seedDemo } from "~/server/seed/seed.server";
import { createUser } from "~/server/accounts/users.server";
import { engines } from "../engines";

const SITE = { publicUrl: "https://exemple.test", companyName: "Investir Serein" };
const admin = { id: 1, email: "admin@exemple.fr" };

/** The database, counting the statements it runs (transactions included). */
function counting(db: DB): { db: DB; count: () => number } {
  let statements = 0;
  const plugin: KyselyPlugin = {
    transformQuery: (args) => {
      statements++;
      return args.node;
    },
    transformResult: async (args) => args.result,
  };
  return { db: db.withPlugin(plugin), count: () => statements };
}

describe.each(engines())("alert matching out of the save, on $name", (engine) => {
  let db: DB;
  let projectId: number;
  beforeAll(async () => {
    db = await engine.open();
    await seedDemo(db);
    projectId = (await searchProjects(db, {}, 1, 1)).items[0].id;
  });
  afterAll(() => engine.close());

  const matchesOf = (alertId: number) => db.selectFrom("searchAlertMatches").select(["projectId", "sentAt"]).where("alertId", "=", alertId).orderBy("projectId").execute();
  const client = async (name: string) => {
    const user = await createUser(db, { username: name, email: `${name}@exemple.fr`, password: "une phrase de passe", verified: true });
    return { id: user.id, email: `${name}@exemple.fr` };
  };
  const alertOf = async (email: string) => (await db.selectFrom("searchAlerts").select("id").where("email", "=", email).executeTakeFirstOrThrow()).id;

  it("a staff save runs as many statements with 20 saved searches as with none", async () => {
    const save = async () => {
      const counted = counting(db);
      const input = projectInputOf((await getProject(db, projectId))!);
      expect(await saveProject(counted.db, { ...input, title: `${input.title}.` }, { mode: "edit", id: projectId, actor: admin })).toMatchObject({ ok: true });
      const created = await saveProject(counted.db, { ...input, title: "Nouveau projet", enAvant: false }, { mode: "create", actor: admin });
      expect(created).toMatchObject({ ok: true });
      return counted.count();
    };
    const withoutAlerts = await save();
    const user = await client("vingt");
    for (let i = 0; i < 20; i++) expect((await createSearchAlert(db, { email: "", query: `type=Aucun+${i}`, user, site: SITE })).ok).toBe(true);
    expect(await save()).toBe(withoutAlerts);
  });

  it("the digest job records what changed since its last run, once", async () => {
    const user = await client("suivi");
    await createSearchAlert(db, { email: "", query: "type=Loft+M", user, site: SITE });
    const alertId = await alertOf(user.email);
    const input = projectInputOf((await getProject(db, projectId))!);
    const id = await createProject(db, { ...input, title: "Loft neuf", typeBienApres: "Loft M", enAvant: false }, { actor: admin });
    expect(await matchesOf(alertId)).toEqual([]); // nothing in the save
    expect(await matchChangedProjects(db)).toBeGreaterThanOrEqual(1);
    expect(await matchesOf(alertId)).toEqual([{ projectId: id, sentAt: null }]);
    expect(await matchChangedProjects(db)).toBe(0); // seen again (the overlap), recorded once
    expect(await sendAlertDigests(db, { delayMs: 0, site: SITE })).toBe(1);
  });

  it("a project the alert matched when it became active is never announced, even edited later", async () => {
    const input = projectInputOf((await getProject(db, projectId))!);
    const old = await createProject(db, { ...input, title: "Loft ancien", typeBienApres: "Loft N", enAvant: false }, { actor: admin });
    await matchChangedProjects(db);
    const user = await client("nouvelle");
    await createSearchAlert(db, { email: "", query: "type=Loft+N", user, site: SITE });
    const alertId = await alertOf(user.email);
    expect((await matchesOf(alertId)).map((m) => [m.projectId, m.sentAt !== null])).toEqual([[old, true]]);
    await updateProject(db, old, { ...projectInputOf((await getProject(db, old))!), title: "Loft ancien, rénové" }, admin);
    const fresh = await createProject(db, { ...input, title: "Loft récent", typeBienApres: "Loft N", enAvant: false }, { actor: admin });
    expect(await sendAlertDigests(db, { delayMs: 0, site: SITE })).toBe(1);
    const [mail] = await db.selectFrom("outbox").select("body").where("recipient", "=", user.email).execute();
    expect(mail.body).toContain("Loft récent");
    expect(mail.body).not.toContain("Loft ancien");
    expect((await matchesOf(alertId)).map((m) => m.projectId).sort()).toEqual([old, fresh].sort());
  });

  it("alerts already active when migration 0024 ran know the projects that matched them then, not those created since", async () => {
    const input = projectInputOf((await getProject(db, projectId))!);
    const before = await createProject(db, { ...input, title: "Loft d’avant", typeBienApres: "Loft P", enAvant: false }, { actor: admin });
    await matchChangedProjects(db);
    // An alert active before the migration, without its known projects (the old code recorded none).
    const user = await client("ancienne");
    const at = new Date(Date.now() - 60_000).toISOString();
    const { id: alertId } = await db.insertInto("searchAlerts").values({ email: user.email, userId: user.id, query: "type=Loft+P", confirmedAt: at, createdAt: at }).returning("id").executeTakeFirstOrThrow();
    await db.insertInto("siteState").values({ key: "search-alerts.known-before", value: new Date().toISOString() }).execute();
    await updateProject(db, before, { ...projectInputOf((await getProject(db, before))!), title: "Loft d’avant, repeint" }, admin);
    const since = await createProject(db, { ...input, title: "Loft d’après", typeBienApres: "Loft P", enAvant: false }, { actor: admin });
    await matchChangedProjects(db);
    const matches = await matchesOf(alertId);
    expect(matches.map((m) => [m.projectId, m.sentAt === null ? "à annoncer" : "connu"])).toEqual([
      [before, "connu"],
      [since, "à annoncer"],
    ]);
    expect(await db.selectFrom("siteState").select("key").where("key", "=", "search-alerts.known-before").execute()).toEqual([]);
  });
});
