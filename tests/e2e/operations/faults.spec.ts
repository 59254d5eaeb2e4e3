// The fault suite (issue 9): hostile bodies, wrong types, control characters, proxies, health checks,
// logs, memory under oversized uploads, graceful shutdown and start-up failures.
import { type ChildProcess, spawn } from "node:child_process";
import fs from "node:fs";
import { expect, test } from "@playwright/test";
import { BASE_URL, E2E_DATABASE_URL, E2E_PORT } from "../support/env";
import { dribble, form, raw } from "../support/faults";
import { storedRow } from "../support/helpers";

const TEXT_FORMS = ["/contact", "/formulaire", "/signup", "/signin", "/verifier-email"];
const run = `${process.pid}${Date.now() % 100_000}`;
let ipCounter = 0;
/** A fresh visitor address for each request (the e2e server believes X-Forwarded-For from loopback). */
const ip = () => `10.9.${Math.floor(++ipCounter / 250) % 250}.${(ipCounter % 250) + 1}`;

test.describe("hostile bodies on the running site", () => {
  test("an oversized body on every form family is refused 413 in French without being read, chunked or declared", async () => {
    for (const path of [...TEXT_FORMS, "/contact.data", "/creer-projet", "/edit-project/1"]) {
      const chunked = await raw(E2E_PORT, { path, headers: { "content-type": "application/x-www-form-urlencoded", "x-forwarded-for": ip() }, chunkedBytes: 3 * 1024 * 1024 });
      expect(chunked.status, path).toBe(413);
      expect(chunked.body).toContain("L’envoi dépasse la taille permise pour ce formulaire (64 Ko)");
      expect(chunked.headers.connection).toBe("close");
      // Declared far too large: answered at once, before a byte of the body is sent.
      const declared = await raw(E2E_PORT, { path, headers: { "content-type": "application/x-www-form-urlencoded", "content-length": String(200 * 1024 * 1024) } });
      expect(declared.status, path).toBe(413);
    }
    const api = await raw(E2E_PORT, { path: "/api/signup", headers: { "content-type": "application/json" }, chunkedBytes: 3 * 1024 * 1024 });
    expect(api.status).toBe(413);
    expect(JSON.parse(api.body)).toEqual({ errorMessage: "Le corps de la requête dépasse 1 Mo." });
    // An anonymous visitor cannot send upload-sized bodies to the file API either.
    const upload = await raw(E2E_PORT, { path: "/api/upload", headers: { "content-type": "multipart/form-data; boundary=x" }, chunkedBytes: 3 * 1024 * 1024 });
    expect(upload.status).toBe(413);
  });

  test("a refused form sends back values cut to the field's maximum length", async () => {
    const long = "x".repeat(20_000);
    const answer = await raw(E2E_PORT, { path: "/contact", headers: { "content-type": "application/x-www-form-urlencoded", "x-forwarded-for": ip() }, body: form({ nom: "Zoé", email: "zoe@exemple.fr", message: long }) });
    expect(answer.status).toBe(400);
    expect(answer.body).toContain("Votre message est trop long");
    expect(answer.body).toContain("x".repeat(5000));
    expect(answer.body).not.toContain("x".repeat(5001));
  });

  test("a body of the wrong type on a form action is a French 415 or 400, never a 500", async () => {
    const probes: { type: string; body: string }[] = [
      { type: "application/json", body: '{"nom":"a"}' },
      { type: "text/plain", body: "nom=a" },
      { type: "application/octet-stream", body: "\u0001\u0002binaire" },
      { type: "multipart/form-data; boundary=limite", body: "ceci n’est pas du multipart" },
      { type: "multipart/form-data", body: "--x\r\n" },
      { type: "", body: "nom=a" },
    ];
    for (const path of [...TEXT_FORMS, "/profile", "/creer-ville", "/logout"]) {
      for (const probe of probes) {
        const headers: Record<string, string> = { "x-forwarded-for": ip() };
        if (probe.type) headers["content-type"] = probe.type;
        const answer = await raw(E2E_PORT, { path, headers, body: probe.body });
        expect([400, 415], `${path} ${probe.type}`).toContain(answer.status);
        expect(answer.body).toMatch(/Ce formulaire s’envoie en application\/x-www-form-urlencoded ou multipart\/form-data|Le formulaire envoyé est mal formé/);
      }
    }
  });

  test("control characters are refused in queries, forms and JSON, whatever the engine", async ({ request }) => {
    for (const url of ["/projets?type=%00", "/projets?q=a%00b", "/ville?x=%1b", "/projets/1/%00"]) {
      const answer = await request.get(url);
      expect(answer.status(), url).toBe(400);
      expect(await answer.text()).toContain("caractères de contrôle non autorisés");
    }
    for (const url of ["/api/projectList?type=%00", "/api/userList?q=%00"]) {
      const answer = await request.get(url);
      expect(answer.status(), url).toBe(400);
      expect(await answer.json()).toEqual({ errorMessage: expect.stringContaining("caractères de contrôle") });
    }
    const contact = await raw(E2E_PORT, { path: "/contact", headers: { "content-type": "application/x-www-form-urlencoded", "x-forwarded-for": ip() }, body: form({ nom: "Nul\u0000", email: "nul@exemple.fr", message: "Un message avec un octet nul." }) });
    expect(contact.status).toBe(400);
    const multipart = new FormData();
    multipart.set("reponse", "a\u0000b");
    const encoded = new Response(multipart);
    const questionnaire = await raw(E2E_PORT, { path: "/formulaire", headers: { "content-type": encoded.headers.get("content-type") ?? "", "x-forwarded-for": ip() }, body: Buffer.from(await encoded.arrayBuffer()) });
    expect(questionnaire.status).toBe(400);
    const api = await request.post("/api/signup", { data: { username: "nul", email: `nul.${run}@exemple.fr`, password: "mot\u0000de passe" }, headers: { "x-forwarded-for": ip() } });
    expect(api.status()).toBe(400);
    expect(await api.json()).toEqual({ errorMessage: expect.stringContaining("caractères de contrôle") });
    // Tabs and line breaks are text.
    const ok = await raw(E2E_PORT, { path: "/contact", headers: { "content-type": "application/x-www-form-urlencoded", "x-forwarded-for": ip() }, body: form({ nom: "Tab\tulation", email: `tab.${run}@exemple.fr`, message: "Ligne 1\r\n\tLigne 2" }) });
    expect(ok.status).toBe(303);
  });

  test("behind a reverse proxy that rewrites Host, form posts from the public origin work; other origins are refused", async () => {
    const publicOrigin = new URL(BASE_URL).origin;
    const posted = await raw(E2E_PORT, {
      path: "/contact",
      headers: { host: "127.0.0.1:8080", origin: publicOrigin, "content-type": "application/x-www-form-urlencoded", "x-forwarded-for": ip() },
      body: form({ nom: "Derrière le relais", email: `relais.${run}@exemple.fr`, message: "Envoyé au travers d’un proxy inverse." }),
    });
    expect(posted.status).toBe(303);
    expect(posted.headers.location).toBe("/contact?envoye=1");
    const foreign = await raw(E2E_PORT, { path: "/contact", headers: { origin: "https://pirate.example", "content-type": "application/x-www-form-urlencoded" }, body: form({ nom: "x" }) });
    expect(foreign.status).toBe(403);
    expect(foreign.body).toContain("Requête refusée : origine inconnue.");
  });

  // Issue 25, item 6 (OWASP CSRF cheat sheet): before, only Origin was read, so a POST without it and
  // with a foreign Referer was accepted.
  test("a mutation's source is its Origin, else its Referer; with a session, one of them is required", async ({ request }) => {
    const email = `origine.${run}@exemple.fr`;
    const password = "une phrase de passe";
    const address = ip();
    // Sign-up signs the visitor in (issue 23): the second post carries that session, so it says where it comes from.
    await request.post("/signup", { form: { username: "Origine", email, password, terms: "on" }, headers: { "x-forwarded-for": address, origin: BASE_URL }, maxRedirects: 0 });
    const signin = await request.post("/signin", { form: { email, password }, headers: { "x-forwarded-for": address, origin: BASE_URL }, maxRedirects: 0 });
    expect(signin.status()).toBe(302);
    const cookie = signin.headers()["set-cookie"].split(";")[0];
    const name = async () => (await storedRow<{ nom: string }>("select nom from users where email = ?", email))?.nom;
    const details = (headers: Record<string, string>) =>
      raw(E2E_PORT, {
        path: "/profile",
        headers: { "content-type": "application/x-www-form-urlencoded", "x-forwarded-for": address, cookie, ...headers },
        body: form({ nom: "Modifié", prenom: "Par", ville: "Lyon" }),
      });

    // Refused: a foreign Referer without Origin; the opaque Origin "null" (a sandboxed frame, a page that
    // sends no referrer); a session without Origin or Referer; a Referer that is not a URL.
    const forged: Record<string, string>[] = [{ referer: "https://pirate.example/formulaire-piege" }, { origin: "null" }, {}, { referer: "pas une adresse" }];
    for (const headers of forged) {
      const refused = await details(headers);
      expect(refused.status, JSON.stringify(headers)).toBe(403);
      expect(refused.body).toContain("Requête refusée : origine inconnue.");
    }
    const foreign = await raw(E2E_PORT, {
      path: "/contact",
      headers: { referer: "https://pirate.example/", "content-type": "application/x-www-form-urlencoded", "x-forwarded-for": ip() },
      body: form({ nom: "Piège", email: `piege.${run}@exemple.fr`, message: "Envoyé depuis un autre site." }),
    });
    expect(foreign.status).toBe(403);
    expect(await name()).toBe("");

    // Accepted: our own Referer, our Origin; and, without a session, a request with neither (a mail
    // client's one-click unsubscribe, a script without a cookie).
    expect((await details({ referer: `${BASE_URL}/profile` })).status).toBe(302);
    expect(await name()).toBe("Modifié");
    expect((await details({ origin: BASE_URL })).status).toBe(302);
    const anonymous = await raw(E2E_PORT, {
      path: "/contact",
      headers: { "content-type": "application/x-www-form-urlencoded", "x-forwarded-for": ip() },
      body: form({ nom: "Sans en-tête", email: `sans.${run}@exemple.fr`, message: "Envoyé par un script, sans session." }),
    });
    expect(anonymous.status).toBe(303);
  });

  test("IPv6 visitors are counted per /64", async () => {
    const prefix = `2001:db8:${(Number(run) % 65_535).toString(16)}:${(Date.now() % 65_535).toString(16)}`;
    const post = (host: string, i: number) =>
      raw(E2E_PORT, {
        path: "/contact",
        headers: { "content-type": "application/x-www-form-urlencoded", "x-forwarded-for": `${prefix}:${host}` },
        body: form({ nom: `Voisin ${i}`, email: `v6.${i}.${run}@exemple.fr`, message: "Un message d’une adresse IPv6." }),
      });
    for (let i = 1; i <= 5; i++) expect((await post(`${i}::1`, i)).status).toBe(303);
    // Another address of the same /64 (another device of the same subscriber): over the limit.
    expect((await post("ffff:ffff:ffff:fff0", 6)).status).toBe(429);
  });

  test("/healthz and /readyz answer small JSON, never cached, without a session", async ({ request }) => {
    const health = await request.get("/healthz");
    expect(health.status()).toBe(200);
    expect(await health.json()).toEqual({ statut: "ok" });
    expect(health.headers()["cache-control"]).toBe("no-store");
    expect(health.headers()["set-cookie"]).toBeUndefined();
    const ready = await request.get("/readyz");
    expect(ready.status()).toBe(200);
    expect(await ready.json()).toEqual({ statut: "prêt", base: "ok", migrations: "à jour" });
    expect(ready.headers()["cache-control"]).toBe("no-store");
  });
});

