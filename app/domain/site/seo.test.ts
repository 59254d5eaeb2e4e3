import { describe, expect, it } from "vitest";
import { imagePreload, seoMeta } from "./seo";

const args = { location: { pathname: "/projets/3/t2" }, matches: [{ id: "root", loaderData: { site: { publicUrl: "https://exemple.fr" } } }] };
const hash = "0123456789abcdef0123456789abcdef";

describe("the LCP image preload", () => {
  it("asks for the AVIF variant the page's <picture> will pick, at the sizes it shows", () => {
    expect(imagePreload(hash, "100vw")).toEqual({
      tagName: "link",
      rel: "preload",
      as: "image",
      type: "image/avif",
      href: `/media/${hash}-960.avif`,
      imageSrcSet: `/media/${hash}-480.avif 480w, /media/${hash}-960.avif 960w, /media/${hash}-1440.avif 1440w`,
      imageSizes: "100vw",
      fetchPriority: "high",
    });
  });

  it("is part of a page's tags only when the page has a stored image to show first", () => {
    const withImage = seoMeta(args, { title: "T2", description: "Un T2.", lcpImage: { hash, sizes: "50vw" } });
    expect(withImage).toContainEqual(expect.objectContaining({ rel: "preload", imageSizes: "50vw" }));
    expect(seoMeta(args, { title: "T2", description: "Un T2." }).some((tag) => "rel" in tag && tag.rel === "preload")).toBe(false);
  });
});
