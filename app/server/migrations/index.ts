import type { Migration } from "kysely";
import * as m0001 from "./0001-content";
import * as m0002 from "./0002-accounts";
import * as m0003 from "./0003-audit-log";
import * as m0004 from "./0004-fold-function";

/** Every migration, in order. Names never change once released. */
export const migrations: Record<string, Migration> = {
  "0001-content": m0001,
  "0002-accounts": m0002,
  "0003-audit-log": m0003,
  "0004-fold-function": m0004,
};