// A server of our own (SQLite, default settings: no TRUST_PROXY), to watch its memory, its log and its exit.
test.describe("slow clients are cut off (issue 25, item 5)", () => {
  // Before issue 25, headers at one byte a second stayed open 60 to 90 s, and a body at one byte a
  // second 5 minutes: the same connections now end in a few seconds.
  test("headers sent one byte a second: 408, closed after the 10 s header timeout", async () => {
    test.setTimeout(60_000);
    const slow = await dribble(E2E_PORT, { start: "G", drip: `ET / HTTP/1.1\r\nHost: localhost\r\nX-Lent: ${"a".repeat(100)}` });
    expect(slow.closed).toBe(true);
    expect(slow.answer).toMatch(/^HTTP\/1\.1 408/);
    expect(slow.seconds).toBeGreaterThan(9);
    expect(slow.seconds).toBeLessThan(15);
  });

  test("a form body sent one byte a second: a French 408 after the text forms' 11 s, closed", async () => {
    test.setTimeout(60_000);
    const head = [
      "POST /contact HTTP/1.1",
      "Host: localhost",
      `Origin: ${BASE_URL}`,
      `X-Forwarded-For: ${ip()}`,
      "Content-Type: application/x-www-form-urlencoded",
      "Content-Length: 5000",
    ].join("\r\n");
    const slow = await dribble(E2E_PORT, { start: `${head}\r\n\r\nnom=`, drip: "a" });
    expect(slow.closed).toBe(true);
    expect(slow.answer).toMatch(/^HTTP\/1\.1 408/);
    expect(slow.answer).toContain("L’envoi est arrivé trop lentement : la connexion a été coupée.");
    expect(slow.seconds).toBeGreaterThan(10);
    expect(slow.seconds).toBeLessThan(16);
  });

  test("a GET whose declared body comes one byte a second: the same 408, nothing waits for it", async ({ request }) => {
    test.setTimeout(60_000);
    // The page in the cache first: an answer from memory left the connection open, waiting for the body (CI, stop 35).
    for (let i = 0; i < 2; i++) expect((await request.get("/projets")).status()).toBe(200);
    const slow = await dribble(E2E_PORT, { start: "GET /projets HTTP/1.1\r\nHost: localhost\r\nContent-Length: 5000\r\n\r\n", drip: "a" });
    expect(slow.closed).toBe(true);
    expect(slow.answer).toMatch(/^HTTP\/1\.1 408/);
    expect(slow.seconds).toBeGreaterThan(10);
    expect(slow.seconds).toBeLessThan(16);
  });

  test("a method the site does not answer, with a body announced: 405 and closed at once", async () => {
    const slow = await dribble(E2E_PORT, { start: "PROPFIND /projets HTTP/1.1\r\nHost: localhost\r\nContent-Length: 5000\r\n\r\n", drip: "a" });
    expect(slow.closed).toBe(true);
    expect(slow.answer).toMatch(/^HTTP\/1\.1 405/);
    expect(slow.seconds).toBeLessThan(3);
  });

  test("a kept-alive connection with no new request closes after 5 s", async () => {
    test.setTimeout(60_000);
    const idle = await dribble(E2E_PORT, { start: "GET /healthz HTTP/1.1\r\nHost: localhost\r\n\r\n" });
    expect(idle.answer).toMatch(/^HTTP\/1\.1 200/);
    expect(idle.answer).toMatch(/keep-alive: timeout=5/i);
    expect(idle.closed).toBe(true);
    expect(idle.seconds).toBeGreaterThan(4.5);
    expect(idle.seconds).toBeLessThan(8);
  });
});

