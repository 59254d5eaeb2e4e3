import { originalUrl } from "~/domain/content/media";
import { seoMeta } from "~/domain/site/seo";
import { db } from "~/server/db/db.server";
import { listResources } from "~/server/content/resources.server";
import { documentTemplates } from "~/server/content/document-templates/store.server";
import { env } from "~/server/platform/env.server";
import { SHARED_CONTENT } from "~/components/layout/route-handle";
import type { Route } from "./+types/resources";

// Content only: served without client scripts (decision 0012).
export const handle = SHARED_CONTENT;

export const meta: Route.MetaFunction = (args) =>
  seoMeta(args, {
    title: "Ressources et modèles de documents",
    description: "Modèles de baux ALUR, fiche de candidature, acte de caution, offre d’achat et listes de pièces justificatives à télécharger gratuitement.",
    path: "/ressources",
  });

export async function loader() {
  const [documents, resources] = await Promise.all([documentTemplates(db(), env().COMPANY_NAME), listResources(db())]);
  return { documents, resources };
}

export default function Resources({ loaderData }: Route.ComponentProps) {
  const { documents, resources } = loaderData;
  return (
    <main id="contenu" className="mx-auto max-w-5xl px-4 py-10">
      <h1 className="text-4xl font-extrabold text-navy">Ressources</h1>
      <p className="mt-3 max-w-3xl text-lg text-slate-700">
        Les modèles de documents que nous utilisons avec nos investisseurs, à télécharger et à adapter à votre
        situation, et une sélection de liens utiles.
      </p>

      <section aria-labelledby="documents" className="mt-10">
        <h2 id="documents" className="text-2xl font-bold text-navy">Modèles de documents</h2>
        <ul className="mt-6 grid gap-4 sm:grid-cols-2">
          {documents.map((doc) => (
            <li key={doc.slug} className="flex flex-col rounded-2xl border border-slate-200 p-5">
              <h3 className="text-lg font-bold text-navy">{doc.title}</h3>
              <p className="mt-2 flex-1 text-slate-700">{doc.description}</p>
              <a
                href={originalUrl(doc.mediaHash, "pdf")}
                download={doc.fileName}
                className="mt-4 inline-flex items-center gap-2 self-start rounded-full bg-navy px-5 py-2 font-semibold text-white hover:bg-navy-dark focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-terracotta"
              >
                <svg aria-hidden="true" width="18" height="18" viewBox="0 0 24 24"><path d="M12 3v12m0 0-5-5m5 5 5-5M4 21h16" stroke="currentColor" strokeWidth="2" fill="none" strokeLinecap="round" /></svg>
                Télécharger<span className="sr-only"> {doc.title}</span> (PDF)
              </a>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="liens" className="mt-12">
        <h2 id="liens" className="text-2xl font-bold text-navy">Liens utiles</h2>
        {resources.length === 0 ? (
          <p className="mt-4 text-slate-700">Aucun lien pour le moment.</p>
        ) : (
          <ul className="mt-4 divide-y divide-slate-200 rounded-2xl border border-slate-200">
            {resources.map((r) => (
              <li key={r.id} className="p-4">
                <a href={r.lien} rel="noopener noreferrer" className="font-semibold text-navy underline underline-offset-4 hover:text-terracotta-dark">
                  {r.nom}
                </a>
              </li>
            ))}
          </ul>
        )}
      </section>
    </main>
  );
}
