// First-load JavaScript of public pages (gzip), from a running site: the module scripts and
// modulepreloads a page asks for before any interaction. Budget: 110 KiB (design guide §6).
import zlib from "node:zlib";

const base = (process.argv[2] ?? "http://localhost:3000").replace(/\/$/, "");
for (const path of ["/", "/projets", "/ville"]) {
  const html = await (await fetch(`${base}${path}`)).text();
  const urls = new Set([...html.matchAll(/(?:href|src)="(\/assets\/[^"]+\.js)"/g)].map((m) => m[1]));
  for (const m of html.matchAll(/import\("(\/assets\/[^"]+\.js)"\)|from "(\/assets\/[^"]+\.js)"/g)) urls.add(m[1] ?? m[2]);
  let total = 0;
  for (const url of urls) total += zlib.gzipSync(Buffer.from(await (await fetch(`${base}${url}`)).arrayBuffer())).length;
  console.log(`${path}: ${urls.size} fichiers JS, ${(total / 1024).toFixed(1)} KiB gzip`);
}
