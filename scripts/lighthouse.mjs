// Lighthouse mobile performance of the public pages of a running site (default http://localhost:3000).
// Usage: npm run lighthouse [-- http://localhost:3000]
import { execFileSync } from "node:child_process";
import fs from "node:fs";

const base = (process.argv[2] ?? "http://localhost:3000").replace(/\/$/, "");
const flags = "--headless=new --no-sandbox --disable-gpu --disable-quic --no-first-run --disable-background-networking --disable-component-update --disable-sync";
const html = await (await fetch(`${base}/projets`)).text();
const project = /href="(\/projets\/\d+\/[a-z0-9-]+)"/.exec(html)?.[1];
const cities = await (await fetch(`${base}/ville`)).text();
const city = /href="(\/ville\/\d+\/[a-z0-9-]+)"/.exec(cities)?.[1];
const paths = ["/", "/projets", project, city].filter(Boolean);

fs.mkdirSync(".lighthouse", { recursive: true });
for (const path of paths) {
  // Warm the page and its image variants once, as a visitor after the first would find them.
  await fetch(`${base}${path}`);
  const out = `.lighthouse/${path.replace(/\W+/g, "_") || "home"}.json`;
  const run = () =>
    execFileSync(
      "npx",
      ["lighthouse", `${base}${path}`, "--quiet", "--only-categories=performance", "--output=json", `--output-path=${out}`, `--chrome-flags=${flags}`],
      { env: { ...process.env, CHROME_PATH: process.env.CHROME_PATH ?? "/usr/bin/chromium" }, stdio: ["ignore", "ignore", "inherit"] },
    );
  run();
  run();
  const report = JSON.parse(fs.readFileSync(out, "utf8"));
  const a = report.audits;
  console.log(
    `${path}: performance ${Math.round(report.categories.performance.score * 100)} — FCP ${a["first-contentful-paint"].displayValue}, LCP ${a["largest-contentful-paint"].displayValue}, TBT ${a["total-blocking-time"].displayValue}, CLS ${a["cumulative-layout-shift"].displayValue}`,
  );
}
