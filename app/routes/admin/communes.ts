import { z } from "zod";
import { requireAdmin } from "~/server/accounts/auth.server";
import { findCommunes } from "~/server/content/communes.server";
import type { Route } from "./+types/communes";

const query = z.string().trim().max(80).catch("");

// /creer/communes?q=limo: the communes of the INSEE list matching a name or a postcode, as JSON for the
// city form's autocomplete (the form also works without it: see city-edit.tsx).
export function loader({ request, context }: Route.LoaderArgs) {
  requireAdmin(context);
  const q = query.parse(new URL(request.url).searchParams.get("q") ?? "");
  return Response.json({ communes: findCommunes(q) }, { headers: { "Cache-Control": "private, max-age=3600" } });
}
