// Writes a visitor can make invalidate only what they change, never for nothing (issue 29, item 1; decision
// 0048), on every engine: a consent without a lease is refused; a refusal or a write that changes nothing
// changes no version; the books of an owner who does not publish change none; those of one who does change the
// versions of the track record and of their project's pages only, never the content version (the whole page
// cache and every dossier); a consent changes at most six times an hour.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DB } from "~/server/db/db.server";
import { createLease } from "~/server/ownership/leases.server";
import { recordPayment } from "~/server/ownership/rent-payments.server";
import { NO_LEASE, TOO_MANY_CHANGES, publicationConsent, setPublicationConsent } from "~/server/ownership/consent.server";
import { contentVersion } from "~/server/content/content-version.server";
import { scopeVersions } from "~/server/content/page-scopes.server";
import { searchProjects } from "~/server/content/projects.server";
import { seedDemo } from "~/server/seed/seed.server";
import { createUser } from "~/server/accounts/users.server";
import { engines } from "../engines";

const LEASE = {
  tenant: "Camille Roux",
  start: "2025-03-15",
  furnished: false,
  rent: 620,
  charges: 40,
  deposit: 620,
  referenceQuarter: null,
  homeAddress: "18 rue Paul-Bert, 42000 Saint-Étienne",
  landlordAddress: "4 allée des Tilleuls, 69005 Lyon",
};

describe.each(engines())("writes that touch public pages on $name", (engine) => {
  let db: DB;
  let staff: { id: number; email: string };
  let project: number;
  let n = 0;
  beforeAll(async () => {
    db = await engine.open();
    await seedDemo(db);
    const admin = await createUser(db, { username: "equipe", email: "equipe-portee@exemple.fr", password: "une phrase secrète", role: "admin" });
    staff = { id: admin.id, email: admin.email };
    project = (await searchProjects(db, {}, 1, 1)).items[0]!.id;
  });
  afterAll(() => engine.close());

  const client = async () => (await createUser(db, { username: `client${++n}`, email: `client-portee-${n}@exemple.fr`, password: "une phrase secrète" })).id;
  /** The content version and every scope's, to compare before and after a write. */
  const versions = async () => ({ content: await contentVersion(db), scopes: Object.fromEntries(await scopeVersions(db)) });
  const changedScopes = (before: Awaited<ReturnType<typeof versions>>, after: Awaited<ReturnType<typeof versions>>) =>
    Object.keys(after.scopes).filter((scope) => before.scopes[scope] !== after.scopes[scope]).sort();

  it("refuses a consent from a client who has no lease, and changes no version", async () => {
    const clientId = await client();
    const before = await versions();
    expect(await setPublicationConsent(db, clientId, true)).toEqual({ refused: NO_LEASE });
    expect(NO_LEASE).toMatch(/^Vous n’avez pas encore de bien loué/);
    expect(await publicationConsent(db, clientId)).toBeNull();
    // Revoking what was never given changes nothing either.
    expect(await setPublicationConsent(db, clientId, false)).toEqual({ changed: false });
    expect(await versions()).toEqual(before);
  });

  it("changes no version for the books of an owner who does not publish, nor for a refused write", async () => {
    const clientId = await client();
    const before = await versions();
    const lease = await createLease(db, clientId, { projectId: project, ...LEASE }, { actor: staff });
    expect(lease).toMatchObject({ ok: true });
    expect(await versions()).toEqual(before);
    const refused = await createLease(db, clientId, { projectId: project, ...LEASE }, { actor: staff });
    expect(refused).toMatchObject({ ok: false });
    expect(await versions()).toEqual(before);
  });

  it("changes the track record's and the project's versions only for a publishing owner's consent and books", async () => {
    const clientId = await client();
    const lease = await createLease(db, clientId, { projectId: project, ...LEASE }, { actor: staff });
    if (!lease.ok) throw new Error("lease refused");
    let before = await versions();
    expect(await setPublicationConsent(db, clientId, true)).toEqual({ changed: true });
    let after = await versions();
    expect(changedScopes(before, after)).toEqual([`project:${project}`, "track-record"]);
    expect(after.content).toBe(before.content);
    // The same consent again: nothing.
    before = after;
    expect(await setPublicationConsent(db, clientId, true)).toEqual({ changed: false });
    expect(await versions()).toEqual(before);
    // A payment of the publishing owner: their pages only.
    expect(await recordPayment(db, { leaseId: lease.id, month: "2025-04", amount: 660, paidOn: "2025-04-05" }, { actor: staff, clientId, on: "2025-05-01" })).toMatchObject({ ok: true });
    after = await versions();
    expect(changedScopes(before, after)).toEqual([`project:${project}`, "track-record"]);
    expect(after.content).toBe(before.content);
    // A refused payment (nothing due any more for that month): nothing.
    before = after;
    expect(await recordPayment(db, { leaseId: lease.id, month: "2025-04", amount: 660, paidOn: "2025-04-05" }, { actor: staff, clientId, on: "2025-05-01" })).toMatchObject({ ok: false });
    expect(await versions()).toEqual(before);
  });

  it("lets an owner change their consent six times an hour, then refuses with a French message", async () => {
    const clientId = await client();
    await createLease(db, clientId, { projectId: project, ...LEASE }, { actor: staff });
    for (let i = 0; i < 6; i++) expect(await setPublicationConsent(db, clientId, i % 2 === 0)).toEqual({ changed: true });
    const before = await versions();
    expect(await setPublicationConsent(db, clientId, true)).toEqual({ refused: TOO_MANY_CHANGES });
    expect(await publicationConsent(db, clientId)).toBeNull();
    expect(await versions()).toEqual(before);
  });
});