test.describe("operating a server", () => {
  test.describe.configure({ mode: "serial" });
  test.skip(Boolean(E2E_DATABASE_URL), "engine-independent: run once, on SQLite");
  const port = E2E_PORT + 7;
  const dataDir = `.e2e-data-faults-${port}`;
  let server: ChildProcess;
  let log = () => "";
  let exit: Promise<number | null>;

  const start = (env: Record<string, string>) => {
    const child = spawn(process.execPath, ["--import", "tsx", "server.ts"], {
      env: { ...process.env, DATABASE_URL: "", SMTP_URL: "", TRUST_PROXY: "", LOG_LEVEL: "info", NODE_ENV: "production", SEED: "none", DATA_DIR: dataDir, PUBLIC_URL: `http://localhost:${port}`, ...env },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let text = "";
    child.stdout?.on("data", (c: Buffer) => (text += c.toString()));
    child.stderr?.on("data", (c: Buffer) => (text += c.toString()));
    const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
    return { child, exited, text: () => text };
  };
  const rss = () => Number(/VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${server.pid}/status`, "utf8"))?.[1] ?? 0) * 1024;

  test.beforeAll(async () => {
    test.setTimeout(240_000);
    fs.rmSync(dataDir, { recursive: true, force: true });
    const started = start({ PORT: String(port) });
    server = started.child;
    exit = started.exited;
    log = started.text;
    for (;;) {
      if (server.exitCode !== null) throw new Error(`Le serveur s’est arrêté : ${started.text()}`);
      try {
        if ((await fetch(`http://127.0.0.1:${port}/healthz`)).ok) break;
      } catch {
        // not yet
      }
      await new Promise((r) => setTimeout(r, 500));
    }
  });
  test.afterAll(() => {
    if (server.exitCode === null) server.kill("SIGKILL");
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  test("a second server on a port in use exits non-zero", async () => {
    test.setTimeout(180_000);
    const second = start({ PORT: String(port), DATA_DIR: `${dataDir}-second` });
    expect(await second.exited).not.toBe(0);
    expect(second.text()).toContain(`Le port ${port} est déjà utilisé`);
    expect(second.text()).not.toContain("Site prêt");
    fs.rmSync(`${dataDir}-second`, { recursive: true, force: true });
  });

  test("without TRUST_PROXY, X-Forwarded-For is not believed: rotating it does not escape the rate limit", async () => {
    const statuses: number[] = [];
    for (let i = 1; i <= 6; i++) {
      const answer = await raw(port, {
        path: "/contact",
        headers: { "content-type": "application/x-www-form-urlencoded", "x-forwarded-for": `198.51.100.${i}` },
        body: form({ nom: `Faux relais ${i}`, email: `xff${i}@exemple.fr`, message: "Je change d’adresse à chaque envoi." }),
      });
      statuses.push(answer.status);
    }
    expect(statuses).toEqual([303, 303, 303, 303, 303, 429]);
  });

  test("eight 50 MB bodies at once are refused without the memory growing with them", async () => {
    test.setTimeout(120_000);
    const before = rss();
    let peak = before;
    const sampler = setInterval(() => (peak = Math.max(peak, rss())), 50);
    try {
      const answers = await Promise.all(
        Array.from({ length: 8 }, (_, i) => raw(port, { path: i % 2 ? "/contact" : "/signup", headers: { "content-type": "application/x-www-form-urlencoded" }, chunkedBytes: 50 * 1024 * 1024 })),
      );
      expect(answers.map((a) => a.status)).toEqual(Array(8).fill(413));
    } finally {
      clearInterval(sampler);
    }
    expect(peak - before).toBeLessThan(100 * 1024 * 1024);
    expect((await fetch(`http://127.0.0.1:${port}/healthz`)).status).toBe(200);
  });

  test("logs one JSON line per request, a refusal without stack, and never a password or form body", async () => {
    const password = `secret-${run}-phrase`;
    const signin = await raw(port, { path: "/signin", headers: { "content-type": "application/x-www-form-urlencoded" }, body: form({ email: `inconnu.${run}@exemple.fr`, password }) });
    expect(signin.status).toBe(401);
    const refused = await raw(port, { path: "/signin", headers: { "content-type": "application/json" }, body: JSON.stringify({ password }) });
    expect(refused.status).toBe(415);
    // A page rendered, then the same page answered from the page cache: both are logged.
    const rendered = await raw(port, { method: "GET", path: "/ressources" });
    const cached = await raw(port, { method: "GET", path: "/ressources" });
    expect([rendered.status, cached.status]).toEqual([200, 200]);
    await new Promise((r) => setTimeout(r, 300));
    const lines = log()
      .split("\n")
      .filter((l) => l.startsWith("{"))
      .map((l) => JSON.parse(l) as Record<string, unknown>);
    const requests = lines.filter((l) => l.msg === "requête" && l.path === "/signin");
    expect(requests.map((l) => l.status)).toEqual([401, 415]);
    for (const line of requests) expect(Object.keys(line).sort()).toEqual(["durationMs", "level", "method", "msg", "path", "reqId", "status", "time"]);
    expect(requests[0]?.reqId).toBe(signin.headers["x-request-id"]);
    const pages = lines.filter((l) => l.msg === "requête" && l.path === "/ressources");
    expect(pages.map((l) => l.reqId)).toEqual([rendered.headers["x-request-id"], cached.headers["x-request-id"]]);
    const refusal = lines.find((l) => l.msg === "requête refusée" && l.status === 415);
    expect(refusal).toMatchObject({ level: "warn", path: "/signin", reason: "content type application/json" });
    expect(JSON.stringify(refusal)).not.toContain("stack");
    expect(log()).not.toContain(password);
    // The contact messages sent above are announced by the mailer (no SMTP here) without what was typed.
    await expect.poll(() => log().includes("courriel en attente"), { timeout: 20_000 }).toBe(true);
    expect(log()).not.toContain("Faux relais");
    expect(log()).not.toContain("Je change d’adresse");
  });

  test("SIGTERM lets the requests in flight finish, then exits 0", async () => {
    test.setTimeout(120_000);
    let release = () => {};
    const hold = new Promise<void>((r) => (release = r));
    let started = 0;
    const inFlight = Array.from({ length: 12 }, (_, i) =>
      raw(port, {
        path: "/signin",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body: form({ email: `arret.${i}.${run}@exemple.fr`, password: "mauvais mot de passe" }),
        holdUntil: hold,
        onStarted: () => started++,
      }),
    );
    while (started < 12) await new Promise((r) => setTimeout(r, 50));
    await new Promise((r) => setTimeout(r, 300));
    server.kill("SIGTERM");
    await new Promise((r) => setTimeout(r, 300));
    // No new connection is accepted (fetch could reuse a keep-alive connection of an earlier test, which
    // may still carry one last request: raw opens a new one).
    await expect(raw(port, { method: "GET", path: "/healthz" })).rejects.toThrow();
    release();
    const answers = await Promise.all(inFlight);
    expect(answers.map((a) => a.status)).toEqual(Array(12).fill(401));
    expect(await exit).toBe(0);
    expect(log()).toContain("arrêt terminé");
  });
});
