// Lighthouse scores of the public pages of a running site (default http://localhost:3000): mobile by default,
// a desktop screen with LIGHTHOUSE_PRESET=desktop.
// Usage: npm run lighthouse [-- http://localhost:3000]
import { execFileSync } from "node:child_process";
import fs from "node:fs";

const base = (process.argv[2] ?? "http://localhost:3000").replace(/\/$/, "");
const flags = "--headless=new --no-sandbox --disable-gpu --disable-quic --no-first-run --disable-background-networking --disable-component-update --disable-sync";
const html = await (await fetch(`${base}/projets`)).text();
const project = /href="(\/projets\/\d+\/[a-z0-9-]+)"/.exec(html)?.[1];
const cities = await (await fetch(`${base}/ville`)).text();
const city = /href="(\/ville\/\d+\/[a-z0-9-]+)"/.exec(cities)?.[1];
const paths = ["/", "/projets", project, project && `${project}?onglet=bilan`, city, "/contact", "/formulaire"].filter(Boolean);
const preset = process.env.LIGHTHOUSE_PRESET === "desktop" ? ["--preset=desktop"] : [];

const runs = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const categories = ["performance", "accessibility", "best-practices", "seo"];
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

fs.mkdirSync(".lighthouse", { recursive: true });
for (const path of paths) {
  // Warm the page and its image variants once, as a visitor after the first would find them.
  await fetch(`${base}${path}`);
  const out = `.lighthouse/${path.replace(/\W+/g, "_") || "home"}${preset.length ? "-desktop" : ""}.json`;
  const run = () => {
    // Chromium sometimes loses the navigation start on a busy machine (NO_NAVSTART, no score): run again.
    for (let attempt = 1; ; attempt++) {
      try {
        execFileSync(
          "npx",
          ["lighthouse", `${base}${path}`, "--quiet", ...preset, `--only-categories=${categories.join(",")}`, "--output=json", `--output-path=${out}`, `--chrome-flags=${flags}`],
          { env: { ...process.env, CHROME_PATH: process.env.CHROME_PATH ?? "/usr/bin/chromium" }, stdio: ["ignore", "ignore", "pipe"] },
        );
      } catch (error) {
        // Lighthouse exits non-zero on a runtime error such as NO_NAVSTART.
        if (attempt === 4) throw error;
        console.log(`${path}: ${/\(([A-Z_]+)\)/.exec(String(error.stderr))?.[1] ?? "échec"}, nouvel essai`);
        continue;
      }
      const report = JSON.parse(fs.readFileSync(out, "utf8"));
      if (report.categories.performance.score !== null || attempt === 4) return report;
      console.log(`${path}: ${report.runtimeError?.code ?? "pas de score"}, nouvel essai`);
    }
  };
  run(); // warm-up run, not counted
  const reports = Array.from({ length: runs }, run);
  const score = (id) => median(reports.map((r) => Math.round((r.categories[id].score ?? 0) * 100)));
  const metric = (id) => median(reports.map((r) => r.audits[id].numericValue ?? 0));
  const s = (ms) => `${(ms / 1000).toFixed(2).replace(".", ",")} s`;
  console.log(
    `${path}: performance ${score("performance")} (${reports.map((r) => Math.round((r.categories.performance.score ?? 0) * 100)).join(", ")}) — ` +
      `FCP ${s(metric("first-contentful-paint"))}, LCP ${s(metric("largest-contentful-paint"))}, TBT ${Math.round(metric("total-blocking-time"))} ms, ` +
      `CLS ${metric("cumulative-layout-shift").toFixed(3)} ; accessibilité ${score("accessibility")}, bonnes pratiques ${score("best-practices")}, SEO ${score("seo")}`,
  );
}
