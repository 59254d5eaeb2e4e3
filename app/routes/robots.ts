import { env } from "~/server/platform/env.server";

export function loader() {
  const body = `User-agent: *
Allow: /
Disallow: /creer
Disallow: /profile
Disallow: /api/

Sitemap: ${env().publicUrl}/sitemap.xml
`;
  return new Response(body, { headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=3600" } });
}
