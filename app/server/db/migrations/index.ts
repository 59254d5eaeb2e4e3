import type { Migration } from "kysely/migration";
import { addColumns } from "./column-types";
import * as m0001 from "./0001-content";
import * as m0002 from "./0002-accounts";
import * as m0003 from "./0003-audit-log";
import * as m0004 from "./0004-fold-function";
import * as m0005 from "./0005-outbox-claims";
import * as m0005b from "./0005b-known-signin-addresses";
import * as m0006 from "./0006-search-indexes";
import * as m0009 from "./0009-account-links";
import * as m0009b from "./0009b-signup-acceptance";
import * as m0009c from "./0009c-callback-requests";
import * as m0013 from "./0013-project-listing";
import * as m0014 from "./0014-city-commune";
import * as m0015 from "./0015-investor-file";
import * as m0016 from "./0016-client-messages";
import * as m0016b from "./0016b-search-alerts";
import * as m0017 from "./0017-interest-project";
import * as m0020 from "./0020-export-leases";
import * as m0024 from "./0024-alert-matching";
import * as m0030 from "./0030-market-evidence";
import * as m0040 from "./0040-ownership";
import * as m0050 from "./0050-adviser-and-step-dates";
import * as m0053 from "./0053-team-members";
import * as m0054 from "./0054-testimonials";

/**
 * Every migration, in order. Names never change once released. New plain columns are one line here
 * (addColumns); anything else (a table, an index, data) is a file of its own.
 */
export const migrations: Record<string, Migration> = {
  "0001-content": m0001,
  "0002-accounts": m0002,
  "0003-audit-log": m0003,
  "0004-fold-function": m0004,
  "0005-outbox-claims": m0005,
  "0005b-known-signin-addresses": m0005b,
  "0006-search-indexes": m0006,
  "0009-account-links": m0009,
  "0009b-signup-acceptance": m0009b,
  "0009c-callback-requests": m0009c,
  // « Valeur estimée après travaux » as staff estimate it, and its source; null: purchase price + works.
  "0012-estimated-value": addColumns("projects", { valeur_apres_travaux: ["double precision", null], source_valeur: ["text", ""] }),
  "0013-project-listing": m0013,
  "0014-city-commune": m0014,
  "0015-investor-file": m0015,
  "0016-client-messages": m0016,
  "0016b-search-alerts": m0016b,
  "0017-interest-project": m0017,
  // The DPE class before and after works (issue 13, item 10), "" when not given.
  "0018-dpe": addColumns("projects", { dpe_before: ["text", ""], dpe_after: ["text", ""] }),
  // The photo before works (issue 13, item 13): a media hash, null when none.
  "0019-before-photo": addColumns("projects", { image_avant: ["text", null] }),
  "0020-export-leases": m0020,
  "0024-alert-matching": m0024,
  "0030-market-evidence": m0030,
  "0040-ownership": m0040,
  // The addresses a lease names (issue 22): the home let and the landlord's, for the receipts and the letters.
  "0041-lease-addresses": addColumns("leases", { home_address: ["text", ""], landlord_address: ["text", ""] }),
  "0050-adviser-and-step-dates": m0050,
  "0053-team-members": m0053,
  "0054-testimonials": m0054,
  // Issue 31: where a private file's bytes are in the bucket (S3_BUCKET), its object's key; null while they are in the row.
  "0068-private-file-objects": addColumns("private_files", { object_key: ["text", null] }),
  // Issue 30, item 3: a district's typed figures carry their source and year.
  "0069-district-figure-sources": addColumns("districts", { source_chiffres: ["text", ""], annee_chiffres: ["integer", null] }),
};
