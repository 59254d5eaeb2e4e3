// The API names a project's city and district (and a district's city) by _id or by name, as the old
// back-end showed names. They are resolved here against the models' option lists; an unknown one, or a
// district of another city, is a 400 on that field.
import { cityOptions } from "../content/cities.server";
import type { DB } from "../db/db.server";
import { districtOptions } from "../content/districts.server";
import { invalidError } from "./http.server";

type Ref = number | string;

const asId = (ref: Ref): number | null => (typeof ref === "number" ? ref : /^\d{1,9}$/.test(ref) ? Number(ref) : null);
const sameName = (a: string, b: string) => a.localeCompare(b, "fr", { sensitivity: "base" }) === 0;

export async function resolveCity(db: DB, ref: Ref, field = "city"): Promise<number> {
  const cities = await cityOptions(db);
  const id = asId(ref);
  const city = id !== null ? cities.find((c) => c.id === id) : cities.find((c) => sameName(c.nom, String(ref).trim()));
  if (!city) throw invalidError({ [field]: ["Ville inconnue : indiquez le _id ou le nom d’une ville de villeList."] });
  return city.id;
}

export async function resolveDistrict(db: DB, ref: Ref, cityId: number, field = "quartier"): Promise<number> {
  const districts = await districtOptions(db);
  const id = asId(ref);
  const candidates = id !== null ? districts.filter((d) => d.id === id) : districts.filter((d) => sameName(d.nom, String(ref).trim()));
  if (candidates.length === 0) throw invalidError({ [field]: ["Quartier inconnu : indiquez le _id ou le nom d’un quartier de quartierList."] });
  const district = candidates.find((d) => d.cityId === cityId);
  if (!district) throw invalidError({ [field]: ["Ce quartier n’appartient pas à la ville choisie."] });
  return district.id;
}
