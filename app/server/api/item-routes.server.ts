// The API's calls on one item, /api/<kind>/{id}: PATCH (admins; the body merged onto the stored record,
// validated and saved, the item answered as it now is) and DELETE (admins; 204), and for a path that
// also reads (/api/ville/{id}) the public GET. One shape for projects, cities, districts and resources:
// each route says only how to read, save, delete and show its kind.
import type { SessionUser } from "~/domain/accounts/account";
import { requireAdmin } from "../accounts/auth.server";
import { type DB, db } from "../db/db.server";
import { type ApiHandler, byMethod, found, handle, json, methodNotAllowed, noContent, pathId, readJson } from "./http.server";

type Actor = Pick<SessionUser, "id" | "email">;

export interface ItemCalls<T> {
  /** « Projet introuvable. »: the 404 of an unknown id. */
  notFound: string;
  read: (db: DB, id: number) => Promise<T | null>;
  /** The item as the API shows it. */
  show: (db: DB, item: T) => Promise<unknown> | unknown;
  /** Saves the PATCH's `body` onto `stored`; false or null: the item is gone. Refusals throw (ApiError). */
  patch: (db: DB, id: number, body: Record<string, unknown>, stored: T, actor: Actor) => Promise<unknown>;
  /** False: nothing to delete. A deletion refused while the item is in use throws InUseError (409). */
  remove: (db: DB, id: number, actor: Actor) => Promise<boolean>;
  /** The same path answers GET (public). */
  readable?: boolean;
}

/** The loader and action of an item's path. */
export function itemRoutes<T>(calls: ItemCalls<T>): { loader: ApiHandler; action: ApiHandler } {
  const stored = async (id: number) => found(await calls.read(db(), id), calls.notFound);
  const answer = async (id: number) => json(await calls.show(db(), await stored(id)));
  return {
    loader: calls.readable ? handle(async ({ params }) => answer(pathId(params, calls.notFound))) : methodNotAllowed("PATCH, DELETE"),
    action: byMethod(
      {
        PATCH: async ({ request, params, context }) => {
          const admin = requireAdmin(context);
          const id = pathId(params, calls.notFound);
          const body = await readJson(request);
          found((await calls.patch(db(), id, body, await stored(id), admin)) || null, calls.notFound);
          return answer(id);
        },
        DELETE: async ({ params, context }) => {
          const admin = requireAdmin(context);
          found((await calls.remove(db(), pathId(params, calls.notFound), admin)) || null, calls.notFound);
          return noContent();
        },
      },
      calls.readable ? ["GET"] : [],
    ),
  };
}
