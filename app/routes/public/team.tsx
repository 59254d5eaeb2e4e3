import { Link } from "react-router";
import { MediaImage } from "~/components/media/media-image";
import { SHARED_CONTENT } from "~/components/layout/route-handle";
import { TestimonialList } from "~/components/project/testimonials";
import { seoMeta } from "~/domain/site/seo";
import { db } from "~/server/db/db.server";
import { listTeamMembers } from "~/server/content/team.server";
import { listTestimonials } from "~/server/content/testimonials.server";
import type { Route } from "./+types/team";

// Content only: served without client scripts (decision 0012). The members and the testimonials are the
// staff's (decision 0044).
export const handle = SHARED_CONTENT;

export const meta: Route.MetaFunction = (args) =>
  seoMeta(args, {
    title: "L’équipe",
    description:
      "Chasse immobilière, travaux, ameublement et gestion locative\u00a0: découvrez l’équipe d’Investir Serein, ses parcours, ses valeurs et les témoignages de ses clients.",
  });

export async function loader() {
  const [members, testimonials] = await Promise.all([listTeamMembers(db()), listTestimonials(db())]);
  return {
    members: members.map(({ id, prenom, nom, role, parcours, bio, photo }) => ({ id, prenom, nom, role, parcours, bio, photo })),
    testimonials: testimonials.map(({ id, prenom, ville, date, texte, project }) => ({ id, prenom, ville, date, texte, project })),
  };
}

const VALUES: { title: string; text: string }[] = [
  {
    title: "Transparence",
    text: "Des simulations réalistes, des honoraires fixes affichés dans le bilan de chaque projet et des comptes rendus réguliers\u00a0: vous savez toujours où en est votre projet et ce qu’il coûte.",
  },
  {
    title: "Exigence",
    text: "Nous sélectionnons les biens avec soin, travaillons avec des artisans de confiance et suivons chaque chantier de près, car la qualité d’une rénovation se juge sur la durée.",
  },
  {
    title: "Proximité",
    text: "Un interlocuteur dédié, disponible et à l’écoute, qui vous explique chaque étape et vous aide à décider sereinement, même à des centaines de kilomètres de votre bien.",
  },
];

/** A member without a photo yet: their initials. */
function initials(name: string): string {
  return name
    .split(/[\s-]+/)
    .filter(Boolean)
    .map((part) => part.charAt(0).toLocaleUpperCase("fr-FR"))
    .join("")
    .slice(0, 2);
}

export default function Team({ loaderData }: Route.ComponentProps) {
  const { members, testimonials } = loaderData;
  return (
    <main id="contenu" className="bg-white text-slate-800">
      <header className="bg-sand">
        <div className="mx-auto max-w-6xl px-4 py-12 sm:px-6 md:py-16 lg:px-8">
          <h1 className="text-3xl font-bold tracking-tight text-navy sm:text-4xl md:text-5xl">L’équipe</h1>
          <p className="mt-4 max-w-3xl text-lg text-slate-700">
            Des métiers complémentaires, une seule équipe. De la recherche du bien à la gestion locative, chaque étape
            de votre projet est confiée à un spécialiste, et vous gardez un interlocuteur unique du début à la fin.
          </p>
        </div>
      </header>

      {members.length > 0 && (
        <section aria-labelledby="equipe-membres" className="mx-auto max-w-6xl px-4 py-12 sm:px-6 md:py-16 lg:px-8">
          <h2 id="equipe-membres" className="text-2xl font-bold text-navy sm:text-3xl">
            Les personnes qui vous accompagnent
          </h2>
          <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {members.map((member) => {
              const name = [member.prenom, member.nom].filter(Boolean).join(" ");
              return (
                <li key={member.id} className="flex flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm">
                  {member.photo ? (
                    <MediaImage
                      hash={member.photo}
                      alt={`${name}, ${member.role.toLocaleLowerCase("fr-FR")}`}
                      width={480}
                      height={600}
                      sizes="(min-width: 1024px) 360px, (min-width: 640px) 50vw, 100vw"
                      className="aspect-[4/5] w-full bg-sand"
                    />
                  ) : (
                    <span aria-hidden="true" className="flex aspect-[4/5] w-full items-center justify-center bg-navy text-6xl font-bold text-white">
                      {initials(name)}
                    </span>
                  )}
                  <div className="flex flex-1 flex-col p-6">
                    <h3 className="text-xl font-bold text-navy">{name}</h3>
                    <p className="font-semibold text-terracotta-dark">{member.role}</p>
                    {member.parcours && <p className="mt-2 text-slate-700">{member.parcours}</p>}
                    {member.bio && <p className="mt-4 leading-relaxed">{member.bio}</p>}
                  </div>
                </li>
              );
            })}
          </ul>
        </section>
      )}

      <section aria-labelledby="equipe-valeurs" className="bg-slate-50">
        <div className="mx-auto max-w-6xl px-4 py-12 sm:px-6 md:py-16 lg:px-8">
          <h2 id="equipe-valeurs" className="text-2xl font-bold text-navy sm:text-3xl">
            Nos valeurs
          </h2>
          <ul className="mt-8 grid gap-6 md:grid-cols-3">
            {VALUES.map((value) => (
              <li key={value.title} className="rounded-2xl border-t-4 border-terracotta bg-white p-6 shadow-sm">
                <h3 className="text-xl font-bold text-navy">{value.title}</h3>
                <p className="mt-3 leading-relaxed">{value.text}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      {testimonials.length > 0 && (
        <section aria-labelledby="temoignages-titre" id="temoignages" className="mx-auto max-w-6xl scroll-mt-24 px-4 py-12 sm:px-6 md:py-16 lg:px-8">
          <h2 id="temoignages-titre" className="text-2xl font-bold text-navy sm:text-3xl">
            Ils ont investi avec nous
          </h2>
          <TestimonialList testimonials={testimonials} className="mt-8" />
        </section>
      )}

      <section aria-labelledby="equipe-contact" className="bg-navy text-white">
        <div className="mx-auto max-w-4xl px-4 py-14 text-center sm:px-6 lg:px-8">
          <h2 id="equipe-contact" className="text-2xl font-bold sm:text-3xl">
            Faisons connaissance
          </h2>
          <p className="mx-auto mt-4 max-w-2xl text-lg text-slate-100">
            Une question sur l’investissement locatif, sur notre façon de travailler ou sur un projet en particulier&nbsp;?
            Écrivez-nous, l’équipe vous répond.
          </p>
          <Link
            to="/contact"
            className="mt-8 inline-flex min-h-12 items-center rounded-full bg-terracotta-dark px-6 py-3 text-lg font-semibold text-white shadow transition-colors hover:bg-terracotta-deep focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
          >
            Nous contacter
          </Link>
        </div>
      </section>
    </main>
  );
}
