import { describe, expect, it } from "vitest";
import { validateJsonSchema } from "../../../tests/support/json-schema";
import { buildOpenApiDocument } from "./openapi";
import { API_OPERATIONS } from "./operations";
import { referenceView } from "./reference";
import { projectRequestSchema } from "./requests";
import { projectSchema, userSchema } from "./responses";
import { ADDED_CALLS, SPEC_CALLS } from "./spec-calls";


const doc = buildOpenApiDocument();

const project = {
  _id: 4,
  title: "T2 rénové près de la gare",
  status: "disponible",
  surface: 45,
  dpeBefore: "F",
  dpeAfter: "C",
  imageAvant: null,
  city: "Saint-Étienne",
  cityId: 1,
  quartier: "Jacquard",
  quartierId: 2,
  imageCover: "/media/0123456789abcdef0123456789abcdef-960.webp",
  images: [],
  imagesTravaux: [],
  video: ["https://www.youtube.com/watch?v=abcdefghijk"],
  enAvant: true,
  prixGlobal: 123456,
  prixLocation: 650,
  tauxEmprunt: 3.6,
  ScenarioAdopter: "Location meublée",
  profilCibler: "Étudiant",
  TypeBienAvant: "T2",
  TypeBienApres: "T2",
  tmpRenov: 3,
  valeurApresTravaux: 132000,
  valeurRetenue: 132000,
  sourceValeur: "Ventes récentes du quartier",
  titreRenov1: "Cuisine",
  titreRenov2: "",
  titreRenov3: "",
  titreRenov4: "",
  renov1: ["Un paragraphe."],
  renov2: [],
  renov3: [],
  renov4: [],
  descriptionClient: "",
  temoignage: "",
  profitabilityNet: 5.2,
  cashflowDifferer: -40,
  moisDifferer: 6,
  total: { priceAcqui: 90000, works: 20000, fraisNotaire: 7000, fraisAgence: 0, apportPersonnel: 0, furnishing: 5000, DM2AComi: 1456 },
  chargesMensuelles: { mensualiter: 600, taxeFonciere: 60, chargesCopro: 40, chargesCourantes: 20, pno: 10, cfe: 15, rentalManage: 0 },
  rentabilite: { dureeEmprunt: 20, dureeDifferer: 6, monthlyRent: 650, profitabilityBrut: 6.3, cashflowNet: 12, wealth1: 3000, wealth5: 18000, wealth10: 40000 },
  createdAt: "2026-11-21T10:00:00.000Z",
  updatedAt: "2026-11-21T10:00:00.000Z",
};

describe("OpenAPI document", () => {
  it("is OpenAPI 3.1 and lists every call of spec section 7 and those added since, and only those", () => {
    expect(doc.openapi).toBe("3.1.0");
    const listed = Object.entries(doc.paths).flatMap(([path, methods]) => Object.keys(methods).map((m) => `${m} ${path}`));
    expect(listed.sort()).toEqual([...SPEC_CALLS, ...ADDED_CALLS].sort());
    expect(new Set(API_OPERATIONS.map((o) => o.operationId)).size).toBe(API_OPERATIONS.length);
  });

  it("resolves every $ref, and answers every error with the Error schema", () => {
    const refs = JSON.stringify(doc).match(/"\$ref":"[^"]+"/g) ?? [];
    for (const ref of refs) {
      const name = ref.slice(ref.lastIndexOf("/") + 1, -1);
      expect(doc.components.schemas, ref).toHaveProperty(name);
    }
    for (const methods of Object.values(doc.paths))
      for (const op of Object.values(methods)) {
        const responses = op.responses as Record<string, { content?: Record<string, { schema: { $ref: string } }> }>;
        for (const [status, response] of Object.entries(responses))
          if (Number(status) >= 400) expect(response.content?.["application/json"].schema.$ref).toBe("#/components/schemas/Error");
      }
  });

  it("marks admin calls, and calls with an id answer 404", () => {
    const patch = doc.paths["/api/project/{id}"].patch as { security?: unknown; responses: Record<string, unknown>; "x-auth": string };
    expect(patch["x-auth"]).toBe("admin");
    expect(patch.security).toEqual([{ session: [] }]);
    expect(Object.keys(patch.responses)).toEqual(expect.arrayContaining(["200", "400", "401", "403", "404", "409", "413"]));
    expect(doc.paths["/api/projectList"].get).not.toHaveProperty("security");
  });

  it("describes responses with the schemas the serializers are typed against", () => {
    expect(projectSchema.safeParse(project).success).toBe(true);
    expect(validateJsonSchema(doc.components.schemas.Project, project, doc)).toEqual([]);
    // An extra field or a wrong type is caught by both.
    const leaky = { ...project, passwordHash: "x" };
    expect(projectSchema.safeParse(leaky).success).toBe(false);
    expect(validateJsonSchema(doc.components.schemas.Project, leaky, doc)).toEqual(["$.passwordHash : champ non prévu par le schéma"]);
    const wrong = { ...project, chargesMensuelles: { ...project.chargesMensuelles, cfe: "15" } };
    expect(validateJsonSchema(doc.components.schemas.Project, wrong, doc)).toEqual(["$.chargesMensuelles.cfe : type number attendu, string reçu"]);
    expect(validateJsonSchema(doc.components.schemas.ProjectList, [project], doc)).toEqual([]);
    expect(validateJsonSchema({ $ref: "#/components/schemas/User" }, { email: "a@b.fr" }, doc).length).toBeGreaterThan(5);
    expect(userSchema.safeParse({ email: "a@b.fr" }).success).toBe(false);
  });

  it("describes requests with the schemas that validate them: a valid body passes both", () => {
    const body = {
      title: "T3 lumineux",
      city: "Saint-Étienne",
      quartier: 2,
      imageCover: "/media/0123456789abcdef0123456789abcdef.jpg",
      renov1: ["Premier.", "Second."],
      TypeBienApres: "T3",
      rentabilite: { dureeEmprunt: 20 },
    };
    expect(projectRequestSchema.safeParse(body).success).toBe(true);
    expect(validateJsonSchema(doc.components.schemas.ProjectRequest, body, doc)).toEqual([]);
    const { title: _t, ...untitled } = body;
    expect(projectRequestSchema.safeParse(untitled).success).toBe(false);
    expect(validateJsonSchema(doc.components.schemas.ProjectRequest, untitled, doc)).toEqual(["$.title : champ obligatoire absent"]);
  });

  it("gives the reference page every call and the flattened fields", () => {
    const view = referenceView(doc);
    expect(view.calls).toHaveLength(SPEC_CALLS.length + ADDED_CALLS.length);
    const fields = view.schemas.find((s) => s.name === "Project")!.fields.map((f) => f.name);
    expect(fields).toEqual(expect.arrayContaining(["_id", "prixGlobal", "total.priceAcqui", "chargesMensuelles.cfe", "rentabilite.wealth10"]));
    const user = view.schemas.find((s) => s.name === "User")!.fields.map((f) => f.name);
    expect(user).toEqual(expect.arrayContaining(["formulaire.valid", "etape1"]));
    const upload = view.calls.find((c) => c.anchor === "upload")!;
    expect(upload.body?.contentType).toBe("multipart/form-data");
    expect(upload.body?.fields.map((f) => f.name)).toEqual(["imageSingleUrl"]);
  });
});
