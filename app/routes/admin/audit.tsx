import { Link } from "react-router";
import { AdminBreadcrumb, ScrollTable, tdClass as td, thClass as th } from "~/components/admin/admin-ui";
import { seoMeta } from "~/domain/site/seo";
import { type AuditAction, type AuditEntity, listAudit } from "~/server/platform/audit.server";
import { db } from "~/server/db/db.server";
import type { Route } from "./+types/audit";

// The audit log of admin changes (/creer/journal): who, what, when, newest first.

export const meta: Route.MetaFunction = (args) =>
  seoMeta(args, { title: "Journal des modifications", description: "Qui a modifié quoi, et quand.", noindex: true });

const PAGE_SIZE = 50;

export async function loader({ request }: Route.LoaderArgs) {
  const raw = Number(new URL(request.url).searchParams.get("page") ?? "1");
  const page = Number.isInteger(raw) && raw >= 1 && raw <= 100_000 ? raw : 1;
  // One more row than shown tells whether there is a next page.
  const rows = await listAudit(db(), PAGE_SIZE + 1, (page - 1) * PAGE_SIZE);
  return { entries: rows.slice(0, PAGE_SIZE), page, hasNext: rows.length > PAGE_SIZE };
}

const ACTIONS: Record<AuditAction, string> = {
  create: "Ajout",
  update: "Modification",
  delete: "Suppression",
  duplicate: "Duplication",
  grant: "Droits d’administration accordés",
  revoke: "Droits d’administration retirés",
  step: "Étape du parcours",
};

const ENTITIES: Record<AuditEntity, string> = {
  project: "Projet",
  city: "Ville",
  district: "Quartier",
  resource: "Ressource",
  user: "Compte",
  lease: "Bail",
  "rent-payment": "Loyer encaissé",
  expense: "Dépense",
  irl: "Indice de référence des loyers",
  "team-member": "Membre de l’équipe",
  testimonial: "Témoignage",
};

/** Where an item is edited, while it exists. */
const EDIT_PATHS: Record<AuditEntity, (id: number) => string> = {
  project: (id) => `/edit-project/${id}`,
  city: (id) => `/edit-ville/${id}`,
  district: (id) => `/edit-quartier/${id}`,
  resource: (id) => `/edit-resource/${id}`,
  user: (id) => `/creer/clients/${id}`,
  // The ownership's entries name the client whose books changed.
  lease: (id) => `/creer/clients/${id}/location`,
  "rent-payment": (id) => `/creer/clients/${id}/location`,
  expense: (id) => `/creer/clients/${id}/location`,
  irl: () => "/creer/irl",
  "team-member": (id) => `/edit-membre/${id}`,
  testimonial: (id) => `/edit-temoignage/${id}`,
};

const dateTime = new Intl.DateTimeFormat("fr-FR", { dateStyle: "long", timeStyle: "short", timeZone: "Europe/Paris" });

export default function AuditLog({ loaderData }: Route.ComponentProps) {
  const { entries, page, hasNext } = loaderData;
  const item = "inline-flex h-11 items-center rounded-md px-3 font-semibold text-navy hover:bg-sand";
  return (
    <main id="contenu" className="mx-auto max-w-6xl px-4 py-10">
      <AdminBreadcrumb current="Journal des modifications" />
      <h1 className="mt-3 text-4xl font-extrabold text-navy">Journal des modifications</h1>
      <p className="mt-3 max-w-3xl text-lg text-slate-700">
        Les ajouts, modifications et suppressions faits par l’équipe, du plus récent au plus ancien (heure de Paris).
      </p>

      {entries.length === 0 ? (
        <p className="mt-8 rounded-2xl border border-dashed border-slate-300 p-8 text-center text-lg text-slate-700" role="status">
          {page === 1 ? "Aucune modification pour le moment." : "Cette page du journal est vide."}
        </p>
      ) : (
        <ScrollTable captionId="journal">
          <table className="table-cards w-full border-collapse sm:min-w-[48rem]">
            <caption id="journal" className="px-4 py-3 text-left text-slate-700">
              Modifications {page > 1 ? `(page ${page})` : "les plus récentes"}
            </caption>
            <thead className="bg-slate-50">
              <tr>
                <th scope="col" className={th}>Date</th>
                <th scope="col" className={th}>Qui</th>
                <th scope="col" className={th}>Action</th>
                <th scope="col" className={th}>Élément</th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-200">
              {entries.map((e) => (
                <tr key={e.id}>
                  <td data-label="Date" className={`${td} whitespace-nowrap`}>
                    <time dateTime={e.createdAt}>{dateTime.format(new Date(e.createdAt))}</time>
                  </td>
                  <td data-label="Qui" className={`${td} break-all`}>{e.userEmail}</td>
                  <td data-label="Action" className={td}>{ACTIONS[e.action] ?? e.action}</td>
                  <td data-label="Élément" className={td}>
                    <span>
                      <span className="text-sm text-slate-600">{ENTITIES[e.entity] ?? e.entity} </span>
                      {e.entityId !== null && e.action !== "delete" ? (
                        <Link to={EDIT_PATHS[e.entity](e.entityId)} className="font-semibold text-navy underline underline-offset-4 hover:text-terracotta-dark">
                          {e.summary}
                        </Link>
                      ) : (
                        <span className="font-semibold">{e.summary}</span>
                      )}
                    </span>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollTable>
      )}

      {(page > 1 || hasNext) && (
        <nav aria-label="Pagination du journal" className="mt-8 flex justify-center">
          <ul className="flex items-center gap-3">
            {page > 1 && (
              <li>
                <Link to={page === 2 ? "/creer/journal" : `/creer/journal?page=${page - 1}`} rel="prev" className={item}>
                  ← Plus récentes
                </Link>
              </li>
            )}
            <li>
              <span aria-current="page" className="inline-flex h-11 items-center rounded-md bg-navy px-3 font-semibold text-white">
                Page {page}
              </span>
            </li>
            {hasNext && (
              <li>
                <Link to={`/creer/journal?page=${page + 1}`} rel="next" className={item}>
                  Plus anciennes →
                </Link>
              </li>
            )}
          </ul>
        </nav>
      )}
    </main>
  );
}
