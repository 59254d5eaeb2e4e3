import { Link } from "react-router";
import { AdminBreadcrumb, AdminSearch, ScrollTable, searchText, tdClass as td, thClass as th } from "~/components/admin-ui";
import { formatDate } from "~/domain/format";
import { seoMeta } from "~/domain/seo";
import { requireAdmin } from "~/server/auth.server";
import { db } from "~/server/db.server";
import { STEP_COUNT, listUsers } from "~/server/users.server";
import type { Route } from "./+types/clients";

export const meta: Route.MetaFunction = (args) =>
  seoMeta(args, { title: "Clients", description: "Suivi des comptes clients.", noindex: true });

const LIST_LIMIT = 200;

export async function loader({ request, context }: Route.LoaderArgs) {
  requireAdmin(context);
  const q = searchText(request);
  return { q, clients: await listUsers(db(), q, LIST_LIMIT), limit: LIST_LIMIT, stepCount: STEP_COUNT };
}

export default function Clients({ loaderData }: Route.ComponentProps) {
  const { q, clients, limit, stepCount } = loaderData;
  const caption = q
    ? `${clients.length} ${clients.length > 1 ? "comptes correspondent" : "compte correspond"} à « ${q} »`
    : `${clients.length} ${clients.length > 1 ? "comptes" : "compte"}, du plus récent au plus ancien`;
  return (
    <main id="contenu" className="mx-auto max-w-6xl px-4 py-10">
      <AdminBreadcrumb current="Clients" />
      <h1 className="mt-3 text-4xl font-extrabold text-navy">Clients</h1>

      <AdminSearch action="/creer/clients" label="Rechercher un client" hint="Nom, prénom, nom d'utilisateur, e-mail ou ville." q={q} />

      {clients.length === 0 ? (
        <p className="mt-8 rounded-2xl border border-dashed border-slate-300 p-8 text-center text-lg text-slate-700" role="status">
          {q ? `Aucun compte ne correspond à « ${q} ».` : "Aucun compte pour le moment."}
        </p>
      ) : (
        <ScrollTable captionId="liste-clients">
          <table className="w-full min-w-[56rem] border-collapse">
            <caption id="liste-clients" className="px-4 py-3 text-left text-slate-700">
              {caption}
            </caption>
            <thead className="bg-slate-50">
              <tr>
                <th scope="col" className={th}>Nom</th>
                <th scope="col" className={th}>E-mail</th>
                <th scope="col" className={th}>Ville</th>
                <th scope="col" className={th}>Questionnaire</th>
                <th scope="col" className={th}>Étapes faites</th>
                <th scope="col" className={th}>Rôle</th>
                <th scope="col" className={th}>Inscription</th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-200">
              {clients.map((c) => {
                const fullName = `${c.prenom} ${c.nom}`.trim();
                return (
                  <tr key={c.id} className="hover:bg-sand/30">
                    <th scope="row" className={`${td} text-left font-normal`}>
                      <Link to={`/creer/clients/${c.id}`} className="font-semibold text-navy underline underline-offset-4 hover:text-terracotta-dark">
                        {fullName || c.username}
                      </Link>
                      {fullName && <span className="block text-sm text-slate-600">{c.username}</span>}
                    </th>
                    <td className={td}>{c.email}</td>
                    <td className={td}>{c.ville || <span className="text-slate-600"><span aria-hidden="true">—</span><span className="sr-only">Non renseignée</span></span>}</td>
                    <td className={td}>
                      {c.formulaireValid ? <span className="font-medium text-sage-dark">Complet</span> : <span className="text-slate-600">Non rempli</span>}
                    </td>
                    <td className={`${td} whitespace-nowrap`}>
                      {c.stepsDone}/{stepCount}
                    </td>
                    <td className={td}>
                      {c.role === "admin" ? <span className="rounded-full bg-navy px-2.5 py-0.5 text-sm font-semibold text-white">Admin</span> : "Client"}
                    </td>
                    <td className={`${td} whitespace-nowrap`}>
                      <time dateTime={c.createdAt}>{formatDate(c.createdAt)}</time>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </ScrollTable>
      )}
      {clients.length === limit && (
        <p className="mt-4 text-sm text-slate-700">Seuls les {limit} comptes les plus récents sont affichés : affinez la recherche pour trouver les autres.</p>
      )}
    </main>
  );
}
