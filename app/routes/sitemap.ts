import { cityPath, projectPath } from "~/domain/text/slug";
import { env } from "~/server/platform/env.server";
import { db } from "~/server/db/db.server";
import type { Route } from "./+types/sitemap";

const STATIC_PATHS = ["/", "/projets", "/ville", "/ressources", "/contact", "/5-pourquoi", "/team", "/comment-ca-marche", "/comment-calculons-nous", "/resultats", "/mentions-legales", "/politique-confidentialite"];

const escapeXml = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

export async function loader(_: Route.LoaderArgs) {
  const base = env().publicUrl;
  const [projects, cities] = await Promise.all([
    db().selectFrom("projects").select(["id", "title", "updatedAt"]).orderBy("id").execute(),
    db().selectFrom("cities").select(["id", "nom", "updatedAt"]).orderBy("id").execute(),
  ]);
  const urls = [
    ...STATIC_PATHS.map((path) => ({ loc: `${base}${path}`, lastmod: null as string | null })),
    ...projects.map((p) => ({ loc: `${base}${projectPath(p)}`, lastmod: p.updatedAt })),
    ...cities.map((c) => ({ loc: `${base}${cityPath(c)}`, lastmod: c.updatedAt })),
  ];
  const body = `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
${urls.map((u) => `  <url><loc>${escapeXml(u.loc)}</loc>${u.lastmod ? `<lastmod>${u.lastmod.slice(0, 10)}</lastmod>` : ""}</url>`).join("\n")}
</urlset>
`;
  return new Response(body, { headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" } });
}
