// The PDF dossier served like a cached page (issue 20, item 5): one file for one simulation, whatever the
// spelling of its parameters, with a strong ETag and 304; a query that makes no simulation is refused in French.
import { expect, test } from "@playwright/test";
import { pdfPagesText } from "../support/pdf-text";

const dossier = (query: string) => `/projets/1/dossier.pdf${query ? `?${query}` : ""}`;

test("one simulation, one file: the same bytes and ETag whatever the spelling, 304 for a visitor who has it", async ({ request }) => {
  const first = await request.get(dossier("loyer=610&tmi=41"));
  expect(first.status()).toBe(200);
  expect(first.headers()["content-type"]).toBe("application/pdf");
  const etag = first.headers().etag;
  expect(etag).toMatch(/^"[\w-]{27}"$/);
  expect(first.headers()["cache-control"]).toBe("no-cache");
  const bytes = await first.body();
  // Another order, a trailing zero, a default written out, a tracking parameter.
  const again = await request.get(dossier("tmi=41&loyer=610,00&parts=1&utm_source=lettre"));
  expect(again.headers().etag).toBe(etag);
  expect((await again.body()).equals(bytes)).toBe(true);
  expect((await pdfPagesText(bytes)).join("\n").replace(/[\u00a0\u202f]/g, " ")).toContain("loyer 610 € par mois, TMI 41 %");
  const kept = await request.get(dossier("loyer=610&tmi=41"), { headers: { "if-none-match": etag } });
  expect(kept.status()).toBe(304);
  expect((await kept.body()).length).toBe(0);
});

test("fifty visitors asking at once all get the same dossier", async ({ request }) => {
  const answers = await Promise.all(Array.from({ length: 50 }, () => request.get(dossier("loyer=620"))));
  expect(answers.map((a) => a.status())).toEqual(Array(50).fill(200));
  const bodies = await Promise.all(answers.map((a) => a.body()));
  expect(bodies.filter((body) => !body.equals(bodies[0]))).toHaveLength(0);
  expect(new Set(answers.map((a) => a.headers().etag))).toEqual(new Set([expect.stringMatching(/^"[\w-]{27}"$/)]));
});

test("parameters that make no simulation get no dossier, but a French answer", async ({ request }) => {
  const refused = await request.get(dossier("apport=beaucoup"));
  expect(refused.status()).toBe(400);
  expect(await refused.text()).toBe("Ce dossier ne peut pas être établi : L’apport personnel doit être un nombre.");
});
