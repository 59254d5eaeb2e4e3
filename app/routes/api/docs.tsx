// /api/docs — the readable reference of the JSON API, rendered on the server from the OpenAPI document.
import { buildOpenApiDocument } from "~/domain/api/openapi";
import { AUTH_LABELS, type Auth } from "~/domain/api/operations";
import { type FieldRow, referenceView } from "~/domain/api/reference";
import { seoMeta } from "~/domain/site/seo";
import type { Route } from "./+types/docs";

export const meta: Route.MetaFunction = (args) =>
  seoMeta(args, {
    title: "Référence de l’API",
    description: "Les appels de l’API JSON du site : chemins, méthodes, accès, champs envoyés et reçus, erreurs.",
  });

let view: ReturnType<typeof referenceView> | undefined;

export function loader() {
  view ??= referenceView(buildOpenApiDocument());
  return view;
}

const METHOD_CLASSES: Record<string, string> = {
  GET: "bg-sage/25 text-sage-dark",
  POST: "bg-navy text-white",
  PATCH: "bg-sand text-navy",
  DELETE: "bg-red-100 text-red-900",
};

const codeClass = "rounded bg-slate-100 px-1.5 py-0.5 font-mono text-sm text-slate-900";
const linkClass = "font-semibold text-navy underline underline-offset-2 hover:text-terracotta-dark";

