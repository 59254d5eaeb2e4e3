// First-load JavaScript of public pages (gzip), from a running site: the module scripts and
// modulepreloads a page asks for before any interaction. Budget: 110 KiB (design guide §6).
// Content-only pages carry no script at all (decision 0012); the project and city pages hydrate.
import zlib from "node:zlib";
import { fileURLToPath } from "node:url";

/** The JavaScript files a page's HTML asks for, and their size compressed as gzip -9 and brotli. */
export async function firstLoadJs(base, path) {
  const html = await (await fetch(`${base}${path}`)).text();
  const urls = new Set([...html.matchAll(/(?:href|src)="(\/assets\/[^"]+\.js)"/g)].map((m) => m[1]));
  for (const m of html.matchAll(/import\("(\/assets\/[^"]+\.js)"\)|from "(\/assets\/[^"]+\.js)"/g)) urls.add(m[1] ?? m[2]);
  let gzip = 0;
  let brotli = 0;
  for (const url of urls) {
    const bytes = Buffer.from(await (await fetch(`${base}${url}`)).arrayBuffer());
    gzip += zlib.gzipSync(bytes, { level: 9 }).length;
    brotli += zlib.brotliCompressSync(bytes).length;
  }
  return { html, files: urls.size, gzip, brotli };
}

/** The first link of a page whose path starts with `prefix` (a project of /projets, a city of /ville). */
async function firstLink(base, page, prefix) {
  const html = await (await fetch(`${base}${page}`)).text();
  return html.match(new RegExp(`href="(${prefix}[^"?#]+)"`))?.[1];
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const base = (process.argv[2] ?? "http://localhost:3000").replace(/\/$/, "");
  const paths = ["/", "/projets", "/ville", "/mentions-legales"];
  const project = await firstLink(base, "/projets", "/projets/\\d");
  const city = await firstLink(base, "/ville", "/ville/");
  for (const path of [...paths, project, city].filter(Boolean)) {
    const { files, gzip, brotli } = await firstLoadJs(base, path);
    const kib = (n) => (n / 1024).toFixed(1);
    console.log(`${path}: ${files} fichiers JS, ${kib(gzip)} KiB gzip -9 (${kib(brotli)} KiB brotli)`);
  }
}
