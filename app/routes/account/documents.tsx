import { data, redirect, useSearchParams } from "react-router";
import { readUploadForm } from "~/server/files/uploads.server";
import { CLIENT_DOCUMENT } from "~/domain/site/request-bodies";
import { BackLink } from "~/components/layout/back-link";
import { Island } from "~/components/layout/island";
import type { RouteHandle } from "~/components/layout/route-handle";
import documentUpload from "~/components/account/documents.island";
import { UnverifiedNotice } from "~/components/account/unverified-notice";
import { UNVERIFIED_DOCUMENTS } from "~/domain/accounts/account";
import { type DocumentState, documentBadge } from "~/domain/clients/investor-file";
import { formatDate } from "~/domain/text/format";
import { seoMeta } from "~/domain/site/seo";
import { requireUser } from "~/server/accounts/auth.server";
import { getUser } from "~/server/accounts/users.server";
import { listClientDocuments, sendClientDocument } from "~/server/clients/client-documents.server";
import { db } from "~/server/db/db.server";
import { env } from "~/server/platform/env.server";
import { MediaError } from "~/server/platform/errors.server";
import { uploadedFiles } from "~/server/files/private-files.server";
import { notFoundUnless } from "~/server/http/route-params.server";
import type { Route } from "./+types/documents";

export const meta: Route.MetaFunction = (args) =>
  seoMeta(args, { title: "Mes documents", description: "Les documents à fournir pour votre dossier bancaire.", noindex: true });

/** Served without React Router's scripts: each document's form, with its drop zone, is an island (decision 0046). */
export const handle: RouteHandle = { hydrate: false, files: CLIENT_DOCUMENT };

/** The anchor of a document's block: a refused file's answer and a sent one's open the page at it. */
const anchorOf = (item: string) => `document-${item}`;

/** `?envoye=<item>`: the document just sent, answered by a redirection (a reload does not send it again). */
const SENT_PARAM = "envoye";
const SENT_MESSAGE = "Document envoyé : votre conseiller va le vérifier.";

export async function loader({ context }: Route.LoaderArgs) {
  const user = requireUser(context);
  const verified = (await getUser(db(), user.id))?.emailVerified === true;
  return { documents: await listClientDocuments(db(), user.id), verified };
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = requireUser(context);
  // Issue 29, item 6: refused before the body is read when the account's address is not confirmed.
  if ((await getUser(db(), user.id))?.emailVerified !== true) return data({ item: "", ok: false, message: UNVERIFIED_DOCUMENTS }, { status: 403 });
  const form = await readUploadForm(request, context);
  const item = typeof form.get("document") === "string" ? String(form.get("document")) : "";
  const refuse = (message: string) => data({ item, ok: false, message }, { status: 400 });
  try {
    const result = notFoundUnless(
      await sendClientDocument(
        db(),
        { clientId: user.id, item, files: await uploadedFiles(form, "fichier") },
        { site: { publicUrl: env().publicUrl, companyEmail: env().COMPANY_EMAIL } },
      ),
    );
    if (!result.ok) return refuse(result.message);
  } catch (error) {
    if (error instanceof MediaError) return refuse(error.message);
    throw error;
  }
  throw redirect(`/profile/documents?${SENT_PARAM}=${encodeURIComponent(item)}#${anchorOf(item)}`, 303);
}

const STATE_BADGE: Record<DocumentState, string> = {
  manquant: "bg-slate-100 text-slate-700",
  envoye: "bg-sand text-terracotta-dark",
  valide: "bg-sage/25 text-sage-dark",
  "a-refaire": "bg-red-50 text-red-800",
};

const linkClass = "font-semibold text-navy underline underline-offset-2 hover:text-terracotta-dark";

export default function Documents({ loaderData, actionData }: Route.ComponentProps) {
  const { documents, verified } = loaderData;
  const [params] = useSearchParams();
  const sent = actionData ? null : params.get(SENT_PARAM);
  return (
    <main id="contenu" className="mx-auto max-w-3xl px-4 py-10 sm:py-12">
      <BackLink to="/profile" label="Mon profil" />
      <h1 className="mt-4 text-3xl font-extrabold text-navy sm:text-4xl">Mes documents</h1>
      <p className="mt-3 text-lg text-slate-700">
        Les pièces dont la banque et notre équipe ont besoin pour votre dossier. Envoyez-les en PDF, JPEG ou PNG, 20 Mo au plus
        par fichier : votre conseiller les vérifie et vous dit si l’une est à refaire. Les pièces marquées « facultatif » ne sont à
        envoyer que si on vous les demande.
      </p>
      {!verified && <UnverifiedNotice message={UNVERIFIED_DOCUMENTS} />}
      <ul className="mt-8 space-y-4">
        {documents.map((d) => {
          const result = actionData?.item === d.item ? actionData : sent === d.item ? { ok: true, message: SENT_MESSAGE } : undefined;
          const badge = documentBadge(d);
          return (
            <li key={d.item} id={anchorOf(d.item)} className="scroll-mt-24 rounded-2xl border border-slate-300 bg-white p-4 sm:p-5">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <h2 className="text-lg font-bold text-navy">
                  {d.label}
                  {d.optional && <span className="text-base font-normal text-slate-600"> (facultatif)</span>}
                </h2>
                {badge && <span className={`rounded-full px-2.5 py-0.5 text-sm font-semibold ${STATE_BADGE[d.state]}`}>{badge}</span>}
              </div>
              <p className="mt-1 text-slate-700">{d.hint}</p>
              {d.state === "a-refaire" && d.comment && (
                <p className="mt-2 rounded-lg bg-red-50 p-3 text-red-800">
                  <span className="font-semibold">À refaire :</span> {d.comment}
                </p>
              )}
              {d.files.length > 0 && (
                <ul className="mt-3 space-y-1">
                  {d.files.map((f) => (
                    <li key={f.id}>
                      <a href={`/profile/documents/${f.id}`} className={linkClass}>
                        {f.name}
                      </a>{" "}
                      <span className="text-sm text-slate-600">
                        envoyé le <time dateTime={f.createdAt}>{formatDate(f.createdAt)}</time>
                      </span>
                    </li>
                  ))}
                </ul>
              )}
              {result && (
                <p role={result.ok ? "status" : "alert"} className={`mt-3 rounded-lg p-3 font-medium ${result.ok ? "bg-sage/20 text-sage-dark" : "bg-red-50 text-red-800"}`}>
                  {result.message}
                </p>
              )}
              {verified && d.state !== "valide" && <Island of={documentUpload} props={{ item: d.item, action: `/profile/documents#${anchorOf(d.item)}` }} />}
            </li>
          );
        })}
      </ul>
    </main>
  );
}
