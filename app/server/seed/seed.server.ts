// First-start demo content (SEED=demo, empty database only). Loaded only when a database lacks it
// (addMissingContent, startup.server.ts). The document templates are not seed data: they are made on first
// use (content/document-templates/).
// Illustrations are drawn as SVG and stored as re-encoded PNG media.
import os from "node:os";
import sharp from "sharp";
import { deriveProjectFigures } from "~/domain/projects/finance";
import { catalogueIsEmpty } from "../content/catalogue.server";
import type { DB } from "../db/db.server";
import { createCity } from "../content/cities.server";
import { createDistrict } from "../content/districts.server";
import { saveMedia, trustedPng } from "../files/media.server";
import { createProject } from "../content/projects.server";
import { createResource } from "../content/resources.server";
import { demoBeforePhoto, demoCities, demoDistricts, demoProjectListing, demoProjects, demoResources, type IllustrationRef } from "./demo-data";
import { seedDemoMarket } from "./demo-market";
import { DEMO_OTHER_OWNERS, DEMO_OWNER, addDemoOwner } from "./demo-owner";
import { analysisChartSvg, beforeSvg, cityscapeSvg, districtMapSvg, facadeSvg, interiorSvg, portraitSvg, worksSvg } from "./illustrations";
import { DEMO_TRUST_KEY } from "../content/catalogue.server";
import { saveTeamMember } from "../content/team.server";
import { saveTestimonial } from "../content/testimonials.server";
import { demoTeam, demoTestimonials } from "./demo-trust";

/** One of our drawings rasterised straight to its stored PNG (no check or re-encoding); its variants are made after start-up. */
async function storeDrawing(db: DB, svgText: string, baseName: string): Promise<string> {
  const { data, info } = await sharp(Buffer.from(svgText)).png({ compressionLevel: 6, palette: false }).toBuffer({ resolveWithObject: true });
  return (await saveMedia(db, trustedPng(data, info, baseName), { variants: false })).hash;
}

const DRAW: Record<IllustrationRef["kind"], (seed: number) => string> = {
  facade: facadeSvg,
  interior: interiorSvg,
  before: beforeSvg,
  works: worksSvg,
  cityscape: cityscapeSvg,
  districtMap: districtMapSvg,
  analysisChart: analysisChartSvg,
};

