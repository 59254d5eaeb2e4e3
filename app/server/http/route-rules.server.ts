// What a route declares in its handle, read before React Router runs (the request guard's body limits,
// issue 32 item 7): the path is matched against the server build's routes, with React Router's own matching.
import { type RouteObject, type ServerBuild, matchRoutes } from "react-router";
import type { RouteHandle } from "~/components/layout/route-handle";

const trees = new WeakMap<ServerBuild["routes"], RouteObject[]>();

/** The build's routes as the tree React Router matches (the build lists them flat, each with its parent). */
function routeTree(routes: ServerBuild["routes"]): RouteObject[] {
  const kept = trees.get(routes);
  if (kept) return kept;
  const nodes = new Map<string, RouteObject & { children: RouteObject[] }>();
  for (const route of Object.values(routes)) if (route) nodes.set(route.id, { id: route.id, path: route.path, caseSensitive: route.caseSensitive, children: [] });
  const roots: RouteObject[] = [];
  for (const route of Object.values(routes)) {
    if (!route) continue;
    const node = nodes.get(route.id)!;
    const parent = route.parentId ? nodes.get(route.parentId) : undefined;
    (parent ? parent.children : roots).push(route.index ? { id: route.id, index: true } : node);
  }
  trees.set(routes, roots);
  return roots;
}

/** The page a path is the address or the data of (single fetch's `/profile/location.data` is `/profile/location`'s). */
export const pageOf = (pathname: string) => pathname.replace(/(\/_root)?\.data$/, "").replace(/(.)\/$/, "$1") || "/";

/** The handle of the route a path leads to (its `.data` form, single fetch's, included), or undefined. */
export function routeHandle(build: ServerBuild, pathname: string): RouteHandle | undefined {
  const last = matchRoutes(routeTree(build.routes), pageOf(pathname))?.at(-1);
  return last ? (build.routes[last.route.id!]?.module.handle as RouteHandle | undefined) : undefined;
}
