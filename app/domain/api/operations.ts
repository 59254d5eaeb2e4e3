// The calls of the JSON API (spec section 7): one entry per path and method, with who may call it and
// the schemas of its body and response. The OpenAPI document and the reference page are built from it.
import type { z } from "zod";
import { MAX_IMAGES } from "../content/media";
import {
  cityRequestSchema,
  districtRequestSchema,
  formulaireRequestSchema,
  projectRequestSchema,
  resourceRequestSchema,
  signinRequestSchema,
  signupRequestSchema,
  step1RequestSchema,
} from "./requests";
import { cityMarketSchema } from "./market-responses";
import {
  citySchema,
  cityListSchema,
  districtListSchema,
  districtSchema,
  messageSchema,
  projectListSchema,
  projectSchema,
  resourceListSchema,
  resourceSchema,
  uploadMultipleSchema,
  uploadSchema,
  userListSchema,
  userSchema,
} from "./responses";

export type Auth = "public" | "user" | "admin";
export type Method = "get" | "post" | "patch" | "delete";

export const AUTH_LABELS: Record<Auth, string> = {
  public: "Public",
  user: "Utilisateur connecté (cookie de session)",
  admin: "Administrateur (cookie de session)",
};

export interface QueryParam {
  name: string;
  description: string;
  type: "string" | "integer" | "number" | "boolean";
}

export interface ApiOperation {
  operationId: string;
  method: Method;
  /** OpenAPI path, e.g. /api/projets/{id}. */
  path: string;
  summary: string;
  description?: string;
  auth: Auth;
  query?: QueryParam[];
  body?: { kind: "json"; schema: z.ZodType } | { kind: "multipart"; field: string; multiple: boolean };
  response: { status: 200 | 201 | 204; description: string; schema?: z.ZodType; headers?: Record<string, string> };
  /** Error statuses besides those implied by auth, body and path (401/403, 400/413/415, 404). */
  errors?: number[];
}

export const ERROR_DESCRIPTIONS: Record<number, string> = {
  400: "Requête invalide : le message nomme les champs en cause (JSON mal formé compris).",
  401: "Non connecté (ou identifiants incorrects pour signin).",
  403: "Connecté sans le rôle administrateur, ou requête venant d’une autre origine.",
  404: "Identifiant inconnu.",
  405: "Méthode non prise en charge sur ce chemin.",
  409: "Conflit avec l’état actuel (adresse déjà utilisée, limite de projets mis en avant, élément encore utilisé).",
  413: "Corps de requête ou fichier trop volumineux.",
  415: "Type de contenu non pris en charge (application/json ou multipart/form-data attendu).",
  429: "Trop de tentatives : réessayer plus tard.",
};

const id = "{id}";

