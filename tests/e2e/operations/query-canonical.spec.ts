// One reading of a query string (issue 29, item 2): every spelling of a parameter that the page reads as another
// value (leading zeros, a sign, spaces, the parameter twice) is sent (301) to the canonical address before any
// cache or render, so no request can store a page under another page's key. Before: after a flush,
// `/projets?page=0000002` stored page 2 under page 1's key (3 cards for everyone), and
// `/api/projectList?parPage=2&page=0000003` answered X-Page 3 to everyone asking for page 1.
import { type APIRequestContext, expect, test } from "@playwright/test";

const get = (request: APIRequestContext, path: string) => request.get(path, { maxRedirects: 0, headers: { "Accept-Encoding": "gzip, br" } });

/** The projects' links of a list page, in order. */
const cards = (html: string) => [...html.matchAll(/href="(\/projets\/\d+\/[^"?#]+)"/g)].map((m) => m[1]).filter((v, i, all) => all.indexOf(v) === i);

test("every spelling of a page number or a search field is sent to its canonical address, on every cached page and API list", async ({ request }) => {
  const city = /href="(\/ville\/\d+\/[a-z0-9-]+)"/.exec(await (await request.get("/ville")).text())![1]!;
  const projectPage = /href="(\/projets\/\d+\/[a-z0-9-]+)"/.exec(await (await request.get("/projets")).text())![1]!;
  const project = { id: Number(/\d+/.exec(projectPage)![0]) };
  const cached = ["/", "/projets", "/ville", "/ressources", city, projectPage, "/api/projectList", "/api/villeList", "/api/resourceList", `/api/projets/${project.id}`];
  for (const path of cached) {
    const expected: [string, string][] = [
      ["?page=0000002", "?page=2"], // leading zeros: the page reads 2
      ["?page=02", "?page=2"],
      ["?page=%2B2", ""], // a sign: the page reads no number, so the first page
      ["?page=+2", ""], // "+" is a space in a query
      ["?page=%202", ""],
      ["?page=2&page=3", "?page=2"], // twice: the page reads the first
      ["?utm_source=lettre&page=003", "?utm_source=lettre&page=3"], // tracking parameters stay
    ];
    for (const [query, canonical] of expected) {
      const response = await get(request, `${path}${query}`);
      expect(response.status(), `${path}${query}`).toBe(301);
      expect(response.headers().location, `${path}${query}`).toBe(`${path}${canonical}`);
    }
    // Canonical already, or a name the page does not read (case counts): answered as they are.
    for (const query of ["?page=2", "?PAGE=0002", "?Page=02"]) expect((await get(request, `${path}${query}`)).status(), `${path}${query}`).not.toBe(301);
  }

  // The search fields are read trimmed; values are compared as they are (the city's slug is lower case).
  expect((await get(request, "/projets?ville=+lyon+&type=T2")).headers().location).toBe("/projets?ville=lyon&type=T2");
  expect((await get(request, "/api/projectList?ville=%20lyon&parPage=0002")).headers().location).toBe("/api/projectList?ville=lyon&parPage=2");
  expect((await get(request, "/projets?ville=Lyon")).status()).toBe(200);

  // The pages as stored after all those requests are the pages asked for.
  const first = cards(await (await get(request, "/projets")).text());
  const second = cards(await (await get(request, "/projets?page=2")).text());
  expect(first.length).toBeGreaterThan(0);
  const total = Number((await get(request, "/api/projectList?parPage=1")).headers()["x-total-count"]);
  if (total > 12) expect(second).not.toEqual(first);
  expect(cards(await (await get(request, "/projets?PAGE=2")).text())).toEqual(first);
  expect((await get(request, "/api/projectList?parPage=2")).headers()["x-page"]).toBe("1");
  expect((await get(request, "/api/projectList?parPage=2&page=3")).headers()["x-page"]).toBe("3");
});
