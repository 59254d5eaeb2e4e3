// « Nos résultats » (issue 22, item 3): for the projects whose owners agreed to the anonymous publication, the
// rent and yields announced against those obtained over the last twelve months, the vacancy, and the aggregate.
// Content only: served without scripts and cached like the other public pages (decision 0036).
import { Link } from "react-router";
import { SHARED_CONTENT } from "~/components/layout/route-handle";
import { TrackRecordTable } from "~/components/ownership/track-record-table";
import { seoMeta } from "~/domain/site/seo";
import { db } from "~/server/db/db.server";
import { publishedResults } from "~/server/ownership/track-record.server";
import type { Route } from "./+types/results";

export const handle = SHARED_CONTENT;

export const meta: Route.MetaFunction = (args) =>
  seoMeta(args, {
    title: "Nos résultats",
    description: "Le loyer obtenu et le rendement réel de nos projets livrés, à côté des chiffres que nous avions annoncés, avec l’accord de leurs propriétaires.",
    path: "/resultats",
  });

export async function loader() {
  return publishedResults(db());
}

const linkClass = "font-semibold text-navy underline underline-offset-2 hover:text-terracotta-dark";

export default function Results({ loaderData }: Route.ComponentProps) {
  const { lines, summary } = loaderData;
  return (
    <main id="contenu" className="mx-auto max-w-6xl px-4 py-10 sm:py-12">
      <h1 className="text-3xl font-extrabold text-navy sm:text-4xl">Nos résultats</h1>
      <p className="mt-3 max-w-3xl text-lg text-slate-700">
        Ce que nos projets livrés rapportent vraiment, à côté de ce que nous avions annoncé : le loyer obtenu et la rentabilité réelle sur les douze derniers
        mois (ou depuis la mise en location), et la vacance. Seuls les projets dont les propriétaires l’ont accepté figurent ici, sans le nom de personne.
      </p>
      {summary ? (
        <>
          <p className="mt-6 rounded-xl bg-sand p-5 text-lg font-semibold text-navy">{summary.sentence}</p>
          <TrackRecordTable caption="Résultats réels des projets livrés, comparés aux chiffres annoncés" lines={lines} withProject />
        </>
      ) : (
        <p className="mt-6 rounded-xl bg-sand p-5 text-slate-700">
          Aucun résultat publié pour le moment : les premiers apparaîtront ici dès qu’un propriétaire l’aura accepté.
        </p>
      )}
      <h2 className="mt-10 text-2xl font-bold text-navy">Comment lire ces chiffres</h2>
      <ul className="mt-3 max-w-3xl list-disc space-y-2 pl-5 text-slate-700">
        <li>
          Les douze derniers mois s’arrêtent au dernier mois dont l’échéance (le 10 du mois suivant) est passée ; un bien loué depuis moins longtemps compte
          ses mois depuis son premier bail.
        </li>
        <li>Le loyer obtenu est le loyer hors charges encaissé pour ces mois, divisé par leur nombre : un impayé ou une vacance le font baisser.</li>
        <li>
          Les rentabilités réelles suivent les formules des chiffres annoncés (
          <Link to="/comment-calculons-nous" className={linkClass}>
            comment calculons-nous ?
          </Link>
          ), sur le coût total du projet ; la nette déduit les dépenses courantes enregistrées (taxe foncière, assurance, copropriété, entretien, gestion).
        </li>
        <li>La vacance compte les jours sans locataire pendant la période.</li>
      </ul>
    </main>
  );
}
