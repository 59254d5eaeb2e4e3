import { Link } from "react-router";
import { AdminBreadcrumb, AdminSearch, AdminTable, type Column, NoMatch, searchText } from "~/components/admin/admin-ui";
import { formatCount, formatDate } from "~/domain/text/format";
import { sortToHandle } from "~/domain/clients/investor-file";
import { seoMeta } from "~/domain/site/seo";
import { STEPS } from "~/domain/clients/steps";
import { db } from "~/server/db/db.server";
import { waitingDocumentCounts } from "~/server/clients/client-documents.server";
import { unreadByClient } from "~/server/clients/client-messages.server";
import { lastUpdateDates } from "~/server/clients/step-updates.server";
import { listUsers } from "~/server/accounts/users.server";
import type { Route } from "./+types/clients";

export const meta: Route.MetaFunction = (args) =>
  seoMeta(args, { title: "Clients", description: "Suivi des comptes clients.", noindex: true });

const LIST_LIMIT = 200;

export async function loader({ request }: Route.LoaderArgs) {
  const q = searchText(request);
  const [users, waiting, unread, lastUpdates] = await Promise.all([
    listUsers(db(), q, LIST_LIMIT),
    waitingDocumentCounts(db()),
    unreadByClient(db()),
    lastUpdateDates(db()),
  ]);
  const clients = sortToHandle(
    users.map((u) => ({ ...u, waitingDocuments: waiting.get(u.id) ?? 0, unreadMessages: unread.get(u.id) ?? 0, lastUpdate: lastUpdates.get(u.id) ?? null })),
  );
  return { q, clients, limit: LIST_LIMIT };
}

type ClientRow = Route.ComponentProps["loaderData"]["clients"][number];

const none = (text: string) => <span className="text-slate-600">{text}</span>;
const badge = "whitespace-nowrap rounded-full bg-sand px-2.5 py-0.5 text-sm font-semibold text-terracotta-dark";

// Seven columns that fit a 1280 px screen: the name cell carries the e-mail and the role, and what the
// staff must do (documents to validate, unread messages) sits in one column right after it.
const CLIENT_COLUMNS: Column<ClientRow>[] = [
  {
    title: "Client",
    rowHeader: true,
    cell: (c) => {
      const fullName = `${c.prenom} ${c.nom}`.trim();
      return (
        <>
          <Link to={`/creer/clients/${c.id}`} className="font-semibold text-navy underline underline-offset-4 hover:text-terracotta-dark">
            {fullName || c.username}
          </Link>
          {c.role === "admin" && <span className="ml-2 rounded-full bg-navy px-2 py-0.5 text-xs font-semibold text-white">Admin</span>}
          {fullName && <span className="block text-sm text-slate-600">{c.username}</span>}
          <span className="block break-all text-sm text-slate-600">{c.email}</span>
        </>
      );
    },
  },
  {
    title: "À traiter",
    cell: (c) =>
      c.waitingDocuments === 0 && c.unreadMessages === 0 ? (
        none("Rien")
      ) : (
        <span className="flex flex-col items-start gap-1">
          {c.waitingDocuments > 0 && (
            <span className={badge}>{formatCount(c.waitingDocuments, "document à valider", "documents à valider")}</span>
          )}
          {c.unreadMessages > 0 && (
            <Link to={`/creer/clients/${c.id}#messages`} className={`${badge} underline-offset-2 hover:underline`}>
              {formatCount(c.unreadMessages, "message non lu", "messages non lus")}
            </Link>
          )}
        </span>
      ),
  },
  {
    title: "Étape en cours",
    className: "whitespace-nowrap",
    cell: (c) => `${c.stepsDone >= STEPS.length ? "Toutes faites" : `Étape ${c.stepsDone + 1}`} (${c.stepsDone}/${STEPS.length})`,
  },
  {
    title: "Dernière actualité",
    className: "whitespace-nowrap",
    cell: (c) => (c.lastUpdate ? <time dateTime={c.lastUpdate}>{formatDate(c.lastUpdate)}</time> : none("Aucune")),
  },
  {
    title: "Questionnaire",
    cell: (c) => (c.formulaireValid ? <span className="font-medium text-sage-dark">Complet</span> : none("Non rempli")),
  },
  {
    title: "Ville",
    cell: (c) =>
      c.ville || (
        <span className="text-slate-600">
          <span aria-hidden="true">—</span>
          <span className="sr-only">Non renseignée</span>
        </span>
      ),
  },
  { title: "Inscription", className: "whitespace-nowrap", cell: (c) => <time dateTime={c.createdAt}>{formatDate(c.createdAt)}</time> },
];

export default function Clients({ loaderData }: Route.ComponentProps) {
  const { q, clients, limit } = loaderData;
  const caption = q
    ? `${formatCount(clients.length, "compte correspond", "comptes correspondent")} à « ${q} »`
    : `${formatCount(clients.length, "compte", "comptes")}, à traiter d’abord (documents à valider, messages non lus), puis du plus récent au plus ancien`;
  return (
    <main id="contenu" className="mx-auto max-w-6xl px-4 py-10">
      <AdminBreadcrumb current="Clients" />
      <h1 className="mt-3 text-4xl font-extrabold text-navy">Clients</h1>

      <AdminSearch action="/creer/clients" label="Rechercher un client" hint="Nom, prénom, nom d’utilisateur, e-mail ou ville." q={q} />

      {clients.length === 0 ? (
        <NoMatch q={q} none="Aucun compte pour le moment." noMatch="Aucun compte ne correspond à" />
      ) : (
        <AdminTable id="liste-clients" caption={caption} columns={CLIENT_COLUMNS} rows={clients} minWidth="sm:min-w-[56rem]" />
      )}
      {clients.length === limit && (
        <p className="mt-4 text-sm text-slate-700">Seuls les {limit} comptes les plus récents sont affichés : affinez la recherche pour trouver les autres.</p>
      )}
    </main>
  );
}
