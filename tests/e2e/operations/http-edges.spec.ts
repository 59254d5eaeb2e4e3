// The HTTP edges of issue 29, item 9: Accept-Encoding honoured with its q values (`gzip;q=0, *` was answered
// gzip), on cached pages, precompressed assets and rendered pages alike; unknown methods answered 405.
import { expect, test } from "@playwright/test";

const encodingOf = async (request: import("@playwright/test").APIRequestContext, path: string, acceptEncoding: string) => {
  const response = await request.get(path, { headers: { "Accept-Encoding": acceptEncoding } });
  expect(response.status(), path).toBe(200);
  return response.headers()["content-encoding"] ?? "identity";
};

test("Accept-Encoding is read with its q values, on cached, precompressed and rendered answers", async ({ request }) => {
  const home = await (await request.get("/")).text();
  const script = /<script[^>]+src="(\/assets\/[^"]+\.js)"/.exec(home)?.[1] ?? /href="(\/assets\/[^"]+\.css)"/.exec(home)![1]!;
  // `/projets?taux=1`: a parameter of a visitor's own, never cached, rendered and compressed per response.
  for (const path of ["/", "/api/villeList", script, "/projets?taux=1"]) {
    expect(await encodingOf(request, path, "gzip;q=0, *"), path).toBe("br");
    expect(await encodingOf(request, path, "br;q=0, gzip;q=0"), path).toBe("identity");
    expect(await encodingOf(request, path, "br;q=0.2, gzip;q=0.9"), path).toBe("gzip");
    expect(await encodingOf(request, path, "identity;q=0, gzip"), path).toBe("gzip");
    expect(await encodingOf(request, path, "*;q=0, identity"), path).toBe("identity");
  }
});

test("PROPFIND, LOCK and PURGE are answered 405 with the methods the site answers", async ({ request }) => {
  for (const method of ["PROPFIND", "LOCK", "PURGE"]) {
    for (const path of ["/", "/projets", "/api/projectList"]) {
      const response = await request.fetch(path, { method });
      expect(response.status(), `${method} ${path}`).toBe(405);
      expect(response.headers().allow).toBe("GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS");
      expect(await response.text()).toContain("Méthode non prise en charge");
    }
  }
});
