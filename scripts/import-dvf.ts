// npm run import:dvf -- FILE… : imports « DVF géolocalisées » files (.csv or .csv.gz, as published by
// Etalab); they replace all the sales of the departments they hold (README, « Données du marché »).
import { parseArgs } from "node:util";
import { dvfSummaryLines } from "~/domain/market/summary";
import { importDvf } from "~/server/market/dvf-import.server";
import { filesOf, runImport, usage } from "./market-cli";

const HELP = "Usage : npm run import:dvf -- <fichier.csv.gz>… (les fichiers d’un département, toutes années ensemble)";
let positionals: string[] = [];
try {
  ({ positionals } = parseArgs({ allowPositionals: true, options: {} }));
} catch (error) {
  usage((error as Error).message, HELP);
}
const files = filesOf(positionals, HELP);
await runImport("dvf", files, (db, importId, onProgress) => importDvf(db, files, { importId, onProgress }), dvfSummaryLines);
