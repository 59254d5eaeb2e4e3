// Call-back requests on every engine: only offered half-days, one e-mail each in the same transaction,
// the staff list by date with the pending ones first, marking done.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { callbackSlots } from "~/domain/clients/callback";
import { listCallbackRequests, pendingCallbackCount, requestCallback, setCallbackDone } from "~/server/clients/callbacks.server";
import { type DB, initDb } from "~/server/db/db.server";
import { engines } from "../engines";

const OPTIONS = { companyEmail: "equipe@exemple.fr", publicUrl: "https://exemple.test", now: new Date("2026-11-23T19:00:00Z") };

describe.each(engines())("call-back requests on $name", (engine) => {
  let db: DB;
  beforeAll(async () => {
    db = initDb(await engine.open());
  });
  afterAll(() => engine.close());

  it("records a request for an offered half-day and queues one e-mail to the company", async () => {
    const result = await requestCallback(db, { nom: "Anne Morel", telephone: "06 12 34 56 78", creneau: "2026-11-24|matin" }, OPTIONS);
    expect(result).toMatchObject({ ok: true, slotLabel: "mardi 24 novembre, matin" });
    const mails = await db.selectFrom("outbox").select(["recipient", "subject", "body"]).where("subject", "like", "Demande de rappel : Anne Morel%").execute();
    expect(mails).toEqual([
      {
        recipient: "equipe@exemple.fr",
        subject: "Demande de rappel : Anne Morel, mardi 24 novembre, matin",
        body: "Anne Morel demande à être rappelé(e) le mardi 24 novembre, matin, au 06 12 34 56 78.\n\nLa liste des demandes : https://exemple.test/creer/rappels\n",
      },
    ]);
  });

  it("refuses a half-day that is not offered (past, weekend, beyond ten working days) and stores nothing", async () => {
    const before = await pendingCallbackCount(db);
    for (const creneau of ["2026-11-23|matin", "2026-11-28|matin", "2026-12-08|matin"])
      expect(await requestCallback(db, { nom: "Trop tard", telephone: "06 12 34 56 78", creneau }, OPTIONS)).toEqual({
        ok: false,
        field: "creneau",
        message: "Ce créneau n’est plus proposé : choisissez-en un autre dans la liste.",
      });
    expect(await pendingCallbackCount(db)).toBe(before);
    expect(callbackSlots(OPTIONS.now).at(-1)!.value).toBe("2026-12-07|apres-midi");
  });

  it("lists the pending requests by date and half-day, then those done", async () => {
    await requestCallback(db, { nom: "Bruno", telephone: "06 00 00 00 01", creneau: "2026-12-01|apres-midi" }, OPTIONS);
    await requestCallback(db, { nom: "Chloé", telephone: "06 00 00 00 02", creneau: "2026-11-24|apres-midi" }, OPTIONS);
    await requestCallback(db, { nom: "Denis", telephone: "06 00 00 00 03", creneau: "2026-12-01|matin" }, OPTIONS);
    const list = await listCallbackRequests(db);
    expect(list.map((r) => r.nom)).toEqual(["Anne Morel", "Chloé", "Denis", "Bruno"]);
    expect(await setCallbackDone(db, list[0].id, true, "admin@exemple.fr")).toBe(true);
    expect(await setCallbackDone(db, 999_999, true, "admin@exemple.fr")).toBe(false);
    const after = await listCallbackRequests(db);
    expect(after.map((r) => r.nom)).toEqual(["Chloé", "Denis", "Bruno", "Anne Morel"]);
    expect(after[3]).toMatchObject({ doneBy: "admin@exemple.fr", slotLabel: "mardi 24 novembre, matin" });
    expect(await pendingCallbackCount(db)).toBe(3);
  });
});
