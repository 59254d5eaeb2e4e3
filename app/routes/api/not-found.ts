// Any other path under /api/: a JSON 404 (the site's 404 page is HTML).
import { errorJson } from "~/server/api/http.server";

const notFound = async () => errorJson(404, "Appel inconnu : la liste des appels est sur /api/docs.");

export const loader = notFound;
export const action = notFound;
