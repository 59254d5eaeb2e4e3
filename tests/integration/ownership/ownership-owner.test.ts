// The owner's side of the let property on every engine (issue 22, items 2, 3 and 5): the owner's year figures
// as /profile/location shows them, their receipts and tax summary (for them and staff only), the published track
// record (/resultats, a project's page, the home) with no name in it, the RGPD export, and the page cache's
// version when a published owner's account goes. The books are the demo owner's (app/server/seed/demo-owner.ts)
// on a fixed day, so that every amount below can be checked by hand.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { taxSummaryPath } from "~/domain/ownership/owner-view";
import { trackRecordPeriod } from "~/domain/ownership/track-record-view";
import { deleteAccount, exportAccountData } from "~/server/accounts/account-data.server";
import { contentVersion } from "~/server/content/content-version.server";
import { scopeVersions } from "~/server/content/page-scopes.server";
import type { DB } from "~/server/db/db.server";
import { getProjectPage } from "~/server/content/project-page.server";
import { clientFigures } from "~/server/ownership/figures.server";
import { setPublicationConsent } from "~/server/ownership/consent.server";
import { ownerLocationPage, ownsLetProperty, rentReceiptDocument, taxSummaryDocument } from "~/server/ownership/owner.server";
import { projectResults, publishedResults } from "~/server/ownership/track-record.server";
import { getProjects } from "~/server/content/projects.server";
import { DEMO_ADVISER, DEMO_OTHER_OWNERS, DEMO_OWNER, addDemoOwner } from "~/server/seed/demo-owner";
import { homeAfterSignin } from "~/domain/accounts/account";
import { listClientDocuments } from "~/server/clients/client-documents.server";
import { getAdviser } from "~/server/timeline/advisers.server";
import { seedDemo } from "~/server/seed/seed.server";
import { createUser, findUserByEmail, getUser, toSessionUser } from "~/server/accounts/users.server";
import { pdfPagesText } from "../../e2e/support/pdf-text";
import { engines } from "../engines";

const ON = "2026-03-20";
const issuer = { name: "Investir Serein", address: "12 rue de la République, 42000 Saint-Étienne", email: "contact@exemple.fr", siren: "912 345 678" };
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, " ");
const text = async (bytes: Uint8Array) => plain((await pdfPagesText(bytes)).join("\n")).replace(/\s+/g, " ");

