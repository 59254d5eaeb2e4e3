// The browser's side of the islands (decision 0046): each island's script hydrates its boxes with React DOM
// alone, from the props the server wrote beside them and under the same id prefix the server used.
import { hydrateRoot } from "react-dom/client";
import { ISLAND_ATTRIBUTES, type IslandDefinition } from "./define";

export function mountIsland<P extends object>({ name, Component }: IslandDefinition<P>) {
  const mount = () => {
    for (const box of document.querySelectorAll<HTMLElement>(`[${ISLAND_ATTRIBUTES.name}="${name}"]`)) {
      const props = JSON.parse(box.getAttribute(ISLAND_ATTRIBUTES.props) ?? "{}") as P;
      hydrateRoot(box, <Component {...props} />, { identifierPrefix: box.getAttribute(ISLAND_ATTRIBUTES.id) ?? "" });
    }
  };
  // The island's script is an async module in the page's <head>: when its files come before the parser has reached
  // its boxes (cached scripts, a slow processor, a long page), it runs first and would find none, and the island
  // would never hydrate. It waits for the whole document then.
  if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", mount, { once: true });
  else mount();
}
