import type { DpeValue } from "../projects/dpe";
import type { ProjectStatus } from "./content-choices";
import type { cityFields, districtFields, projectFields, resourceFields, teamMemberFields, testimonialFields } from "./content-forms";
import type { InputOf, ValuesOf } from "./fields";

// Shapes of the public content, as the pages and the models use them. The fields of each entity are
// declared once, in its table (app/domain/content/content-forms.ts): the input types below are derived from it.
// Paragraph lists are arrays of strings (one string per paragraph).
// Images are media hashes (content-addressed ids served under /media/).

/** A project's fields: what the form and the API save. */
export type ProjectInput = InputOf<typeof projectFields>;

/** Entries of a project's total cost (spec: total.*). */
export type ProjectTotal = ProjectInput["total"];

/** Monthly charges (spec: chargesMensuelles.*). */
export type ProjectCharges = ProjectInput["chargesMensuelles"];

/** Profitability block (spec: rentabilite.*). dureeEmprunt in years, dureeDifferer in months. */
export type ProjectRentabilite = ProjectInput["rentabilite"];

export interface Project extends ProjectInput {
  id: number;
  cityName: string;
  districtName: string | null;
  createdAt: string;
  updatedAt: string;
}

/** A stored project as the input that saves it again (an edit, a copy). */
export function projectInputOf({ id: _id, cityName: _c, districtName: _d, createdAt: _a, updatedAt: _u, ...input }: Project): ProjectInput {
  return input;
}

export interface ProjectCard {
  id: number;
  title: string;
  cityName: string;
  imageCover: string | null;
  prixGlobal: number;
  works: number;
  profitabilityBrut: number;
  typeBienApres: string;
  status: ProjectStatus;
  /** m² (0: not given). */
  surface: number;
  dpeBefore: DpeValue;
  dpeAfter: DpeValue;
  /** Monthly rent asked (€). */
  prixLocation: number;
  /** Monthly cash flow (€, may be negative). */
  cashflowNet: number;
}

export type CityInput = InputOf<typeof cityFields>;

export interface City extends ValuesOf<typeof cityFields> {
  id: number;
  createdAt: string;
  updatedAt: string;
}

export type DistrictInput = InputOf<typeof districtFields>;

export interface District extends DistrictInput {
  id: number;
  cityName: string;
  createdAt: string;
  updatedAt: string;
}

export type ResourceInput = InputOf<typeof resourceFields>;

export interface Resource extends ResourceInput {
  id: number;
  createdAt: string;
}

export type TeamMemberInput = InputOf<typeof teamMemberFields>;

export interface TeamMember extends ValuesOf<typeof teamMemberFields> {
  id: number;
  createdAt: string;
  updatedAt: string;
}

export type TestimonialInput = InputOf<typeof testimonialFields>;

export interface Testimonial extends ValuesOf<typeof testimonialFields> {
  id: number;
  /** The project bought, while it exists. */
  project: { id: number; title: string } | null;
  createdAt: string;
  updatedAt: string;
}

/** One of the seven fixed document templates, stored as a PDF media. */
export interface DocumentTemplate {
  slug: string;
  title: string;
  description: string;
  mediaHash: string;
  fileName: string;
  position: number;
}
