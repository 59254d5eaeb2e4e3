// Domain records → the spec-shaped JSON of the API (see app/domain/api/responses.ts). Media hashes
// become URLs of their 960 px WebP variant; ids become `_id`. The content's fields are shown as their
// tables say (shownValues, app/domain/content/fields.ts).
import type { ApiCity, ApiDistrict, ApiProject, ApiResource, ApiUser } from "~/domain/api/responses";
import { CITY_API_NAMES, DISTRICT_API_NAMES, PROJECT_API_NAMES, cityFields, districtFields, projectFields } from "~/domain/content/content-forms";
import type { City, District, Project, Resource } from "~/domain/content/entities";
import { shownValues } from "~/domain/content/fields";
import { originalUrl, variantUrl } from "~/domain/content/media";
import { propertyValue } from "~/domain/projects/finance";
import type { DB } from "../db/db.server";
import { pdfNames } from "../files/media.server";
import type { UserProfile } from "../accounts/users.server";

export const mediaUrl = (hash: string) => variantUrl(hash, 960, "webp");
/** Image lists and district pictures may hold PDF documents: those are given as their file's URL. */
const fileUrl = (pdfs: Record<string, string>) => (hash: string) => (pdfs[hash] ? originalUrl(hash, "pdf") : mediaUrl(hash));

/** Projects as JSON, with the PDFs among their files looked up in one query. */
export async function apiProjects(db: DB, projects: Project[]): Promise<ApiProject[]> {
  const pdfs = await pdfNames(db, projects.flatMap((p) => [...p.images, ...p.imagesTravaux]));
  return projects.map((p) => toApiProject(p, pdfs));
}

export async function apiDistricts(db: DB, districts: District[]): Promise<ApiDistrict[]> {
  const pdfs = await pdfNames(db, districts.flatMap((d) => [d.imageCover, d.imageAnalyse]));
  return districts.map((d) => toApiDistrict(d, pdfs));
}

function toApiProject(p: Project, pdfs: Record<string, string>): ApiProject {
  return {
    _id: p.id,
    ...shownValues(projectFields, PROJECT_API_NAMES, p, fileUrl(pdfs)),
    city: p.cityName,
    cityId: p.cityId,
    quartier: p.districtName,
    quartierId: p.districtId,
    valeurRetenue: propertyValue(p.total, p.valeurApresTravaux),
    createdAt: p.createdAt,
    updatedAt: p.updatedAt,
  };
}

export const toApiCity = (c: City): ApiCity => ({ _id: c.id, ...shownValues(cityFields, CITY_API_NAMES, c, mediaUrl), createdAt: c.createdAt, updatedAt: c.updatedAt });

function toApiDistrict(d: District, pdfs: Record<string, string>): ApiDistrict {
  return {
    _id: d.id,
    ...shownValues(districtFields, DISTRICT_API_NAMES, d, fileUrl(pdfs)),
    city: d.cityName,
    cityId: d.cityId,
    createdAt: d.createdAt,
    updatedAt: d.updatedAt,
  };
}

export const toApiResource = (r: Resource): ApiResource => ({ _id: r.id, nom: r.nom, lien: r.lien, createdAt: r.createdAt });

export function toApiUser(u: UserProfile): ApiUser {
  const f = u.formulaire;
  const [etape1, etape2, etape3, etape4, etape5, etape6, etape7, etape8, etape9] = u.steps;
  return {
    _id: u.id,
    username: u.username,
    email: u.email,
    role: u.role,
    isAdmin: u.role === "admin",
    emailVerified: u.emailVerified,
    nom: u.nom,
    prenom: u.prenom,
    age: u.age,
    telephone: u.telephone,
    ville: u.ville,
    etape1,
    etape2,
    etape3,
    etape4,
    etape5,
    etape6,
    etape7,
    etape8,
    etape9,
    formulaire: {
      valid: u.formulaireValid,
      budget: f.budget ?? null,
      revenus: f.revenus ?? null,
      travaux: f.travaux ?? null,
      situationPro: f.situationPro ?? null,
      situationAutre: f.situationAutre ?? "",
      apportPerso: f.apportPerso ?? null,
      ammeublement: f.ammeublement ?? null,
      gestionLoc: f.gestionLoc ?? null,
      resPrincipale: f.resPrincipale ?? null,
      courtier: f.courtier ?? null,
      commentaire: f.commentaire ?? "",
    },
    createdAt: u.createdAt,
  };
}
