import fs from "node:fs";
import { Form, Link, data, redirect, useSearchParams } from "react-router";
import { AdminBreadcrumb } from "~/components/admin/admin-ui";
import { formatCount, formatDate } from "~/domain/text/format";
import { RENT_SEGMENTS, SEGMENT_FILES, SEGMENT_LABELS } from "~/domain/market/rents";
import { formatDay } from "~/domain/market/wording";
import { seoMeta } from "~/domain/site/seo";
import { requireAdmin } from "~/server/accounts/auth.server";
import { db } from "~/server/db/db.server";
import { ImportRefusedError } from "~/server/platform/errors.server";
import { listDistrictSections, saveDistrictSections } from "~/server/market/district-sections.server";
import { importFolder, startImport } from "~/server/market/import-jobs.server";
import { listImports } from "~/server/market/imports.server";
import { marketOverview } from "~/server/market/market.server";
import { FormRefusal, readStreamedForm } from "~/server/files/streamed-form.server";
import type { RouteHandle } from "~/components/layout/route-handle";
import { STAFF_FILES } from "~/domain/site/request-bodies";
import type { Route } from "./+types/market";

/** The files its form takes (the request guard reads it). */
export const handle: RouteHandle = { files: STAFF_FILES };

// /creer/marche (issue 21): staff import DVF and Carte des loyers files, follow the imports, and give the
// districts their cadastral sections. The same imports as the command line (README, « Données du marché »).

export const meta: Route.MetaFunction = (args) =>
  seoMeta(args, { title: "Données du marché", description: "Import des ventes DVF et des loyers de référence.", noindex: true });

export async function loader({ context }: Route.LoaderArgs) {
  requireAdmin(context);
  const [overview, imports, districts] = await Promise.all([marketOverview(db()), listImports(db(), 10), listDistrictSections(db())]);
  return { ...overview, imports, districts, thisYear: new Date().getFullYear() };
}

export async function action({ request, context }: Route.ActionArgs) {
  const admin = requireAdmin(context);
  if (!/^multipart\/form-data/i.test(request.headers.get("content-type") ?? "")) {
    const form = await request.formData();
    if (form.get("intent") !== "sections") throw data("Action inconnue.", { status: 400 });
    const id = Number(form.get("quartier"));
    const saved = Number.isInteger(id) && id > 0 ? await saveDistrictSections(db(), id, String(form.get("sections") ?? ""), admin) : null;
    if (saved === null) throw data("Ce quartier n’existe pas.", { status: 404 });
    if ("error" in saved) return data({ form: "sections", district: id, error: saved.error }, { status: 400 });
    throw redirect(`/creer/marche?ok=sections#quartier-${id}`, 303);
  }
  // The files are written to the import's folder as they arrive (STAFF_FILES: streamed).
  const dir = await importFolder();
  let form: Awaited<ReturnType<typeof readStreamedForm>>;
  try {
    form = await readStreamedForm(request, dir);
  } catch (error) {
    await fs.promises.rm(dir, { recursive: true, force: true });
    if (error instanceof FormRefusal) throw data(error.french, { status: error.status });
    throw error;
  }
  const intent = form.fields.get("intent");
  if (intent !== "dvf" && intent !== "loyers") {
    await fs.promises.rm(dir, { recursive: true, force: true });
    throw data("Action inconnue.", { status: 400 });
  }
  let id: number;
  try {
    // startImport removes the folder when it refuses.
    id = await startImport(db(), intent, { dir, files: form.files.filter((f) => f.field === "fichiers") }, {
      actor: admin.email,
      segment: form.fields.get("segment") ?? "",
      edition: intent === "loyers" ? Number(form.fields.get("edition")) : undefined,
    });
  } catch (error) {
    if (error instanceof ImportRefusedError) return data({ form: intent, district: null, error: error.message }, { status: 400 });
    throw error;
  }
  throw redirect(`/creer/marche/imports/${id}`, 303);
}

const button =
  "inline-flex min-h-11 items-center justify-center rounded-full bg-navy px-5 py-2 font-semibold text-white hover:bg-navy-dark focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-terracotta";
const field = "mt-1 block w-full rounded-lg border border-slate-400 px-3 py-2";

const STATES = { "en-cours": "en cours", termine: "terminé", refuse: "refusé", interrompu: "interrompu" } as const;

