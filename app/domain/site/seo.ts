// Title, description, canonical URL and Open Graph tags of a page.
import type { MetaDescriptor } from "react-router";
import { variantSrcSet, variantUrl } from "../content/media";
import type { SiteData } from "./site";

export const SITE_NAME = "Investir Serein";

interface MetaArgsLike {
  location: { pathname: string };
  matches: ReadonlyArray<{ id: string; loaderData?: unknown } | undefined>;
}

export interface SeoInput {
  title: string;
  description: string;
  /** Canonical path; defaults to the current path. */
  path?: string;
  /** Absolute or root-relative URL of a 1200×630 JPEG or PNG for Open Graph (og-image.ts: ogPath). */
  image?: string;
  /** Set for pages that must not be indexed (404, account pages…). */
  noindex?: boolean;
  /** The stored image shown first (the page's LCP) and its `sizes`: preloaded as AVIF from <head>. */
  lcpImage?: { hash: string; sizes: string };
}

/**
 * A preload of a stored image's AVIF variants, with the sizes the page shows it at: the browser picks the
 * same file as the <picture> will, before it parses the body; a browser without AVIF skips it (type).
 */
export function imagePreload(hash: string, sizes: string): MetaDescriptor {
  return {
    tagName: "link",
    rel: "preload",
    as: "image",
    type: "image/avif",
    href: variantUrl(hash, 960, "avif"),
    imageSrcSet: variantSrcSet(hash, "avif"),
    imageSizes: sizes,
    fetchPriority: "high",
  };
}

export function seoMeta(args: MetaArgsLike, input: SeoInput): MetaDescriptor[] {
  const root = args.matches.find((m) => m?.id === "root")?.loaderData as { site?: SiteData } | undefined;
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
    // Every preview image is 1200×630: the default one and those of /og/ (og-image.ts).
    { property: "og:image:width", content: "1200" },
    { property: "og:image:height", content: "630" },
    { property: "og:image:alt", content: title },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:image", content: image },
  ];
  if (input.noindex) tags.push({ name: "robots", content: "noindex" });
  else tags.push({ tagName: "link", rel: "canonical", href: url });
  if (input.lcpImage) tags.push(imagePreload(input.lcpImage.hash, input.lcpImage.sizes));
  return tags;
}
