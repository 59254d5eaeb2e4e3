// The staff client page's « Suivi » box (issue 23): who follows the client (chosen among the staff) and a
// link to the steps' calendar. It posts to a route of its own (routes/admin/client-adviser.ts).
import { Form, Link, useSearchParams } from "react-router";
import { controlClass, linkClass } from "~/components/admin/admin-ui";

const OUTCOMES: Record<string, { ok: boolean; text: string }> = {
  enregistre: { ok: true, text: "Conseiller enregistré : le client voit son nom et son téléphone dans son espace." },
  refuse: { ok: false, text: "Choisissez un membre de l’équipe dans la liste." },
  calendrier: { ok: true, text: "Calendrier des étapes enregistré : le client voit les dates dans son espace." },
};

export function AdviserSelect({ clientId, current, choices }: { clientId: number; current: number | null; choices: { id: number; label: string }[] }) {
  const [params] = useSearchParams();
  const outcome = OUTCOMES[params.get("conseiller") ?? ""];
  return (
    <section aria-labelledby="suivi" className="mt-6 scroll-mt-6 rounded-2xl border border-slate-200 p-5 sm:p-6">
      <h2 id="suivi" className="text-xl font-bold text-navy">
        Conseiller et calendrier
      </h2>
      {outcome && (
        <p role={outcome.ok ? "status" : "alert"} className={`mt-4 rounded-lg p-3 font-medium ${outcome.ok ? "bg-sage/20 text-sage-dark" : "bg-red-50 text-red-800"}`}>
          {outcome.text}
        </p>
      )}
      <Form method="post" action={`/creer/clients/${clientId}/conseiller`} className="mt-4 flex flex-wrap items-end gap-3">
        <div className="min-w-0 grow basis-64">
          <label htmlFor="conseiller" className="block font-semibold text-navy">
            Conseiller du client
          </label>
          <p id="conseiller-aide" className="text-sm text-slate-700">
            Le client voit son prénom, son nom et son téléphone (ceux de sa page « Mon profil ») ; sans conseiller, ceux de la société.
          </p>
          <select id="conseiller" name="conseiller" defaultValue={current ?? ""} aria-describedby="conseiller-aide" className={`mt-1 block w-full ${controlClass}`}>
            <option value="">Aucun pour l’instant (contact de la société)</option>
            {choices.map((c) => (
              <option key={c.id} value={c.id}>
                {c.label}
              </option>
            ))}
          </select>
        </div>
        <button
          type="submit"
          className="inline-flex h-11 cursor-pointer items-center justify-center rounded-full bg-navy px-5 font-semibold text-white hover:bg-navy-dark focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-terracotta"
        >
          Enregistrer le conseiller
        </button>
      </Form>
      <p className="mt-4 text-slate-700">
        <Link to={`/creer/clients/${clientId}/calendrier`} className={linkClass}>
          Dates des étapes
        </Link>{" "}
        : les dates prévues et les dates de fin que le client voit sur son calendrier.
      </p>
      <p className="mt-2 text-slate-700">
        <Link to={`/creer/clients/${clientId}/location`} className={linkClass}>
          Location
        </Link>{" "}
        : les baux, les loyers encaissés et les dépenses de ses biens loués.
      </p>
    </section>
  );
}
