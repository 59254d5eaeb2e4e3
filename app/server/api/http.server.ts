// What every API route shares: JSON answers, errors as { errorMessage } with the right status, bodies
// read with a size limit (malformed JSON is a 400, never a 500), validation with field messages.
import { type RouterContextProvider, data } from "react-router";
import type { z } from "zod";
import type { ApiErrorBody } from "~/domain/api/responses";
import { CONTROL_CHARS_MESSAGE, jsonHasControlChars } from "~/domain/text/control-chars";
import { type FieldErrors, invalidBody, parseWithFrench } from "~/domain/api/validation";
import { EmailTakenError, FeaturedLimitError, InUseError } from "../platform/errors.server";
import { idParam } from "../http/route-params.server";
import { logError } from "../platform/log.server";
import { streamedFormData } from "../files/uploads.server";
import { FormRefusal } from "../files/streamed-form.server";
import { StorageUnavailableError } from "../files/storage/file-store.server";

/** Largest JSON body: far above any real project, far below what could hurt the server. */
export const MAX_JSON_BYTES = 1024 * 1024;

export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly errors?: FieldErrors,
    readonly headers: HeadersInit = {},
  ) {
    super(message);
  }
}

const DEFAULT_MESSAGES: Record<number, string> = {
  400: "Requête invalide.",
  401: "Vous devez être connecté.",
  403: "Accès refusé.",
  404: "Élément introuvable.",
  405: "Méthode non prise en charge sur ce chemin.",
  409: "Conflit avec l’état actuel des données.",
  413: "La requête est trop volumineuse.",
  429: "Trop de tentatives. Réessayez dans quelques minutes.",
  500: "Une erreur interne est survenue. Réessayez plus tard.",
};

export function json(body: unknown, status = 200, headers: HeadersInit = {}): Response {
  const response = Response.json(body, { status, headers });
  response.headers.set("Cache-Control", "no-store");
  return response;
}

export const noContent = () => new Response(null, { status: 204, headers: { "Cache-Control": "no-store" } });

export function errorJson(status: number, message?: string, errors?: FieldErrors, headers: HeadersInit = {}): Response {
  const body: ApiErrorBody = { errorMessage: message || DEFAULT_MESSAGES[status] || DEFAULT_MESSAGES[500] };
  if (errors) body.errors = errors;
  return json(body, status, headers);
}

/**
 * The class of what react-router's public data() returns (requireUser, requireAdmin, idParam and
 * readFormData throw it), taken from data() itself rather than from a tag of the router's internals.
 */
const ThrownData = data(null).constructor as abstract new (...args: never[]) => ReturnType<typeof data<unknown>>;

function messageOf(data: unknown): string | undefined {
  if (typeof data === "string") return data;
  if (typeof data === "object" && data !== null && typeof (data as { errorMessage?: unknown }).errorMessage === "string")
    return (data as { errorMessage: string }).errorMessage;
  return undefined;
}

/** Any failure as a JSON answer. Unexpected errors are logged and answered 500 without details. */
export function toErrorResponse(error: unknown): Response {
  if (error instanceof ApiError) return errorJson(error.status, error.message, error.errors, error.headers);
  if (error instanceof ThrownData) return errorJson(error.init?.status ?? 500, messageOf(error.data));
  if (error instanceof Response) return error.status >= 400 ? errorJson(error.status) : error;
  if (error instanceof FeaturedLimitError || error instanceof InUseError || error instanceof EmailTakenError) return errorJson(409, error.message);
  // The files' bucket does not answer (issue 31): nothing was stored; say so in French, and when to retry.
  if (error instanceof StorageUnavailableError) {
    logError(error);
    return errorJson(503, error.message, undefined, { "Retry-After": "60" });
  }
  logError(error);
  return errorJson(500);
}

export type ApiArgs = { request: Request; params: Record<string, string | undefined>; context: Readonly<RouterContextProvider> };
export type ApiHandler = (args: ApiArgs) => Promise<Response>;

/** Wraps a loader or action: whatever it throws becomes a JSON error. */
export function handle(handler: ApiHandler): ApiHandler {
  return async (args) => {
    try {
      return await handler(args);
    } catch (error) {
      return toErrorResponse(error);
    }
  };
}

/** The loader or action of a path that has no call for this method. */
export const methodNotAllowed = (allow: string) => async () =>
  errorJson(405, `Méthode non prise en charge : ce chemin accepte ${allow}.`, undefined, { Allow: allow });

