import { Link } from "react-router";
import { MediaImage } from "~/components/media/media-image";
import { formatCount, formatInteger, formatKilometres } from "~/domain/text/format";
import { seoMeta } from "~/domain/site/seo";
import { cityPath } from "~/domain/text/slug";
import { listCities } from "~/server/content/cities.server";
import { db } from "~/server/db/db.server";
import { SHARED_CONTENT } from "~/components/layout/route-handle";
import type { Route } from "./+types/cities";

// Content only: served without client scripts (decision 0012).
export const handle = SHARED_CONTENT;

export const meta: Route.MetaFunction = (args) =>
  seoMeta(args, {
    title: "Où investir ?",
    description: "Les villes où nous investissons : démographie, étudiants, accès à Paris et quartiers analysés pour un investissement locatif rentable.",
    path: "/ville",
  });

export async function loader() {
  return { cities: await listCities(db()) };
}

export default function Cities({ loaderData }: Route.ComponentProps) {
  return (
    <main id="contenu" className="mx-auto max-w-6xl px-4 py-10">
      <h1 className="text-4xl font-extrabold text-navy">Où investir ?</h1>
      <p className="mt-3 max-w-3xl text-lg text-slate-700">
        Nous investissons dans des villes moyennes, étudiantes et bien reliées, où les prix d’achat restent bas et la
        demande locative forte. Chaque ville est étudiée quartier par quartier.
      </p>
      {loaderData.cities.length === 0 ? (
        <p className="mt-8 rounded-xl bg-sand p-6 text-slate-700">Nos villes seront bientôt présentées ici.</p>
      ) : (
        <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {loaderData.cities.map((city, i) => (
            <li key={city.id} className="group relative flex flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm hover:shadow-lg">
              {city.imageCover && (
                <MediaImage hash={city.imageCover} alt="" width={640} height={400} sizes="(min-width: 1024px) 360px, (min-width: 640px) 50vw, 100vw" className="aspect-[16/10] w-full" priority={i === 0} />
              )}
              <div className="flex flex-1 flex-col p-5">
                <h2 className="text-xl font-bold text-navy">
                  <Link to={cityPath(city)} className="after:absolute after:inset-0 group-focus-within:underline">
                    {city.nom}
                  </Link>
                </h2>
                <p className="mt-1 text-slate-700">{city.titreAtout}</p>
                <p className="mt-3 text-sm text-slate-700">
                  {formatInteger(city.population)} habitants · {formatInteger(city.etudiant)} étudiants · Paris à {formatKilometres(city.distanceParis)}
                </p>
                <p className="mt-auto pt-1 text-sm font-semibold text-terracotta-dark">
                  {city.projectCount === 0 ? "Aucun projet pour l’instant" : formatCount(city.projectCount, "projet", "projets")}
                </p>
              </div>
            </li>
          ))}
        </ul>
      )}
    </main>
  );
}
