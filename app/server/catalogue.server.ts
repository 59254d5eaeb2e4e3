// Questions about the catalogue as a whole.
import type { DB } from "./db.server";
import { countProjects } from "./projects.server";

/** Is the catalogue empty (no city, no project)? Demo content is only ever added to an empty catalogue. */
export async function catalogueIsEmpty(db: DB): Promise<boolean> {
  const city = await db.selectFrom("cities").select("id").limit(1).executeTakeFirst();
  return !city && (await countProjects(db)) === 0;
}
