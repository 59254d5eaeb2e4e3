// Compiles the operator's import commands (scripts/import-dvf.ts, scripts/import-loyers.ts) to build/, like
// the server (scripts/build-server.mjs): `npm run import:dvf` and `npm run import:loyers` run plain
// JavaScript with node, without a TypeScript transpiler loaded next to the import (issue 29: the command's
// memory). Part of `npm run build`; the commands build themselves first when build/ lacks them or is older
// than the sources (`node scripts/build-commands.mjs --if-stale`).
import fs from "node:fs";
import path from "node:path";
import { build } from "esbuild";

const COMMANDS = ["import-dvf", "import-loyers"];

const newest = (dir) =>
  fs.readdirSync(dir, { withFileTypes: true }).reduce((max, entry) => {
    const full = path.join(dir, entry.name);
    return Math.max(max, entry.isDirectory() ? newest(full) : fs.statSync(full).mtimeMs);
  }, 0);

const outfile = (name) => `build/commands/${name}.js`;
const stale = () => {
  const sources = Math.max(newest("app"), ...["scripts/import-dvf.ts", "scripts/import-loyers.ts", "scripts/market-cli.ts", "package.json"].map((f) => fs.statSync(f).mtimeMs));
  return COMMANDS.some((c) => !fs.existsSync(outfile(c)) || fs.statSync(outfile(c)).mtimeMs < sources);
};

if (!process.argv.includes("--if-stale") || stale())
  await build({
    entryPoints: Object.fromEntries(COMMANDS.map((c) => [c, `scripts/${c}.ts`])),
    outdir: "build/commands",
    bundle: true,
    platform: "node",
    format: "esm",
    target: "node22",
    packages: "external",
    sourcemap: true,
    logLevel: "warning",
  });
