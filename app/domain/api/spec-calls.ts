// The calls of spec section 7 as "method path", written out from the spec on their own, so that tests
// can check that the OpenAPI document (built from operations.ts) lists every one of them.
export const SPEC_CALLS = [
  "get /api/projectList",
  "get /api/quartierList",
  "get /api/userList",
  "get /api/villeList",
  "get /api/resourceList",
  "get /api/profile",
  "get /api/projets/{id}",
  "get /api/ville/{id}",
  "post /api/signup",
  "post /api/signin",
  "post /api/logout",
  "post /api/upload",
  "post /api/uploadmultiple",
  "post /api/project-create",
  "patch /api/project/{id}",
  "delete /api/project/{id}",
  "post /api/ville-create",
  "patch /api/ville/{id}",
  "delete /api/ville/{id}",
  "post /api/quartier-create",
  "patch /api/quartier/{id}",
  "delete /api/quartier/{id}",
  "post /api/resource-create",
  "patch /api/resource/{id}",
  "delete /api/resource/{id}",
  "patch /api/formulaire",
  "patch /api/etape1",
] as const;

/** Calls added since, by issues (the spec's list stays as the spec wrote it). */
export const ADDED_CALLS = ["get /api/ville/{id}/marche"] as const;
