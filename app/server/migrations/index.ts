import type { Migration } from "kysely";
import * as m0001 from "./0001-content";
import * as m0002 from "./0002-accounts";

/** Every migration, in order. Names never change once released. */
export const migrations: Record<string, Migration> = {
  "0001-content": m0001,
  "0002-accounts": m0002,
};
