// GET /api/resourceList — the resources (links) managed by admins.
import { db } from "~/server/db/db.server";
import { listResources } from "~/server/content/resources.server";
import { handle, json, methodNotAllowed } from "~/server/api/http.server";
import { toApiResource } from "~/server/api/serializers.server";

export const loader = handle(async () => json((await listResources(db())).map(toApiResource)));

export const action = methodNotAllowed("GET");