export async function seedDemo(db: DB): Promise<boolean> {
  if (!(await catalogueIsEmpty(db))) return false;
  // Every illustration is drawn and stored first, several at a time (sharp works on its own threads),
  // then the rows are written with their hashes.
  const refs = new Map<string, IllustrationRef>();
  const refKey = (ref: IllustrationRef) => `${ref.kind}-${ref.seed}`;
  for (const city of demoCities) for (const ref of [city.cover, ...city.images]) refs.set(refKey(ref), ref);
  for (const district of demoDistricts) refs.set(refKey(district.map), district.map);
  for (const project of demoProjects) {
    const before = demoBeforePhoto(project);
    for (const ref of [project.cover, ...project.images, ...project.worksImages, ...(before ? [before] : [])]) refs.set(refKey(ref), ref);
  }
  const drawn = new Map<string, string>();
  const queue = [...refs];
  const draw = async () => {
    for (let next = queue.shift(); next; next = queue.shift()) {
      const [key, ref] = next;
      // Variants made after start-up by makeMissingVariants (startup.server.ts), not here: ~0.4 s an image.
      drawn.set(key, await storeDrawing(db, DRAW[ref.kind](ref.seed), `illustration-${key}`));
    }
  };
  await Promise.all(Array.from({ length: Math.max(2, os.availableParallelism()) }, draw));
  const image = async (ref: IllustrationRef): Promise<string> => drawn.get(refKey(ref))!;
  const beforeImage = async (project: Parameters<typeof demoBeforePhoto>[0]) => {
    const ref = demoBeforePhoto(project);
    return ref ? image(ref) : null;
  };

  const cityIds = new Map<string, number>();
  for (const { key, cover, images, ...city } of demoCities) {
    const id = await createCity(db, {
      ...city,
      imageCover: await image(cover),
      images: await Promise.all(images.map(image)),
    });
    cityIds.set(key, id);
  }

  const districtIds = new Map<string, number>();
  for (const { key, cityKey, map, ...district } of demoDistricts) {
    const cityId = cityIds.get(cityKey);
    if (cityId === undefined) throw new Error(`Quartier de démonstration ${key} : ville ${cityKey} inconnue`);
    const id = await createDistrict(db, {
      ...district,
      cityId,
      imageCover: await image(map),
      imageAnalyse: null,
    });
    districtIds.set(key, id);
  }

  // Spread creation dates over the last weeks so that "newest first" reads naturally.
  const start = Date.now() - demoProjects.length * 86_400_000 * 4;
  for (const [index, { cityKey, districtKey, cover, images, worksImages, ...project }] of demoProjects.entries()) {
    const cityId = cityIds.get(cityKey);
    const districtId = districtIds.get(districtKey);
    if (cityId === undefined || districtId === undefined)
      throw new Error(`Projet de démonstration ${project.title} : ville ou quartier inconnu`);
    const figures = deriveProjectFigures(project);
    await createProject(
      db,
      {
        ...project,
        cityId,
        districtId,
        status: demoProjectListing[project.title]?.status ?? "disponible",
        surface: demoProjectListing[project.title]?.surface ?? 0,
        dpeBefore: demoProjectListing[project.title]?.dpeBefore ?? "",
        dpeAfter: demoProjectListing[project.title]?.dpeAfter ?? "",
        imageCover: await image(cover),
        imageAvant: await beforeImage({ title: project.title, images }),
        images: await Promise.all(images.map(image)),
        imagesTravaux: await Promise.all(worksImages.map(image)),
        profitabilityNet: figures.profitabilityNet,
        cashflowDifferer: figures.cashflowDifferer,
        moisDifferer: figures.moisDifferer,
        chargesMensuelles: { ...project.chargesMensuelles, mensualiter: figures.mensualiter },
        rentabilite: {
          ...project.rentabilite,
          profitabilityBrut: figures.profitabilityBrut,
          cashflowNet: figures.cashflowNet,
          wealth1: figures.wealth1,
          wealth5: figures.wealth5,
          wealth10: figures.wealth10,
        },
      },
      { createdAt: new Date(start + index * 86_400_000 * 4).toISOString() },
    );
  }

  for (const resource of demoResources) await createResource(db, resource);
  // Market evidence (issue 21): demo DVF and Carte des loyers files, imported as real ones are.
  await seedDemoMarket(db);
  // An owner with a year of history on a let demo project, whose results are published (issue 22), and the
  // owners of the other delivered projects but one (issue 30, item 1).
  await addDemoOwner(db, DEMO_OWNER);
  for (const owner of DEMO_OTHER_OWNERS) await addDemoOwner(db, owner);
  return true;
}

/**
 * The demo's team, each member with a drawn portrait, and its clients' testimonials on the demo projects
 * they name (left without a project when the catalogue has no project of that title). Once per database:
 * the site's state remembers it (catalogue.server.ts, demoTrustMissing).
 */
export async function seedDemoTrust(db: DB): Promise<void> {
  for (const { portrait, ...member } of demoTeam) {
    const photo = await storeDrawing(db, portraitSvg(portrait), `portrait-${member.prenom.toLowerCase()}`);
    await saveTeamMember(db, { ...member, photo }, {});
  }
  const titles = demoTestimonials.map((t) => t.projectTitle);
  const projects = await db.selectFrom("projects").select(["id", "title"]).where("title", "in", titles).execute();
  for (const { projectTitle, ...testimonial } of demoTestimonials) {
    const projectId = projects.find((p) => p.title === projectTitle)?.id ?? null;
    await saveTestimonial(db, { ...testimonial, projectId }, {});
  }
  await db.insertInto("siteState").values({ key: DEMO_TRUST_KEY, value: new Date().toISOString() }).execute();
}
