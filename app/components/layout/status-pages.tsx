// The error pages (401, 403, 404, 500): sober, saying what happened and where to go next (issue 23).
import { Link, useLocation, useRouteLoaderData } from "react-router";
import { telHref } from "~/domain/site/company";
import type { SiteData } from "~/domain/site/site";

const primaryClass =
  "inline-flex min-h-11 items-center justify-center rounded-full bg-navy px-6 py-2.5 font-semibold text-white hover:bg-navy-dark focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-terracotta";
const secondaryClass =
  "inline-flex min-h-11 items-center justify-center rounded-full border-2 border-navy px-6 py-2 font-semibold text-navy hover:bg-sand focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-terracotta";
const linkClass = "font-semibold text-navy underline underline-offset-4 hover:text-terracotta-dark";

/**
 * The seed's sentences, kept as the headings of the 404 and 401 pages (specification §8, issue 30 item 2):
 * the specification's words, with the site's typographic apostrophe.
 */
export const NOT_FOUND_HEADING = "Hum, on dirait que vous vous êtes trompé d’adresse, il n’y a pas de batiment à investir ici";
export const UNAUTHORIZED_HEADING = "Vous n’êtes pas autorisé à venir ici, c’est une propriété privée...et elle n’est pas à vendre";

/** « Faire demi-tour » (the spec's words), back to the home page. */
function HomeLink({ primary }: { primary: boolean }) {
  return (
    <Link to="/" className={primary ? primaryClass : secondaryClass}>
      Faire demi-tour<span className="sr-only"> : retour à l’accueil</span>
    </Link>
  );
}

function StatusPage({ code, title, children, actions, links }: { code: number; title: string; children: React.ReactNode; actions: React.ReactNode; links?: React.ReactNode }) {
  return (
    <main id="contenu" className="mx-auto flex min-h-[70vh] w-full max-w-2xl flex-col justify-center px-4 py-16">
      <p className="text-sm font-semibold uppercase tracking-wide text-slate-600">Erreur {code}</p>
      <h1 className="mt-2 text-2xl font-extrabold text-balance text-navy sm:text-3xl">{title}</h1>
      <div className="mt-4 space-y-3 text-lg leading-relaxed text-slate-700">{children}</div>
      <div className="mt-8 flex flex-wrap gap-3">{actions}</div>
      {links}
    </main>
  );
}

/** The site's main pages, to go on from a page that does not exist. */
function UsefulLinks() {
  return (
    <nav aria-label="Pages utiles" className="mt-10 border-t border-slate-200 pt-6">
      <p className="font-semibold text-navy">Vous cherchiez peut-être :</p>
      <ul className="mt-3 flex flex-wrap gap-x-6 gap-y-2">
        <li>
          <Link to="/projets" className={linkClass}>
            Nos projets
          </Link>
        </li>
        <li>
          <Link to="/ville" className={linkClass}>
            Où investir ?
          </Link>
        </li>
        <li>
          <Link to="/ressources" className={linkClass}>
            Ressources
          </Link>
        </li>
        <li>
          <Link to="/contact" className={linkClass}>
            Nous contacter
          </Link>
        </li>
      </ul>
    </nav>
  );
}

export function NotFoundPage() {
  return (
    <StatusPage code={404} title={NOT_FOUND_HEADING} actions={<HomeLink primary />} links={<UsefulLinks />}>
      <p>Aucune page ne se trouve à cette adresse. Le lien est peut-être incomplet, ou la page a été déplacée.</p>
    </StatusPage>
  );
}

/** 401: the page needs an account; « Se connecter » comes back to the page asked for. */
export function UnauthorizedPage({ signedOut }: { signedOut: boolean }) {
  const location = useLocation();
  const back = `${location.pathname}${location.search}`;
  return (
    <StatusPage
      code={401}
      title={UNAUTHORIZED_HEADING}
      actions={
        signedOut ? (
          <>
            <Link to={`/signin?retour=${encodeURIComponent(back)}`} className={primaryClass}>
              Se connecter
            </Link>
            <HomeLink primary={false} />
          </>
        ) : (
          <HomeLink primary />
        )
      }
    >
      {signedOut ? (
        <>
          <p>Cette page fait partie d’un espace réservé : connectez-vous pour y accéder. Vous reviendrez ensuite directement ici.</p>
          <p>
            Pas encore de compte ?{" "}
            <Link to="/signup" className={linkClass}>
              Créer un compte
            </Link>
          </p>
        </>
      ) : (
        <p>Accès réservé : votre compte ne permet pas de consulter cette page.</p>
      )}
    </StatusPage>
  );
}

export function ForbiddenPage() {
  return (
    <StatusPage
      code={403}
      title="Accès refusé"
      actions={
        <>
          <Link to="/profile" className={primaryClass}>
            Mon profil
          </Link>
          <HomeLink primary={false} />
        </>
      }
    >
      <p>Cette partie du site est réservée à l’équipe : votre compte n’y a pas accès.</p>
      <p>
        Si vous pensez que c’est une erreur,{" "}
        <Link to="/contact" className={linkClass}>
          écrivez-nous
        </Link>
        .
      </p>
    </StatusPage>
  );
}

export function ErrorPage() {
  // The company's contact when the root data loaded (it may be the root loader that failed).
  const company = (useRouteLoaderData("root") as { site?: SiteData } | undefined)?.site?.company;
  const location = useLocation();
  return (
    <StatusPage
      code={500}
      title="Une erreur est survenue"
      actions={
        <>
          {/* A plain link: a full new load of the page, whatever state the app is in. */}
          <a href={`${location.pathname}${location.search}`} className={primaryClass}>
            Réessayer
          </a>
          <HomeLink primary={false} />
        </>
      }
    >
      <p>Cette page n’a pas pu s’afficher, à cause d’un incident de notre côté. Réessayez dans quelques instants.</p>
      {company && (
        <p>
          Si le problème continue, appelez-nous au{" "}
          <a href={telHref(company.phone)} className={`${linkClass} whitespace-nowrap`}>
            {company.phone}
          </a>{" "}
          ou écrivez à{" "}
          <a href={`mailto:${company.email}`} className={`${linkClass} break-all`}>
            {company.email}
          </a>
          .
        </p>
      )}
    </StatusPage>
  );
}
