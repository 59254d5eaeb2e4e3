// Per-account budgets on the writes that can touch public pages (issue 29, item 1): a route that declares one
// (`handle.writes`, here the owner's page) gets at most that many POSTs an account in its window; past it the
// request guard answers 429 with a short French page before the action runs or the page is rendered, so that
// one account sending as fast as it can costs the site a counter, not a render. Other accounts keep theirs.
import { type APIRequestContext, expect, test } from "@playwright/test";
import { OWNER_WRITES } from "~/domain/site/request-bodies";
import { BASE_URL } from "../support/env";
import { newIp, unique } from "../support/api-clients";

/** A new client without a lease, signed in from its own address: its session cookie. */
async function newClient(request: APIRequestContext): Promise<string> {
  const headers = { "X-Forwarded-For": newIp(), origin: BASE_URL };
  const email = `budget-${unique()}@exemple.fr`;
  expect((await request.post("/api/signup", { headers, data: { username: "Budget", email, password: "une phrase de passe du budget" } })).status()).toBe(201);
  const signin = await request.post("/api/signin", { headers, data: { email, password: "une phrase de passe du budget" } });
  expect(signin.status()).toBe(200);
  return signin.headers()["set-cookie"]!.split(";")[0]!;
}

const toggle = (request: APIRequestContext, cookie: string, i: number) =>
  request.post("/profile/location", { headers: { cookie, origin: BASE_URL }, form: i % 2 === 0 ? { publication: "oui" } : { publication: "" }, maxRedirects: 0 });

test("an account that posts its owner's page past its budget gets 429 before any render, others keep theirs", async ({ request }) => {
  const flooder = await newClient(request);
  for (let i = 0; i < OWNER_WRITES.max; i++) {
    const response = await toggle(request, flooder, i);
    // Refused (no lease) or nothing to change: the action answers, with the page.
    expect([303, 409], `POST ${i + 1}`).toContain(response.status());
  }
  const over = await toggle(request, flooder, 0);
  expect(over.status()).toBe(429);
  expect(over.headers()["retry-after"]).toBe(String(OWNER_WRITES.windowSeconds));
  const text = await over.text();
  expect(text).toContain("Vous avez envoyé ce formulaire trop souvent en peu de temps : rien n’a été enregistré.");
  // The guard's short page, not the owner's page rendered by the route.
  expect(text).not.toContain("Mon bien loué");
  expect(text.length).toBeLessThan(2_000);
  // The same through React Router's data request of the page, which counts in the same budget.
  expect((await request.post("/profile/location.data", { headers: { cookie: flooder, origin: BASE_URL }, form: { publication: "oui" }, maxRedirects: 0 })).status()).toBe(429);

  // Another account is not held by the first one's budget.
  const other = await newClient(request);
  const response = await toggle(request, other, 0);
  expect(response.status()).toBe(409);
  expect(await response.text()).toContain("Vous n’avez pas encore de bien loué");
});
