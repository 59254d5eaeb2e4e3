// The books of a let property on every engine (issue 22): leases, rent received, expenses, the IRL series and
// the revision, the owner's consent. Stored in cents, read back as the domain's shapes; every refusal keeps
// the database as it was; every change has its audit row. The figures are those of the domain's own tests
// (tests/fixtures/books.ts, worked out by hand), recorded here through the model.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { projectInputOf } from "~/domain/content/entities";
import { EXPENSES, PAYMENTS } from "../../fixtures/books";
import { leaseFormSchema } from "~/domain/ownership/ownership-forms";
import { IRL_SEED } from "~/domain/ownership/irl";
import type { DB } from "~/server/db/db.server";
import { InUseError } from "~/server/platform/errors.server";
import { applyRevision, createLease, endLease, leaseRevision } from "~/server/ownership/leases.server";
import { clientBooks, getLease } from "~/server/ownership/books.server";
import { clientFigures, letProperties } from "~/server/ownership/figures.server";
import { deleteExpense, recordExpense } from "~/server/ownership/expenses.server";
import { deletePayment, recordPayment } from "~/server/ownership/rent-payments.server";
import { publicationConsent, setPublicationConsent } from "~/server/ownership/consent.server";
import { addIrlQuarter, deleteIrlQuarter, irlSeries } from "~/server/ownership/irl.server";
import { clientLocationPage } from "~/server/ownership/rental-page.server";
import { rentalOverview } from "~/server/ownership/overview.server";
import { revisionLetter } from "~/server/ownership/revision-letter.server";
import { pdfPagesText } from "../../e2e/support/pdf-text";
import { deleteProject, getProject, saveProject, searchProjects } from "~/server/content/projects.server";
import { seedDemo } from "~/server/seed/seed.server";
import { createUser } from "~/server/accounts/users.server";
import { engines } from "../engines";

/** A value with the no-break spaces of French amounts written as plain spaces, to compare with the texts below. */
const plain = <T,>(value: T): T => JSON.parse(JSON.stringify(value).replace(/[\u00a0\u202f]/g, " ")) as T;

const CAMILLE = {
  tenant: "Camille Roux",
  start: "2025-03-15",
  furnished: false,
  rent: 620,
  charges: 40,
  deposit: 620,
  referenceQuarter: null,
  homeAddress: "18 rue Paul-Bert, appartement 3, 42000 Saint-Étienne",
  landlordAddress: "4 allée des Tilleuls, 69005 Lyon",
};

