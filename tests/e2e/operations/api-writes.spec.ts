// The API's writes against the built server: projects (with uploaded images), cities, districts and resources
// created, patched and deleted; the featured rule; uploads and body limits; writes from another origin.
// Every response checked against the OpenAPI document.
import { expect, test } from "@playwright/test";
import { BASE_URL } from "../support/env";
import { storedRow } from "../support/helpers";
import { admin, anon, call, closeApiClients, districtOf, documented, expectFields, firstCity, type Json, newProject, openApiClients, png, unique } from "../support/api-clients";

test.beforeAll(({ playwright }) => openApiClients(playwright));
test.afterAll(closeApiClients);

test("projects: create with uploaded images, read back, PATCH a few fields, DELETE; 400, 404", async () => {
  const city = await firstCity();
  const district = await districtOf(city._id);
  const { imgCover } = await call(admin, "post", "/api/upload", 201, {
    multipart: { imageSingleUrl: { name: "couverture.png", mimeType: "image/png", buffer: await png("#c8553d") } },
  });
  expect(imgCover).toMatch(/^\/media\/[a-f0-9]{32}\.png$/);

  const body = newProject(city.nom, district.nom, { imageCover: imgCover, imagesTravaux: [imgCover], video: ["https://www.youtube.com/watch?v=abcdefghijk"] });
  const response = await admin.post("/api/project-create", { data: body });
  const created = await documented(response, "post", "/api/project-create");
  expect(response.status()).toBe(201);
  expect(created).toMatchObject({ title: body.title, city: city.nom, cityId: city._id, quartier: district.nom, quartierId: district._id, TypeBienApres: "T2", enAvant: false });
  expect(created.imageCover).toBe(`/media/${imgCover.slice(7, 39)}-960.webp`);
  expect(created.renov1).toEqual(["Cuisine ouverte.", "Sols refaits."]);
  expect(created.chargesMensuelles.cfe).toBe(12);
  expect((await anon.get(created.imageCover)).headers()["content-type"]).toBe("image/webp");
  expect(await call(anon, "get", `/api/projets/${created._id}`, 200)).toEqual(created);

  // PATCH: only the fields sent change; the returned project is accepted back as is.
  const patched = await call(admin, "patch", `/api/project/${created._id}`, 200, { data: { ...created, title: "Titre modifié", chargesMensuelles: { cfe: 20 } } });
  expect(patched).toMatchObject({ title: "Titre modifié", prixGlobal: 118500, imageCover: created.imageCover, renov1: created.renov1 });
  expect(patched.chargesMensuelles).toEqual({ ...created.chargesMensuelles, cfe: 20 });
  const row = (await storedRow("select title, charges_mensuelles, image_cover from projects where id = ?", created._id)) as Json;
  expect(row.title).toBe("Titre modifié");
  expect(JSON.parse(row.charges_mensuelles as string).cfe).toBe(20);
  expect(row.image_cover).toBe(imgCover.slice(7, 39));

  // The DPE (issue 13, item 10): a letter A–G or "", never worse after works than before.
  expect(await call(admin, "patch", `/api/project/${created._id}`, 200, { data: { dpeBefore: "G", dpeAfter: "C" } })).toMatchObject({ dpeBefore: "G", dpeAfter: "C" });
  const worse = await call(admin, "patch", `/api/project/${created._id}`, 400, { data: { dpeBefore: "C", dpeAfter: "G" } });
  expect(worse.errors).toEqual({ dpeAfter: ["Le DPE après travaux (G) ne peut pas être moins bon que le DPE avant travaux (C)."] });
  const letter = await call(admin, "patch", `/api/project/${created._id}`, 400, { data: { dpeBefore: "H" } });
  expect(letter.errors).toEqual({ dpeBefore: ["Le DPE avant travaux : choisissez une classe de A à G."] });
  expect(await storedRow("select dpe_before, dpe_after from projects where id = ?", created._id)).toEqual({ dpe_before: "G", dpe_after: "C" });
  // The photo before works (issue 13, item 13): an uploaded image, returned as its variant like the cover.
  expect((await call(admin, "patch", `/api/project/${created._id}`, 200, { data: { imageAvant: imgCover } })).imageAvant).toBe(created.imageCover);

  const invalid = await call(admin, "post", "/api/project-create", 400, {
    data: { ...newProject(city._id, district._id), title: " ", TypeBienApres: "", chargesMensuelles: { cfe: -3 }, rentabilite: { dureeEmprunt: 0 }, images: ["https://ailleurs.fr/x.jpg"] },
  });
  expectFields(invalid, ["title", "TypeBienApres", "chargesMensuelles.cfe", "rentabilite.dureeEmprunt", "images.0"]);
  expect(invalid.errors["chargesMensuelles.cfe"]).toEqual(["La CFE ne peut pas être négative."]);
  const otherCity = (await call(anon, "get", "/api/villeList", 200)).find((c: Json) => c._id !== city._id);
  const wrongDistrict = await call(admin, "post", "/api/project-create", 400, { data: newProject(otherCity._id, district._id) });
  expect(wrongDistrict.errors).toEqual({ quartier: ["Ce quartier n’appartient pas à la ville choisie."] });
  expect((await call(admin, "post", "/api/project-create", 400, { data: newProject("Atlantide", district._id) })).errors).toHaveProperty("city");
  await call(admin, "patch", `/api/project/${created._id}`, 400, { data: Buffer.from("{title:"), headers: { "content-type": "application/json" } });
  await call(admin, "patch", "/api/project/999999", 404, { data: { title: "x" } });

  await call(admin, "delete", `/api/project/${created._id}`, 204);
  await call(anon, "get", `/api/projets/${created._id}`, 404);
  await call(admin, "delete", `/api/project/${created._id}`, 404);
});

