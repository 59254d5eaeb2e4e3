import { AdminBreadcrumb } from "~/components/admin-ui";
import { formatCount, formatDate } from "~/domain/format";
import { seoMeta } from "~/domain/seo";
import { listContactMessages } from "~/server/contact.server";
import { db } from "~/server/db.server";
import type { Route } from "./+types/messages";

export const meta: Route.MetaFunction = (args) =>
  seoMeta(args, { title: "Messages de contact", description: "Messages reçus par le formulaire de contact.", noindex: true });

const LIST_LIMIT = 500;

export async function loader() {
  return { messages: await listContactMessages(db(), LIST_LIMIT), limit: LIST_LIMIT };
}

export default function Messages({ loaderData }: Route.ComponentProps) {
  const { messages, limit } = loaderData;
  return (
    <main id="contenu" className="mx-auto max-w-4xl px-4 py-10">
      <AdminBreadcrumb current="Messages" />
      <h1 className="mt-3 text-4xl font-extrabold text-navy">Messages de contact</h1>
      <p className="mt-3 text-slate-700">
        {messages.length === 0
          ? "Aucun message pour le moment."
          : `${formatCount(messages.length, "message", "messages")}, du plus récent au plus ancien. Chaque message est aussi transmis par e-mail à l’adresse de contact de la société.`}
      </p>
      {messages.length > 0 && (
        <ol className="mt-8 space-y-4">
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
                <p className="mt-3 whitespace-pre-line break-words text-slate-800">{m.message}</p>
              </article>
            </li>
          ))}
        </ol>
      )}
      {messages.length === limit && <p className="mt-4 text-sm text-slate-700">Seuls les {limit} messages les plus récents sont affichés.</p>}
    </main>
  );
}
