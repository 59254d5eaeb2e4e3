// The page cache serves a page again only while the content has not changed, with a fresh nonce.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createCity } from "~/server/cities.server";
import type { DB } from "~/server/db.server";
import { PageCache } from "~/server/page-cache.server";
import { contentSecurityPolicy } from "~/server/security-headers.server";
import { engines } from "./engines";

const page = (nonce: string, text: string) =>
  new Response(`<html><script nonce="${nonce}">1</script>${text}</html>`, {
    headers: { "Content-Type": "text/html; charset=utf-8", "Content-Security-Policy": contentSecurityPolicy(nonce) },
  });

describe.each(engines())("page cache on $name", (engine) => {
  let db: DB;
  beforeAll(async () => {
    db = await engine.open();
  });
  afterAll(() => engine.close());

  it("caches anonymous GETs of pages only", () => {
    expect(PageCache.cacheable("GET", "/projets", undefined)).toBe(true);
    expect(PageCache.cacheable("GET", "/projets", "__Host-session=abc")).toBe(false);
    expect(PageCache.cacheable("POST", "/contact", undefined)).toBe(false);
    expect(PageCache.cacheable("HEAD", "/", undefined)).toBe(false);
    expect(PageCache.cacheable("GET", "/projets.data", undefined)).toBe(false);
    expect(PageCache.cacheable("GET", "/media/abc.pdf", undefined)).toBe(false);
    expect(PageCache.cacheable("GET", "/projets", undefined, "?ville=2&min=100000&page=2")).toBe(true);
    expect(PageCache.cacheable("GET", "/projets/1/t2", undefined, "?onglet=bilan&taux=3.2&loyer=900")).toBe(false);
  });

  it("serves a cached page with a new nonce until the content changes", async () => {
    const cache = new PageCache(() => db);
    let renders = 0;
    const produce = async () => page(`nonce${++renders}`, `rendu ${renders}`);

    const first = await cache.render("/", produce);
    expect(first.body).toContain("rendu 1");
    const hit = (await cache.get("/"))!;
    expect(hit.body).toContain("rendu 1");
    expect(hit.body).not.toContain("nonce1");
    const nonce = /nonce="([^"]+)"/.exec(hit.body)![1];
    expect(Object.fromEntries(hit.headers)["content-security-policy"]).toContain(`'nonce-${nonce}'`);
    expect(renders).toBe(1);

    await createCity(db, {
      nom: "Nouvelle ville", imageCover: null, images: [], population: 1, descriptionPopulation: "", etudiant: 0,
      descriptionEtudiant: "", distanceParis: 1, descriptionDistanceParis: "", titreTransport: "", descriptionTransport: "",
      transport: "bus", titreAtout: "", atout: "", titre1: "", titre2: "", titre3: "", description1: "", description2: "",
      description3: "", titreOnglet1: "", titreOnglet2: "", titreOnglet3: "", titreOnglet4: "", onglet1: [], onglet2: [],
      onglet3: [], onglet4: [],
    });
    expect(await cache.get("/")).toBeNull();
  });

  it("does not keep responses that set cookies or fail", async () => {
    const cache = new PageCache(() => db);
    await cache.render("/a", async () => new Response("erreur", { status: 500, headers: { "Content-Type": "text/html" } }));
    expect(await cache.get("/a")).toBeNull();
    await cache.render("/b", async () => {
      const response = page("n", "avec cookie");
      response.headers.set("Set-Cookie", "x=1");
      return response;
    });
    expect(await cache.get("/b")).toBeNull();
  });
});