test("a fourth featured project is refused with 409", async () => {
  const city = await firstCity();
  const district = await districtOf(city._id);
  const created: number[] = [];
  try {
    let refused: Json | null = null;
    for (let i = 0; i < 4 && !refused; i++) {
      const response = await admin.post("/api/project-create", { data: newProject(city._id, district._id, { enAvant: true }) });
      const body = await documented(response, "post", "/api/project-create");
      if (response.status() === 201) created.push(body._id);
      else {
        expect(response.status()).toBe(409);
        refused = body;
      }
    }
    expect(refused?.errorMessage).toBe(
      "Impossible de mettre ce projet en avant : 3 projets le sont déjà. Retirez d’abord la mise en avant d’un autre projet.",
    );
    const featured = await anon.get("/api/projectList?enAvant=true");
    expect(featured.headers()["x-total-count"]).toBe("3");
    // Featuring an existing project through PATCH is refused too.
    const plain = await call(admin, "post", "/api/project-create", 201, { data: newProject(city._id, district._id) });
    created.push(plain._id);
    expect((await call(admin, "patch", `/api/project/${plain._id}`, 409, { data: { enAvant: true } })).errorMessage).toMatch(/^Impossible de mettre ce projet en avant/);
  } finally {
    for (const id of created) await admin.delete(`/api/project/${id}`);
  }
});

test("cities: create, PATCH, refuse to delete one in use (409), delete; 400, 404", async () => {
  const created = await call(admin, "post", "/api/ville-create", 201, {
    data: { nom: `Ville API ${unique()}`, population: 120000, etudiant: 20000, distanceParis: 410, transport: "train", onglet1: ["Premier.", "Second."], titre1: "Patrimoine" },
  });
  expect(created).toMatchObject({ transport: "train", onglet1: ["Premier.", "Second."], imageCover: null, images: [] });
  const patched = await call(admin, "patch", `/api/ville/${created._id}`, 200, { data: { population: 125000 } });
  expect(patched).toMatchObject({ population: 125000, nom: created.nom, titre1: "Patrimoine" });
  expect(await call(anon, "get", `/api/ville/${created._id}`, 200)).toEqual(patched);

  expectFields(await call(admin, "post", "/api/ville-create", 400, { data: { nom: "", transport: "bateau", population: -1 } }), ["nom", "transport", "population"]);
  expect((await call(admin, "patch", `/api/ville/${created._id}`, 400, { data: { transport: "bateau" } })).errors).toEqual({ transport: ["Choisissez avion, train ou bus."] });

  const inUse = await firstCity();
  const refused = await call(admin, "delete", `/api/ville/${inUse._id}`, 409);
  expect(refused.errorMessage).toMatch(/^Impossible de supprimer cette ville : .+ l’utilisen?t? encore\.$/);
  await call(admin, "delete", `/api/ville/${created._id}`, 204);
  await call(admin, "delete", `/api/ville/${created._id}`, 404);
  await call(admin, "patch", "/api/ville/999999", 404, { data: { nom: "x" } });
});

