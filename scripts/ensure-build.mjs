// `npm start` runs this first: build the site (and the compiled server entry) when there is no build or
// the sources changed since.
import { execSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { buildCommands, buildEnv } from "./build.mjs";

// The outputs of `npm run build`: the React Router build, the islands (decision 0046) and the compiled HTTP entry.
const stamps = ["build/server/index.js", "build/server.js", "build/islands.json"];
const newest = (dir) =>
  fs.readdirSync(dir, { withFileTypes: true }).reduce((max, entry) => {
    const full = path.join(dir, entry.name);
    const time = entry.isDirectory() ? newest(full) : fs.statSync(full).mtimeMs;
    return Math.max(max, time);
  }, 0);

const sources = Math.max(newest("app"), newest("public"), ...["server.ts", "vite.config.ts", "vite.islands.config.ts", "react-router.config.ts", "package.json"].map((f) => fs.statSync(f).mtimeMs));
if (stamps.some((stamp) => !fs.existsSync(stamp) || fs.statSync(stamp).mtimeMs < sources)) {
  // The steps of `npm run build` (scripts/build.mjs), each in one line of progress; what they print is shown only
  // if one fails. The first start compresses the assets at a lower brotli level (seconds instead of half a minute
  // on two cores); `npm run build` compresses them at the highest (decision 0051).
  const steps = buildCommands({ quick: true });
  console.log("Première construction du site (ou sources modifiées) :");
  const start = Date.now();
  for (const { label, command } of steps) {
    const stepStart = Date.now();
    process.stdout.write(`  ${label}… `);
    try {
      execSync(command, { stdio: "pipe", env: buildEnv() });
    } catch (error) {
      console.log("échec.\n");
      process.stdout.write(String(error.stdout ?? ""));
      process.stderr.write(String(error.stderr ?? ""));
      process.exit(1);
    }
    console.log(`${((Date.now() - stepStart) / 1000).toFixed(1).replace(".", ",")} s`);
  }
  console.log(`Site construit en ${((Date.now() - start) / 1000).toFixed(0)} s.`);
}
