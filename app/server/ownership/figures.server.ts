// The figures of let properties (issue 22): each property of a client with its yearly results, and every
// let property for the staff's overview, computed by the domain (app/domain/ownership/results.ts) from the
// books (books.server.ts).
import type { Project } from "~/domain/content/entities";
import { type Day } from "~/domain/ownership/calendar";
import { revisionDue } from "~/domain/ownership/irl";
import { type PropertyOverview, type PropertyTerms, type YearResult, bookYears, propertyOverview, propertyTerms, yearResult } from "~/domain/ownership/results";
import { type DB } from "../db/db.server";
import { getProjects } from "../content/projects.server";
import { type StoredBooks, type StoredLease, clientBooks, readBooks, today } from "./books.server";

/** A property with its project and its figures, for the owner's page and the staff's. */
export interface PropertyFigures {
  books: StoredBooks;
  project: Project;
  terms: PropertyTerms;
  /** One YearResult per year of the books, the latest first. */
  years: YearResult[];
}

/** The figures of each of a client's properties on `today`, through the domain's results (yearResult per book year). */
export async function clientFigures(db: DB, clientId: number, { on = today() }: { on?: Day } = {}): Promise<PropertyFigures[]> {
  const books = await clientBooks(db, clientId);
  const projects = await getProjects(db, books.map((b) => b.projectId));
  return books.flatMap((b) => {
    const project = projects.find((p) => p.id === b.projectId);
    if (!project) return [];
    const terms = propertyTerms(project);
    const years = bookYears(b.leases, on).reverse().map((year) => yearResult(b, terms, year, on));
    return [{ books: b, project, terms, years }];
  });
}

/** One let property on the staff overview: where it stands this month and the leases due a revision. */
export interface LetProperty {
  clientId: number;
  clientName: string;
  clientEmail: string;
  projectId: number;
  projectTitle: string;
  overview: PropertyOverview;
  /** The lease running today (or the last one), null without a lease. */
  lease: StoredLease | null;
  revision: ReturnType<typeof revisionDue>;
}

/** Every property with a lease, for /creer/gestion: this month's status, the unpaid total, the revisions due. */
export async function letProperties(db: DB, { on = today() }: { on?: Day } = {}): Promise<LetProperty[]> {
  const [books, clients, projects] = await Promise.all([
    readBooks(db, "all"),
    db.selectFrom("users").select(["id", "nom", "prenom", "email"]).where("id", "in", db.selectFrom("leases").select("clientId")).execute(),
    db.selectFrom("projects").select(["id", "title"]).where("id", "in", db.selectFrom("leases").select("projectId")).execute(),
  ]);
  return books
    .filter((b) => b.leases.length > 0)
    .map((b) => {
      const client = clients.find((c) => c.id === b.clientId);
      const lease = b.leases.find((l) => l.start <= on && (l.end === null || on <= l.end)) ?? b.leases[b.leases.length - 1];
      return {
        clientId: b.clientId,
        clientName: client ? `${client.prenom} ${client.nom}`.trim() || client.email : "",
        clientEmail: client?.email ?? "",
        projectId: b.projectId,
        projectTitle: projects.find((p) => p.id === b.projectId)?.title ?? "",
        overview: propertyOverview(b, on),
        lease,
        revision: revisionDue(lease, on),
      };
    });
}
