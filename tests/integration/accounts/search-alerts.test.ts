// Search alerts on every engine: confirmation of a visitor's address, matching on create and on the edit
// that makes a project match, one digest e-mail grouping the new projects, at most one a day, the
// unsubscribe link and its headers, the client's own alerts.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type ProjectInput, projectInputOf } from "~/domain/content/entities";
import { normaliseAlertQuery } from "~/domain/clients/search-alerts";
import type { DB } from "~/server/db/db.server";
import { createProject, getProject, searchProjects, updateProject } from "~/server/content/projects.server";
import { confirmSearchAlert, createSearchAlert } from "~/server/clients/search-alert-subscriptions.server";
import {
  alertOfUnsubscribeLink,
  deleteUserAlert,
  listUserAlerts,
  sendAlertDigests,
  unsubscribeSearchAlert,
} from "~/server/clients/search-alerts.server";
import { seedDemo } from "~/server/seed/seed.server";
import { createUser, markEmailVerified } from "~/server/accounts/users.server";
import { engines } from "../engines";

const SITE = { publicUrl: "https://exemple.test", companyName: "Investir Serein" };
const admin = { id: 1, email: "admin@exemple.fr" };
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

const tokenIn = (body: string, path: string) => new RegExp(`${path.replace(/[/?]/g, "\\$&")}\\?jeton=([A-Za-z0-9_-]+)`).exec(body)?.[1] ?? "";

