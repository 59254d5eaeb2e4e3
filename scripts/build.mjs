// The site's build, its steps listed once: `npm run build` runs them all and shows the tools' output; `npm start`
// on a fresh clone runs them through scripts/ensure-build.mjs with `--quick` (one French line per step, the
// tools' output only if a step fails; brotli 5 instead of 11, and the import commands left to their first use,
// decision 0051).
import { execSync } from "node:child_process";
import path from "node:path";
import { pathToFileURL } from "node:url";

/** [what the first start prints, the command, whether the quick build skips it]. */
export const STEPS = [
  ["les pages (React Router)", "react-router build"],
  ["les îlots", "vite build -c vite.islands.config.ts --logLevel warn"],
  ["le serveur", "node scripts/build-server.mjs"],
  // The import commands build themselves when they are first run (npm run import:dvf, import:loyers).
  ["les commandes d’import", "node scripts/build-commands.mjs", { quick: false }],
  ["la compression des fichiers", "node scripts/compress-assets.mjs", { quick: "--quick" }],
];

/** The commands of a build, full or quick. */
export function buildCommands({ quick = false } = {}) {
  return STEPS.flatMap(([label, command, options = {}]) => {
    if (!quick || options.quick === undefined) return [{ label, command }];
    return options.quick === false ? [] : [{ label, command: `${command} ${options.quick}` }];
  });
}

/** The steps' environment: production, and the packages' commands (react-router, vite) found without npx. */
export const buildEnv = () => ({ ...process.env, NODE_ENV: "production", PATH: `${path.resolve("node_modules/.bin")}${path.delimiter}${process.env.PATH ?? ""}` });

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  // `npm run build`: every step, its output as the tools print it.
  for (const { command } of buildCommands()) execSync(command, { stdio: "inherit", env: buildEnv() });
}
