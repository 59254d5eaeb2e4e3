import { Links, Meta, Outlet, Scripts, ScrollRestoration, isRouteErrorResponse, useMatches, useNavigation } from "react-router";
import type { Route } from "./+types/root";
import stylesheet from "./app.css?url";
// The same file app.css's @font-face names: Vite gives both the one fingerprinted URL.
import fontUrl from "@fontsource-variable/inter/files/inter-latin-wght-normal.woff2?url";
import { Suspense, lazy } from "react";
import { useNonce } from "./components/layout/nonce";
import { frameClass, maintenanceOnError, sharedPageOf, withScripts } from "./components/layout/route-handle";
import { SiteFooter } from "./components/layout/site-footer";
import { SiteHeader } from "./components/layout/site-header";
import { VisitorSlot } from "./components/layout/visitor-slot";
import { useNavUser } from "./components/layout/use-visitor";
import { SITE_NAME } from "./domain/site/seo";
import { type SiteData, companyContact } from "./domain/site/site";
import { currentUser, sessionMiddleware } from "./server/accounts/auth.server";
import { db } from "./server/db/db.server";
import { companyInfo, env } from "./server/platform/env.server";
import { navUserOf, sharedRenderContext } from "./server/http/visitor.server";

export const links: Route.LinksFunction = () => [
  // With a precedence React emits the stylesheet in <head> before the module preloads, so the browser
  // asks for it first (first paint waits for it).
  { rel: "stylesheet", href: stylesheet, precedence: "default" },
  // The text font (one variable file for every weight): asked for at once rather than after the CSS.
  { rel: "preload", href: fontUrl, as: "font", type: "font/woff2", crossOrigin: "anonymous" },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
];

export const middleware: Route.MiddlewareFunction[] = [sessionMiddleware];

export async function loader({ context, request }: Route.LoaderArgs) {
  const config = env();
  // What the header, the footer and the forms show: the legal pages, the home and the cities send the rest.
  const site: SiteData = {
    company: companyContact(companyInfo(config)),
    publicUrl: config.publicUrl,
    currentYear: new Date().getFullYear(),
    callbackDelayHours: config.CALLBACK_DELAY_HOURS,
  };
  // A page rendered for the page cache is the same for everyone: a signed-in visitor's header is spliced into
  // it, with its data in a JSON block the header reads (decision 0025).
  if (context.get(sharedRenderContext)) return { site, user: null, userInPage: true };
  const user = currentUser(context);
  return { site, user: user ? await navUserOf(db(), user, new URL(request.url).pathname) : null };
}

export function Layout({ children }: { children: React.ReactNode }) {
  const nonce = useNonce();
  const matches = useMatches();
  const scripts = withScripts(matches);
  const shared = sharedPageOf(matches.at(-1)?.handle);
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
        {scripts && <ScrollRestoration nonce={nonce} />}
        {scripts && <Scripts nonce={nonce} />}
        {/* A page shared with signed-in visitors: where a visitor's JSON block goes (decision 0025). */}
        {shared && <VisitorSlot slot="block" shared={shared} />}
      </body>
    </html>
  );
}

// Only needed during a client-side navigation or on an error: loaded on demand, outside the first-load
// JavaScript (issue 14). Without a Suspense boundary around RouteError the server waits for it, so an
// error page's HTML is complete without JavaScript.
const LoaderAnimation = lazy(() => import("./components/layout/loader-animation").then((m) => ({ default: m.LoaderAnimation })));
const RouteError = lazy(() => import("./components/layout/route-error"));

/** Shown over the page while a client-side navigation takes time (it fades in after a short delay). */
function NavigationLoader() {
  const navigation = useNavigation();
  if (navigation.state !== "loading" || navigation.formMethod) return null;
  return (
    <div className="loader-delayed fixed inset-0 z-40 flex items-center justify-center bg-white/80 p-6">
      <div className="w-full max-w-md">
        <Suspense fallback={null}>
          <LoaderAnimation />
        </Suspense>
      </div>
    </div>
  );
}

export default function App() {
  const frame = frameClass(useMatches());
  return (
    <>
      <SiteHeader frame={frame} />
      <NavigationLoader />
      <div className="flex-1">
        <Outlet />
      </div>
      <SiteFooter frame={frame} />
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
  const signedOut = !useNavUser();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  if (status === 404) return <RouteError status={404} maintenance={false} signedOut={signedOut} />;
  // On the server, entry.server's handleError has logged it (one JSON line).
  if (!isRouteErrorResponse(error) && typeof document !== "undefined") console.error(error);
  const maintenance = maintenanceOnError(matches);
  return (
    <>
      <SiteHeader />
      <div className="flex-1">
        <RouteError status={status} maintenance={maintenance} signedOut={signedOut} />
      </div>
    </>
  );
}
