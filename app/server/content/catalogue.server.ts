// Questions about the catalogue as a whole.
import type { DB } from "../db/db.server";
import { countProjects } from "./projects.server";

/** Is the catalogue empty (no city, no project)? Demo content is only ever added to an empty catalogue. */
export async function catalogueIsEmpty(db: DB): Promise<boolean> {
  const city = await db.selectFrom("cities").select("id").limit(1).executeTakeFirst();
  return !city && (await countProjects(db)) === 0;
}

/** The site's state key set once the demo's team and testimonials are added (decision 0044). */
export const DEMO_TRUST_KEY = "demo_trust_added";

/**
 * Do the demo's team and testimonials still have to be added? Once per database: while the team and the
 * testimonials are both empty and they were never added (staff who delete them all do not get them back).
 */
export async function demoTrustMissing(db: DB): Promise<boolean> {
  const [added, member, testimonial] = await Promise.all([
    db.selectFrom("siteState").select("key").where("key", "=", DEMO_TRUST_KEY).executeTakeFirst(),
    db.selectFrom("teamMembers").select("id").limit(1).executeTakeFirst(),
    db.selectFrom("testimonials").select("id").limit(1).executeTakeFirst(),
  ]);
  return !added && !member && !testimonial;
}
