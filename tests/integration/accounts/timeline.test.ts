// The client's timeline on every engine (issue 23): the day each step is done, recorded as it is ticked;
// the days the staff plan; the adviser chosen among the staff; the greeting of the e-mails.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parisDay } from "~/domain/ownership/calendar";
import { deleteAccount } from "~/server/accounts/account-data.server";
import { type DB, initDb } from "~/server/db/db.server";
import { postStepUpdate } from "~/server/clients/step-updates.server";
import { getAdviser, listAdvisers, setAdviser } from "~/server/timeline/advisers.server";
import { getStepDates, saveStepDates } from "~/server/timeline/step-dates.server";
import { createUser, finishStep1, getUser, saveQuestionnaire, setRole, setSteps, updateDetails } from "~/server/accounts/users.server";
import { engines } from "../engines";

const SITE = { publicUrl: "https://exemple.test", companyName: "Investir Serein" };
const DETAILS = { nom: "Durand", prenom: "Marie", age: 41, telephone: "", ville: "Lyon" };

describe.each(engines())("the client's timeline on $name", (engine) => {
  let db: DB;
  let staff: { id: number; email: string };
  beforeAll(async () => {
    db = initDb(await engine.open());
    const admin = await createUser(db, { username: "equipe", email: "equipe-timeline@exemple.fr", password: "une phrase secrète", role: "admin" });
    staff = { id: admin.id, email: admin.email };
  });
  afterAll(() => engine.close());

  const client = (name: string) => createUser(db, { username: name, email: `${name}@exemple.fr`, password: "une phrase secrète" });
  const dates = async (id: number) => {
    const user = (await getUser(db, id))!;
    return getStepDates(db, id, user.steps, []);
  };

  it("dates a step the day it is ticked, by the client or the staff, and forgets the day when it is unticked", async () => {
    const marie = await client("marie-dates");
    await saveQuestionnaire(db, marie.id, DETAILS, {} as never, { at: new Date().toISOString(), version: "2026-01-01" });
    expect(await finishStep1(db, marie.id)).toBe(true);
    expect(await setSteps(db, marie.id, [2, 3], staff)).toMatchObject({ ok: true, done: 3 });
    const today = parisDay(new Date());
    expect((await dates(marie.id)).done).toEqual([today, today, today, null, null, null, null, null, null]);
    // Unticking step 2 unticks step 3 too: both lose their day.
    await setSteps(db, marie.id, [], staff);
    expect((await dates(marie.id)).done).toEqual([today, null, null, null, null, null, null, null, null]);
  });

  it("dates a step done by an update posted before the days were recorded with that update's day", async () => {
    const paul = await client("paul-dates");
    await saveQuestionnaire(db, paul.id, DETAILS, {} as never, { at: new Date().toISOString(), version: "2026-01-01" });
    await finishStep1(db, paul.id);
    await postStepUpdate(db, { clientId: paul.id, step: 2, text: "Budget validé.", markDone: true, files: [] }, { actor: staff, authorName: "Camille", site: SITE });
    // As on a file from before migration 0050: no day stored.
    await db.deleteFrom("stepDates").where("userId", "=", paul.id).execute();
    const user = (await getUser(db, paul.id))!;
    const updates = [{ id: 1, step: 2, body: "", marksDone: true, authorName: "Camille", createdAt: "2026-03-04T23:30:00.000Z", photos: [], documents: [] }];
    // 23:30 UTC on 4 March is already 5 March in Paris.
    expect((await getStepDates(db, paul.id, user.steps, updates)).done.slice(0, 3)).toEqual([null, "2026-03-05", null]);
  });

  it("keeps the days the staff plan, refuses a day that is not one or a done day after today, and audits the change", async () => {
    const lea = await client("lea-dates");
    const planned = ["", "2027-01-15", "2027-03-01", "", "", "", "", "", ""];
    expect(await saveStepDates(db, { clientId: lea.id, done: Array(9).fill(""), planned }, { actor: staff })).toEqual({ ok: true });
    expect((await dates(lea.id)).planned).toEqual([null, "2027-01-15", "2027-03-01", null, null, null, null, null, null]);

    const bad = [...planned];
    bad[3] = "2027-02-30";
    expect(await saveStepDates(db, { clientId: lea.id, done: Array(9).fill(""), planned: bad }, { actor: staff })).toEqual({
      ok: false,
      step: 4,
      message: "Étape 4 : saisissez une date valide (jour, mois, année).",
    });
    const future = ["2099-01-01", ...Array(8).fill("")];
    expect(await saveStepDates(db, { clientId: lea.id, done: future, planned }, { actor: staff })).toMatchObject({ ok: false, step: 1 });
    // Nothing of the refused changes was stored.
    expect((await dates(lea.id)).planned[3]).toBeNull();
    expect(await saveStepDates(db, { clientId: 999_999, done: [], planned: [] }, { actor: staff })).toBeNull();
    const rows = await db.selectFrom("auditLog").select("summary").where("entityId", "=", lea.id).execute();
    expect(rows.map((r) => r.summary)).toEqual(["lea-dates@exemple.fr : calendrier des étapes (2 dates prévues)"]);
  });

  it("gives the client an adviser among the staff only, and none once the adviser is no longer staff or is deleted", async () => {
    const zoe = await client("zoe-conseil");
    const camille = await createUser(db, { username: "camille", email: "camille@exemple.fr", password: "une phrase secrète", role: "admin" });
    await updateDetails(db, camille.id, { nom: "Martin", prenom: "Camille", age: null, telephone: "06 12 34 56 78", ville: "Saint-Étienne" });
    expect((await listAdvisers(db)).map((a) => a.label)).toEqual(expect.arrayContaining(["Camille Martin", "equipe-timeline@exemple.fr"]));

    expect(await getAdviser(db, zoe.id)).toBeNull();
    expect(await setAdviser(db, { clientId: zoe.id, adviserId: zoe.id }, { actor: staff })).toEqual({ ok: false, message: "Choisissez un membre de l’équipe dans la liste." });
    expect(await setAdviser(db, { clientId: zoe.id, adviserId: camille.id }, { actor: staff })).toEqual({ ok: true, adviser: { id: camille.id, label: "Camille Martin" } });
    expect(await getAdviser(db, zoe.id)).toEqual({ id: camille.id, prenom: "Camille", nom: "Martin", telephone: "06 12 34 56 78", email: "camille@exemple.fr" });
    expect(await setAdviser(db, { clientId: 999_999, adviserId: null }, { actor: staff })).toBeNull();

    await setRole(db, camille.id, "client");
    expect(await getAdviser(db, zoe.id)).toBeNull();
    await setRole(db, camille.id, "admin");
    expect(await getAdviser(db, zoe.id)).not.toBeNull();
    expect(await deleteAccount(db, camille.id)).toBe(true);
    expect(await getAdviser(db, zoe.id)).toBeNull();
    expect((await getUser(db, zoe.id))?.email).toBe("zoe-conseil@exemple.fr");
  });

  it("greets the client of an update e-mail by first name, never by user name", async () => {
    const anon = await client("anonyme-mail");
    await postStepUpdate(db, { clientId: anon.id, step: 3, text: "Visite faite.", markDone: false, files: [] }, { actor: staff, authorName: "Camille", site: SITE });
    const named = await client("marieclient");
    await updateDetails(db, named.id, { ...DETAILS });
    await postStepUpdate(db, { clientId: named.id, step: 3, text: "Visite faite.", markDone: false, files: [] }, { actor: staff, authorName: "Camille", site: SITE });
    const body = async (to: string) => (await db.selectFrom("outbox").select("body").where("recipient", "=", to).executeTakeFirstOrThrow()).body;
    expect(await body("anonyme-mail@exemple.fr")).toMatch(/^Bonjour,\n/);
    expect(await body("marieclient@exemple.fr")).toMatch(/^Bonjour Marie,\n/);
  });
});
