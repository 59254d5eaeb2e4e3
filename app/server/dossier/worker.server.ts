// The worker thread that draws dossiers (dossiers.server.ts sends it the gathered data): the simulation
// and the after-tax view computed from the validated parameters, then the layout. Nothing here reads the
// database.
import { runSimulation } from "~/domain/projects/simulation-query";
import { afterTaxViewOf } from "~/domain/tax/tax-query";
import { answerJobs } from "../platform/worker-pool.server";
import { drawDossier } from "./layout.server";
import type { DossierJob } from "./dossiers.server";

answerJobs(
  async ({ project, district, params, company, date, cover, market }: DossierJob) => {
    const outcome = runSimulation(project, params.simFields);
    // pdf-lib's bytes are in an ArrayBuffer of their own: moved to the main thread, not copied.
    return (await drawDossier({ project, district, simFields: params.simFields, outcome, view: afterTaxViewOf(outcome, params.choice), company, date, cover, market })) as Uint8Array<ArrayBuffer>;
  },
  (bytes) => [bytes.buffer],
);
