import { describe, expect, it } from "vitest";
import { galleryPage, galleryPhotos, photoNumber } from "./gallery";

const project = { title: "T3 lumineux", imageCover: "c", imageAvant: "b", images: ["i1", "pdf", "i2"], imagesTravaux: ["w1"] };
const photos = galleryPhotos(project, (h) => h === "pdf");

describe("the project gallery", () => {
  it("lists the façade, the photos, the photo before works and the works site, without the PDFs", () => {
    expect(photos.map((p) => [p.hash, p.caption])).toEqual([
      ["c", "Façade"],
      ["i1", "Le bien après travaux"],
      ["i2", "Le bien après travaux"],
      ["b", "Avant travaux"],
      ["w1", "Le chantier"],
    ]);
    expect(photos[0]!.alt).toBe("Façade du projet T3 lumineux");
    expect(photos[2]!.alt).toBe("Intérieur, photo 2");
    expect(photoNumber(photos, "w1")).toBe(5);
  });

  it("gives a photo with its neighbours, and nothing out of range", () => {
    expect(galleryPage(photos, 1)).toMatchObject({ n: 1, count: 5, prev: null, next: 2 });
    expect(galleryPage(photos, 5)).toMatchObject({ prev: 4, next: null });
    for (const n of [0, 6, 1.5, Number.NaN]) expect(galleryPage(photos, n)).toBeNull();
  });
});
