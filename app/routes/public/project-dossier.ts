import { companyInfo, env } from "~/server/env.server";
import { runSimulation, simulationDefaults, simulationFields } from "~/domain/simulation-query";
import { slugify } from "~/domain/slug";
import { afterTaxView, taxFields } from "~/domain/tax/tax-query";
import { db } from "~/server/db.server";
import { getDistrict } from "~/server/districts.server";
import { projectDossier } from "~/server/dossier.server";
import { getProject } from "~/server/projects.server";
import { idParam, notFoundUnless } from "~/server/route-params.server";
import type { Route } from "./+types/project-dossier";

/** The project dossier in PDF, for the simulation in the query (the project page's parameters). */
export async function loader({ params, request }: Route.LoaderArgs) {
  const project = notFoundUnless(await getProject(db(), idParam(params.id)));
  const district = project.districtId === null ? null : await getDistrict(db(), project.districtId);
  const query = new URL(request.url).searchParams;
  const simFields = simulationFields(query, simulationDefaults(project));
  const outcome = runSimulation(project, simFields);
  const config = env();
  const bytes = await projectDossier(db(), {
    project,
    district,
    simFields,
    outcome,
    view: afterTaxView(outcome, taxFields(query)),
    company: companyInfo(config),
    date: new Date(),
  });
  return new Response(new Uint8Array(bytes), {
    headers: {
      "Content-Type": "application/pdf",
      "Content-Disposition": `attachment; filename="dossier-${slugify(project.title)}.pdf"`,
      "Cache-Control": "no-store",
      "X-Content-Type-Options": "nosniff",
    },
  });
}
