import { Link } from "react-router";
import { SHARED_CONTENT } from "~/components/route-handle";
import type { Route } from "./+types/team";

// Content only: served without client scripts (decision 0012).
export const handle = SHARED_CONTENT;
import { seoMeta } from "~/domain/seo";

export const meta: Route.MetaFunction = (args) =>
  seoMeta(args, {
    title: "L’équipe",
    description:
      "Fondateur, chasseuse immobilière, conducteur de travaux, décoratrice et gestionnaire locative\u00a0: découvrez l’équipe d’Investir Serein et les valeurs qui guident notre accompagnement.",
  });

interface Member {
  firstName: string;
  role: string;
  bio: string;
  /** Tailwind classes of the initials avatar (background and text colour, contrast checked). */
  avatar: string;
}

const MEMBERS: Member[] = [
  {
    firstName: "Julien",
    role: "Fondateur",
    bio: "Investisseur lui-même, Julien a acheté, rénové et mis en location plusieurs appartements anciens avant de fonder Investir Serein. Il définit avec chaque client sa stratégie et veille à ce que chaque projet reste fidèle à ses objectifs.",
    avatar: "bg-[#1e3a5f] text-white",
  },
  {
    firstName: "Camille",
    role: "Chasseuse immobilière",
    bio: "Camille est sur le terrain chaque semaine pour visiter les biens et analyser les quartiers, les diagnostics et les documents de copropriété. Elle ne vous présente que les biens qu’elle a vus et sait défendre, puis négocie le prix au plus juste.",
    avatar: "bg-[#a8432f] text-white",
  },
  {
    firstName: "Karim",
    role: "Conducteur de travaux",
    bio: "Karim chiffre les travaux dès la visite, sélectionne les artisans et coordonne le chantier jusqu’à la réception. Il vous tient informé régulièrement de l’avancement, photos à l’appui.",
    avatar: "bg-[#8ab17d] text-[#1e3a5f]",
  },
  {
    firstName: "Léa",
    role: "Décoratrice et responsable de l’ameublement",
    bio: "Léa conçoit des intérieurs chaleureux, pratiques et résistants, pensés pour plaire aux locataires et durer. Elle se charge des achats, de la livraison et du montage, pour un logement prêt à vivre le jour de la mise en location.",
    avatar: "bg-[#f4e9d8] text-[#1e3a5f] ring-2 ring-inset ring-[#1e3a5f]",
  },
  {
    firstName: "Sophie",
    role: "Gestionnaire locative",
    bio: "Sophie rédige les annonces, organise les visites et sélectionne des locataires solides. Elle assure ensuite la gestion au quotidien, de l’encaissement des loyers aux petites réparations, et reste votre interlocutrice pour toute question.",
    avatar: "bg-slate-700 text-white",
  },
];

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

function initials(name: string): string {
  return name
    .split(/[\s-]+/)
    .filter(Boolean)
    .map((part) => part.charAt(0).toLocaleUpperCase("fr-FR"))
    .join("")
    .slice(0, 2);
}

export default function Team() {
  return (
    <main id="contenu" className="bg-white text-slate-800">
      <header className="bg-[#f4e9d8]">
        <div className="mx-auto max-w-6xl px-4 py-12 sm:px-6 md:py-16 lg:px-8">
          <h1 className="text-3xl font-bold tracking-tight text-[#1e3a5f] sm:text-4xl md:text-5xl">L’équipe</h1>
          <p className="mt-4 max-w-3xl text-lg text-slate-700">
            Cinq métiers complémentaires, une seule équipe. De la recherche du bien à la gestion locative, chaque étape
            de votre projet est confiée à un spécialiste, et vous gardez un interlocuteur unique du début à la fin.
          </p>
        </div>
      </header>

      <section aria-labelledby="equipe-membres" className="mx-auto max-w-6xl px-4 py-12 sm:px-6 md:py-16 lg:px-8">
        <h2 id="equipe-membres" className="text-2xl font-bold text-[#1e3a5f] sm:text-3xl">
          Les personnes qui vous accompagnent
        </h2>
        <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {MEMBERS.map((member) => (
            <li key={member.firstName} className="flex flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
              <div className="flex items-center gap-4">
                <span
                  aria-hidden="true"
                  className={`flex h-16 w-16 shrink-0 items-center justify-center rounded-full text-2xl font-bold ${member.avatar}`}
                >
                  {initials(member.firstName)}
                </span>
                <div>
                  <h3 className="text-xl font-bold text-[#1e3a5f]">{member.firstName}</h3>
                  <p className="font-medium text-[#a8432f]">{member.role}</p>
                </div>
              </div>
              <p className="mt-4 leading-relaxed">{member.bio}</p>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="equipe-valeurs" className="bg-slate-50">
        <div className="mx-auto max-w-6xl px-4 py-12 sm:px-6 md:py-16 lg:px-8">
          <h2 id="equipe-valeurs" className="text-2xl font-bold text-[#1e3a5f] sm:text-3xl">
            Nos valeurs
          </h2>
          <ul className="mt-8 grid gap-6 md:grid-cols-3">
            {VALUES.map((value) => (
              <li key={value.title} className="rounded-2xl border-t-4 border-[#c8553d] bg-white p-6 shadow-sm">
                <h3 className="text-xl font-bold text-[#1e3a5f]">{value.title}</h3>
                <p className="mt-3 leading-relaxed">{value.text}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section aria-labelledby="equipe-contact" className="bg-[#1e3a5f] text-white">
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
            className="mt-8 inline-flex min-h-12 items-center rounded-full bg-[#a8432f] px-6 py-3 text-lg font-semibold text-white shadow transition-colors hover:bg-[#8f3826] focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
          >
            Nous contacter
          </Link>
        </div>
      </section>
    </main>
  );
}
