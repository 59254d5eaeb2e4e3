// Domain records → the spec-shaped JSON of the API (see app/domain/api/responses.ts). Media hashes
// become URLs of their 960 px WebP variant; ids become `_id`.
import type { ApiCity, ApiDistrict, ApiProject, ApiResource, ApiUser } from "~/domain/api/responses";
import { AMENITIES, type AmenityKey, type City, type District, type Project, type Resource } from "~/domain/entities";
import { originalUrl, variantUrl } from "~/domain/media";
import { propertyValue } from "~/domain/finance";
import type { DB } from "../db.server";
import { pdfNames } from "../media.server";
import type { UserProfile } from "../users.server";

export const mediaUrl = (hash: string) => variantUrl(hash, 960, "webp");
const mediaOrNull = (hash: string | null) => (hash ? mediaUrl(hash) : null);
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
    title: p.title,
    city: p.cityName,
    cityId: p.cityId,
    quartier: p.districtName,
    quartierId: p.districtId,
    imageCover: mediaOrNull(p.imageCover),
    imageAvant: mediaOrNull(p.imageAvant),
    images: p.images.map(fileUrl(pdfs)),
    imagesTravaux: p.imagesTravaux.map(fileUrl(pdfs)),
    video: p.video,
    enAvant: p.enAvant,
    prixGlobal: p.prixGlobal,
    prixLocation: p.prixLocation,
    tauxEmprunt: p.tauxEmprunt,
    ScenarioAdopter: p.scenarioAdopter,
    profilCibler: p.profilCibler,
    TypeBienAvant: p.typeBienAvant,
    TypeBienApres: p.typeBienApres,
    tmpRenov: p.tmpRenov,
    valeurApresTravaux: p.valeurApresTravaux,
    valeurRetenue: propertyValue(p.total, p.valeurApresTravaux),
    sourceValeur: p.sourceValeur,
    titreRenov1: p.titreRenov1,
    titreRenov2: p.titreRenov2,
    titreRenov3: p.titreRenov3,
    titreRenov4: p.titreRenov4,
    renov1: p.renov1,
    renov2: p.renov2,
    renov3: p.renov3,
    renov4: p.renov4,
    descriptionClient: p.descriptionClient,
    temoignage: p.temoignage,
    profitabilityNet: p.profitabilityNet,
    cashflowDifferer: p.cashflowDifferer,
    moisDifferer: p.moisDifferer,
    total: p.total,
    chargesMensuelles: p.chargesMensuelles,
    rentabilite: p.rentabilite,
    createdAt: p.createdAt,
    updatedAt: p.updatedAt,
    status: p.status,
    surface: p.surface,
    dpeBefore: p.dpeBefore,
    dpeAfter: p.dpeAfter,
  };
}

export function toApiCity(c: City): ApiCity {
  return {
    _id: c.id,
    nom: c.nom,
    imageCover: mediaOrNull(c.imageCover),
    images: c.images.map(mediaUrl),
    population: c.population,
    descriptionPopulation: c.descriptionPopulation,
    etudiant: c.etudiant,
    descriptionEtudiant: c.descriptionEtudiant,
    distanceParis: c.distanceParis,
    descriptionDistanceParis: c.descriptionDistanceParis,
    titreTransport: c.titreTransport,
    descriptionTransport: c.descriptionTransport,
    transport: c.transport,
    titreAtout: c.titreAtout,
    atout: c.atout,
    titre1: c.titre1,
    titre2: c.titre2,
    titre3: c.titre3,
    description1: c.description1,
    description2: c.description2,
    description3: c.description3,
    titreOnglet1: c.titreOnglet1,
    titreOnglet2: c.titreOnglet2,
    titreOnglet3: c.titreOnglet3,
    titreOnglet4: c.titreOnglet4,
    onglet1: c.onglet1,
    onglet2: c.onglet2,
    onglet3: c.onglet3,
    onglet4: c.onglet4,
    createdAt: c.createdAt,
    updatedAt: c.updatedAt,
  };
}

function toApiDistrict(d: District, pdfs: Record<string, string>): ApiDistrict {
  const amenities = Object.fromEntries(AMENITIES.map(([key]) => [key, d[key] ?? ""])) as Record<AmenityKey, string>;
  return {
    _id: d.id,
    nom: d.nom,
    city: d.cityName,
    cityId: d.cityId,
    tmpUni: d.tmpUni,
    tmpCentreVille: d.tmpCentreVille,
    ...amenities,
    tauxElever: d.tauxElever,
    prixMoyenLocation: d.prixMoyenLocation,
    prixMoyenAuMetre: d.prixMoyenAuMetre,
    profileCibler: d.profileCibler,
    typeBienCibler: d.typeBienCibler,
    StrategieAdopter: d.strategieAdopter,
    URL: d.url,
    description: d.description,
    commentaire: d.commentaire,
    imageCover: d.imageCover ? fileUrl(pdfs)(d.imageCover) : null,
    imageAnalyse: d.imageAnalyse ? fileUrl(pdfs)(d.imageAnalyse) : null,
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
