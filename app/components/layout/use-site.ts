import { useRouteLoaderData } from "react-router";
import type { SiteData } from "~/domain/site/site";

/** Company details and site-wide data loaded once by the root route. */
export function useSite(): SiteData {
  const data = useRouteLoaderData("root") as { site: SiteData } | undefined;
  if (!data) throw new Error("useSite() outside of the root route");
  return data.site;
}
