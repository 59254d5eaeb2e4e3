// npm run import:loyers -- [--segment S] [--annee AAAA] FILE… : imports « Carte des loyers » files (one
// per segment: the segment from the standard file name, or --segment for a single file); the edition is
// --annee, or the year of the newest file's date (README, « Données du marché »).
import fs from "node:fs";
import { parseArgs } from "node:util";
import { RENT_SEGMENTS, isRentSegment } from "~/domain/market/rents";
import { rentSummaryLines } from "~/domain/market/summary";
import { editionFromFile, importRents } from "~/server/market/rents-import.server";
import { filesOf, runImport, usage } from "./market-cli";

const HELP = `Usage : npm run import:loyers -- [--segment ${RENT_SEGMENTS.join("|")}] [--annee AAAA] <pred-app-mef-dhup.csv>…`;
let parsed: { values: { segment?: string; annee?: string }; positionals: string[] } = { values: {}, positionals: [] };
try {
  parsed = parseArgs({ allowPositionals: true, options: { segment: { type: "string" }, annee: { type: "string" } } });
} catch (error) {
  usage((error as Error).message, HELP);
}
const { values, positionals } = parsed;
const files = filesOf(positionals, HELP);
if (values.segment !== undefined && !isRentSegment(values.segment)) usage(`Segment inconnu : ${values.segment} (attendu : ${RENT_SEGMENTS.join(", ")}).`, HELP);
if (values.segment !== undefined && files.length > 1) usage("--segment ne s’emploie qu’avec un seul fichier.", HELP);
if (values.annee !== undefined && !/^\d{4}$/.test(values.annee)) usage(`Année invalide : ${values.annee} (par exemple --annee 2025).`, HELP);
const newest = files.reduce((a, b) => (fs.statSync(a.path).mtimeMs >= fs.statSync(b.path).mtimeMs ? a : b));
const edition = values.annee ? Number(values.annee) : await editionFromFile(newest.path);
const segment = values.segment !== undefined && isRentSegment(values.segment) ? values.segment : undefined;
await runImport("loyers", files, (db, importId, onProgress) => importRents(db, files.map((f) => ({ ...f, segment })), { importId, edition, onProgress }), rentSummaryLines);
