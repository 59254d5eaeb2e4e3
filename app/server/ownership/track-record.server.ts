// The public track record (issue 22, item 3): for each property whose owner agreed to the anonymous
// publication, its line (track-record.ts: the last twelve settled months against what the project announced),
// and the aggregate. Read by /resultats, by a project's page (its own lines) and by the home (the aggregate).
// Only project titles, amounts and months leave this module: never a tenant's or an owner's name.
//
// These pages are cached (page-cache.server.ts, decision 0036): every write of the books or of a consent bumps
// the content version (writeContent), and the window of twelve months moves on the 11th of each month, which
// the cache follows through its `period` (trackRecordPeriod, track-record-view.ts).
import { propertyTerms } from "~/domain/ownership/results";
import { type TrackRecord, lastSettledMonth, trackRecord, trackRecordAggregate } from "~/domain/ownership/track-record";
import { lastDay } from "~/domain/ownership/calendar";
import { leaseOn } from "~/domain/ownership/leases";
import type { PublishedCounts } from "~/domain/site/home-figures";
import { type TrackRecordLine, type TrackRecordSummary, trackRecordLine, trackRecordSummary } from "~/domain/ownership/track-record-view";
import { projectPath } from "~/domain/text/slug";
import type { DB } from "../db/db.server";
import { getProjects } from "../content/projects.server";
import { type StoredBooks, clientBooks, propertyBooks, today } from "./books.server";

async function linesOf(db: DB, books: StoredBooks[], on: string): Promise<{ line: TrackRecordLine; record: TrackRecord }[]> {
  const projects = await getProjects(db, [...new Set(books.map((b) => b.projectId))]);
  return books.flatMap((b) => {
    const project = projects.find((p) => p.id === b.projectId);
    const record = project && trackRecord(b, propertyTerms(project), on);
    return project && record ? [{ line: trackRecordLine({ id: project.id, title: project.title, href: projectPath(project) }, record), record }] : [];
  });
}

/** The properties whose owner agreed, each property once (client, project), by their first lease. */
async function publishedBooks(db: DB, projectId?: number): Promise<StoredBooks[]> {
  let owners = db.selectFrom("leases").select("clientId").distinct().where("clientId", "in", db.selectFrom("publicationConsents").select("userId"));
  if (projectId !== undefined) owners = owners.where("projectId", "=", projectId);
  const ids = (await owners.orderBy("clientId").execute()).map((r) => r.clientId);
  if (projectId !== undefined) return (await Promise.all(ids.map((id) => propertyBooks(db, id, projectId)))).flatMap((b) => (b ? [b] : []));
  return (await Promise.all(ids.map((id) => clientBooks(db, id)))).flat();
}

export interface PublishedResults {
  lines: TrackRecordLine[];
  /** Null before the first line. */
  summary: TrackRecordSummary | null;
  /** The home's computed figures (issue 30, item 1): the properties published, those let on the last day of `asOf`. */
  counts: PublishedCounts;
}

/** Every published line, by project title, and the aggregate (/resultats, the home). */
export async function publishedResults(db: DB, { on = today() }: { on?: string } = {}): Promise<PublishedResults> {
  const books = await publishedBooks(db);
  const found = await linesOf(db, books, on);
  found.sort((a, b) => a.line.title.localeCompare(b.line.title, "fr") || a.line.projectId - b.line.projectId);
  // The median runs over the properties (a building's flats each have their line); the count is of projects.
  const aggregate = trackRecordAggregate(found.map((f) => f.record));
  const projects = new Set(found.map((f) => f.line.projectId)).size;
  const asOf = lastSettledMonth(on);
  const counted = books.filter((b) => found.some((f) => f.line.projectId === b.projectId));
  return {
    lines: found.map((f) => f.line),
    summary: trackRecordSummary({ ...aggregate, projects }),
    counts: {
      projects,
      properties: counted.length,
      letAtEnd: counted.filter((b) => leaseOn(b.leases, lastDay(asOf)) !== null).length,
      medianRentRatio: aggregate.medianRentRatio,
      asOf,
    },
  };
}

/** The published lines of one project (its page shows them), empty when none. */
export async function projectResults(db: DB, projectId: number, { on = today() }: { on?: string } = {}): Promise<TrackRecordLine[]> {
  return (await linesOf(db, await publishedBooks(db, projectId), on)).map((f) => f.line);
}
