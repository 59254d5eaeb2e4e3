// Islands (decision 0046): the interactive parts of a page that React Router does not hydrate.
//
// A page whose route says `hydrate: false` is served without React Router's scripts (decision 0012). An
// island is a component of such a page that still runs in the browser: the server renders it on its own,
// as the browser will (no context of the page, its ids under a prefix of its own), and writes its props
// beside it; the island's small script (`app/components/<subject>/<name>.island.tsx`, built apart by
// `vite.islands.config.ts`) hydrates it with React DOM alone. A page then loads React DOM and its islands'
// code, never React Router's runtime: the first-load JavaScript of such a page stays far under 110 KiB.
//
// An island's component therefore uses nothing of React Router: plain <a> and <form>, its data in its
// props (JSON), no lazy code (the server renders it in one pass). On a page that hydrates (or in the
// browser, after a client navigation) the same component renders in place, as any other.
import { createContext, useContext, useId } from "react";
import { useMatches } from "react-router";
import { ISLAND_ATTRIBUTES, type IslandDefinition } from "~/components/islands/define";
import { withScripts } from "./route-handle";

/** What an island needs on the server, given by entry.server.tsx (nothing in the browser). */
export interface IslandServer {
  /** The component alone, as the browser hydrates it: none of the page's contexts, its ids under `identifierPrefix`. */
  render(element: React.ReactElement, identifierPrefix: string): string;
  /**
   * Asks, in the page's <head>, for the built script of an island and the files it imports; false when the
   * build has no such island. (React DOM's preinitModule, called on the server only: in the browser's bundle,
   * react-dom would come apart from react-dom/client.)
   */
  loadScript(name: string): boolean;
}

const IslandContext = createContext<IslandServer | null>(null);
export const IslandServerProvider = IslandContext.Provider;

/**
 * Renders an island. Its box is `display: contents`, so the page lays out its content as if it were there
 * without the box.
 */
export function Island<P extends object>({ of: island, props }: { of: IslandDefinition<P>; props: P }) {
  const server = useContext(IslandContext);
  const pageHydrates = withScripts(useMatches());
  const instance = `i${useId().replace(/[^a-zA-Z0-9]/g, "")}-`;
  const { name, Component } = island;
  if (!server || pageHydrates) {
    return (
      <div data-island={name} className="contents">
        <Component {...props} />
      </div>
    );
  }
  if (!server.loadScript(name)) throw new Error(`Îlot absent de la compilation (npm run build) : ${name} (app/components/<sujet>/${name}.island.tsx)`);
  return (
    <div
      {...{ [ISLAND_ATTRIBUTES.name]: name, [ISLAND_ATTRIBUTES.id]: instance, [ISLAND_ATTRIBUTES.props]: JSON.stringify(props) }}
      className="contents"
      // React's own rendering of the island, made by the server just above: not content typed by anyone.
      dangerouslySetInnerHTML={{ __html: server.render(<Component {...props} />, instance) }}
    />
  );
}
