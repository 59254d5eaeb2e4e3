import { Link } from "react-router";
import { AdminBreadcrumb, ListSearch, NoMatch, ProjectSelect, searchText } from "~/components/admin/admin-ui";
import { formatCount, formatDate } from "~/domain/text/format";
import { PROJECT_PARAM, projectRef } from "~/domain/projects/project-interest";
import { seoMeta } from "~/domain/site/seo";
import { projectPath } from "~/domain/text/slug";
import { listContactMessages } from "~/server/clients/contact.server";
import { db } from "~/server/db/db.server";
import { projectsReferencedBy } from "~/server/content/projects.server";
import type { Route } from "./+types/messages";

export const meta: Route.MetaFunction = (args) =>
  seoMeta(args, { title: "Messages de contact", description: "Messages reçus par le formulaire de contact.", noindex: true });

const LIST_LIMIT = 500;

export async function loader({ request }: Route.LoaderArgs) {
  const q = searchText(request);
  const projectId = projectRef(new URL(request.url).searchParams.get(PROJECT_PARAM));
  const [messages, projects] = await Promise.all([
    listContactMessages(db(), { limit: LIST_LIMIT, projectId, search: q }),
    projectsReferencedBy(db(), "contactMessages"),
  ]);
  return { messages, limit: LIST_LIMIT, q, projects, projectId: projects.some((p) => p.id === projectId) ? projectId : null };
}

export default function Messages({ loaderData }: Route.ComponentProps) {
  const { messages, limit, q, projects, projectId } = loaderData;
  const project = projects.find((p) => p.id === projectId);
  return (
    <main id="contenu" className="mx-auto max-w-4xl px-4 py-10">
      <AdminBreadcrumb current="Messages" />
      <h1 className="mt-3 text-4xl font-extrabold text-navy">Messages de contact</h1>
      <p className="mt-3 text-slate-700">Chaque message est aussi transmis par e-mail à l’adresse de contact de la société.</p>

      <ListSearch action="/creer/messages" label="Rechercher un message" hint="Nom, e-mail ou texte du message." value={q} clearHref="/creer/messages" filtered={project !== undefined}>
        <ProjectSelect projects={projects} selected={projectId} />
      </ListSearch>

      {messages.length === 0 ? (
        <NoMatch q={q} none={project ? "Aucun message sur ce projet." : "Aucun message pour le moment."} noMatch="Aucun message ne correspond à" />
      ) : (
        <>
          <p className="mt-8 text-slate-700">
            {formatCount(messages.length, "message", "messages")}
            {project ? ` sur le projet « ${project.title} »` : ""}
            {q ? ` contenant « ${q} »` : ""}, du plus récent au plus ancien.
          </p>
          <ol className="mt-4 space-y-4">
            {messages.map((m) => (
              <li key={m.id}>
                <article aria-labelledby={`message-${m.id}`} className="rounded-2xl border border-slate-200 p-5">
                  <header className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
                    <h2 id={`message-${m.id}`} className="break-words text-lg font-bold text-navy">
                      {m.nom}
                    </h2>
                    <time dateTime={m.createdAt} className="text-sm text-slate-600">
                      {formatDate(m.createdAt)}
                    </time>
                  </header>
                  <a href={`mailto:${m.email}`} className="break-all text-navy underline underline-offset-4 hover:text-terracotta-dark">
                    {m.email}
                  </a>
                  {m.projectId !== null && m.projectTitle !== null && (
                    <p className="mt-2 text-sm text-slate-700">
                      À propos du projet :{" "}
                      <Link to={projectPath({ id: m.projectId, title: m.projectTitle })} className="font-semibold text-navy underline underline-offset-4">
                        {m.projectTitle}
                      </Link>
                    </p>
                  )}
                  <p className="mt-3 whitespace-pre-line break-words text-slate-800">{m.message}</p>
                </article>
              </li>
            ))}
          </ol>
        </>
      )}
      {messages.length === limit && <p className="mt-4 text-sm text-slate-700">Seuls les {limit} messages les plus récents sont affichés.</p>}
    </main>
  );
}