describe.each(engines())("the books of a let property on $name", (engine) => {
  let db: DB;
  let staff: { id: number; email: string };
  let clientId: number;
  let flat: number;
  let studio: number;
  beforeAll(async () => {
    db = await engine.open();
    await seedDemo(db);
    const admin = await createUser(db, { username: "equipe", email: "equipe-location@exemple.fr", password: "une phrase secrète", role: "admin" });
    staff = { id: admin.id, email: admin.email };
    clientId = (await createUser(db, { username: "marie", email: "marie-location@exemple.fr", password: "une phrase secrète" })).id;
    const [a, b] = (await searchProjects(db, {}, 1, 2)).items;
    flat = a.id;
    // The studio is rated G: its rent may not be revised.
    const input = projectInputOf((await getProject(db, b.id))!);
    const saved = await saveProject(db, { ...input, dpeBefore: "G", dpeAfter: "G" }, { mode: "edit", id: b.id, actor: staff });
    if (!saved?.ok) throw new Error("project not saved");
    studio = b.id;
  });
  afterAll(() => engine.close());

  const count = async (table: "leases" | "rentPayments" | "propertyExpenses" | "auditLog" | "rentChanges" | "irlQuarters") =>
    Number((await db.selectFrom(table).select(({ fn }) => fn.countAll<number>().as("n")).executeTakeFirstOrThrow()).n);
  const lastAudit = async () => plain(await db.selectFrom("auditLog").select(["action", "entity", "entityId", "summary", "userEmail"]).orderBy("id", "desc").executeTakeFirstOrThrow());

  it("records a lease in cents with its audit row, refuses a negative rent or an overlap without writing anything", async () => {
    const saved = await createLease(db, clientId, { projectId: flat, ...CAMILLE }, { actor: staff });
    expect(saved).toMatchObject({ ok: true });
    const id = (saved as { id: number }).id;
    const row = await db.selectFrom("leases").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ clientId, projectId: flat, tenant: "Camille Roux", startOn: "2025-03-15", endOn: null, furnished: 0, rentCents: 62000, chargesCents: 4000, depositCents: 62000 });
    expect(await getLease(db, id)).toMatchObject({ homeAddress: CAMILLE.homeAddress, landlordAddress: CAMILLE.landlordAddress, revisions: [] });
    expect(await lastAudit()).toMatchObject({ action: "create", entity: "lease", entityId: clientId, userEmail: "equipe-location@exemple.fr" });
    expect((await lastAudit()).summary).toContain("Bail de Camille Roux");

    const before = [await count("leases"), await count("auditLog")];
    // The form's schema refuses it at the field, and so does the model.
    const form = leaseFormSchema.safeParse({ projectId: String(flat), tenant: "Léa", start: "2025-03-15", rent: "-620", charges: "40", deposit: "0" });
    expect(form.success).toBe(false);
    expect(form.error?.issues.map((i) => [i.path.join("."), i.message])).toContainEqual(["rent", "Le loyer hors charges ne peut pas être négatif."]);
    expect(await createLease(db, clientId, { projectId: studio, ...CAMILLE, tenant: "Léa", rent: -620 }, { actor: staff })).toEqual({
      ok: false,
      fieldErrors: { rent: "Le loyer hors charges ne peut pas être négatif." },
    });
    const overlap = await createLease(db, clientId, { projectId: flat, ...CAMILLE, tenant: "Léa Martin", start: "2025-06-01" }, { actor: staff });
    expect(overlap).toEqual({ ok: false, fieldErrors: { start: "Ce bail chevauche celui de Camille Roux (depuis le 15 mars 2025) : un seul bail à la fois." } });
    expect([await count("leases"), await count("auditLog")]).toEqual(before);
  });

  it("records payments (whole, partial, in two goes) and expenses, refuses what the domain refuses, and gives the domain's figures", async () => {
    const lease = (await clientBooks(db, clientId))[0].leases[0];
    for (const p of PAYMENTS) {
      const saved = await recordPayment(db, { leaseId: lease.id, month: p.month, amount: p.amount, paidOn: p.paidOn }, { actor: staff, clientId, on: "2026-04-30" });
      expect(saved).toMatchObject({ ok: true });
    }
    for (const e of EXPENSES) {
      expect(await recordExpense(db, clientId, { projectId: flat, category: e.category, date: e.date, amount: e.amount }, { actor: staff, on: "2026-04-30" })).toMatchObject({ ok: true });
    }
    expect(await lastAudit()).toMatchObject({ action: "create", entity: "expense", entityId: clientId, summary: "Taxe foncière : 30,00 € le 15 janvier 2026." });
    const stored = await db.selectFrom("rentPayments").select(["month", "amountCents", "paidOn"]).where("month", "=", "2025-03").execute();
    expect(stored).toEqual([{ month: "2025-03", amountCents: 36194, paidOn: "2025-03-20" }]);

    const before = [await count("rentPayments"), await count("propertyExpenses"), await count("auditLog")];
    const pay = (month: string, amount: number, paidOn = "") => recordPayment(db, { leaseId: lease.id, month, amount, paidOn }, { actor: staff, clientId, on: "2026-04-30" });
    expect(await pay("2025-02", 660)).toEqual({ ok: false, fieldErrors: { month: "Le bail de Camille Roux commence le 15 mars 2025 : février 2025 le précède." } });
    expect(await pay("2025-09", -5)).toEqual({ ok: false, fieldErrors: { amount: "Le montant encaissé ne peut pas être négatif." } });
    expect(plain(await pay("2025-09", 400))).toEqual({ ok: false, fieldErrors: { amount: "Le montant encaissé (400,00 €) dépasse ce qui reste dû pour septembre 2025 (360,00 €)." } });
    expect(plain(await pay("2025-04", 10))).toEqual({ ok: false, fieldErrors: { amount: "Le mois d’avril 2025 est déjà payé en entier (660,00 €)." } });
    const spend = (date: string, amount: number, category = "taxe-fonciere") => recordExpense(db, clientId, { projectId: flat, category, date, amount }, { actor: staff, on: "2026-04-30" });
    expect(await spend("2025-05-01", -80)).toEqual({ ok: false, fieldErrors: { amount: "Le montant de la dépense ne peut pas être négatif." } });
    expect(await spend("2025-03-01", 80)).toEqual({ ok: false, fieldErrors: { date: "La date de la dépense ne peut pas précéder le début du premier bail (15 mars 2025)." } });
    expect(await spend("2025-05-01", 80, "voyage")).toEqual({ ok: false, fieldErrors: { category: "Choisissez une catégorie de la liste." } });
    expect(await recordExpense(db, clientId, { projectId: studio, category: "autre", date: "2025-05-01", amount: 10 }, { actor: staff, on: "2026-04-30" })).toEqual({
      ok: false,
      fieldErrors: { projectId: "Ce bien n’a pas de bail : enregistrez d’abord le bail." },
    });
    expect([await count("rentPayments"), await count("propertyExpenses"), await count("auditLog")]).toEqual(before);

    // The figures of results.test.ts, from the stored rows.
    const [figures] = await clientFigures(db, clientId, { on: "2026-02-15" });
    expect(figures.project.id).toBe(flat);
    expect(figures.years.map((y) => y.year)).toEqual([2026, 2025]);
    const y2025 = figures.years[1];
    expect([y2025.rentsReceived, y2025.chargesReceived, y2025.expensesTotal, y2025.netResult]).toEqual([4341.82, 280.12, 5200, -858.18]);
    expect(y2025.unpaidMonths).toEqual(["2025-08", "2025-09"]);
    expect(y2025.unpaidTotal).toBe(1020);
    expect(y2025.series.map((m) => m.status)).toEqual(["paye", "paye", "paye", "paye", "paye", "impaye", "partiel", "paye", "paye", "paye"]);
    expect(figures.years[0].rentsReceived).toBe(1240);

    // A payment and an expense recorded by mistake can be removed, with their audit rows.
    const extra = await pay("2025-09", 60, "2025-10-20");
    expect(extra).toMatchObject({ ok: true });
    expect(await deletePayment(db, (extra as { id: number }).id, { actor: staff, clientId })).toBe(true);
    expect(await lastAudit()).toMatchObject({ action: "delete", entity: "rent-payment", summary: "Paiement de 60,00 € pour septembre 2025 supprimé (bail de Camille Roux)." });
    const expense = await spend("2025-05-01", 80);
    expect(await deleteExpense(db, (expense as { id: number }).id, { actor: staff, clientId })).toBe(true);
    expect(await deletePayment(db, 999_999, { actor: staff, clientId })).toBe(false);
    // Another client's page cannot write on this client's lease.
    const other = (await createUser(db, { username: "paul", email: "paul-location@exemple.fr", password: "une phrase secrète" })).id;
    expect(await recordPayment(db, { leaseId: lease.id, month: "2025-09", amount: 10, paidOn: "" }, { actor: staff, clientId: other, on: "2026-04-30" })).toBeNull();
    expect(await endLease(db, lease.id, "2026-12-31", { actor: staff, clientId: other })).toBeNull();
  });

  it("ends a lease (not before a paid month), lets the property to a new tenant, and shows the vacancy between them", async () => {
    const lease = (await clientBooks(db, clientId))[0].leases[0];
    expect(await endLease(db, lease.id, "2026-02-28", { actor: staff, clientId })).toEqual({ ok: false, fieldErrors: { end: "Un loyer est enregistré pour mars 2026 : la fin du bail ne peut pas le précéder." } });
    expect(await endLease(db, lease.id, "2025-01-01", { actor: staff, clientId })).toEqual({ ok: false, fieldErrors: { end: "La fin du bail ne peut pas précéder son début." } });
    expect(await endLease(db, lease.id, "2026-03-31", { actor: staff, clientId })).toEqual({ ok: true, id: lease.id });
    expect(await lastAudit()).toMatchObject({ action: "update", entity: "lease", summary: "Fin du bail de Camille Roux le 31 mars 2026." });
    expect((await getLease(db, lease.id))?.end).toBe("2026-03-31");
    expect(await createLease(db, clientId, { projectId: flat, ...CAMILLE, tenant: "Léa Martin", start: "2026-05-01", furnished: true, deposit: 1240 }, { actor: staff })).toMatchObject({ ok: true });
    // A second property of the same client.
    expect(await createLease(db, clientId, { projectId: studio, ...CAMILLE, tenant: "Hugo Petit", start: "2025-09-01", rent: 450, deposit: 450 }, { actor: staff })).toMatchObject({ ok: true });

    const books = await clientBooks(db, clientId);
    expect(books.map((b) => [b.projectId, b.leases.map((l) => l.tenant)])).toEqual([
      [flat, ["Camille Roux", "Léa Martin"]],
      [studio, ["Hugo Petit"]],
    ]);
    const [figures] = await clientFigures(db, clientId, { on: "2026-06-15" });
    expect(figures.years[0].vacancy).toEqual([{ from: "2026-04-01", to: "2026-04-30", days: 30 }]);

    const overview = await letProperties(db, { on: "2026-06-15" });
    const mine = overview.filter((p) => p.clientId === clientId);
    expect(mine.map((p) => [p.projectId, p.lease?.tenant, p.overview.current?.status])).toEqual([
      [flat, "Léa Martin", "a-venir"],
      [studio, "Hugo Petit", "a-venir"],
    ]);
    // Camille's August and September 2025 (1 020 €), and Léa's May (660 €).
    expect(mine[0].overview.unpaidTotal).toBe(1680);

    // The overview of /creer/gestion and the client's « Location » page read the same books.
    const gestion = await rentalOverview(db, { on: "2026-06-15" });
    const rows = gestion.rows.filter((r) => r.clientId === clientId);
    // Sorted by client, then by the property's title.
    expect(rows.map((r) => [r.projectId, r.tenant, r.rent, r.charges, r.status, r.unpaidTotal > 0]).sort()).toEqual(
      [
        [flat, "Léa Martin", 620, 40, "a-venir", true],
        [studio, "Hugo Petit", 450, 40, "a-venir", true],
      ].sort(),
    );
    expect(rows.map((r) => r.projectTitle)).toEqual(rows.map((r) => r.projectTitle).sort((a, b) => a.localeCompare(b, "fr")));
    const page = (await clientLocationPage(db, clientId, { on: "2026-06-15" }))!;
    expect(page.properties.map((p) => p.projectId)).toEqual([flat, studio]);
    expect(page.leaseOptions.map((o) => o.label)).toEqual([
      expect.stringMatching(/^Camille Roux — .* \(du 15 mars 2025 au 31 mars 2026\)$/),
      expect.stringMatching(/^Léa Martin — .* \(depuis le 1er mai 2026\)$/),
      expect.stringMatching(/^Hugo Petit — .* \(depuis le 1er septembre 2025\)$/),
    ]);
    expect(page.properties[0].years[0].months.map((m) => [m.month, m.status])).toEqual([
      ["2026-06", "a-venir"],
      ["2026-05", "impaye"],
      ["2026-04", "vacant"],
      ["2026-03", "paye"],
      ["2026-02", "paye"],
      ["2026-01", "paye"],
    ]);
    expect(await clientLocationPage(db, 999_999)).toBeNull();

    // The project keeps its books: it cannot be deleted.
    await expect(deleteProject(db, flat, staff)).rejects.toBeInstanceOf(InUseError);
  });

  it("keeps the IRL series with its sources, adds a quarter, proposes and applies the revision, and refuses it for a home rated G", async () => {
    const series = await irlSeries(db);
    expect(series).toHaveLength(IRL_SEED.length);
    expect(series.every((q) => q.source.includes("INSEE"))).toBe(true);
    expect(series.find((q) => q.year === 2025 && q.quarter === 3)).toMatchObject({ value: 145.77, published: "2025-10-15" });

    const before = await count("irlQuarters");
    const q4 = { year: 2025, quarter: 4, value: 146, published: "2026-01-15", source: "INSEE, Informations rapides (valeur de test)" };
    expect(await addIrlQuarter(db, { ...q4, quarter: 3 }, { actor: staff, on: "2026-02-01" })).toEqual({ ok: false, fieldErrors: { quarter: "L’IRL du 3e trimestre 2025 est déjà dans la série." } });
    expect(await count("irlQuarters")).toBe(before);
    expect(await addIrlQuarter(db, q4, { actor: staff, on: "2026-02-01" })).toEqual({ ok: true });
    expect(await lastAudit()).toMatchObject({ action: "create", entity: "irl", entityId: null, summary: "IRL du 4e trimestre 2025 : 146,00, publié le 15 janvier 2026." });

    // Léa's lease from 1 May 2026; Camille's (15 March 2025, reference: the 4th quarter, in force at signing) was revised on its anniversary.
    const camille = (await clientBooks(db, clientId))[0].leases[0];
    const proposal = await leaseRevision(db, camille.id, "2026-03-15");
    expect(proposal?.revision).toMatchObject({ status: "proposee", currentRent: 620, newRent: 625.83, newIrl: { year: 2025, quarter: 4 }, previousIrl: { year: 2024, quarter: 4 } });
    expect(await applyRevision(db, camille.id, "2026-03-15", { actor: staff, clientId, on: "2026-03-20" })).toMatchObject({ ok: true });
    expect((await getLease(db, camille.id))?.revisions).toEqual([{ from: "2026-03-20", rent: 625.83 }]);
    expect(await lastAudit()).toMatchObject({ entity: "lease", summary: "Loyer de Camille Roux révisé au 20 mars 2026 : 620,00 € → 625,83 € (IRL du 4e trimestre 2025)." });
    const changes = await count("rentChanges");
    expect(await applyRevision(db, camille.id, "2026-03-15", { actor: staff, clientId, on: "2026-03-21" })).toEqual({ ok: false, fieldErrors: { anniversary: "Aucune révision n’est à faire à cette date pour ce bail." } });
    // The studio is rated G.
    const hugo = (await clientBooks(db, clientId))[1].leases[0];
    const frozen = await applyRevision(db, hugo.id, "2026-09-01", { actor: staff, clientId, on: "2026-09-02" });
    expect(frozen).toMatchObject({ ok: false });
    expect((frozen as { fieldErrors: { anniversary: string } }).fieldErrors.anniversary).toMatch(/^Révision impossible : le logement est classé G au DPE/);
    expect(await count("rentChanges")).toBe(changes);
    // The tenant's letter: the revision as applied (from 20 March), for this client's lease and anniversary only.
    const issuer = { name: "Investir Serein", address: "12 rue de la République, 69002 Lyon", email: "contact@exemple.fr", siren: "812 345 678" };
    const letter = await revisionLetter(db, { clientId, leaseId: camille.id, anniversary: "2026-03-15" }, { issuer, on: "2026-04-02" });
    expect(letter).toMatchObject({ ok: true, name: "revision-loyer-2026-03-15.pdf" });
    const text = (await pdfPagesText((letter as { bytes: Uint8Array }).bytes)).join(" ").replace(/[\u00a0\u202f]/g, " ").replace(/\s+/g, " ");
    expect(text).toContain("Camille Roux, 18 rue Paul-Bert, appartement 3, 42000 Saint-Étienne");
    expect(text).toContain("Nouveau loyer : 620,00 € × 146,00 ÷ 144,64 625,83 €");
    expect(text).toContain("ce nouveau loyer s’applique à compter du 20 mars 2026");
    expect(await revisionLetter(db, { clientId: clientId + 1000, leaseId: camille.id, anniversary: "2026-03-15" }, { issuer })).toBeNull();
    expect(await revisionLetter(db, { clientId, leaseId: camille.id, anniversary: "2026-03-16" }, { issuer })).toBeNull();
    expect(await revisionLetter(db, { clientId, leaseId: hugo.id, anniversary: "2026-09-01" }, { issuer })).toMatchObject({ ok: false, message: expect.stringMatching(/^Révision impossible/) });
    // The lease may not end before the revision applied.
    expect(await endLease(db, camille.id, "2026-03-19", { actor: staff, clientId })).toEqual({
      ok: false,
      fieldErrors: { end: "Une révision du loyer prend effet le 20 mars 2026 : la fin du bail ne peut pas la précéder." },
    });
    // A quarter a revision used stays.
    await expect(deleteIrlQuarter(db, 2025, 4, { actor: staff })).rejects.toBeInstanceOf(InUseError);
    expect(await deleteIrlQuarter(db, 2030, 1, { actor: staff })).toBe(false);
  });

  it("keeps the owner's consent to publication off by default, with its day and version once given, and revocable", async () => {
    expect(await publicationConsent(db, clientId)).toBeNull();
    expect(await setPublicationConsent(db, clientId, true)).toEqual({ changed: true });
    expect(await publicationConsent(db, clientId)).toMatchObject({ textVersion: "2025-1" });
    expect(await setPublicationConsent(db, clientId, true)).toEqual({ changed: false });
    expect(await setPublicationConsent(db, clientId, false)).toEqual({ changed: true });
    expect(await publicationConsent(db, clientId)).toBeNull();
  });
});
