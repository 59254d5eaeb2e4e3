import { Link, useLocation } from "react-router";

function StatusPage({ code, title, children, action }: { code: number; title: string; children: React.ReactNode; action?: React.ReactNode }) {
  return (
    <main id="contenu" className="mx-auto flex min-h-[70vh] max-w-2xl flex-col items-center justify-center px-4 py-16 text-center">
      <p className="text-7xl font-black text-terracotta-dark" aria-hidden="true">{code}</p>
      <h1 className="mt-4 text-2xl font-bold text-navy">{title}</h1>
      <div className="mt-4 text-lg text-slate-700">{children}</div>
      {action}
      <Link
        to="/"
        className="mt-8 inline-block rounded-full bg-navy px-6 py-3 font-semibold text-white hover:bg-navy-dark focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-terracotta"
      >
        Faire demi-tour
      </Link>
    </main>
  );
}

export function NotFoundPage() {
  return (
    <StatusPage code={404} title="Page introuvable">
      <p>Hum, on dirait que vous vous êtes trompé d’adresse, il n’y a pas de bâtiment à investir ici.</p>
    </StatusPage>
  );
}

/** 401: the spec's sentence, and « Se connecter » back to the page asked for when the visitor is signed out. */
export function UnauthorizedPage({ signedOut }: { signedOut: boolean }) {
  const location = useLocation();
  const back = `${location.pathname}${location.search}`;
  return (
    <StatusPage
      code={401}
      title="Accès réservé"
      action={
        signedOut ? (
          <Link
            to={`/signin?retour=${encodeURIComponent(back)}`}
            className="mt-8 inline-block rounded-full border-2 border-navy px-6 py-2.5 font-semibold text-navy hover:bg-sand focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-terracotta"
          >
            Se connecter
          </Link>
        ) : undefined
      }
    >
      <p>Vous n’êtes pas autorisé à venir ici, c’est une propriété privée… et elle n’est pas à vendre.</p>
    </StatusPage>
  );
}

export function ForbiddenPage() {
  return (
    <StatusPage code={403} title="Accès refusé">
      <p>Cette partie du site est réservée à l’équipe. Votre compte n’a pas les droits nécessaires.</p>
    </StatusPage>
  );
}

export function ErrorPage() {
  return (
    <StatusPage code={500} title="Une erreur est survenue">
      <p>Nous n’avons pas pu afficher cette page. Réessayez dans quelques instants.</p>
    </StatusPage>
  );
}
