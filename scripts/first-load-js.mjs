// npm run bench:js [-- http://localhost:3000] — first-load JavaScript of every public and account page of a
// running site: the module scripts and modulepreloads a page's HTML asks for before any interaction, each file
// compressed alone (gzip -9, and brotli 11 as our server sends them). Budget: 110 KiB gzip (design guide §6,
// decisions 0005, 0012 and 0037). Content-only pages carry no script at all (decision 0012). The account pages
// are read as a client the script creates (sign-up and sign-in through the JSON API).
import zlib from "node:zlib";
import { fileURLToPath } from "node:url";

export const BUDGET_KIB = 110;

/** The JavaScript files a page's HTML asks for, and their size compressed as gzip -9 and brotli (a redirection: its target, nothing weighed). */
export async function firstLoadJs(base, path, headers = {}) {
  const response = await fetch(`${base}${path}`, { headers, redirect: "manual" });
  if (response.status >= 300 && response.status < 400) return { html: "", files: 0, gzip: 0, brotli: 0, redirect: response.headers.get("location") };
  const html = await response.text();
  const urls = new Set([...html.matchAll(/(?:href|src)="(\/assets\/[^"]+\.js)"/g)].map((m) => m[1]));
  for (const m of html.matchAll(/import\("(\/assets\/[^"]+\.js)"\)|from "(\/assets\/[^"]+\.js)"/g)) urls.add(m[1] ?? m[2]);
  let gzip = 0;
  let brotli = 0;
  // Each file, and the files it imports statically (`import … from "./x.js"`, `import "./x.js"`): what runs
  // before the page is interactive, whether or not the HTML names it. Code loaded on demand (`import("…")`)
  // is not counted.
  for (const url of urls) {
    const bytes = await fetchBytes(`${base}${url}`);
    gzip += zlib.gzipSync(bytes, { level: 9 }).length;
    brotli += zlib.brotliCompressSync(bytes).length;
    for (const m of bytes.toString("utf8").matchAll(/(?:\bfrom\s*|\bimport\s*)"((?:\.\/|\/assets\/)[^"]+\.js)"/g)) urls.add(new URL(m[1], `${base}${url}`).pathname);
  }
  return { html, files: urls.size, gzip, brotli };
}

/**
 * A static file's bytes. A kept-alive connection the server closed as idle just as it was reused answers
 * « other side closed » (HTTP/1.1 allows either side to close an idle connection): a GET is asked again once,
 * as browsers do.
 */
async function fetchBytes(url) {
  try {
    return Buffer.from(await (await fetch(url)).arrayBuffer());
  } catch {
    return Buffer.from(await (await fetch(url)).arrayBuffer());
  }
}

/** The first link of a page whose path starts with `prefix` (a project of /projets, a city of /ville). */
async function firstLink(base, page, prefix) {
  const html = await (await fetch(`${base}${page}`)).text();
  return html.match(new RegExp(`href="(${prefix}[^"?#]+)"`))?.[1];
}

/**
 * Every page a visitor can open, with a project and a city of the site's own. Pages that need a link's token
 * (e-mail check, new password, alert confirmation or unsubscription) are read without one: they show their
 * « lien invalide » state, which is the page's own code all the same.
 */
export async function publicPages(base) {
  const project = await firstLink(base, "/projets", "/projets/\\d");
  const city = await firstLink(base, "/ville", "/ville/");
  const projectId = project?.match(/\/projets\/(\d+)/)?.[1];
  return [
    "/", "/projets", "/projets?ville=1&tri=rentabilite", "/ville", "/ressources", "/5-pourquoi", "/team", "/comment-ca-marche",
    "/comment-calculons-nous", "/maintenance", "/mentions-legales", "/politique-confidentialite",
    ...(project ? [project, `${project}?onglet=travaux`, `${project}?onglet=bilan`, `${project}?onglet=temoignage`, `/projets/${projectId}/photos/1`, `/projets/comparer?ids=${projectId}`] : []),
    ...(city ? [city, `${city}?onglet=1`] : []),
    "/contact", ...(projectId ? [`/contact?projet=${projectId}`] : []), "/rappel", "/formulaire", "/alertes/nouvelle?ville=1",
    "/signup", "/signin", "/mot-de-passe-oublie", "/mot-de-passe/nouveau", "/verifier-email", "/alertes/confirmer", "/alertes/desinscription",
    "/page-qui-n-existe-pas",
  ];
}

/** The pages of a signed-in client (routes.ts, under routes/account/layout.tsx). */
export const ACCOUNT_PAGES = [
  "/profile", "/profile/supprimer", "/profile/avancement", "/profile/messages", "/profile/documents", "/profile/location", "/formulaire",
  ...[1, 2, 3, 4, 5, 6, 7, 8, 9].map((n) => `/profile/avancement/etape${n}`),
];

/**
 * The session cookie of a client created for the measure (the JSON API checks the origin: `base` must be the
 * site's PUBLIC_URL). `headers`: e.g. an X-Forwarded-For of its own behind a trusted proxy (sign-ups are limited per address).
 */
export async function newClientCookie(base, headers = {}) {
  const email = `poids-js-${Date.now()}-${Math.random().toString(36).slice(2, 6)}@exemple.fr`;
  const password = "une phrase de passe pour peser";
  const post = (url, body) =>
    fetch(`${base}${url}`, { method: "POST", headers: { ...headers, "content-type": "application/json", origin: base }, body: JSON.stringify(body) });
  const signup = await post("/api/signup", { email, password, username: "poids-js" });
  if (signup.status !== 201) throw new Error(`Inscription refusée : ${signup.status} ${await signup.text()}`);
  const signin = await post("/api/signin", { email, password });
  if (signin.status !== 200) throw new Error(`Connexion refusée : ${signin.status} ${await signin.text()}`);
  return signin.headers.get("set-cookie").split(";")[0];
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const base = (process.argv[2] ?? "http://localhost:3000").replace(/\/$/, "");
  const kib = (n) => (n / 1024).toFixed(1);
  const cookie = await newClientCookie(base);
  const rows = [
    ...(await publicPages(base)).map((path) => ({ path, headers: {} })),
    ...ACCOUNT_PAGES.map((path) => ({ path: `${path} (connecté)`, url: path, headers: { cookie } })),
  ];
  let over = 0;
  for (const { path, url = path, headers } of rows) {
    const { files, gzip, brotli, redirect } = await firstLoadJs(base, url, headers);
    if (redirect) {
      console.log(`${path}: redirigée vers ${redirect}`);
      continue;
    }
    const mark = gzip > BUDGET_KIB * 1024 ? ` — au-delà de ${BUDGET_KIB} KiB` : "";
    if (mark) over++;
    console.log(`${path}: ${files === 0 ? "aucun script" : `${files} fichiers JS, ${kib(gzip)} KiB gzip -9 (${kib(brotli)} KiB brotli)`}${mark}`);
  }
  console.log(`${rows.length} pages, ${over} au-delà de ${BUDGET_KIB} KiB.`);
}
