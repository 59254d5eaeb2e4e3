import { data } from "react-router";

// Any unknown path: the root error boundary renders the 404 page (HTTP 404, no navigation bar).
export function loader() {
  throw data(null, { status: 404 });
}

export default function NotFound() {
  return null;
}
