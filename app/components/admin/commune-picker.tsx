// Picking the commune of a city from the official INSEE list. Without JavaScript: a search form (GET)
// whose results are links that reload the city form filled (?insee=…). With JavaScript: results appear
// as one types (from /creer/communes) and a click fills the city form in place, keeping what was typed.
import { useEffect, useRef, useState } from "react";
import { Form, Link } from "react-router";
import { type Commune, MIN_QUERY, communeLabel } from "~/domain/content/communes";
import { formatInteger } from "~/domain/text/format";
import { inputClass } from "~/components/forms/form-field";

function CommuneChoice({ commune }: { commune: Commune }) {
  return (
    <>
      <span className="font-semibold">{communeLabel(commune)}</span>
      <span className="block text-sm text-slate-700">
        {commune.codesPostaux.join(", ")} · {formatInteger(commune.population)} habitants
      </span>
    </>
  );
}

export function CommunePicker({
  query,
  matches,
  picked,
  onPick,
}: {
  /** The search sent without JavaScript, and its results (null: no search yet). */
  query: string;
  matches: Commune[] | null;
  picked: Commune | null;
  onPick: (commune: Commune) => void;
}) {
  const [text, setText] = useState(query);
  const [live, setLive] = useState<Commune[] | null>(null);
  const [chosen, setChosen] = useState<Commune | null>(picked);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const request = useRef<AbortController | null>(null);

  // Once JavaScript runs, every result fills the form in place (a link would reload it without what was typed).
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => {
    setHydrated(true);
    return () => clearTimeout(timer.current);
  }, []);

  const search = (value: string) => {
    setText(value);
    clearTimeout(timer.current);
    request.current?.abort();
    if (value.trim().length < MIN_QUERY) return setLive(null);
    timer.current = setTimeout(async () => {
      const controller = new AbortController();
      request.current = controller;
      try {
        const response = await fetch(`/creer/communes?q=${encodeURIComponent(value.trim())}`, { signal: controller.signal });
        if (response.ok) setLive(((await response.json()) as { communes: Commune[] }).communes);
      } catch {
        // Aborted by a newer search, or offline: the search button still works.
      }
    }, 200);
  };

  const results = live ?? matches;
  return (
    <div className="rounded-xl border border-slate-200 bg-sand/40 p-4">
      <Form method="get" role="search" aria-label="Commune de la liste officielle" className="flex flex-wrap items-end gap-3">
        <div className="min-w-0 flex-1">
          <label htmlFor="commune-recherche" className="block font-semibold text-navy">
            Commune (liste officielle de l’INSEE)
          </label>
          <p id="commune-aide" className="text-sm text-slate-700">
            Nom ou code postal : population, département et codes postaux se remplissent, et restent modifiables.
          </p>
          <input
            id="commune-recherche"
            name="commune"
            type="search"
            value={text}
            onChange={(e) => search(e.currentTarget.value)}
            aria-describedby="commune-aide"
            aria-controls="commune-resultats"
            autoComplete="off"
            className={inputClass}
          />
        </div>
        <button type="submit" className="rounded-full border border-navy px-4 py-2 font-semibold text-navy hover:bg-navy hover:text-white">
          Rechercher
        </button>
      </Form>
      <div id="commune-resultats">
        <p role="status" className="mt-2 text-sm text-slate-700">
          {chosen
            ? `${communeLabel(chosen)} choisie : vérifiez les champs remplis.`
            : results === null
              ? ""
              : results.length === 0
                ? "Aucune commune ne correspond."
                : results.length === 1
                  ? "1 commune trouvée."
                  : `${results.length} communes trouvées.`}
        </p>
        {results && results.length > 0 && (
          <ul className="mt-2 divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white" aria-label="Communes trouvées">
            {results.map((c) => (
              <li key={c.code}>
                {hydrated ? (
                  <button
                    type="button"
                    className="w-full px-3 py-2 text-left hover:bg-sand focus-visible:bg-sand"
                    onClick={() => {
                      onPick(c);
                      setChosen(c);
                      setLive(null);
                      setText(c.nom);
                    }}
                  >
                    <CommuneChoice commune={c} />
                  </button>
                ) : (
                  <Link to={`?insee=${c.code}`} className="block px-3 py-2 hover:bg-sand">
                    <CommuneChoice commune={c} />
                  </Link>
                )}
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}
