import { foldText } from "./fold";

/** URL slug of a title: "Studio à Saint-Étienne !" → "studio-a-saint-etienne". */
export function slugify(text: string): string {
  const slug = foldText(text)
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
  return slug || "page";
}

export const projectPath = (p: { id: number; title: string }) => `/projets/${p.id}/${slugify(p.title)}`;
export const cityPath = (c: { id: number; nom: string }) => `/ville/${c.id}/${slugify(c.nom)}`;
