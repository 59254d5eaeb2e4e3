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

// Issue 32, item 6: the security headers are set in one place, where a request comes in, so every answer carries
// them whoever makes it: the page cache, the precompressed assets, the media kept in memory, the canonical
// redirect, the 405, the request guard's refusals, the health check, Express's static files and React Router.
test("every kind of answer carries the same security headers", async ({ request }) => {
  const stylesheet = /href="(\/assets\/[^"]+\.css)"/.exec(await (await request.get("/")).text())![1]!;
  const media = /(\/media\/[^"\s,]+\.(?:avif|webp|jpg))/.exec(await (await request.get("/projets")).text())![1]!;
  await request.get(media); // the first answer fills the media cache: the second comes from memory
  const answers: [string, Promise<import("@playwright/test").APIResponse>][] = [
    ["cached page", request.get("/")],
    ["precompressed asset", request.get(stylesheet, { headers: { "Accept-Encoding": "br" } })],
    ["static file", request.get(stylesheet, { headers: { "Accept-Encoding": "identity" } })],
    ["media from memory", request.get(media)],
    ["canonical redirect", request.get("/projets?page=02", { maxRedirects: 0 })],
    ["405", request.fetch("/", { method: "PROPFIND" })],
    ["rendered 404", request.get("/cette-page-n-existe-pas")],
    ["refused body", request.post("/contact", { headers: { "Content-Type": "application/json", Origin: "http://localhost" }, data: "{}" })],
    ["health check", request.get("/healthz")],
  ];
  for (const [what, pending] of answers) {
    const headers = (await pending).headers();
    expect(headers["x-content-type-options"], what).toBe("nosniff");
    expect(headers["referrer-policy"], what).toBe("strict-origin-when-cross-origin");
    expect(headers["x-frame-options"], what).toBe("DENY");
    expect(headers["cross-origin-opener-policy"], what).toBe("same-origin");
    expect(headers["permissions-policy"], what).toContain("camera=()");
  }
});
