// Title, description, canonical URL and Open Graph tags of a page.
import type { MetaDescriptor } from "react-router";
import type { SiteData } from "./site";

export const SITE_NAME = "Investir Serein";

interface MetaArgsLike {
  location: { pathname: string };
  matches: ReadonlyArray<{ id: string; data?: unknown } | undefined>;
}

export interface SeoInput {
  title: string;
  description: string;
  /** Canonical path; defaults to the current path. */
  path?: string;
  /** Absolute or root-relative image URL for Open Graph. */
  image?: string;
  /** Set for pages that must not be indexed (404, account pages…). */
  noindex?: boolean;
}

export function seoMeta(args: MetaArgsLike, input: SeoInput): MetaDescriptor[] {
  const root = args.matches.find((m) => m?.id === "root")?.data as { site?: SiteData } | undefined;
  const base = (root?.site?.publicUrl ?? "").replace(/\/$/, "");
  const url = `${base}${input.path ?? args.location.pathname}`;
  const title = input.title === SITE_NAME ? SITE_NAME : `${input.title} | ${SITE_NAME}`;
  const image = input.image ? (input.image.startsWith("http") ? input.image : `${base}${input.image}`) : `${base}/images/og-default.png`;
  const tags: MetaDescriptor[] = [
    { title },
    { name: "description", content: input.description },
    { property: "og:site_name", content: SITE_NAME },
    { property: "og:locale", content: "fr_FR" },
    { property: "og:type", content: "website" },
    { property: "og:title", content: title },
    { property: "og:description", content: input.description },
    { property: "og:url", content: url },
    { property: "og:image", content: image },
    { name: "twitter:card", content: "summary_large_image" },
  ];
  if (input.noindex) tags.push({ name: "robots", content: "noindex" });
  else tags.push({ tagName: "link", rel: "canonical", href: url });
  return tags;
}