function Fields({ rows, caption }: { rows: FieldRow[]; caption: string }) {
  if (rows.length === 0) return null;
  return (
    <div className="mt-3 overflow-x-auto">
      <table className="w-full min-w-xl border-collapse text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr className="border-b border-slate-300 text-navy">
            <th scope="col" className="py-2 pr-4 font-semibold">Champ</th>
            <th scope="col" className="py-2 pr-4 font-semibold">Type</th>
            <th scope="col" className="py-2 pr-4 font-semibold">Obligatoire</th>
            <th scope="col" className="py-2 font-semibold">Description</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.name} className="border-b border-slate-200 align-top">
              <th scope="row" className="py-2 pr-4 font-mono font-normal text-slate-900">{row.name}</th>
              <td className="py-2 pr-4">{row.type}</td>
              <td className="py-2 pr-4">{row.required ? "oui" : "non"}</td>
              <td className="py-2 text-slate-700">{row.description}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

const SchemaLink = ({ name }: { name: string }) => (
  <a href={`#schema-${name}`} className={linkClass}>
    {name}
  </a>
);

export default function ApiDocs({ loaderData }: Route.ComponentProps) {
  const { calls, schemas } = loaderData;
  return (
    <main id="contenu" className="mx-auto max-w-5xl px-4 py-10 sm:py-12">
      <h1 className="text-3xl font-extrabold text-navy sm:text-4xl">Référence de l’API</h1>
      <div className="mt-4 space-y-3 text-lg text-slate-700">
        <p>
          L’API reprend les appels de l’ancien serveur, aux mêmes chemins et avec les mêmes méthodes, sous <code className={codeClass}>/api/</code>.
          Les corps sont en JSON (en-tête <code className={codeClass}>Content-Type: application/json</code>), sauf les envois de fichiers
          en <code className={codeClass}>multipart/form-data</code>. Les noms de champs sont ceux de la spécification (<code className={codeClass}>_id</code>,{" "}
          <code className={codeClass}>prixGlobal</code>, <code className={codeClass}>total.priceAcqui</code>…).
        </p>
        <p>
          La session est le cookie posé par <a href="#signin" className={linkClass}>signin</a> : envoyez-le avec chaque appel réservé. Les écritures doivent venir de ce
          site ou d’un client qui n’envoie pas d’en-tête <code className={codeClass}>Origin</code>.
        </p>
        <p>
          Les images sont renvoyées sous forme d’URL du site (<code className={codeClass}>/media/…</code>). Pour en ajouter, envoyez le fichier avec{" "}
          <a href="#upload" className={linkClass}>upload</a> ou <a href="#uploadmultiple" className={linkClass}>uploadmultiple</a>, puis reprenez l’URL reçue dans{" "}
          <code className={codeClass}>imageCover</code>, <code className={codeClass}>images</code>… ; une URL <code className={codeClass}>/media/</code> déjà renvoyée par l’API est
          aussi acceptée telle quelle.
        </p>
        <p>
          Toute erreur répond <code className={codeClass}>{'{ "errorMessage": "…" }'}</code> en français avec le statut HTTP qui convient ; une requête
          invalide (400) ajoute <code className={codeClass}>errors</code>, les messages par champ. Le document OpenAPI 3.1 complet est sur{" "}
          <a href="/api/openapi.json" className={linkClass}>/api/openapi.json</a>.
        </p>
      </div>

      <nav aria-labelledby="sommaire" className="mt-8 rounded-2xl bg-sand p-5">
        <h2 id="sommaire" className="text-xl font-bold text-navy">Appels</h2>
        <ul className="mt-3 grid gap-1 sm:grid-cols-2">
          {calls.map((call) => (
            <li key={`${call.method} ${call.path}`}>
              <a href={`#${call.anchor}`} className="font-mono text-sm text-navy underline underline-offset-2 hover:text-terracotta-dark">
                {call.method} {call.path}
              </a>
            </li>
          ))}
        </ul>
      </nav>

      <div className="mt-10 space-y-10">
        {calls.map((call) => (
          <section key={`${call.method} ${call.path}`} id={call.anchor} aria-labelledby={`${call.anchor}-titre`} className="scroll-mt-24 rounded-2xl border border-slate-200 p-5 sm:p-6">
            <h2 id={`${call.anchor}-titre`} className="flex flex-wrap items-center gap-3 text-xl font-bold text-navy">
              <span className={`rounded-md px-2 py-0.5 font-mono text-sm ${METHOD_CLASSES[call.method] ?? ""}`}>{call.method}</span>{" "}
              <span className="font-mono">{call.path}</span>
            </h2>
            <p className="mt-2 font-semibold text-slate-900">{call.summary}</p>
            {call.description.split("\n\n").map((paragraph) => (
              <p key={paragraph} className="mt-2 text-slate-700">{paragraph}</p>
            ))}
            <p className="mt-2 text-slate-700">
              <span className="font-semibold text-navy">Accès :</span> {AUTH_LABELS[call.auth as Auth] ?? call.auth}
            </p>

            {call.parameters.length > 0 && (
              <>
                <h3 className="mt-4 font-semibold text-navy">Paramètres</h3>
                <Fields rows={call.parameters} caption={`Paramètres de ${call.method} ${call.path}`} />
              </>
            )}

            <h3 className="mt-4 font-semibold text-navy">Corps de la requête</h3>
            {call.body ? (
              <>
                <p className="mt-1 text-slate-700">
                  <code className={codeClass}>{call.body.contentType}</code>
                  {call.body.schema && (
                    <>
                      {" "}
                      : <SchemaLink name={call.body.schema} />
                    </>
                  )}
                </p>
                <Fields rows={call.body.fields} caption={`Corps de ${call.method} ${call.path}`} />
              </>
            ) : (
              <p className="mt-1 text-slate-700">Aucun.</p>
            )}

            <h3 className="mt-4 font-semibold text-navy">Réponse</h3>
            <p className="mt-1 text-slate-700">
              <span className="font-mono">{call.success.status}</span> — {call.success.description}
              {call.success.schema && (
                <>
                  {" "}
                  Corps : <SchemaLink name={call.success.schema} />.
                </>
              )}
              {call.success.headers.length > 0 && <> En-têtes : {call.success.headers.join(", ")}.</>}
            </p>

            <h3 className="mt-4 font-semibold text-navy">Erreurs</h3>
            <ul className="mt-1 space-y-1 text-slate-700">
              {call.errors.map((e) => (
                <li key={e.status}>
                  <span className="font-mono">{e.status}</span> — {e.description}
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>

      <h2 className="mt-14 text-2xl font-bold text-navy">Schémas</h2>
      <p className="mt-2 text-slate-700">
        Les corps envoyés (noms en <code className={codeClass}>…Request</code>) et reçus. Les champs imbriqués sont notés avec un point, par exemple{" "}
        <code className={codeClass}>chargesMensuelles.cfe</code>.
      </p>
      <div className="mt-6 space-y-10">
        {schemas.map((schema) => (
          <section key={schema.name} id={`schema-${schema.name}`} aria-labelledby={`schema-${schema.name}-titre`} className="scroll-mt-24">
            <h3 id={`schema-${schema.name}-titre`} className="font-mono text-lg font-bold text-navy">{schema.name}</h3>
            {schema.summary && <p className="mt-1 text-slate-700">{schema.summary}</p>}
            <Fields rows={schema.fields} caption={`Champs de ${schema.name}`} />
          </section>
        ))}
      </div>
    </main>
  );
}
