import { companyInfo, env } from "~/server/platform/env.server";
import { db } from "~/server/db/db.server";
import { getDossier } from "~/server/dossier/dossiers.server";
import { BusyError } from "~/server/platform/errors.server";
import { idParam, notFoundUnless } from "~/server/http/route-params.server";
import type { Route } from "./+types/project-dossier";

const text = (status: number, message: string, headers: Record<string, string> = {}) =>
  new Response(message, { status, headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store", ...headers } });

/** The project dossier in PDF, for the simulation in the query (the project page's parameters); 304 when the visitor has it. */
export async function loader({ params, request }: Route.LoaderArgs) {
  const found = await getDossier(db(), { projectId: idParam(params.id), query: new URL(request.url).searchParams, company: companyInfo(env()) }).catch((error: unknown) => {
    if (error instanceof BusyError) return error;
    throw error;
  });
  if (found instanceof BusyError) return text(503, found.message, { "Retry-After": "5" });
  const result = notFoundUnless(found);
  if (!result.ok) return text(400, `Ce dossier ne peut pas être établi : ${result.errors.join(" ")}`);
  const { file } = result;
  const headers = {
    "Content-Type": "application/pdf",
    "Content-Disposition": `attachment; filename="${file.fileName}"`,
    // The same address gives the same file until the content changes (or the next day): kept, but checked each time.
    "Cache-Control": "no-cache",
    ETag: file.etag,
    "X-Content-Type-Options": "nosniff",
  };
  if (request.headers.get("if-none-match")?.split(",").some((tag) => tag.trim() === file.etag)) return new Response(null, { status: 304, headers });
  return new Response(file.body, { headers: { ...headers, "Content-Length": String(file.body.byteLength) } });
}
