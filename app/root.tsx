import { Links, Meta, Outlet, Scripts, ScrollRestoration, isRouteErrorResponse, useMatches, useNavigation } from "react-router";
import type { Route } from "./+types/root";
import stylesheet from "./app.css?url";
import { LoaderAnimation } from "./components/loader-animation";
import { MaintenanceAnimation } from "./components/maintenance-animation";
import { useNonce } from "./components/nonce";
import { SiteFooter } from "./components/site-footer";
import { SiteHeader } from "./components/site-header";
import { ErrorPage, ForbiddenPage, NotFoundPage, UnauthorizedPage } from "./components/status-pages";
import { SITE_NAME } from "./domain/seo";
import type { SiteData } from "./domain/site";
import { currentUser, sessionMiddleware } from "./server/auth.server";
import { env } from "./server/env.server";

export const links: Route.LinksFunction = () => [
  { rel: "stylesheet", href: stylesheet },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
];

export const middleware: Route.MiddlewareFunction[] = [sessionMiddleware];

export function loader({ context }: Route.LoaderArgs) {
  const config = env();
  const user = currentUser(context);
  const site: SiteData = {
    company: {
      name: config.COMPANY_NAME,
      address: config.COMPANY_ADDRESS,
      email: config.COMPANY_EMAIL,
      dpoEmail: config.COMPANY_DPO_EMAIL,
      siren: config.COMPANY_SIREN,
      publisher: config.COMPANY_PUBLISHER,
      host: config.COMPANY_HOST,
      instagramUrl: config.SOCIAL_INSTAGRAM_URL,
      linkedinUrl: config.SOCIAL_LINKEDIN_URL,
    },
    publicUrl: config.publicUrl,
    presentationVideoUrl: config.PRESENTATION_VIDEO_URL,
    currentYear: new Date().getFullYear(),
  };
  return { site, user: user ? { username: user.username, isAdmin: user.role === "admin" } : null };
}

export function Layout({ children }: { children: React.ReactNode }) {
  const nonce = useNonce();
  return (
    <html lang="fr">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#1e3a5f" />
        <Meta />
        <Links />
      </head>
      <body className="flex min-h-screen flex-col bg-white font-sans text-slate-800 antialiased">
        <a
          href="#contenu"
          className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:px-4 focus:py-2 focus:text-navy"
        >
          Aller au contenu
        </a>
        {children}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

/** Shown over the page while a client-side navigation takes time (it fades in after a short delay). */
function NavigationLoader() {
  const navigation = useNavigation();
  if (navigation.state !== "loading" || navigation.formMethod) return null;
  return (
    <div className="loader-delayed fixed inset-0 z-40 flex items-center justify-center bg-white/80 p-6">
      <div className="w-full max-w-md">
        <LoaderAnimation />
      </div>
    </div>
  );
}

export default function App() {
  return (
    <>
      <SiteHeader />
      <NavigationLoader />
      <div className="flex-1">
        <Outlet />
      </div>
      <SiteFooter />
    </>
  );
}

export const meta: Route.MetaFunction = ({ error }) => {
  if (!error) return [];
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const titles: Record<number, string> = { 401: "Accès réservé", 403: "Accès refusé", 404: "Page introuvable" };
  return [{ title: `${titles[status] ?? "Erreur"} | ${SITE_NAME}` }, { name: "robots", content: "noindex" }];
};

/**
 * Every route's error boundary. 404: the not-found page without the navigation bar (spec); 401 and 403:
 * their pages; a failed load of a detail page (handle.maintenanceOnError): the maintenance animation.
 */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const matches = useMatches();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  if (status === 404) return <NotFoundPage />;
  if (!isRouteErrorResponse(error)) console.error(error);
  const maintenance = matches.some((m) => (m.handle as { maintenanceOnError?: boolean } | undefined)?.maintenanceOnError);
  return (
    <>
      <SiteHeader />
      <div className="flex-1">
        {status === 401 ? (
          <UnauthorizedPage />
        ) : status === 403 ? (
          <ForbiddenPage />
        ) : maintenance ? (
          <main id="contenu" className="mx-auto max-w-xl px-4 py-12">
            <MaintenanceAnimation />
          </main>
        ) : (
          <ErrorPage />
        )}
      </div>
    </>
  );
}
