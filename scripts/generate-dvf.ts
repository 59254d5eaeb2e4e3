// Writes a synthetic « DVF géolocalisées » department file in the published format, for the import
// benchmark (never committed: generated on demand). Usage: tsx scripts/generate-dvf.ts [rows] [file.csv.gz]
// Rows look like a real department's: sales of one to four rows (apartment with cellar and parking, house
// with its land, land alone…), every nature, empty types (land), exact duplicate rows, ~300 communes.
import fs from "node:fs";
import { once } from "node:events";
import path from "node:path";
import zlib from "node:zlib";
import { DVF_HEADER, writeDvfLine } from "~/domain/market/dvf";
import { mulberry32 } from "~/server/seed/illustrations";

const NATURES: Array<[string, number]> = [
  ["Vente", 0.9],
  ["Vente en l'état futur d'achèvement", 0.04],
  ["Vente terrain à bâtir", 0.02],
  ["Adjudication", 0.015],
  ["Echange", 0.015],
  ["Expropriation", 0.01],
];

export async function generateDvf(rows: number, file: string, department = "87"): Promise<void> {
  // Deterministic: every run imports the same file.
  const rnd = mulberry32(21);
  const pick = <T>(list: Array<[T, number]>): T => {
    let r = rnd();
    for (const [value, weight] of list) if ((r -= weight) < 0) return value;
    return list[0][0];
  };
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const gzip = zlib.createGzip({ level: 6 });
  const out = gzip.pipe(fs.createWriteStream(file));
  const write = async (text: string) => {
    if (!gzip.write(text)) await once(gzip, "drain");
  };
  await write(`${DVF_HEADER}\n`);
  let written = 0;
  for (let sale = 1; written < rows; sale++) {
    const commune = `${department}${String(1 + Math.floor(rnd() ** 2 * 300)).padStart(3, "0")}`;
    const day = new Date(Date.UTC(2020, 0, 1) + Math.floor(rnd() * 5 * 365) * 86_400_000).toISOString().slice(0, 10);
    const nature = pick(NATURES);
    const section = `${String.fromCharCode(65 + Math.floor(rnd() * 26))}${String.fromCharCode(65 + Math.floor(rnd() * 26))}`;
    const base = {
      id_mutation: `${day.slice(0, 4)}-${sale}`,
      date_mutation: day,
      numero_disposition: "000001",
      nature_mutation: nature,
      adresse_numero: 1 + Math.floor(rnd() * 120),
      adresse_nom_voie: rnd() < 0.02 ? "RUE DU 8 MAI 1945, BAT C" : "RUE DE LA REPUBLIQUE",
      adresse_code_voie: "0123",
      code_postal: `${department}000`,
      code_commune: commune,
      nom_commune: `Commune ${commune}`,
      code_departement: department,
      id_parcelle: `${commune}000${section}${String(1 + Math.floor(rnd() * 999)).padStart(4, "0")}`,
      longitude: (1.2 + rnd() * 0.5).toFixed(6),
      latitude: (45.6 + rnd() * 0.5).toFixed(6),
    };
    const kind = rnd();
    const parts: Array<Record<string, string | number>> = [];
    const surface = 15 + Math.floor(rnd() * 110);
    if (kind < 0.45) {
      parts.push({ code_type_local: 2, type_local: "Appartement", surface_reelle_bati: rnd() < 0.01 ? 7 : surface, nombre_pieces_principales: 1 + Math.floor(surface / 25), lot1_numero: Math.floor(rnd() * 200), nombre_lots: 1 });
      if (rnd() < 0.5) parts.push({ code_type_local: 3, type_local: "Dépendance", lot1_numero: 200 + Math.floor(rnd() * 200), nombre_lots: 1 });
      if (rnd() < 0.3) parts.push({ code_type_local: 3, type_local: "Dépendance", lot1_numero: 400 + Math.floor(rnd() * 200), nombre_lots: 1 });
      if (rnd() < 0.05) parts.push({ code_type_local: 2, type_local: "Appartement", surface_reelle_bati: 20 + Math.floor(rnd() * 40), nombre_pieces_principales: 2, lot1_numero: 700 });
    } else if (kind < 0.75) {
      parts.push({ code_type_local: 1, type_local: "Maison", surface_reelle_bati: 60 + surface, nombre_pieces_principales: 3 + Math.floor(surface / 30) });
      parts.push({ code_nature_culture: "S", nature_culture: "sols", surface_terrain: 300 + Math.floor(rnd() * 1500) });
      if (rnd() < 0.3) parts.push({ code_nature_culture: "J", nature_culture: "jardins", surface_terrain: 100 + Math.floor(rnd() * 800) });
    } else if (kind < 0.9) {
      parts.push({ code_nature_culture: rnd() < 0.5 ? "T" : "AB", nature_culture: rnd() < 0.5 ? "terres" : "terrains a bâtir", surface_terrain: 200 + Math.floor(rnd() * 5000) });
    } else if (kind < 0.96) {
      parts.push({ code_type_local: 4, type_local: "Local industriel. commercial ou assimilé", surface_reelle_bati: surface });
      if (rnd() < 0.3) parts.push({ code_type_local: 2, type_local: "Appartement", surface_reelle_bati: surface, nombre_pieces_principales: 2 });
    } else {
      parts.push({ code_type_local: 3, type_local: "Dépendance", lot1_numero: Math.floor(rnd() * 900), nombre_lots: 1 });
    }
    const value = rnd() < 0.01 ? "" : `${Math.round((800 + rnd() * 3000) * (surface + 10))}.0`;
    for (const part of parts) {
      const line = `${writeDvfLine({ ...base, valeur_fonciere: value, ...part })}\n`;
      await write(line);
      written++;
      // The files repeat some rows exactly.
      if (rnd() < 0.01 && written < rows) {
        await write(line);
        written++;
      }
      if (written >= rows) break;
    }
  }
  gzip.end();
  await once(out, "finish");
}

if (process.argv[1] && import.meta.url === `file://${path.resolve(process.argv[1])}`) {
  const rows = Number(process.argv[2] ?? 300_000);
  const file = path.resolve(process.argv[3] ?? `dvf-synthetique-${rows}.csv.gz`);
  await generateDvf(rows, file);
  console.log(`${file} : ${rows} lignes.`);
}
