// The leads as a CSV file for French Excel (UTF-8 with BOM, `;` separator), with the same search as the page.
import { searchText } from "~/components/admin/admin-ui";
import { type CsvCell, toCsv } from "~/domain/text/csv";
import { ANSWER_LABELS, answerText } from "~/domain/clients/questionnaire-labels";
import { PROJECT_PARAM, projectRef } from "~/domain/projects/project-interest";
import { db } from "~/server/db/db.server";
import { type Lead, listLeads } from "~/server/clients/leads.server";
import type { Route } from "./+types/leads-csv";

const EXPORT_LIMIT = 100_000;

const dateTime = new Intl.DateTimeFormat("fr-FR", { dateStyle: "short", timeStyle: "short", timeZone: "Europe/Paris" });
/** "31/01/2026 14:05", which French Excel reads as a date. */
const cellDate = (iso: string) => dateTime.format(new Date(iso)).replace(",", "");

const amount = (lead: Lead, key: "budget" | "revenus"): CsvCell => {
  const value = lead.formulaire[key];
  return typeof value === "number" ? value : answerText(lead.formulaire, key);
};

const HEADER = [
  "Reçu le",
  "Prénom",
  "Nom",
  "E-mail",
  "Téléphone",
  "Ville",
  "Âge",
  `${ANSWER_LABELS.budget} (€)`,
  `${ANSWER_LABELS.revenus} (€)`,
  ANSWER_LABELS.travaux,
  ANSWER_LABELS.situationPro,
  ANSWER_LABELS.apportPerso,
  ANSWER_LABELS.ammeublement,
  ANSWER_LABELS.gestionLoc,
  ANSWER_LABELS.resPrincipale,
  ANSWER_LABELS.courtier,
  ANSWER_LABELS.commentaire,
  "Consentement le",
  "Version du texte de consentement",
  "N° de compte client",
  "Projet",
];

function row(lead: Lead): CsvCell[] {
  const a = lead.formulaire;
  return [
    cellDate(lead.createdAt),
    lead.prenom,
    lead.nom,
    lead.email,
    lead.telephone,
    lead.ville,
    lead.age,
    amount(lead, "budget"),
    amount(lead, "revenus"),
    answerText(a, "travaux"),
    answerText(a, "situationPro"),
    answerText(a, "apportPerso"),
    answerText(a, "ammeublement"),
    answerText(a, "gestionLoc"),
    answerText(a, "resPrincipale"),
    answerText(a, "courtier"),
    answerText(a, "commentaire"),
    cellDate(lead.consentAt),
    lead.consentVersion,
    lead.userId,
    lead.projectTitle,
  ];
}

export async function loader({ request }: Route.LoaderArgs) {
  const leads = await listLeads(db(), { search: searchText(request), projectId: projectRef(new URL(request.url).searchParams.get(PROJECT_PARAM)), limit: EXPORT_LIMIT });
  const today = new Date().toISOString().slice(0, 10);
  return new Response(toCsv(HEADER, leads.map(row)), {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="prospects-${today}.csv"`,
      "Cache-Control": "private, no-store",
    },
  });
}
