// First-load JavaScript of public pages (gzip), from a running site: the module scripts and
// modulepreloads a page asks for before any interaction. Budget: 110 KiB (design guide §6).
import zlib from "node:zlib";

const base = (process.argv[2] ?? "http://localhost:3000").replace(/\/$/, "");
for (const path of ["/", "/projets", "/ville"]) {
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
  const kib = (n) => (n / 1024).toFixed(1);
  console.log(`${path}: ${urls.size} fichiers JS, ${kib(gzip)} KiB gzip -9 (${kib(brotli)} KiB brotli)`);
}
