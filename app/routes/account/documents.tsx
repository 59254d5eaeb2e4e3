import { Form, Link, data, useNavigation } from "react-router";
import { FilePicker } from "~/components/file-picker";
import { type DocumentState, MAX_PRIVATE_FILE_BYTES, documentBadge } from "~/domain/investor-file";
import { formatDate } from "~/domain/format";
import { seoMeta } from "~/domain/seo";
import { requireUser } from "~/server/auth.server";
import { listClientDocuments, sendClientDocument } from "~/server/client-documents.server";
import { db } from "~/server/db.server";
import { env } from "~/server/env.server";
import { MediaError } from "~/server/errors.server";
import { uploadedFiles } from "~/server/private-files.server";
import { notFoundUnless } from "~/server/route-params.server";
import type { Route } from "./+types/documents";

export const meta: Route.MetaFunction = (args) =>
  seoMeta(args, { title: "Mes documents", description: "Les documents à fournir pour votre dossier bancaire.", noindex: true });

export async function loader({ context }: Route.LoaderArgs) {
  const user = requireUser(context);
  return { documents: await listClientDocuments(db(), user.id) };
}

type ActionResult = { item: string; ok: boolean; message: string };

export async function action({ request, context }: Route.ActionArgs) {
  const user = requireUser(context);
  const form = await request.formData();
  const item = typeof form.get("document") === "string" ? String(form.get("document")) : "";
  const reply = (result: ActionResult, status = 200) => data(result, { status });
  try {
    const result = notFoundUnless(
      await sendClientDocument(
        db(),
        { clientId: user.id, item, files: await uploadedFiles(form, "fichier") },
        { site: { publicUrl: env().publicUrl, companyEmail: env().COMPANY_EMAIL } },
      ),
    );
    if (!result.ok) return reply({ item, ok: false, message: result.message }, 400);
  } catch (error) {
    if (error instanceof MediaError) return reply({ item, ok: false, message: error.message }, 400);
    throw error;
  }
  return reply({ item, ok: true, message: "Document envoyé : votre conseiller va le vérifier." });
}

const STATE_BADGE: Record<DocumentState, string> = {
  manquant: "bg-slate-100 text-slate-700",
  envoye: "bg-sand text-terracotta-dark",
  valide: "bg-sage/25 text-sage-dark",
  "a-refaire": "bg-red-50 text-red-800",
};

const ACCEPTED = ["application/pdf", "image/jpeg", "image/png"] as const;

const linkClass = "font-semibold text-navy underline underline-offset-2 hover:text-terracotta-dark";

export default function Documents({ loaderData, actionData }: Route.ComponentProps) {
  const { documents } = loaderData;
  const busy = useNavigation().state === "submitting";
  return (
    <main id="contenu" className="mx-auto max-w-3xl px-4 py-10 sm:py-12">
      <p>
        <Link to="/profile" className={linkClass}>
          ← Mon profil
        </Link>
      </p>
      <h1 className="mt-4 text-3xl font-extrabold text-navy sm:text-4xl">Mes documents</h1>
      <p className="mt-3 text-lg text-slate-700">
        Les pièces dont la banque et notre équipe ont besoin pour votre dossier. Envoyez-les en PDF, JPEG ou PNG, 20 Mo au plus
        par fichier : votre conseiller les vérifie et vous dit si l’une est à refaire. Les pièces marquées « facultatif » ne sont à
        envoyer que si on vous les demande.
      </p>
      <ul className="mt-8 space-y-4">
        {documents.map((d) => {
          const result = actionData?.item === d.item ? actionData : undefined;
          const inputId = `fichier-${d.item}`;
          const badge = documentBadge(d);
          return (
            <li key={d.item} className="rounded-2xl border border-slate-300 bg-white p-4 sm:p-5">
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
              {d.state !== "valide" && (
                <Form method="post" encType="multipart/form-data" className="mt-4 grid gap-3 sm:grid-cols-[minmax(0,1fr)_auto] sm:items-end">
                  <input type="hidden" name="document" value={d.item} />
                  <FilePicker id={inputId} name="fichier" label="Fichier à envoyer" accept={ACCEPTED} formats="PDF, JPEG ou PNG" maxBytes={MAX_PRIVATE_FILE_BYTES} required />
                  <button
                    type="submit"
                    disabled={busy}
                    className="inline-flex min-h-11 cursor-pointer items-center justify-center self-start rounded-full bg-navy px-5 py-2.5 font-semibold text-white hover:bg-navy-dark focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-terracotta disabled:opacity-60 sm:mb-9 sm:self-end"
                  >
                    Envoyer
                  </button>
                </Form>
              )}
            </li>
          );
        })}
      </ul>
    </main>
  );
}
