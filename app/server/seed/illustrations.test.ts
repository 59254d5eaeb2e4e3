import { describe, it, expect } from "vitest";
import sharp from "sharp";
import {
  analysisChartSvg,
  beforeSvg,
  cityscapeSvg,
  districtMapSvg,
  facadeSvg,
  interiorSvg,
  mulberry32,
  portraitSvg,
  worksSvg,
} from "./illustrations";

const illustrations: ReadonlyArray<readonly [string, (seed: number) => string]> = [
  ["facadeSvg", facadeSvg],
  ["interiorSvg", interiorSvg],
  ["beforeSvg", beforeSvg],
  ["worksSvg", worksSvg],
  ["cityscapeSvg", cityscapeSvg],
  ["districtMapSvg", districtMapSvg],
  ["analysisChartSvg", analysisChartSvg],
];

describe("mulberry32", () => {
  it("is deterministic and returns floats in [0, 1)", () => {
    const a = mulberry32(42);
    const b = mulberry32(42);
    for (let i = 0; i < 100; i++) {
      const v = a();
      expect(v).toBe(b());
      expect(v).toBeGreaterThanOrEqual(0);
      expect(v).toBeLessThan(1);
    }
  });
});

describe.each(illustrations)("%s", (_name, render) => {
  it.each([1, 2, 3])("renders a 1600x1000 picture with sharp (seed %i)", async (seed) => {
    const svg = render(seed);
    expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="1000" viewBox="0 0 1600 1000">')).toBe(true);
    expect(svg).not.toMatch(/NaN|undefined|Infinity/);
    expect(svg).not.toMatch(/<text|<image|<script|<style|href=/);
    const png = await sharp(Buffer.from(svg)).png().toBuffer();
    const meta = await sharp(png).metadata();
    expect(meta.width).toBe(1600);
    expect(meta.height).toBe(1000);
  });

  it("is deterministic for a given seed", () => {
    expect(render(7)).toBe(render(7));
  });

  it("varies with the seed", () => {
    expect(render(1)).not.toBe(render(2));
    expect(render(2)).not.toBe(render(3));
  });
});

describe("portraitSvg", () => {
  it("draws a 4:5 portrait of our own, a different person for each seed", async () => {
    const svg = portraitSvg(601);
    expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg" width="800" height="1000" viewBox="0 0 800 1000">')).toBe(true);
    expect(svg).not.toMatch(/NaN|undefined|Infinity|<text|<image|<script|<style|href=/);
    const meta = await sharp(await sharp(Buffer.from(svg)).png().toBuffer()).metadata();
    expect([meta.width, meta.height]).toEqual([800, 1000]);
    expect(portraitSvg(601)).toBe(svg);
    expect(new Set([601, 602, 603, 604, 606].map(portraitSvg)).size).toBe(5);
  });
});

describe("demo variety", () => {
  it("gives the five city banners five different times of day or landmarks", () => {
    const banners = [101, 102, 103, 104, 105].map((seed) => cityscapeSvg(seed).slice(0, 400));
    expect(new Set(banners).size).toBe(5);
    const skies = [101, 102, 103].map((seed) => /stop-color="(#[0-9a-f]{6})"/.exec(cityscapeSvg(seed))![1]);
    expect(new Set(skies).size).toBe(3);
  });

  it("draws buildings of different heights from one project to the next", () => {
    // The top of the main building's wall: a different number of storeys gives a different height.
    const heights = [301, 302, 303, 304].map((seed) => facadeSvg(seed).length);
    expect(new Set(heights).size).toBe(4);
  });

  it("mirrors every other room", () => {
    expect(interiorSvg(401)).toContain('transform="translate(1600 0) scale(-1 1)"');
    expect(interiorSvg(402)).not.toContain('transform="translate(1600 0) scale(-1 1)"');
  });
});
