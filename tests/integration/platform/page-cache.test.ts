// The page cache, over real HTTP: a hit is the same bytes for everyone, already compressed, with a
// strong ETag and 304, a CSP made of the page's script hashes, no database read; any content write
// invalidates it (at once in this process, within a second from another instance); memory is bounded.
import { createHash } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";
import zlib from "node:zlib";
import { sql } from "kysely";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { createCity } from "~/server/content/cities.server";
import { contentVersion } from "~/server/content/content-version.server";
import { TRACK_RECORD_SCOPE, invalidatePages, projectScope } from "~/server/content/page-scopes.server";
import type { DB } from "~/server/db/db.server";
import { PageCache, type PageCacheOptions } from "~/server/http/page-cache.server";
import { slotEnd, slotStart } from "~/domain/accounts/visitor-slots";
import { createSession, requestUser, sessionCookieName } from "~/server/accounts/sessions.server";
import { createUser, saveQuestionnaire } from "~/server/accounts/users.server";
import { answersOf, questionnaireSchema } from "~/domain/clients/questionnaire";
import { contentSecurityPolicy } from "~/server/http/security-headers.server";
import { cachedPageVisitor } from "~/server/http/visitor.server";
import { engines } from "../engines";

const SCRIPT = "window.__ctx = 1;";
const page = (nonce: string, text: string, status = 200) =>
  new Response(`<html><script nonce="${nonce}">${SCRIPT}</script><p>${text}</p>${"x".repeat(2000)}</html>`, {
    status,
    headers: { "Content-Type": "text/html; charset=utf-8", "Content-Security-Policy": contentSecurityPolicy(nonce) },
  });

// A page shared with signed-in visitors (decision 0025): its slots marked, with the account items of a visitor who is not signed in.
const ITEMS = { bar: `<li><a href="/signin">Se connecter</a></li>`, menu: `<li class="menu-link"><a href="/signin">Se connecter</a></li>` };
const slot = (name: "bar" | "menu", html: string) => `${slotStart(name)}${html}${slotEnd(name)}`;
const BLOCK_SLOT = (shared: "always" | "with-income") => `${slotStart("block", shared)}${slotEnd("block")}`;
const sharedPage = (text: string, { shared = "always" as "always" | "with-income" | "", header = `<header><ul>${slot("bar", ITEMS.bar)}</ul><ul>${slot("menu", ITEMS.menu)}</ul></header>`, status = 200 } = {}) =>
  new Response(`<html><body>${header}<p>${text}</p>${"x".repeat(2000)}${shared ? BLOCK_SLOT(shared) : ""}</body></html>`, {
    status,
    headers: { "Content-Type": "text/html; charset=utf-8", "Content-Security-Policy": contentSecurityPolicy("n") },
  });

