// What an island is (decision 0046): its name, which is its file's (`app/components/<subject>/<name>.island.tsx`, beside its component), and its
// component. Read by the pages (components/layout/island.tsx) and by the islands' scripts (mount.tsx): nothing here
// may import React Router.
import type { ComponentType } from "react";

export interface IslandDefinition<P extends object> {
  name: string;
  Component: ComponentType<P>;
}

export const defineIsland = <P extends object>(name: string, Component: ComponentType<P>): IslandDefinition<P> => ({ name, Component });

/** The attributes of an island's box, written by the server and read by mount.tsx. */
export const ISLAND_ATTRIBUTES = { name: "data-island", props: "data-island-props", id: "data-island-id" } as const;
