// Every island rendered alone, as its script hydrates it in the browser (decision 0046): no router around it, so a
// hook or a <Link> of React Router inside an island's component (or anything it imports) fails here. And every file
// an island imports sits in a folder that ESLint's "no React Router in an island" rule covers.
import fs from "node:fs";
import path from "node:path";
import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { SIMULATED_PROJECT } from "../../../tests/fixtures/simulated-project";
import type { IslandDefinition } from "./define";

const COMPONENTS = "app/components";
const islandFiles = fs
  .readdirSync(COMPONENTS, { recursive: true, encoding: "utf8" })
  .filter((file) => file.endsWith(".island.tsx"))
  .map((file) => path.join(COMPONENTS, file))
  .sort();

/** Props each island is rendered with here: a new island adds its own. */
const PROPS: Record<string, object> = {
  alerte: { lastResult: null, query: "ville=lyon", signedInEmail: null },
  bilan: { project: SIMULATED_PROJECT, dossierPath: "/projets/1/dossier.pdf", comparePath: "/projets?comparer=1", search: "" },
  carrousel: { slidesId: "diapos", count: 3 },
  contact: { lastResult: null, project: { id: 1, title: "Studio à Lyon" } },
  documents: { item: "piece-identite", action: "/profile/documents#piece-identite" },
  "forgot-password": { lastResult: null },
  galerie: { projectId: 1, count: 4, back: "/projets/1", photoId: "photo" },
  messages: { messages: [], companyName: "Investir", lastResult: null, action: "/profile/messages" },
  "new-password": { token: "jeton", lastResult: null, submitLabel: "Enregistrer le mot de passe" },
  onglets: { listId: "onglets" },
  "profil-compte": { lastResult: null },
  "profil-coordonnees": { lastResult: null, details: { nom: "Martin", prenom: "Léa", age: "40", telephone: "", ville: "Lyon" } },
  "profil-suppression": { lastResult: null },
  questionnaire: { step: 1, values: {}, result: null, account: null, project: null, companyName: "Investir" },
  rappel: { lastResult: null, slots: [], projectId: null },
  signin: { lastResult: null, back: "/" },
  signup: { lastResult: null },
  "verify-email": { token: "jeton", lastResult: null },
  videos: { urls: ["https://www.youtube.com/watch?v=dQw4w9WgXcQ"], title: "Visite" },
};

/** The files under app/ that a file imports, followed through their own imports. */
function reachable(start: string, seen = new Set<string>()): Set<string> {
  if (seen.has(start)) return seen;
  seen.add(start);
  const source = fs.readFileSync(start, "utf8");
  for (const [, specifier] of source.matchAll(/(?:from|import)\s*\(?\s*"([~.][^"]*)"/g)) {
    const base = specifier.startsWith("~/") ? path.join("app", specifier.slice(2)) : path.join(path.dirname(start), specifier);
    const file = ["", ".ts", ".tsx"].map((ext) => base + ext).find((candidate) => fs.existsSync(candidate) && fs.statSync(candidate).isFile());
    if (file) reachable(file, seen);
  }
  return seen;
}

describe("islands", () => {
  it("finds the islands, each named after its file", async () => {
    expect(islandFiles.length).toBeGreaterThan(10);
    for (const file of islandFiles) {
      const island = ((await import(/* @vite-ignore */ path.resolve(file))) as { default: IslandDefinition<object> }).default;
      expect(island.name, file).toBe(path.basename(file, ".island.tsx"));
    }
    expect(Object.keys(PROPS).sort()).toEqual(islandFiles.map((file) => path.basename(file, ".island.tsx")).sort());
  });

  it.each(islandFiles)("renders %s alone, without React Router", async (file) => {
    const island = ((await import(/* @vite-ignore */ path.resolve(file))) as { default: IslandDefinition<object> }).default;
    // Some islands draw nothing (keys and buttons added in the browser): rendering without an error is the point.
    expect(() => renderToString(createElement(island.Component, PROPS[island.name]))).not.toThrow();
  });

  it("keeps every component an island imports in a folder under ESLint's island rule", async () => {
    const eslintConfig: unknown = ((await import(/* @vite-ignore */ path.resolve("eslint.config.js"))) as { default: unknown }).default;
    const rule = (eslintConfig as { files?: string[]; rules?: Record<string, unknown> }[]).find((entry) =>
      JSON.stringify(entry.rules?.["no-restricted-imports"] ?? "").includes("An island runs without React Router"),
    );
    const folders = (rule?.files ?? []).map((glob) => glob.replace(/\*\*$/, ""));
    expect(folders.length).toBeGreaterThan(0);
    const uncovered = islandFiles
      .flatMap((file) => [...reachable(file)])
      .filter((file) => file.startsWith(`${COMPONENTS}/`) && !folders.some((folder) => file.startsWith(folder)));
    expect([...new Set(uncovered)]).toEqual([]);
  });
});
