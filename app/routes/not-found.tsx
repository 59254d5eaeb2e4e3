import { data } from "react-router";
import type { RouteHandle } from "~/components/route-handle";

/** The same for every visitor: cached once, a signed-in visitor's links spliced in (decision 0025). */
export const handle: RouteHandle = { sharedPage: "always" };

// Any unknown path: the root error boundary renders the 404 page (HTTP 404, no navigation bar).
export function loader() {
  throw data(null, { status: 404 });
}

export default function NotFound() {
  return null;
}
