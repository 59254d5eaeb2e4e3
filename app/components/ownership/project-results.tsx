// A delivered project's own line of the track record (issue 22, item 3), on its page: what the owner obtained
// against what the project announced, published with the owner's consent. Loaded only by the pages that have
// one (a lazy chunk, decision 0037): the other project pages carry none of its code.
import { Link } from "react-router";
import type { TrackRecordLine } from "~/domain/ownership/track-record-view";
import { TrackRecordTable } from "./track-record-table";

export default function ProjectResults({ lines }: { lines: TrackRecordLine[] }) {
  return (
    <section aria-labelledby="resultats-reels" className="mt-12">
      <h2 id="resultats-reels" className="text-2xl font-bold text-navy">
        Résultats réels depuis la livraison
      </h2>
      <p className="mt-2 text-slate-700">
        Publiés avec l’accord du propriétaire, sans son nom ni celui du locataire : le loyer et la rentabilité obtenus, à côté des chiffres annoncés.{" "}
        <Link to="/resultats" className="font-semibold text-navy underline underline-offset-2 hover:text-terracotta-dark">
          Tous nos résultats
        </Link>
      </p>
      <TrackRecordTable caption="Résultats réels de ce projet, comparés aux chiffres annoncés" lines={lines} withProject={false} />
    </section>
  );
}