describe.each(engines())("search alerts on $name", (engine) => {
  let db: DB;
  let template: ProjectInput;
  let cityId: number;
  let otherCityId: number;

  const mailsTo = (to: string) => db.selectFrom("outbox").select(["subject", "body", "headers"]).where("recipient", "=", to).orderBy("id").execute();
  const newProject = (title: string, type: string, city = cityId) => createProject(db, { ...template, title, typeBienApres: type, cityId: city, districtId: null, enAvant: false }, { actor: admin });

  beforeAll(async () => {
    db = await engine.open();
    await seedDemo(db);
    const { items } = await searchProjects(db, {}, 1, 1);
    const input = projectInputOf((await getProject(db, items[0].id))!);
    template = input;
    const cities = await db.selectFrom("cities").select(["id", "nom"]).orderBy("id").execute();
    cityId = cities[0].id;
    otherCityId = cities[1].id;
  });
  afterAll(() => engine.close());

  it("a city written as its slug (as the search form writes it) is saved as the city's id and matches that city only", async () => {
    const created = await createUser(db, { username: "sacha", email: "slug@exemple.fr", password: "une phrase de passe", verified: true });
    const client = { id: created.id, email: "slug@exemple.fr" };
    const city = (await db.selectFrom("cities").select("nom").where("id", "=", cityId).executeTakeFirstOrThrow()).nom;
    const slug = city.normalize("NFD").replace(/[\u0300-\u036f]/g, "").toLowerCase().replace(/[^a-z0-9]+/g, "-").replace(/^-|-$/g, "");
    expect(await createSearchAlert(db, { email: "", query: `type=Loft+S&ville=${slug}`, user: client, site: SITE })).toEqual({ ok: true, status: "active" });
    const [alert] = await listUserAlerts(db, client.id);
    expect(alert.query).toBe(`type=Loft+S&ville=${cityId}`);
    await newProject("Loft ailleurs", "Loft S", otherCityId);
    await newProject("Loft ici", "Loft S");
    expect(await sendAlertDigests(db, { now: Date.now() + DAY, delayMs: 0, site: SITE })).toBeGreaterThanOrEqual(1);
    const [digest] = await mailsTo("slug@exemple.fr");
    expect(digest.body).toContain("Loft ici");
    expect(digest.body).not.toContain("Loft ailleurs");
    expect(await createSearchAlert(db, { email: "", query: "ville=nulle-part", user: client, site: SITE })).toMatchObject({ ok: false, field: "query" });
  });

  it("a visitor's alert waits for the confirmation link, which works once; then new matching projects are grouped in one e-mail", async () => {
    const query = normaliseAlertQuery(new URLSearchParams(`type=Duplex+A&page=2`));
    expect(await createSearchAlert(db, { email: " Ana@Exemple.fr ", query, site: SITE })).toEqual({ ok: true, status: "confirmation-sent" });
    const [confirm] = await mailsTo("ana@exemple.fr");
    expect(confirm.subject).toBe("Confirmez votre alerte sur nos projets");
    expect(confirm.body).toContain("Projets type Duplex A\nhttps://exemple.test/projets?type=Duplex+A");
    const token = tokenIn(confirm.body, "/alertes/confirmer");

    // Not confirmed yet: a matching project is not recorded for it.
    await newProject("Avant confirmation", "Duplex A");
    expect(await confirmSearchAlert(db, token)).toBe(true);
    expect(await confirmSearchAlert(db, token)).toBe(false);
    expect(await sendAlertDigests(db, { delayMs: 0, site: SITE })).toBe(0);

    // Two matching projects in two cities, one that does not match.
    await newProject("Duplex rue Neuve", "Duplex A");
    await newProject("Duplex place du Marché", "Duplex A", otherCityId);
    await newProject("Studio gare", "Studio A");
    const t0 = Date.now();
    expect(await sendAlertDigests(db, { now: t0, delayMs: HOUR, site: SITE })).toBe(0); // waits for others
    expect(await sendAlertDigests(db, { now: t0 + HOUR + 1000, delayMs: HOUR, site: SITE })).toBe(1);
    const mails = await mailsTo("ana@exemple.fr");
    expect(mails).toHaveLength(2);
    const digest = mails[1];
    expect(digest.subject).toBe("2 nouveaux projets pour votre alerte");
    expect(digest.body).toContain("correspondent à votre alerte « Projets type Duplex A »");
    expect(digest.body).toMatch(/- Duplex rue Neuve \(Duplex A, [\d\s\u202f]+\u00a0€\) : https:\/\/exemple\.test\/projets\/\d+\/duplex-rue-neuve/);
    expect(digest.body).toContain("Duplex place du Marché");
    expect(digest.body).not.toContain("Studio gare");
    expect(digest.body).not.toContain("Avant confirmation");
    const unsubscribe = tokenIn(digest.body, "/alertes/desinscription");
    expect(JSON.parse(digest.headers!)).toEqual({
      "List-Unsubscribe": `<https://exemple.test/alertes/desinscription?jeton=${unsubscribe}>`,
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    });

    // One e-mail a day at most: a project published an hour later waits until the next day.
    const later = await newProject("Duplex du lendemain", "Duplex A");
    expect(await sendAlertDigests(db, { now: t0 + 3 * HOUR, delayMs: HOUR, site: SITE })).toBe(0);
    expect(await sendAlertDigests(db, { now: t0 + DAY + 2 * HOUR, delayMs: HOUR, site: SITE })).toBe(1);
    const next = (await mailsTo("ana@exemple.fr"))[2];
    expect(next.subject).toBe("Un nouveau projet pour votre alerte");
    expect(next.body).toContain("Duplex du lendemain");
    expect(next.body).not.toContain("Duplex rue Neuve");

    // Editing a project that already matched does not list it again; unsubscribing deletes the alert.
    const p = (await getProject(db, later))!;
    const input = projectInputOf(p);
    await updateProject(db, later, { ...input, title: "Duplex du lendemain, rénové" }, admin);
    expect(await alertOfUnsubscribeLink(db, unsubscribe)).toEqual({ email: "ana@exemple.fr", description: "Projets type Duplex A" });
    expect(await unsubscribeSearchAlert(db, unsubscribe)).toBe(true);
    expect(await unsubscribeSearchAlert(db, unsubscribe)).toBe(false);
    expect(await alertOfUnsubscribeLink(db, unsubscribe)).toBeNull();
    await newProject("Duplex après désinscription", "Duplex A");
    expect(await sendAlertDigests(db, { now: t0 + 5 * DAY, delayMs: 0, site: SITE })).toBe(0);
    expect(await db.selectFrom("searchAlerts").select("id").where("email", "=", "ana@exemple.fr").execute()).toEqual([]);
  });

  it("a project edited so that it now matches is listed; one edited while matching is not", async () => {
    const user = await createUser(db, { username: "bruno", email: "bruno@exemple.fr", password: "une phrase de passe", verified: true });
    const studio = await newProject("Studio à transformer", "Studio B");
    expect(await createSearchAlert(db, { email: "", query: "type=T2+B", user, site: SITE })).toEqual({ ok: true, status: "active" });
    expect(await createSearchAlert(db, { email: "", query: "type=T2+B", user, site: SITE })).toEqual({ ok: true, status: "already-active" });
    expect(await mailsTo("bruno@exemple.fr")).toEqual([]); // a client's alert needs no confirmation
    const input = projectInputOf((await getProject(db, studio))!);
    await updateProject(db, studio, { ...input, typeBienApres: "T2 B" }, admin);
    await updateProject(db, studio, { ...input, typeBienApres: "T2 B", title: "Studio devenu T2" }, admin);
    expect(await sendAlertDigests(db, { delayMs: 0, site: SITE })).toBe(1);
    const [mail] = await mailsTo("bruno@exemple.fr");
    expect(mail.subject).toBe("Un nouveau projet pour votre alerte");
    expect(mail.body).toContain("Studio devenu T2");

    const alerts = await listUserAlerts(db, user.id);
    expect(alerts.map((a) => [a.query, a.description, a.lastSentAt !== null])).toEqual([["type=T2+B", "Projets type T2 B", true]]);
    const stranger = await createUser(db, { username: "chloe", email: "chloe@exemple.fr", password: "une phrase de passe", verified: true });
    expect(await deleteUserAlert(db, stranger.id, alerts[0].id)).toBe(false);
    expect(await deleteUserAlert(db, user.id, alerts[0].id)).toBe(true);
    expect(await listUserAlerts(db, user.id)).toEqual([]);
  });

  it("refuses a search the page cannot use, and a twenty-first alert for one address", async () => {
    expect(await createSearchAlert(db, { email: "dan@exemple.fr", query: "min=beaucoup", site: SITE })).toEqual({
      ok: false,
      field: "query",
      message: "Le budget minimum doit être un montant en euros, par exemple 150000.",
    });
    for (let i = 0; i < 20; i++) expect((await createSearchAlert(db, { email: "dan@exemple.fr", query: `min=${i}`, site: SITE })).ok).toBe(true);
    expect(await createSearchAlert(db, { email: "dan@exemple.fr", query: "min=99", site: SITE })).toEqual({
      ok: false,
      field: "email",
      message: "Cette adresse a déjà 20 alertes : supprimez-en une avant d’en créer une autre.",
    });
  });

  it("deletes a visitor's alert never confirmed once its link has expired", async () => {
    const now = Date.now();
    await createSearchAlert(db, { email: "eve@exemple.fr", query: "type=Loft", site: SITE, now });
    await sendAlertDigests(db, { now: now + 71 * HOUR, delayMs: 0, site: SITE });
    expect(await db.selectFrom("searchAlerts").select("id").where("email", "=", "eve@exemple.fr").execute()).toHaveLength(1);
    await sendAlertDigests(db, { now: now + 73 * HOUR, delayMs: 0, site: SITE });
    expect(await db.selectFrom("searchAlerts").select("id").where("email", "=", "eve@exemple.fr").execute()).toHaveLength(0);
  });
  it("an alert with no filter (every project) is saved signed in and confirmed from the link, every known project recorded (issue 29, item 7)", async () => {
    const created = await createUser(db, { username: "tout", email: "tout@exemple.fr", password: "une phrase de passe", verified: true });
    expect(await createSearchAlert(db, { email: "", query: "", user: { id: created.id, email: "tout@exemple.fr" }, site: SITE })).toEqual({ ok: true, status: "active" });
    const { total } = await searchProjects(db, {}, 1, 1);
    const known = async (email: string) =>
      Number(
        (
          await db
            .selectFrom("searchAlertMatches")
            .innerJoin("searchAlerts", "searchAlerts.id", "searchAlertMatches.alertId")
            .select(({ fn }) => fn.countAll<number>().as("n"))
            .where("searchAlerts.email", "=", email)
            .executeTakeFirstOrThrow()
        ).n,
      );
    expect(await known("tout@exemple.fr")).toBe(total);
    expect(await createSearchAlert(db, { email: "visiteur-tout@exemple.fr", query: "", site: SITE })).toEqual({ ok: true, status: "confirmation-sent" });
    const [confirm] = await mailsTo("visiteur-tout@exemple.fr");
    expect(await confirmSearchAlert(db, tokenIn(confirm.body, "/alertes/confirmer"))).toBe(true);
    expect(await known("visiteur-tout@exemple.fr")).toBe(total);
  });

  it("an account whose address is not confirmed creates no alert, and no digest goes to an address never confirmed (issue 29, item 6)", async () => {
    const victim = await createUser(db, { username: "usurpateur", email: "victime@exemple.fr", password: "une phrase de passe" });
    expect(await createSearchAlert(db, { email: "", query: "type=Maison+V", user: victim, site: SITE })).toEqual({
      ok: false,
      field: "unverified",
      message: "Confirmez d’abord votre adresse e-mail : une alerte ne peut être créée qu’une fois votre adresse confirmée. Ouvrez le lien que nous vous avons envoyé.",
    });
    expect(await db.selectFrom("searchAlerts").select("id").where("email", "=", "victime@exemple.fr").execute()).toEqual([]);

    // An alert such an account saved before this check: active, but nothing is sent until the address is confirmed.
    const at = new Date().toISOString();
    await db.insertInto("searchAlerts").values({ email: "victime@exemple.fr", userId: victim.id, query: "type=Maison+V", confirmedAt: at, createdAt: at }).execute();
    await newProject("Maison pour la victime", "Maison V");
    await sendAlertDigests(db, { now: Date.now() + 2 * DAY, delayMs: 0, site: SITE });
    expect(await mailsTo("victime@exemple.fr")).toEqual([]);
    await markEmailVerified(db, victim.id);
    await sendAlertDigests(db, { now: Date.now() + 2 * DAY, delayMs: 0, site: SITE });
    expect((await mailsTo("victime@exemple.fr")).map((m) => m.subject)).toEqual(["Un nouveau projet pour votre alerte"]);
  });
});
