// The API tests' clients (api.spec.ts, api-writes.spec.ts): a visitor's, an admin's and a client's request
// contexts, each from an address of its own, and every response checked against the OpenAPI document the
// server publishes. The contexts are live bindings, set by openApiClients in each file's beforeAll.
import { execFileSync } from "node:child_process";
import { randomInt } from "node:crypto";
import { type APIRequest, type APIRequestContext, type APIResponse, expect } from "@playwright/test";
import sharp from "sharp";
import { validateJsonSchema } from "../../support/json-schema";
import { BASE_URL, DATA_DIR, E2E_DATABASE_URL } from "./env";

export type Json = Record<string, unknown>;
export type Doc = { paths: Record<string, Record<string, { responses: Record<string, { content?: Record<string, { schema: Json }> }> }>> } & Json;

export let doc: Doc;
export let anon: APIRequestContext;
export let admin: APIRequestContext;
export let client: APIRequestContext;
export let clientEmail: string;
export const contexts: APIRequestContext[] = [];

/** A documentation address (RFC 5737 and 198.18/15) of its own for each context: rate limits are per address. */
export const newIp = () => `198.${18 + randomInt(2)}.${randomInt(256)}.${randomInt(1, 255)}`;
export const unique = () => `${Date.now().toString(36)}${randomInt(1e6).toString(36)}`;

/** Opens the visitor's, the admin's and the client's contexts and reads the OpenAPI document (each file's beforeAll). */
export async function openApiClients(playwright: { request: APIRequest }) {
  const open = async () => {
    // A script calling the API with a session cookie says where it comes from, as a browser does.
    const context = await playwright.request.newContext({ baseURL: BASE_URL, extraHTTPHeaders: { "x-forwarded-for": newIp(), origin: BASE_URL } });
    contexts.push(context);
    return context;
  };
  anon = await open();
  doc = (await (await anon.get("/api/openapi.json")).json()) as Doc;

  const adminEmail = `admin-api-${unique()}@example.fr`;
  execFileSync("npx", ["tsx", "scripts/create-admin.ts", "--email", adminEmail, "--password", "mot-de-passe-admin"], {
    env: { ...process.env, DATA_DIR, ...(E2E_DATABASE_URL ? { DATABASE_URL: E2E_DATABASE_URL } : {}) },
    stdio: "ignore",
  });
  admin = await open();
  expect((await admin.post("/api/signin", { data: { email: adminEmail, password: "mot-de-passe-admin" } })).status()).toBe(200);

  clientEmail = `client-api-${unique()}@example.fr`;
  client = await open();
  expect((await client.post("/api/signup", { data: { username: "Cliente", email: clientEmail, password: "mot-de-passe-client" } })).status()).toBe(201);
  expect((await client.post("/api/signin", { data: { email: clientEmail, password: "mot-de-passe-client" } })).status()).toBe(200);
}

/** Disposes of the contexts (each file's afterAll). */
export async function closeApiClients() {
  // A context the browser already closed with its worker has nothing left to dispose.
  for (const context of contexts.splice(0)) await context.dispose().catch(() => undefined);
}

/**
 * Checks a response against the OpenAPI document: its status is one the document lists for this call,
 * and its body follows the schema given there. Returns the body.
 */
export async function documented(response: APIResponse, method: string, path: string): Promise<any> {
  const operation = doc.paths[path]?.[method];
  expect(operation, `${method} ${path} dans le document`).toBeTruthy();
  const status = String(response.status());
  const described = operation.responses[status];
  expect(described, `statut ${status} de ${method} ${path} (${await response.text()})`).toBeTruthy();
  if (status === "204") {
    expect(await response.text()).toBe("");
    return null;
  }
  expect(response.headers()["content-type"]).toMatch(/^application\/json/);
  const body = await response.json();
  const schema = described.content?.["application/json"]?.schema;
  expect(schema, `schéma de la réponse ${status}`).toBeTruthy();
  expect(validateJsonSchema(schema!, body, doc), `${method} ${path} ${status}`).toEqual([]);
  return body;
}

/** The document's path of a URL: /api/projets/12 → /api/projets/{id}. */
export const template = (url: string) =>
  new URL(url, BASE_URL).pathname.replace(/^\/api\/(projets|ville|project|quartier|resource)\/[^/]+$/, "/api/$1/{id}").replace(/^\/api\/ville\/[^/]+\/marche$/, "/api/ville/{id}/marche");

/** A call whose response must have `status` and follow the document; returns the body. */
export async function call(
  context: APIRequestContext,
  method: "get" | "post" | "patch" | "delete",
  url: string,
  status: number,
  options: Parameters<APIRequestContext["fetch"]>[1] = {},
): Promise<any> {
  const response = await context.fetch(url, { method: method.toUpperCase(), ...options });
  expect(response.status(), `${method.toUpperCase()} ${url} : ${await response.text()}`).toBe(status);
  return documented(response, method, template(url));
}

/** The French 400 names each field. */
export function expectFields(body: { errorMessage: string; errors?: Record<string, string[]> }, fields: string[]) {
  expect(Object.keys(body.errors ?? {})).toEqual(expect.arrayContaining(fields));
  for (const field of fields) expect(body.errorMessage).toContain(field);
  expect(body.errorMessage).toMatch(/^Champs? invalides?/);
}

export const png = (color: string) => sharp({ create: { width: 32, height: 24, channels: 3, background: color } }).png().toBuffer();

/** A seeded city (one that has districts): other spec files add and remove cities in parallel. */
export async function firstCity(): Promise<{ _id: number; nom: string }> {
  const cities = (await call(anon, "get", "/api/villeList", 200)) as Array<{ _id: number; nom: string }>;
  const districts = (await call(anon, "get", "/api/quartierList", 200)) as Array<{ cityId: number }>;
  return cities.find((c) => !c.nom.startsWith("Ville API") && districts.some((d) => d.cityId === c._id))!;
}

export async function districtOf(cityId: number): Promise<{ _id: number; nom: string }> {
  const districts = (await call(anon, "get", "/api/quartierList", 200)) as Array<{ _id: number; nom: string; cityId: number }>;
  return districts.find((d) => d.cityId === cityId)!;
}

export const newProject = (city: number | string, quartier: number | string, extra: Json = {}) => ({
  title: `Projet API ${unique()}`,
  city,
  quartier,
  TypeBienAvant: "T2 de 45 m² à rénover",
  TypeBienApres: "T2",
  ScenarioAdopter: "Location meublée",
  prixGlobal: 118500,
  prixLocation: 640,
  tauxEmprunt: 3.6,
  tmpRenov: 3,
  renov1: ["Cuisine ouverte.", "Sols refaits."],
  total: { priceAcqui: 85000, works: 21000, fraisNotaire: 6800, fraisAgence: 0, apportPersonnel: 0, furnishing: 4200, DM2AComi: 1500 },
  chargesMensuelles: { mensualiter: 560, taxeFonciere: 55, chargesCopro: 35, chargesCourantes: 15, pno: 9, cfe: 12, rentalManage: 0 },
  rentabilite: { dureeEmprunt: 20, dureeDifferer: 0, monthlyRent: 640, profitabilityBrut: 6.5, cashflowNet: 14, wealth1: 2500, wealth5: 15000, wealth10: 36000 },
  ...extra,
});