interface Raw {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

describe.each(engines())("page cache on $name", (engine) => {
  let db: DB;
  let server: http.Server | undefined;
  let cache: PageCache | undefined;
  let renders = 0;
  let dbReads = 0;
  let produce: (path: string) => Promise<Response>;

  beforeAll(async () => {
    db = await engine.open();
  });
  afterAll(() => engine.close());
  afterEach(async () => {
    cache?.stop();
    await new Promise((resolve) => (server ? server.close(resolve) : resolve(null)));
    server = undefined;
  });

  /** A server as in server.ts: hits before anything else, misses rendered by `produce`. */
  async function start(options: PageCacheOptions = {}) {
    renders = 0;
    dbReads = 0;
    produce = async (path) => page(`nonce${++renders}`, `rendu ${renders} de ${path}`);
    const c = await new PageCache(() => {
      dbReads++;
      return db;
    }, options).start();
    cache = c;
    server = http.createServer((req, res) => {
      if (c.serve(req, res)) return;
      // As http-entry answers pages: a signed-in visitor's session read, their parts put in the page.
      void c
        .answer(req, res, {
          render: () => produce(req.url ?? "/"),
          visitorOf: async (shared) => cachedPageVisitor(db, await requestUser(db, req, false), req.url ?? "/", shared),
        })
        .then((done) => done || res.writeHead(204).end());
    });
    await new Promise<void>((resolve) => server!.listen(0, "127.0.0.1", resolve));
  }

  const get = (path: string, headers: Record<string, string> = {}) =>
    new Promise<Raw>((resolve, reject) => {
      const { port } = server!.address() as AddressInfo;
      http
        .get({ host: "127.0.0.1", port, path, headers }, (res) => {
          const chunks: Buffer[] = [];
          res.on("data", (c: Buffer) => chunks.push(c));
          res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
        })
        .on("error", reject);
    });

  it("caches anonymous GETs of pages only, with tracking parameters dropped", async () => {
    await start();
    const c = cache!;
    expect(c.keyOf("GET", "/projets", undefined)?.key).toBe("/projets");
    expect(c.keyOf("GET", "/projets", "__Host-session=abc")).toBeNull();
    expect(c.keyOf("POST", "/contact", undefined)).toBeNull();
    expect(c.keyOf("HEAD", "/", undefined)).toBeNull();
    expect(c.keyOf("GET", "/projets.data", undefined)).toBeNull();
    expect(c.keyOf("GET", "/favicon.svg", undefined)).toBeNull();
    expect(c.keyOf("GET", "/media/abc.pdf", undefined)).toBeNull();
    expect(c.keyOf("GET", "/api/userList", undefined)).toBeNull();
    expect(c.keyOf("GET", "/api/projectList?parPage=5", undefined)?.key).toBe("/api/projectList?parPage=5");
    expect(c.keyOf("GET", "/projets?ville=2&min=100000&page=2", undefined)?.key).toBe("/projets?min=100000&ville=2&page=2");
    expect(c.keyOf("GET", "/projets/1/t2?onglet=bilan&taux=3.2&loyer=900", undefined)).toBeNull();

    await get("/?utm_source=lettre&fbclid=abc");
    const hit = await get("/");
    expect(hit.body.toString()).toContain("rendu 1 de /?utm_source=lettre");
    expect(renders).toBe(1);
  });

  it("serves a hit as the same compressed bytes with a strong ETag, a hashed CSP and no database read", async () => {
    await start({ pollMs: 60_000 });
    const first = await get("/", { "accept-encoding": "gzip, deflate, br" });
    const readsAfterFirst = dbReads;
    const second = await get("/", { "accept-encoding": "gzip, deflate, br" });
    const third = await get("/", { "accept-encoding": "gzip, deflate, br" });
    expect(renders).toBe(1);
    expect(dbReads).toBe(readsAfterFirst);
    expect(second.headers["content-encoding"]).toBe("br");
    expect(third.body.equals(second.body)).toBe(true);
    expect(first.body.equals(second.body)).toBe(true);
    const html = zlib.brotliDecompressSync(second.body).toString();
    expect(html).toContain("rendu 1");

    const policy = second.headers["content-security-policy"] as string;
    const hash = createHash("sha256").update(SCRIPT).digest("base64");
    expect(policy).toContain(`script-src 'self' 'sha256-${hash}'`);
    expect(policy).not.toContain("nonce");
    expect(policy).not.toContain("unsafe-inline");
    // The security headers are not the cache's: the listener sets them on every response (http-entry.server.ts).
    expect(second.headers["x-content-type-options"]).toBeUndefined();

    const etag = second.headers.etag as string;
    expect(etag).toMatch(/^"[^"]+"$/);
    const revalidated = await get("/", { "accept-encoding": "br", "if-none-match": etag });
    expect(revalidated.status).toBe(304);
    expect(revalidated.body.length).toBe(0);

    const gzipped = await get("/", { "accept-encoding": "gzip" });
    expect(gzipped.headers["content-encoding"]).toBe("gzip");
    expect(zlib.gunzipSync(gzipped.body).toString()).toBe(html);
    const plain = await get("/");
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body.toString()).toBe(html);
    expect(Number(plain.headers["content-length"])).toBe(plain.body.length);
    expect(renders).toBe(1);
  });

  it("renders again after a content write in this process at once, and from another instance within a second", async () => {
    await start();
    await get("/");
    await createCity(db, {
      nom: "Nouvelle ville", imageCover: null, images: [], population: 1, descriptionPopulation: "", etudiant: 0,
      descriptionEtudiant: "", distanceParis: 1, descriptionDistanceParis: "", titreTransport: "", descriptionTransport: "",
      transport: "bus", titreAtout: "", atout: "", titre1: "", titre2: "", titre3: "", description1: "", description2: "",
      description3: "", titreOnglet1: "", titreOnglet2: "", titreOnglet3: "", titreOnglet4: "", onglet1: [], onglet2: [],
      onglet3: [], onglet4: [],
    });
    expect((await get("/")).body.toString()).toContain("rendu 2");

    // Another instance's write: only the row in the database changes.
    await sql`update site_state set value = 'autre-instance' where key = 'content_version'`.execute(db);
    const written = Date.now();
    let seen = false;
    while (Date.now() - written < 1000 && !seen) {
      await new Promise((r) => setTimeout(r, 50));
      seen = (await get("/")).body.toString().includes("rendu 3");
    }
    expect(seen).toBe(true);
  });

  it("empties only the pages of a scoped write (an owner's books): here at once, from another instance within a second", async () => {
    await start();
    const paths = ["/", "/resultats", "/projets/1/t2", "/projets/1/t2?onglet=bilan", "/projets/12/t3", "/api/projets/1", "/ville", "/projets"];
    for (const path of paths) await get(path);
    const version = await contentVersion(db);
    await invalidatePages(db, [TRACK_RECORD_SCOPE, projectScope(1)]);
    const rendered = async () => {
      const before = renders;
      const again: string[] = [];
      for (const path of paths) {
        const shown = renders;
        await get(path);
        if (renders > shown) again.push(path);
      }
      return { again, renders: renders - before };
    };
    expect((await rendered()).again).toEqual(["/", "/resultats", "/projets/1/t2", "/projets/1/t2?onglet=bilan", "/api/projets/1"]);
    expect(await contentVersion(db)).toBe(version);

    // Another instance's write of project 12's books: only the row of its scope changes.
    await sql`update site_state set value = 'autre-instance' where key = 'pages:track-record'`.execute(db);
    await db.insertInto("siteState").values({ key: "pages:project:12", value: "autre-instance" }).execute();
    await new Promise((r) => setTimeout(r, 1000));
    expect((await rendered()).again).toEqual(["/", "/resultats", "/projets/12/t3"]);
    expect((await rendered()).renders).toBe(0);
  });

  it("renders again when its period changes without any write (the track record's twelve months, decision 0036)", async () => {
    let period = "2026-01";
    await start({ period: () => period, pollMs: 50 });
    await get("/resultats");
    expect((await get("/resultats")).body.toString()).toContain("rendu 1");
    period = "2026-02";
    const moved = Date.now();
    let seen = false;
    while (Date.now() - moved < 1000 && !seen) {
      await new Promise((r) => setTimeout(r, 50));
      seen = (await get("/resultats")).body.toString().includes("rendu 2");
    }
    expect(seen).toBe(true);
  });

  it("keeps the JSON of the public API reads as they were sent", async () => {
    await start();
    produce = async () => Response.json({ n: ++renders }, { headers: { "X-Total-Count": "1", "Cache-Control": "no-store" } });
    const first = await get("/api/projectList?parPage=5", { "accept-encoding": "gzip" });
    const second = await get("/api/projectList?parPage=5&utm_source=x", { "accept-encoding": "gzip" });
    expect(JSON.parse(zlib.gunzipSync(second.body).toString())).toEqual({ n: 1 });
    expect(second.body.equals(first.body)).toBe(true);
    expect(second.headers["x-total-count"]).toBe("1");
    expect(second.headers["content-security-policy"]).toBeUndefined();
  });

  it("does not keep responses that set cookies, say no-store or fail, and still sends them", async () => {
    await start();
    produce = async () => new Response("erreur", { status: 500, headers: { "Content-Type": "text/html" } });
    expect((await get("/a")).status).toBe(500);
    expect((await get("/a")).status).toBe(500);
    let withCookie = 0;
    produce = async () => {
      const response = page(`n${++withCookie}`, `avec cookie ${withCookie}`);
      response.headers.set("Set-Cookie", "x=1");
      return response;
    };
    expect((await get("/b")).headers["set-cookie"]).toEqual(["x=1"]);
    expect((await get("/b")).body.toString()).toContain("avec cookie 2");
    // Pages that change with the clock (the call-back slots) answer no-store.
    let slots = 0;
    produce = async () => {
      const response = page(`s${++slots}`, `créneaux ${slots}`);
      response.headers.set("Cache-Control", "no-store");
      return response;
    };
    expect((await get("/rappel")).body.toString()).toContain("créneaux 1");
    expect((await get("/rappel")).body.toString()).toContain("créneaux 2");
  });

  it("clamps the page to the real page count and keeps its memory within its budget", async () => {
    await start({ pageCount: async () => 3, maxBytes: 200_000 });
    await get("/projets?page=3");
    expect((await get("/projets?page=9")).body.toString()).toContain("rendu 1 de /projets?page=3");
    expect((await get("/projets?page=3000")).body.toString()).toContain("rendu 1");
    expect(renders).toBe(1);

    for (let i = 0; i < 200; i++) await get(`/page-${i}`);
    expect(cache!.bytes).toBeLessThanOrEqual(200_000);
    expect(cache!.bytes).toBeGreaterThan(0);
  });

  /** A signed-in visitor's cookie: an admin, or a client whose questionnaire gives an income. */
  async function visitor(name: string, { admin = false, revenus = "" } = {}) {
    const user = await createUser(db, { username: name, email: `${name}@exemple.fr`, password: "une phrase de passe", role: admin ? "admin" : "client" });
    if (revenus) {
      const form = questionnaireSchema.parse({ nom: name, prenom: name, ville: "Lyon", email: user.email, revenus, rgpd: "on" });
      await saveQuestionnaire(db, user.id, { nom: form.nom, prenom: form.prenom, age: null, telephone: "", ville: form.ville }, answersOf(form), { at: "2026-11-22T10:00:00.000Z", version: "2026-11-21" });
    }
    return `${sessionCookieName(false)}=${await createSession(db, user.id)}`;
  }

  it("puts a signed-in visitor's parts in the slots a shared page marks: compressed once, private, 304 on their own ETag", async () => {
    await start({ pollMs: 60_000 });
    const cookie = await visitor("adele", { admin: true });
    produce = async () => sharedPage(`rendu ${++renders}`);
    const anonymous = await get("/ressources", { "accept-encoding": "gzip" });
    const html = zlib.gunzipSync(anonymous.body).toString();
    expect(html).toContain(BLOCK_SLOT("always"));

    const signedIn = await get("/ressources", { "accept-encoding": "gzip", cookie });
    expect(signedIn.headers["content-encoding"]).toBe("gzip");
    expect(Number(signedIn.headers["content-length"])).toBe(signedIn.body.length);
    const own = zlib.gunzipSync(signedIn.body).toString();
    // Only what was between the markers changed: their header's items and their JSON block.
    const [barItems, menuItems] = [/data-visitor-slot="bar"><\/template>(.*?)<template/.exec(own)![1]!, /data-visitor-slot="menu"><\/template>(.*?)<template/.exec(own)![1]!];
    expect(barItems).toContain(`href="/profile"`);
    expect(barItems).toContain(`href="/creer"`);
    expect(menuItems).toContain("Déconnecter");
    const block = `<script type="application/json" id="visiteur">{"isAdmin":true,"unread":0,"unreadStaff":0}</script>`;
    expect(own).toBe(
      html
        .replace(slot("bar", ITEMS.bar), slot("bar", barItems))
        .replace(slot("menu", ITEMS.menu), slot("menu", menuItems))
        .replace(BLOCK_SLOT("always"), `${slotStart("block", "always")}${block}${slotEnd("block")}`),
    );
    expect(signedIn.headers["cache-control"]).toBe("private, no-cache");
    expect(signedIn.headers.vary).toBe("Accept-Encoding, Cookie");
    expect(signedIn.headers["content-security-policy"]).toBe(anonymous.headers["content-security-policy"]);
    const etag = signedIn.headers.etag as string;
    expect(etag.startsWith((anonymous.headers.etag as string).replace(/-gz"$/, "."))).toBe(true);
    expect((await get("/ressources", { "accept-encoding": "gzip", cookie, "if-none-match": etag })).status).toBe(304);
    expect((await get("/ressources", { "accept-encoding": "gzip", cookie, "if-none-match": anonymous.headers.etag as string })).status).toBe(200);

    const brotli = await get("/ressources", { "accept-encoding": "gzip, br", cookie });
    expect(brotli.headers["content-encoding"]).toBe("br");
    expect(zlib.brotliDecompressSync(brotli.body).toString()).toBe(own);
    const plain = await get("/ressources", { cookie });
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body.toString()).toBe(own);
    // The visitor who is not signed in still gets the page as it was rendered, from the same entry; so does a cookie that opens no session.
    expect(zlib.gunzipSync((await get("/ressources", { "accept-encoding": "gzip" })).body).toString()).toBe(html);
    expect(zlib.gunzipSync((await get("/ressources", { "accept-encoding": "gzip", cookie: "session=inconnue" })).body).toString()).toBe(html);
    expect(renders).toBe(1);
  });

  it("keeps a page from signed-in visitors unless its HTML marks it shared and its slots are in order", async () => {
    await start();
    const cookie = await visitor("basile");
    const signedInGets = async (path: string, response: () => Response) => {
      produce = async () => response();
      await get(path);
      return get(path, { cookie });
    };
    // Not shared (no block marker: a page whose loader reads its visitor), a marker twice, an end without its start: rendered for them (204 here).
    expect((await signedInGets("/pas-partagee", () => page("n", "pour chacun"))).status).toBe(204);
    expect((await signedInGets("/sans-bloc", () => sharedPage("sans bloc", { shared: "" }))).status).toBe(204);
    expect((await signedInGets("/deux-fois", () => sharedPage("deux", { header: `<header>${slot("bar", ITEMS.bar)}${slot("bar", ITEMS.bar)}</header>` }))).status).toBe(204);
    expect((await signedInGets("/sans-debut", () => sharedPage("fin", { header: `<header>${ITEMS.bar}${slotEnd("bar")}</header>` }))).status).toBe(204);
    // A page without a header (the 404 page) gets the JSON block only.
    const notFound = await signedInGets("/inconnue", () => sharedPage("introuvable", { header: "", status: 404 }));
    expect(notFound.status).toBe(404);
    expect(notFound.body.toString()).toContain(`<p>introuvable</p>${"x".repeat(2000)}${slotStart("block", "always")}<script type="application/json" id="visiteur">`);
  });

  it("gives two signed-in visitors asking for the same pages at the same time their own header only (1,000 requests)", async () => {
    await start({ pollMs: 60_000 });
    const visitors = [
      { cookie: await visitor("chloe", { admin: true }), admin: true, income: undefined },
      { cookie: await visitor("damien", { revenus: "42 000" }), admin: false, income: 42000 },
    ];
    produce = async (path) => sharedPage(`rendu ${++renders} de ${path}`, { shared: path.startsWith("/projets/") ? "with-income" : "always" });
    const paths = ["/ressources", "/projets/1/un-projet", "/ville"];
    const answers = await Promise.all(
      Array.from({ length: 1000 }, async (_, i) => {
        const who = visitors[i % 2]!;
        const path = paths[i % 3]!;
        const answer = await get(path, { cookie: who.cookie, "accept-encoding": i % 4 < 2 ? "gzip" : "br" });
        const html = (answer.headers["content-encoding"] === "br" ? zlib.brotliDecompressSync(answer.body) : zlib.gunzipSync(answer.body)).toString();
        return { who, path, status: answer.status, html };
      }),
    );
    for (const { who, path, status, html } of answers) {
      expect(status).toBe(200);
      expect(html.includes(`href="/creer"`)).toBe(who.admin);
      expect(html).not.toContain("Se connecter");
      const block = JSON.parse(/id="visiteur">(.*?)<\/script>/.exec(html)![1]!) as Record<string, unknown>;
      expect(block.isAdmin).toBe(who.admin);
      expect(block.revenus).toBe(path.startsWith("/projets/") ? who.income : undefined);
    }
    expect(renders).toBe(paths.length);
  });
});