test("districts: create, PATCH, refuse to delete one in use (409), delete; 400, 404", async () => {
  const city = await firstCity();
  const created = await call(admin, "post", "/api/quartier-create", 201, {
    data: { nom: `Quartier API ${unique()}`, city: city.nom, tmpUni: 10, tmpCentreVille: 5, parc: "Parc à 200 m", StrategieAdopter: "Colocation", URL: "https://exemple.fr/quartier", commentaire: ["Calme.", "Bien desservi."] },
  });
  expect(created).toMatchObject({ city: city.nom, cityId: city._id, parc: "Parc à 200 m", StrategieAdopter: "Colocation", URL: "https://exemple.fr/quartier", commentaire: ["Calme.", "Bien desservi."] });
  const patched = await call(admin, "patch", `/api/quartier/${created._id}`, 200, { data: { tmpUni: 12 } });
  await call(admin, "patch", "/api/quartier/999999", 404, { data: { tmpUni: 12 } });
  expect(patched).toMatchObject({ tmpUni: 12, parc: "Parc à 200 m" });
  expectFields(await call(admin, "post", "/api/quartier-create", 400, { data: { nom: "", city: "Atlantide", URL: "pas une adresse" } }), ["nom", "URL"]);
  expect((await call(admin, "post", "/api/quartier-create", 400, { data: { nom: "Sans ville" } })).errors).toEqual({ city: ["Choisissez une ville."] });
  expect((await call(admin, "post", "/api/quartier-create", 400, { data: { nom: "Ville inconnue", city: "Atlantide" } })).errors).toHaveProperty("city");

  const project = await call(admin, "post", "/api/project-create", 201, { data: newProject(city._id, created._id) });
  expect((await call(admin, "delete", `/api/quartier/${created._id}`, 409)).errorMessage).toBe("Impossible de supprimer ce quartier : 1 projet l’utilise encore.");
  await call(admin, "delete", `/api/project/${project._id}`, 204);
  await call(admin, "delete", `/api/quartier/${created._id}`, 204);
  await call(admin, "delete", `/api/quartier/${created._id}`, 404);
});

test("resources: create, PATCH, delete; 400 names the field, 404", async () => {
  const created = await call(admin, "post", "/api/resource-create", 201, { data: { nom: "ANIL", lien: "https://www.anil.org" } });
  expect(created).toMatchObject({ nom: "ANIL", lien: "https://www.anil.org" });
  expect((await call(anon, "get", "/api/resourceList", 200)).some((r: Json) => r._id === created._id)).toBe(true);
  expect(await call(admin, "patch", `/api/resource/${created._id}`, 200, { data: { nom: "ANIL : vos droits" } })).toMatchObject({ nom: "ANIL : vos droits", lien: "https://www.anil.org" });
  const invalid = await call(admin, "post", "/api/resource-create", 400, { data: { nom: "", lien: "ftp://exemple.fr" } });
  expectFields(invalid, ["nom", "lien"]);
  await call(admin, "patch", "/api/resource/999999", 404, { data: { nom: "x" } });
  await call(admin, "delete", `/api/resource/${created._id}`, 204);
  await call(admin, "delete", `/api/resource/${created._id}`, 404);
});

