// A PATCH changes what it names and nothing else, on every engine, for every field of a project, a city
// and a district: the body naming one field goes through what PATCH /api/project/{id} (…/ville, …/quartier)
// does — merged onto the stored record written as a request (projectAsRequest…), validated, saved — and
// every other field reads back as it was. A field the request base forgot would be reset to its default
// here. The fields are read from their tables, so a field added later is covered without a line here.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TRANSPORT_TYPES } from "~/domain/content/content-choices";
import { CITY_API_NAMES, DISTRICT_API_NAMES, PROJECT_API_NAMES, cityFields, districtFields, projectFields } from "~/domain/content/content-forms";
import { cityInput, districtInput, projectInput, savedId } from "~/server/api/content-input.server";
import { cityOptions, getCity, updateCity } from "~/server/content/cities.server";
import type { DB } from "~/server/db/db.server";
import { districtOptions, getDistrict, updateDistrict } from "~/server/content/districts.server";
import { getProjects, saveProject, searchProjects } from "~/server/content/projects.server";
import { seedDemo } from "~/server/seed/seed.server";
import { type Stored, patchEachField } from "../../support/patch-each-field";
import { engines } from "../engines";

const admin = { id: 1, email: "admin@exemple.fr" };
/** Other values to try: another record's, and for a text a new one; `more`: values the demo records do not hold. */
const valuesOf = (records: Stored[], key: string, current: unknown, more: unknown[] = []) => [
  ...(typeof current === "string" ? [`${current} (modifié)`.trim()] : []),
  ...records.map((r) => r[key]),
  ...more,
];

describe.each(engines())("a PATCH naming one field changes no other, on $name", (engine) => {
  let db: DB;
  beforeAll(async () => {
    db = await engine.open();
    await seedDemo(db);
  });
  afterAll(() => engine.close());

  it("for every field of a project", async () => {
    const projects = await getProjects(db, (await searchProjects(db, {}, 1, 100)).items.map((c) => c.id));
    // A featured project: taking its mark off is always allowed (putting one on may meet the limit of 3).
    const target = projects.find((p) => p.enAvant)!;
    const others = projects.filter((p) => p.id !== target.id) as unknown as Stored[];
    const districts = await districtOptions(db);
    const unchanged = await patchEachField({
      fields: projectFields,
      names: PROJECT_API_NAMES,
      // A city alone cannot change: its district must follow (a district of another city is refused).
      skip: ["cityId"],
      read: async () => (await getProjects(db, [target.id]))[0] as unknown as Stored,
      patch: async (body, stored) => {
        const input = await projectInput(db, body, stored as never);
        savedId((await saveProject(db, input, { mode: "edit", id: target.id, actor: admin }))!, PROJECT_API_NAMES);
      },
      candidates: (key, current) =>
        key === "districtId" ? districts.filter((d) => d.cityId === target.cityId).map((d) => d.id) : valuesOf(others, key, current),
    });
    expect(unchanged).toEqual([]);
  });

  it("for every field of a city", async () => {
    const [target, ...rest] = await Promise.all((await cityOptions(db)).map((c) => getCity(db, c.id)));
    const unchanged = await patchEachField({
      fields: cityFields,
      names: CITY_API_NAMES,
      read: async () => (await getCity(db, target!.id)) as unknown as Stored,
      patch: async (body, stored) => {
        await updateCity(db, target!.id, await cityInput(body, stored as never), admin);
      },
      // Every demo city is reached by train.
      candidates: (key, current) => valuesOf(rest as unknown as Stored[], key, current, key === "transport" ? [...TRANSPORT_TYPES] : []),
    });
    expect(unchanged).toEqual([]);
  });

  it("for every field of a district", async () => {
    const [target, ...rest] = await Promise.all((await districtOptions(db)).map((d) => getDistrict(db, d.id)));
    const unchanged = await patchEachField({
      fields: districtFields,
      names: DISTRICT_API_NAMES,
      read: async () => (await getDistrict(db, target!.id)) as unknown as Stored,
      patch: async (body, stored) => {
        await updateDistrict(db, target!.id, await districtInput(db, body, stored as never), admin);
      },
      // No demo district has an analysis picture: another's map serves. Their figures all describe 2025: 2024 and none.
      candidates: (key, current) =>
        valuesOf(rest as unknown as Stored[], key, current, key === "imageAnalyse" ? rest.map((d) => d!.imageCover) : key === "anneeChiffres" ? [2024, null] : []),
    });
    expect(unchanged).toEqual([]);
  });
});