describe.each(engines())("the owner's figures and the published results on $name", (engine) => {
  let db: DB;
  let owner: { userId: number; projectId: number; leaseId: number };
  let other: { userId: number; projectId: number; leaseId: number };
  let stranger: number;
  let staff: number;

  beforeAll(async () => {
    db = await engine.open();
    await seedDemo(db);
    // The seed's owners (history up to the real today) are left out of the published results here.
    for (const { email } of [DEMO_OWNER, ...DEMO_OTHER_OWNERS]) await setPublicationConsent(db, (await findUserByEmail(db, email))!.profile.id, false);
    // Two owners with the demo history up to 20 March 2026: one on the demo project (520 € + 45 €), who agreed;
    // one on another project, who has not agreed yet.
    owner = await addDemoOwner(db, { ...DEMO_OWNER, email: "claire-location@exemple.fr", username: "claire", password: "une phrase secrète", consent: true, on: ON });
    const [another] = (await db.selectFrom("projects").select("id").where("id", "!=", owner.projectId).where("status", "=", "loue").orderBy("id").execute()).map((r) => r.id);
    other = await addDemoOwner(db, { ...DEMO_OWNER, email: "paul-location@exemple.fr", username: "paul", password: "une phrase secrète", prenom: "Paul", nom: "Lefèvre", tenant: "Inès Garcia", projectId: another, consent: false, on: ON });
    stranger = (await createUser(db, { username: "curieux", email: "curieux-location@exemple.fr", password: "une phrase secrète" })).id;
    staff = (await createUser(db, { username: "gerance", email: "gerance-location@exemple.fr", password: "une phrase secrète", role: "admin" })).id;
  });
  afterAll(() => engine.close());

  it("makes an owner who went the whole way: nine steps done, the bank file validated, an adviser named (issue 30, item 8)", async () => {
    const profile = (await getUser(db, owner.userId))!;
    expect(profile.formulaireValid).toBe(true);
    expect(profile.steps).toEqual(Array(9).fill(true));
    const documents = await listClientDocuments(db, owner.userId);
    expect(documents.filter((d) => !d.optional).map((d) => d.state)).toEqual(Array(5).fill("valide"));
    expect(documents.filter((d) => d.state === "manquant").map((d) => d.item)).toEqual(["autre"]);
    const adviser = await getAdviser(db, owner.userId);
    expect(adviser).toMatchObject({ prenom: DEMO_ADVISER.prenom, nom: DEMO_ADVISER.nom });
    // One adviser for every demo owner, made once.
    expect((await getAdviser(db, other.userId))!.id).toBe(adviser!.id);
    expect(homeAfterSignin(toSessionUser(profile), await ownsLetProperty(db, owner.userId))).toBe("/profile/location");
    expect(homeAfterSignin(toSessionUser((await getUser(db, stranger))!), await ownsLetProperty(db, stranger))).toBe("/formulaire");
  });

  it("gives the owner's year as the page shows it, beside the announced figures (worked by hand)", async () => {
    const [project] = await getProjects(db, [owner.projectId]);
    const loan = project.chargesMensuelles.mensualiter;
    const page = await ownerLocationPage(db, owner.userId, { asked: "2025", on: ON });
    expect(page.years).toEqual([2026, 2025]);
    expect(page.year).toBe(2025);
    const [property] = page.properties;
    expect(property.title).toBe(project.title);
    expect(plain(property.leases[0])).toBe("Thomas Bernard, bail meublé depuis le 1er mars 2025 : 520,00 € hors charges et 45,00 € de charges par mois.");
    const year = property.shown!;
    // Received in 2025: March to November but July (unpaid) and October (half: 260 € + 22,50 €); December came in January.
    const figures = Object.fromEntries(year.figures.map((f) => [f.label, plain(f.value)]));
    expect(figures["Loyers encaissés (hors charges)"]).toBe("3 900,00 €");
    expect(figures["Charges encaissées"]).toBe("337,50 €");
    // 132 + 240 + 468 + 95 + 610.
    expect(figures["Dépenses"]).toBe("1 545,00 €");
    expect(figures["Résultat net"]).toBe("2 355,00 €");
    expect(figures["Mensualités de l’emprunt"]).toBe(plain(new Intl.NumberFormat("fr-FR", { style: "currency", currency: "EUR" }).format(loan * 10)));
    expect(year.expenses.map((e) => e.label)).toEqual(["Taxe foncière", "Assurance propriétaire non occupant", "Charges de copropriété non récupérables", "Travaux d’entretien et de réparation", "Frais de gestion"]);
    expect(plain(year.unpaid)).toBe("Mois impayés : juillet 2025, octobre 2025 (reste dû : 847,50 €).");
    expect(year.compared.map((c) => c.label)).toEqual(["Loyer mensuel hors charges (moyenne encaissée)", "Rentabilité brute", "Rentabilité nette", "Cash-flow mensuel (moyenne)"]);
    // 3 900 € over the 10 months of 2025 in the books, against 520 € announced.
    expect(plain(year.compared[0].actual)).toBe("390,00 €");
    expect(plain(year.compared[0].announced)).toBe("520,00 €");
    expect(year.compared[0].gap).toBe("en-dessous");
    expect(year.chart.map((m) => m.statusLabel)).toEqual(["Payé", "Payé", "Payé", "Payé", "Impayé", "Payé", "Payé", "Partiel", "Payé", "Payé"]);
    expect(year.receipts).toHaveLength(9);
    expect(year.receipts.find((r) => r.label === "octobre 2025")).toEqual({ label: "octobre 2025", title: "Reçu partiel", href: `/profile/location/quittance/${owner.leaseId}/2025-10.pdf` });
    expect(year.receipts.some((r) => r.label === "juillet 2025")).toBe(false);
    expect(year.taxSummary).toEqual({ href: taxSummaryPath(owner.leaseId, 2025), label: "Récapitulatif fiscal 2025" });
    // The year under way: December to February came in in 2026.
    const current = (await ownerLocationPage(db, owner.userId, { asked: null, on: ON })).properties[0].shown!;
    expect(current.year).toBe(2026);
    expect(plain(current.figures[0].value)).toBe("1 560,00 €");
    // The same figures as the staff's (clientFigures).
    expect((await clientFigures(db, owner.userId, { on: ON }))[0].years[1].rentsReceived).toBe(3900);
    expect(await ownsLetProperty(db, owner.userId)).toBe(true);
    expect(await ownsLetProperty(db, stranger)).toBe(false);
    expect((await ownerLocationPage(db, stranger, { asked: "2025", on: ON })).properties).toEqual([]);
  });

  it("draws the receipts and the tax summary for the owner and staff only", async () => {
    const ask = (viewer: { id: number; role: "client" | "admin" } | null, month: string) => rentReceiptDocument(db, viewer, { leaseId: owner.leaseId, month, issuer, on: ON });
    const me = { id: owner.userId, role: "client" as const };
    const full = await ask(me, "2025-03");
    expect(full?.fileName).toBe("quittance-2025-03.pdf");
    const t = await text(full!.bytes);
    expect(t).toContain("Quittance de loyer — mars 2025");
    expect(t).toContain("Claire Dubois, 4 allée des Tilleuls, 69005 Lyon");
    expect(t).toContain("Thomas Bernard");
    expect(t).toMatch(/Loyer hors charges 520,00 €/);
    expect(t).toContain("Paiement reçu le 3 avril 2025.");
    const partial = await ask(me, "2025-10");
    expect(partial?.fileName).toBe("recu-partiel-2025-10.pdf");
    expect(await text(partial!.bytes)).toContain("Reste dû : 282,50 €. Ce reçu ne vaut pas quittance.");
    // Nothing paid in July; another client, a visitor: nothing. Staff: the same receipt.
    expect(await ask(me, "2025-07")).toBeNull();
    expect(await ask({ id: stranger, role: "client" }, "2025-03")).toBeNull();
    expect(await ask({ id: other.userId, role: "client" }, "2025-03")).toBeNull();
    expect(await ask(null, "2025-03")).toBeNull();
    expect((await ask({ id: staff, role: "admin" }, "2025-03"))?.fileName).toBe("quittance-2025-03.pdf");

    const summary = await taxSummaryDocument(db, me, { leaseId: owner.leaseId, year: 2025, issuer, on: ON });
    expect(summary?.fileName).toBe("recapitulatif-fiscal-2025.pdf");
    const s = await text(summary!.bytes);
    expect(s).toContain("Récapitulatif fiscal 2025");
    expect(s).toContain("il ne la dépose pas");
    // Furnished: box 5ND = 3 900 + 338 (337,50 rounded), allowance 50 %; the page's totals, in euros.
    expect(s).toContain("Micro-BIC — déclaration n° 2042-C-PRO, case 5ND");
    expect(s).toMatch(/Case 5ND : recettes brutes de l’année 4 238 €/);
    expect(s).toMatch(/Abattement de 50 % .* 2 119 €/);
    expect(s).toMatch(/Loyers encaissés 3 900 €/);
    expect(s).toContain("LMNP au réel");
    expect(await taxSummaryDocument(db, { id: stranger, role: "client" }, { leaseId: owner.leaseId, year: 2025, issuer, on: ON })).toBeNull();
    expect(await taxSummaryDocument(db, null, { leaseId: owner.leaseId, year: 2025, issuer, on: ON })).toBeNull();
    expect(await taxSummaryDocument(db, me, { leaseId: owner.leaseId, year: 2024, issuer, on: ON })).toBeNull();
    expect(await taxSummaryDocument(db, { id: staff, role: "admin" }, { leaseId: owner.leaseId, year: 2025, issuer, on: ON })).not.toBeNull();
  });

  it("publishes the lines of the owners who agreed, with the aggregate and no name, and follows the consent", async () => {
    const published = await publishedResults(db, { on: ON });
    expect(published.lines).toHaveLength(1);
    const [line] = published.lines;
    expect(line.projectId).toBe(owner.projectId);
    // March 2025 to February 2026: 10 × 520 + 260 = 5 460 € of rent over 12 months.
    expect(plain(line.period)).toBe("de mars 2025 à février 2026 (12 mois)");
    expect(plain(line.obtainedRent)).toBe("455 €");
    expect(plain(line.announcedRent)).toBe("520 €");
    expect(plain(line.ratio!)).toBe("87,5 % du loyer annoncé");
    expect(line.vacancy).toBe("Aucune");
    expect(plain(published.summary!.sentence)).toBe(
      "Sur 1 projet livré dont le propriétaire a accepté la publication anonyme de ses résultats, le loyer obtenu sur les douze derniers mois atteint 87,5 % du loyer annoncé.",
    );
    const everything = JSON.stringify(published);
    for (const name of ["Claire", "Dubois", "Thomas Bernard", "Paul", "Inès Garcia"]) expect(everything).not.toContain(name);
    expect(await projectResults(db, other.projectId, { on: ON })).toEqual([]);

    // Paul agrees: his project gets its line, and the aggregate counts two (median of 0,875 and his ratio).
    // Only the pages that show the track record and Paul's project are emptied, not the whole cache (issue 29, item 1).
    const before = await contentVersion(db);
    const scopesBefore = await scopeVersions(db);
    await setPublicationConsent(db, other.userId, true);
    expect(await contentVersion(db)).toBe(before);
    const scopesAfter = await scopeVersions(db);
    expect(scopesAfter.get("track-record")).not.toBe(scopesBefore.get("track-record"));
    expect(scopesAfter.get(`project:${other.projectId}`)).not.toBe(scopesBefore.get(`project:${other.projectId}`));
    const two = await publishedResults(db, { on: ON });
    expect(two.lines.map((l) => l.projectId).sort()).toEqual([owner.projectId, other.projectId].sort());
    expect(two.summary!.projects).toBe("2 projets");
    expect(plain(two.summary!.sentence)).toMatch(/^Sur 2 projets livrés dont les propriétaires ont accepté .* atteint en médiane \d+(,\d)? % du loyer annoncé\.$/);
    const page = await getProjectPage(db, other.projectId);
    expect(page?.results).toHaveLength(1);
    expect(JSON.stringify(page?.results)).not.toContain("Inès Garcia");

    // Revoked: gone again.
    await setPublicationConsent(db, other.userId, false);
    expect((await publishedResults(db, { on: ON })).lines).toHaveLength(1);
    expect((await getProjectPage(db, other.projectId))?.results).toEqual([]);
  });

  it("moves the cache's period on the 11th of each month, when the twelve months move", () => {
    expect(trackRecordPeriod(new Date("2026-03-10T12:00:00Z"))).toBe("2026-01");
    expect(trackRecordPeriod(new Date("2026-03-11T12:00:00Z"))).toBe("2026-02");
  });

  it("puts the owner's books and consent in their export, and a published owner's deletion changes the public pages' version", async () => {
    const exported = await exportAccountData(db, owner.userId);
    const [property] = exported!.location.biens;
    expect(property.baux).toEqual([
      expect.objectContaining({ locataire: "Thomas Bernard", debut: "2025-03-01", fin: null, meuble: true, loyerHorsCharges: 520, provisionPourCharges: 45, depotDeGarantie: 520 }),
    ]);
    expect(property.loyersEncaisses).toHaveLength(11);
    expect(property.loyersEncaisses.find((p) => p.mois === "2025-10")).toEqual({ mois: "2025-10", montant: 282.5, encaisseLe: "2025-11-04" });
    expect(property.depenses).toContainEqual({ categorie: "Taxe foncière", date: "2025-12-15", montant: 610 });
    expect(exported!.location.publicationDesResultats).toMatchObject({ versionDuTexte: "2025-1" });
    expect((await exportAccountData(db, stranger))!.location).toEqual({ biens: [], publicationDesResultats: null });

    const before = await contentVersion(db);
    const scopesBefore = await scopeVersions(db);
    expect(await deleteAccount(db, stranger)).toBe(true);
    expect(await scopeVersions(db)).toEqual(scopesBefore);
    expect(await deleteAccount(db, owner.userId)).toBe(true);
    expect((await scopeVersions(db)).get(`project:${owner.projectId}`)).not.toBe(scopesBefore.get(`project:${owner.projectId}`));
    expect((await scopeVersions(db)).get("track-record")).not.toBe(scopesBefore.get("track-record"));
    expect(await contentVersion(db)).toBe(before);
    expect(await db.selectFrom("leases").select("id").where("clientId", "=", owner.userId).execute()).toEqual([]);
    expect((await publishedResults(db, { on: ON })).lines).toEqual([]);
  });
});