test("uploads: imgCover and images URLs; wrong type 400; over 10 MB 413; not multipart 415", async () => {
  const one = await call(admin, "post", "/api/upload", 201, {
    multipart: { imageSingleUrl: { name: "photo.png", mimeType: "image/png", buffer: await png("#1e3a5f") } },
  });
  const original = await anon.get(one.imgCover);
  expect(original.status()).toBe(200);
  expect(original.headers()["content-type"]).toBe("image/png");

  const form = new FormData();
  form.append("imageUrl", new Blob([new Uint8Array(await png("#8ab17d"))], { type: "image/png" }), "a.png");
  form.append("imageUrl", new Blob([new Uint8Array(await png("#f4e9d8"))], { type: "image/png" }), "b.png");
  const many = await call(admin, "post", "/api/uploadmultiple", 201, { multipart: form });
  expect(many.images).toHaveLength(2);
  for (const url of many.images) expect(url).toMatch(/^\/media\/[a-f0-9]{32}\.png$/);

  const wrongType = await call(admin, "post", "/api/upload", 400, {
    multipart: { imageSingleUrl: { name: "script.png", mimeType: "image/png", buffer: Buffer.from("<script>alert(1)</script>") } },
  });
  expectFields(wrongType, ["imageSingleUrl"]);
  expect(wrongType.errors.imageSingleUrl[0]).toMatch(/Type de fichier refusé/);
  expectFields(await call(admin, "post", "/api/uploadmultiple", 400, { multipart: { autre: "x" } }), ["imageUrl"]);

  const huge = Buffer.alloc(10 * 1024 * 1024 + 1, 0);
  huge.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  const tooLarge = await call(admin, "post", "/api/upload", 413, { multipart: { imageSingleUrl: { name: "enorme.png", mimeType: "image/png", buffer: huge } } });
  expect(tooLarge.errorMessage).toBe("enorme.png : le fichier dépasse la taille maximale de 10 Mo.");
  await call(admin, "post", "/api/upload", 415, { data: { imageSingleUrl: "x" } });
});

test("a JSON body over 1 MB is refused with 413, before anything is stored", async () => {
  const response = await admin.post("/api/resource-create", { data: { nom: "x".repeat(1024 * 1024), lien: "https://exemple.fr" } });
  expect(response.status()).toBe(413);
  expect((await documented(response, "post", "/api/resource-create")).errorMessage).toBe("Le corps de la requête dépasse 1 Mo.");
  // The rest of the body is not read: the connection is not reused.
  expect(response.headers().connection).toBe("close");
  expect((await storedRow("select count(*) as n from resources where length(nom) > 1000"))).toEqual({ n: 0 });
});

test("a write from another origin is refused with a JSON 403; unknown paths and methods answer JSON", async () => {
  const crossSite = await call(admin, "post", "/api/resource-create", 403, {
    data: { nom: "CSRF", lien: "https://exemple.fr" },
    headers: { origin: "https://malveillant.example" },
  });
  expect(crossSite.errorMessage).toBe("Requête refusée : origine inconnue.");
  // Same origin is fine.
  const sameOrigin = await call(admin, "post", "/api/resource-create", 201, { data: { nom: "Même origine", lien: "https://exemple.fr" }, headers: { origin: BASE_URL } });
  await call(admin, "delete", `/api/resource/${sameOrigin._id}`, 204);

  const unknown = await anon.get("/api/inexistant");
  expect(unknown.status()).toBe(404);
  expect(await unknown.json()).toEqual({ errorMessage: "Appel inconnu : la liste des appels est sur /api/docs." });
  const wrongMethod = await anon.post("/api/projectList");
  expect(wrongMethod.status()).toBe(405);
  expect(wrongMethod.headers().allow).toBe("GET");
  expect((await wrongMethod.json()).errorMessage).toBe("Méthode non prise en charge : ce chemin accepte GET.");
  const put = await admin.put("/api/project/1", { data: {} });
  expect(put.status()).toBe(405);
  expect(put.headers().allow).toBe("PATCH, DELETE");
});