export const API_OPERATIONS: ApiOperation[] = [
  {
    operationId: "projectList",
    method: "get",
    path: "/api/projectList",
    summary: "Liste des projets, du plus récent au plus ancien",
    description:
      "Recherche de la page /projets : les critères vides sont ignorés, ville et type sont comparés exactement, min et max au prix global. Résultat paginé ; le total est dans les en-têtes.",
    auth: "public",
    query: [
      { name: "ville", type: "integer", description: "_id de la ville." },
      { name: "type", type: "string", description: "Type de bien après travaux (TypeBienApres), exact." },
      { name: "min", type: "number", description: "Budget minimum (prix global, €)." },
      { name: "max", type: "number", description: "Budget maximum (prix global, €)." },
      { name: "enAvant", type: "boolean", description: "true : seulement les projets mis en avant (au plus 3) ; les autres critères sont alors ignorés." },
      { name: "page", type: "integer", description: "Numéro de page, à partir de 1." },
      { name: "parPage", type: "integer", description: "Projets par page, de 1 à 100 (50 par défaut)." },
    ],
    response: {
      status: 200,
      description: "Les projets de la page demandée.",
      schema: projectListSchema,
      headers: { "X-Total-Count": "Nombre total de projets trouvés.", "X-Page": "Page renvoyée.", "X-Page-Count": "Nombre de pages." },
    },
    errors: [400],
  },
  {
    operationId: "quartierList",
    method: "get",
    path: "/api/quartierList",
    summary: "Liste des quartiers, par ville puis par nom",
    auth: "public",
    response: { status: 200, description: "Tous les quartiers.", schema: districtListSchema },
  },
  {
    operationId: "userList",
    method: "get",
    path: "/api/userList",
    summary: "Liste des comptes, du plus récent au plus ancien",
    auth: "admin",
    query: [{ name: "q", type: "string", description: "Texte cherché dans le nom, le prénom, l’adresse e-mail, le nom d’utilisateur ou la ville." }],
    response: { status: 200, description: "Les 200 comptes les plus récents qui correspondent.", schema: userListSchema },
  },
  {
    operationId: "villeList",
    method: "get",
    path: "/api/villeList",
    summary: "Liste des villes, par nom",
    auth: "public",
    response: { status: 200, description: "Toutes les villes.", schema: cityListSchema },
  },
  {
    operationId: "resourceList",
    method: "get",
    path: "/api/resourceList",
    summary: "Liste des ressources (liens), de la plus récente à la plus ancienne",
    auth: "public",
    response: { status: 200, description: "Toutes les ressources.", schema: resourceListSchema },
  },
  {
    operationId: "profile",
    method: "get",
    path: "/api/profile",
    summary: "Le compte connecté",
    auth: "user",
    response: { status: 200, description: "Le compte, ses réponses au questionnaire et ses étapes.", schema: userSchema },
  },
  {
    operationId: "getProject",
    method: "get",
    path: `/api/projets/${id}`,
    summary: "Un projet",
    auth: "public",
    response: { status: 200, description: "Le projet.", schema: projectSchema },
  },
  {
    operationId: "getVille",
    method: "get",
    path: `/api/ville/${id}`,
    summary: "Une ville",
    auth: "public",
    response: { status: 200, description: "La ville.", schema: citySchema },
  },
  {
    operationId: "getVilleMarche",
    method: "get",
    path: `/api/ville/${id}/marche`,
    summary: "Les données du marché d’une ville",
    description:
      "Ventes d’appartements comparables de la commune (DVF géolocalisées : médiane, quartiles, nombre, période, médianes par semestre, quartiers) et loyers de référence par segment (Carte des loyers), avec leurs sources sous Licence Ouverte 2.0. 404 pour une ville sans code INSEE.",
    auth: "public",
    response: { status: 200, description: "Les chiffres du marché de la commune.", schema: cityMarketSchema },
  },
  {
    operationId: "signup",
    method: "post",
    path: "/api/signup",
    summary: "Créer un compte",
    description: "Le compte est créé sans être connecté (se connecter ensuite avec signin).",
    auth: "public",
    body: { kind: "json", schema: signupRequestSchema },
    response: { status: 201, description: "Le compte créé.", schema: userSchema },
    errors: [409, 429],
  },
  {
    operationId: "signin",
    method: "post",
    path: "/api/signin",
    summary: "Se connecter",
    description: "Pose le cookie de session (HttpOnly, SameSite=Lax). La réponse contient formulaire.valid.",
    auth: "public",
    body: { kind: "json", schema: signinRequestSchema },
    response: { status: 200, description: "Le compte connecté ; en-tête Set-Cookie.", schema: userSchema },
    errors: [401, 429],
  },
  {
    operationId: "logout",
    method: "post",
    path: "/api/logout",
    summary: "Se déconnecter",
    description: "Supprime la session côté serveur et efface le cookie. Sans session, répond aussi 200.",
    auth: "public",
    response: { status: 200, description: "Déconnecté.", schema: messageSchema },
  },
  {
    operationId: "upload",
    method: "post",
    path: "/api/upload",
    summary: "Envoyer un fichier (JPEG, PNG ou PDF)",
    description:
      "Le type est déterminé d’après le contenu ; les images sont ré-encodées sans métadonnées. 10 Mo au plus par fichier. L’URL renvoyée s’utilise dans imageCover, imageAnalyse, images…",
    auth: "admin",
    body: { kind: "multipart", field: "imageSingleUrl", multiple: false },
    response: { status: 201, description: "Le fichier enregistré.", schema: uploadSchema },
  },
  {
    operationId: "uploadmultiple",
    method: "post",
    path: "/api/uploadmultiple",
    summary: "Envoyer plusieurs fichiers (JPEG, PNG ou PDF)",
    description: `Champ imageUrl répété, ${MAX_IMAGES} fichiers au plus, 10 Mo au plus chacun. Rien n’est enregistré si un fichier est refusé.`,
    auth: "admin",
    body: { kind: "multipart", field: "imageUrl", multiple: true },
    response: { status: 201, description: "Les fichiers enregistrés.", schema: uploadMultipleSchema },
  },
  {
    operationId: "projectCreate",
    method: "post",
    path: "/api/project-create",
    summary: "Créer un projet",
    description: "Les montants absents valent 0, comme dans le formulaire. Au plus 3 projets mis en avant (enAvant).",
    auth: "admin",
    body: { kind: "json", schema: projectRequestSchema },
    response: { status: 201, description: "Le projet créé.", schema: projectSchema },
    errors: [409],
  },
  {
    operationId: "projectUpdate",
    method: "patch",
    path: `/api/project/${id}`,
    summary: "Modifier un projet",
    description: "Seuls les champs envoyés changent (total, chargesMensuelles et rentabilite sont fusionnés champ par champ) ; le résultat est validé en entier.",
    auth: "admin",
    body: { kind: "json", schema: projectRequestSchema },
    response: { status: 200, description: "Le projet modifié.", schema: projectSchema },
    errors: [409],
  },
  {
    operationId: "projectDelete",
    method: "delete",
    path: `/api/project/${id}`,
    summary: "Supprimer un projet",
    auth: "admin",
    response: { status: 204, description: "Supprimé." },
  },
  {
    operationId: "villeCreate",
    method: "post",
    path: "/api/ville-create",
    summary: "Créer une ville",
    auth: "admin",
    body: { kind: "json", schema: cityRequestSchema },
    response: { status: 201, description: "La ville créée.", schema: citySchema },
  },
  {
    operationId: "villeUpdate",
    method: "patch",
    path: `/api/ville/${id}`,
    summary: "Modifier une ville",
    description: "Seuls les champs envoyés changent ; le résultat est validé en entier.",
    auth: "admin",
    body: { kind: "json", schema: cityRequestSchema },
    response: { status: 200, description: "La ville modifiée.", schema: citySchema },
  },
  {
    operationId: "villeDelete",
    method: "delete",
    path: `/api/ville/${id}`,
    summary: "Supprimer une ville",
    description: "Refusé (409) tant qu’un projet ou un quartier l’utilise.",
    auth: "admin",
    response: { status: 204, description: "Supprimée." },
    errors: [409],
  },
  {
    operationId: "quartierCreate",
    method: "post",
    path: "/api/quartier-create",
    summary: "Créer un quartier",
    auth: "admin",
    body: { kind: "json", schema: districtRequestSchema },
    response: { status: 201, description: "Le quartier créé.", schema: districtSchema },
  },
  {
    operationId: "quartierUpdate",
    method: "patch",
    path: `/api/quartier/${id}`,
    summary: "Modifier un quartier",
    description: "Seuls les champs envoyés changent ; le résultat est validé en entier.",
    auth: "admin",
    body: { kind: "json", schema: districtRequestSchema },
    response: { status: 200, description: "Le quartier modifié.", schema: districtSchema },
  },
  {
    operationId: "quartierDelete",
    method: "delete",
    path: `/api/quartier/${id}`,
    summary: "Supprimer un quartier",
    description: "Refusé (409) tant qu’un projet l’utilise.",
    auth: "admin",
    response: { status: 204, description: "Supprimé." },
    errors: [409],
  },
  {
    operationId: "resourceCreate",
    method: "post",
    path: "/api/resource-create",
    summary: "Créer une ressource",
    auth: "admin",
    body: { kind: "json", schema: resourceRequestSchema },
    response: { status: 201, description: "La ressource créée.", schema: resourceSchema },
  },
  {
    operationId: "resourceUpdate",
    method: "patch",
    path: `/api/resource/${id}`,
    summary: "Modifier une ressource",
    description: "Seuls les champs envoyés changent.",
    auth: "admin",
    body: { kind: "json", schema: resourceRequestSchema },
    response: { status: 200, description: "La ressource modifiée.", schema: resourceSchema },
  },
  {
    operationId: "resourceDelete",
    method: "delete",
    path: `/api/resource/${id}`,
    summary: "Supprimer une ressource",
    auth: "admin",
    response: { status: 204, description: "Supprimée." },
  },
  {
    operationId: "formulaire",
    method: "patch",
    path: "/api/formulaire",
    summary: "Enregistrer le questionnaire du compte connecté",
    description: "Remplace les réponses, enregistre le consentement (date et version de la politique) et passe formulaire.valid à true.",
    auth: "user",
    body: { kind: "json", schema: formulaireRequestSchema },
    response: { status: 200, description: "Le compte à jour.", schema: userSchema },
    errors: [429],
  },
  {
    operationId: "etape1",
    method: "patch",
    path: "/api/etape1",
    summary: "Terminer l’étape 1 du compte connecté",
    description: "Passe etape1 à true, ce qui débloque l’étape 2. Refusé (409) tant que le questionnaire n’est pas complet.",
    auth: "user",
    errors: [409],
    body: { kind: "json", schema: step1RequestSchema },
    response: { status: 200, description: "Le compte à jour.", schema: userSchema },
  },
];

/** Every error status an operation can answer. */
export function errorStatuses(op: ApiOperation): number[] {
  const statuses = new Set<number>(op.errors ?? []);
  if (op.auth !== "public") statuses.add(401);
  if (op.auth === "admin") statuses.add(403);
  if (op.method !== "get") statuses.add(403); // another origin
  if (op.body) [400, 413, 415].forEach((s) => statuses.add(s));
  if (op.path.includes("{id}")) statuses.add(404);
  return [...statuses].sort((a, b) => a - b);
}
