import { data } from "react-router";
import { type RouteHandle, SHARED_CONTENT } from "~/components/layout/route-handle";

/** The same for every visitor, with nothing to enhance: no script (decisions 0012 and 0025). */
export const handle: RouteHandle = SHARED_CONTENT;

// Any unknown path: the root error boundary renders the 404 page (HTTP 404, no navigation bar).
export function loader() {
  throw data(null, { status: 404 });
}

export default function NotFound() {
  return null;
}
