// `npm start` runs this first: build the site (and the compiled server entry) when there is no build or
// the sources changed since.
import { execSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

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
  console.log("Construction du site…");
  execSync("npm run build", { stdio: "inherit" });
}