function FormError({ id, message }: { id: string; message: string | null }) {
  return message ? (
    <p id={id} role="alert" className="mt-3 rounded-lg bg-terracotta/10 p-3 font-medium text-terracotta-dark">
      {message}
    </p>
  ) : null;
}

export default function MarketAdmin({ loaderData, actionData }: Route.ComponentProps) {
  const { departments, editions, imports, districts, thisYear } = loaderData;
  const [params] = useSearchParams();
  const errorOf = (form: string) => (actionData?.form === form ? actionData.error : null);
  return (
    <main id="contenu" className="mx-auto max-w-5xl px-4 py-10">
      <AdminBreadcrumb current="Données du marché" />
      <h1 className="mt-3 text-4xl font-extrabold text-navy">Données du marché</h1>
      <div role="status" className="mt-3">
        {params.get("ok") === "sections" && <p className="rounded-lg bg-sage/20 p-3 font-medium text-sage-dark">Les sections du quartier sont enregistrées et ses chiffres recalculés.</p>}
      </div>
      <p className="mt-3 max-w-3xl text-slate-700">
        Les ventes réelles (DVF géolocalisées, Etalab) et les loyers de référence (Carte des loyers du ministère chargé du Logement)
        affichés sur les pages des villes et des projets. Un import remplace les chiffres d’un coup, sans redémarrer le site ; un fichier
        dont une valeur est illisible est refusé en entier, sans rien changer. Les très gros fichiers s’importent plutôt en ligne de
        commande (voir le README).
      </p>

      <section aria-labelledby="ventes-dvf" className="mt-10">
        <h2 id="ventes-dvf" className="text-2xl font-bold text-navy">Ventes (DVF géolocalisées)</h2>
        <p className="mt-2 text-slate-700">
          Téléchargez les fichiers d’un département sur{" "}
          <a href="https://files.data.gouv.fr/geo-dvf/latest/csv/" className="text-navy underline underline-offset-4">files.data.gouv.fr/geo-dvf</a>{" "}
          (un fichier <code>.csv.gz</code> par année) et envoyez-les ensemble : ils remplacent toutes les ventes des départements qu’ils
          contiennent.
        </p>
        {departments.length > 0 ? (
          <ul className="mt-3 list-disc space-y-1 pl-6 text-slate-800">
            {departments.map((d) => (
              <li key={d.department}>
                Département {d.department} : {formatCount(d.sales, "vente comparable", "ventes comparables")} du {formatDay(d.windowStart)} au {formatDay(d.latestSale)}, importées le {formatDate(d.importedAt)}.
              </li>
            ))}
          </ul>
        ) : (
          <p className="mt-3 text-slate-800">Aucune vente importée pour le moment.</p>
        )}
        <Form method="post" encType="multipart/form-data" className="mt-4 rounded-2xl bg-sand p-5" aria-describedby={errorOf("dvf") ? "erreur-dvf" : undefined}>
          <input type="hidden" name="intent" value="dvf" />
          <label htmlFor="fichiers-dvf" className="font-semibold text-navy">Fichiers DVF (.csv ou .csv.gz)</label>
          <input id="fichiers-dvf" name="fichiers" type="file" multiple accept=".csv,.gz,text/csv,application/gzip" required className={field} />
          <FormError id="erreur-dvf" message={errorOf("dvf")} />
          <button type="submit" className={`${button} mt-4`}>Importer les ventes</button>
        </Form>
      </section>

      <section aria-labelledby="loyers" className="mt-12">
        <h2 id="loyers" className="text-2xl font-bold text-navy">Loyers de référence (Carte des loyers)</h2>
        <p className="mt-2 text-slate-700">
          Téléchargez l’édition de l’année sur{" "}
          <a href="https://www.data.gouv.fr/fr/datasets/?q=carte%20des%20loyers" className="text-navy underline underline-offset-4">data.gouv.fr (« Carte des loyers »)</a> :
          un fichier par segment, {Object.values(SEGMENT_FILES).join(", ")}. Une édition remplace la précédente segment par segment.
        </p>
        {editions.length > 0 ? (
          <ul className="mt-3 list-disc space-y-1 pl-6 text-slate-800">
            {editions.map((e) => (
              <li key={e.segment}>
                {SEGMENT_LABELS[e.segment]} : édition {e.edition}, {formatCount(e.communes, "commune", "communes")}, importée le {formatDate(e.importedAt)}.
              </li>
            ))}
          </ul>
        ) : (
          <p className="mt-3 text-slate-800">Aucun loyer importé pour le moment.</p>
        )}
        <Form method="post" encType="multipart/form-data" className="mt-4 grid gap-4 rounded-2xl bg-sand p-5 sm:grid-cols-3" aria-describedby={errorOf("loyers") ? "erreur-loyers" : undefined}>
          <input type="hidden" name="intent" value="loyers" />
          <div className="sm:col-span-3">
            <label htmlFor="fichiers-loyers" className="font-semibold text-navy">Fichiers de la Carte des loyers (.csv)</label>
            <input id="fichiers-loyers" name="fichiers" type="file" multiple accept=".csv,text/csv" required className={field} />
          </div>
          <div>
            <label htmlFor="segment" className="font-semibold text-navy">Segment</label>
            <select id="segment" name="segment" className={field} defaultValue="">
              <option value="">D’après le nom du fichier</option>
              {RENT_SEGMENTS.map((s) => (
                <option key={s} value={s}>{SEGMENT_LABELS[s]}</option>
              ))}
            </select>
          </div>
          <div>
            <label htmlFor="edition" className="font-semibold text-navy">Édition (année)</label>
            <input id="edition" name="edition" type="number" min={2015} max={2100} defaultValue={thisYear} required className={field} />
          </div>
          <div className="sm:col-span-3">
            <FormError id="erreur-loyers" message={errorOf("loyers")} />
            <button type="submit" className={button}>Importer les loyers</button>
          </div>
        </Form>
      </section>

      <section aria-labelledby="imports" className="mt-12">
        <h2 id="imports" className="text-2xl font-bold text-navy">Derniers imports</h2>
        {imports.length === 0 ? (
          <p className="mt-3 text-slate-800">Aucun import pour le moment.</p>
        ) : (
          <ul className="mt-3 space-y-2">
            {imports.map((i) => (
              <li key={i.id}>
                <Link to={`/creer/marche/imports/${i.id}`} className="text-navy underline underline-offset-4">
                  {i.kind === "dvf" ? "Ventes DVF" : "Loyers"} du {formatDate(i.startedAt)} ({i.files.join(", ")})
                </Link>{" "}
                — {STATES[i.state]}, par {i.actor}
              </li>
            ))}
          </ul>
        )}
      </section>

      <section aria-labelledby="sections" className="mt-12">
        <h2 id="sections" className="text-2xl font-bold text-navy">Sections cadastrales des quartiers</h2>
        <p className="mt-2 max-w-3xl text-slate-700">
          Un quartier a ses propres chiffres de ventes quand il a ses sections cadastrales (par exemple « AB, AC » ; voir
          cadastre.gouv.fr) : les ventes de ces sections sur la période de la ville font sa médiane. Laissez vide pour les retirer.
        </p>
        <ul className="mt-4 space-y-3">
          {districts.map((d) => {
            const error = actionData?.form === "sections" && actionData.district === d.id ? actionData.error : null;
            return (
              <li key={d.id} id={`quartier-${d.id}`}>
                {/* Keyed by the last save: after one, the field shows the sections as read back. */}
                <Form key={d.savedAt} method="post" className="flex flex-wrap items-end gap-3 rounded-xl border border-slate-200 p-4">
                  <input type="hidden" name="intent" value="sections" />
                  <input type="hidden" name="quartier" value={d.id} />
                  <div className="min-w-0 flex-1 basis-64">
                    <label htmlFor={`sections-${d.id}`} className="font-semibold text-navy">
                      {d.nom} ({d.cityName}{d.codeInsee ? `, ${d.codeInsee}` : ""})
                    </label>
                    <input
                      id={`sections-${d.id}`}
                      name="sections"
                      defaultValue={d.sections}
                      aria-invalid={error ? true : undefined}
                      aria-describedby={error ? `erreur-sections-${d.id}` : `etat-sections-${d.id}`}
                      className={field}
                    />
                    <p id={`etat-sections-${d.id}`} className="mt-1 text-sm text-slate-700">
                      {d.sales === null ? "Pas de chiffres pour ce quartier." : `${formatCount(d.sales, "vente comparable", "ventes comparables")} sur la période.`}
                    </p>
                    <FormError id={`erreur-sections-${d.id}`} message={error} />
                  </div>
                  <button type="submit" className={button}>Enregistrer</button>
                </Form>
              </li>
            );
          })}
        </ul>
      </section>
    </main>
  );
}