/**
 * Dispatches an action by method (PATCH, DELETE…); any other method is answered 405 naming the
 * accepted ones.
 */
export function byMethod(handlers: Partial<Record<"POST" | "PUT" | "PATCH" | "DELETE", ApiHandler>>, alsoAllowed: string[] = []): ApiHandler {
  const allow = [...alsoAllowed, ...Object.keys(handlers)].join(", ");
  return handle(async (args) => {
    const handler = handlers[args.request.method as keyof typeof handlers];
    if (!handler) return methodNotAllowed(allow)();
    return handler(args);
  });
}

/**
 * The body's bytes, refusing (413) more than `limit`, whether or not Content-Length is sent. The rest
 * of a refused body is not read, so the connection is closed after the answer (it cannot be reused).
 */
export async function readBody(request: Request, limit: number, tooLarge: string): Promise<Uint8Array<ArrayBuffer>> {
  const refuse = () => new ApiError(413, tooLarge, undefined, { Connection: "close" });
  if (Number(request.headers.get("content-length") ?? "0") > limit) throw refuse();
  if (!request.body) return new Uint8Array();
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel().catch(() => {});
      throw refuse();
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}

const isJsonType = (contentType: string) => /^application\/([\w.+-]+\+)?json\s*(;|$)/i.test(contentType);

/** A JSON object body: 415 when not sent as JSON, 413 when too large, 400 when empty or malformed. */
export async function readJson(request: Request): Promise<Record<string, unknown>> {
  if (!isJsonType(request.headers.get("content-type") ?? ""))
    throw new ApiError(415, "Le corps de la requête doit être du JSON (en-tête Content-Type: application/json).");
  const bytes = await readBody(request, MAX_JSON_BYTES, `Le corps de la requête dépasse ${MAX_JSON_BYTES / 1024 / 1024} Mo.`);
  let text: string;
  try {
    text = new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    throw new ApiError(400, "Le corps de la requête n’est pas un texte UTF-8 valide.");
  }
  if (text.trim() === "") throw new ApiError(400, "Le corps de la requête est vide : un objet JSON est attendu.");
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new ApiError(400, "Le corps de la requête n’est pas un JSON valide.");
  }
  if (typeof value !== "object" || value === null || Array.isArray(value)) throw new ApiError(400, "Le corps de la requête doit être un objet JSON.");
  // The same on both engines (PostgreSQL cannot store NUL): refused before any validation.
  if (jsonHasControlChars(value)) throw new ApiError(400, CONTROL_CHARS_MESSAGE);
  return value as Record<string, unknown>;
}

/**
 * A multipart/form-data body, read as it arrives within the route's files rule (the guard answers 413 past it):
 * its files on disk until the answer is sent (streamedFormData); refusals as JSON errors.
 */
export async function readMultipart(request: Request, context: ApiArgs["context"]): Promise<FormData> {
  const contentType = request.headers.get("content-type") ?? "";
  if (!/^multipart\/form-data\s*;/i.test(contentType))
    throw new ApiError(415, "Les fichiers s’envoient en multipart/form-data.");
  try {
    return await streamedFormData(request, context);
  } catch (error) {
    if (!(error instanceof FormRefusal)) throw error;
    const malformed = error.status === 400 && error.french !== CONTROL_CHARS_MESSAGE;
    throw new ApiError(error.status, malformed ? "Le corps multipart/form-data est mal formé." : (error.french ?? "Envoi refusé."));
  }
}

/** The value parsed by `schema`, or a 400 naming every invalid field. */
export async function validate<S extends z.ZodType>(schema: S, value: unknown): Promise<z.output<S>> {
  const parsed = await parseWithFrench(schema, value);
  if (parsed.ok) return parsed.value;
  throw invalidError(parsed.errors);
}

export function invalidError(errors: FieldErrors): ApiError {
  const body = invalidBody(errors);
  return new ApiError(400, body.errorMessage, body.errors);
}

/** The {id} of the path, or a 404 with `notFound`. */
export function pathId(params: ApiArgs["params"], notFound: string): number {
  try {
    return idParam(params.id);
  } catch {
    throw new ApiError(404, notFound);
  }
}

export function found<T>(value: T | null | undefined, notFound: string): T {
  if (value === null || value === undefined) throw new ApiError(404, notFound);
  return value;
}
