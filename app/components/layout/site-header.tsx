import { useEffect, useRef } from "react";
import { Form, Link, NavLink, useLocation, useRouteLoaderData } from "react-router";
import { UNREAD_BADGE, unreadLabel } from "~/domain/clients/client-messages";
import { BRAND_COLOURS, BRAND_MARK } from "~/domain/site/brand";
import { telHref } from "~/domain/site/company";
import { SITE_NAME } from "~/domain/site/seo";
import type { SiteData } from "~/domain/site/site";
import type { NavUser } from "~/domain/accounts/visitor";
import { useNavUser } from "./use-visitor";
import { VisitorSlot } from "./visitor-slot";

type HeaderLink = { to: string; label: string; count?: number };

const PUBLIC_LINKS: HeaderLink[] = [
  { to: "/projets", label: "Projets" },
  { to: "/ville", label: "Où investir ?" },
  { to: "/ressources", label: "Ressources" },
  { to: "/contact", label: "Contact" },
];

/** Visitors: Se connecter. Signed-in users: Mon profil and Déconnecter; admins also Admin (spec section 2). */
function accountLinks(user: NavUser | null): HeaderLink[] {
  if (!user) return [{ to: "/signin", label: "Se connecter" }];
  return [{ to: "/profile", label: "Mon profil", count: user.unread }, ...(user.isAdmin ? [{ to: "/creer", label: "Admin", count: user.unreadStaff }] : [])];
}

/**
 * The number of unread messages after a link: a badge, spelled out for screen readers. Marked with the link's
 * path (UNREAD_BADGE).
 */
function UnreadBadge({ to, count }: { to: string; count?: number }) {
  if (!count) return null;
  return (
    <span {...{ [UNREAD_BADGE]: to }} className="ml-1.5 inline-flex min-w-5 items-center justify-center rounded-full bg-terracotta-dark px-1.5 text-xs font-bold text-white">
      <span aria-hidden="true">{count}</span>
      <span className="sr-only"> ({unreadLabel(count)})</span>
    </span>
  );
}

function SignOut({ className }: { className: string }) {
  return (
    <Form method="post" action="/logout">
      <button type="submit" className={className}>
        Déconnecter
      </button>
    </Form>
  );
}

const linkClass = ({ isActive }: { isActive: boolean }) =>
  `block rounded-md px-3 py-2 font-medium transition-colors hover:bg-sand hover:text-navy focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-terracotta ${
    isActive ? "text-terracotta-dark underline decoration-2 underline-offset-8" : "text-navy"
  }`;

function Logo() {
  return (
    <Link to="/" className="flex items-center gap-2 text-lg font-bold text-navy" aria-label={`${SITE_NAME}, accueil`}>
      <svg aria-hidden="true" width={BRAND_MARK.size} height={BRAND_MARK.size} viewBox={`0 0 ${BRAND_MARK.size} ${BRAND_MARK.size}`} className="shrink-0">
        <path d={BRAND_MARK.house} fill={BRAND_COLOURS.navy} />
        <path d={BRAND_MARK.door} fill={BRAND_COLOURS.terracotta} />
        <circle {...BRAND_MARK.window} fill={BRAND_COLOURS.sand} />
      </svg>
      <span>{SITE_NAME}</span>
    </Link>
  );
}

/** Links of the bar (`menu` false) or of the burger menu, each in its `<li>`. */
function LinkItems({ links, menu }: { links: HeaderLink[]; menu: boolean }) {
  return links.map((link) => (
    <li key={link.to} className={menu ? "menu-link" : undefined}>
      <NavLink to={link.to} className={linkClass} prefetch={menu ? undefined : "intent"}>
        {link.label}
        <UnreadBadge to={link.to} count={link.count} />
      </NavLink>
    </li>
  ));
}

/**
 * The header's part that depends on the visitor: « Se connecter », or « Mon profil », « Admin » and
 * « Déconnecter », in the bar (`menu` false) or in the burger menu. A cached page is rendered with the
 * version of a visitor who is not signed in, in a slot (VisitorSlot) where the server puts a signed-in visitor's
 * version (decision 0025): it must stay a list of `<li>` that depends on nothing but `user` and `menu`.
 */
export function AccountItems({ user, menu }: { user: NavUser | null; menu: boolean }) {
  return (
    <>
      <LinkItems links={accountLinks(user)} menu={menu} />
      {user && (
        <li className={menu ? "menu-link" : undefined}>
          <SignOut className={`${linkClass({ isActive: false })} ${menu ? "w-full cursor-pointer text-left" : "cursor-pointer"}`} />
        </li>
      )}
    </>
  );
}

/**
 * Navigation bar. On small screens the links sit in a <details> burger menu, which opens and
 * closes without JavaScript; once hydrated, it also closes after each navigation.
 */
export function SiteHeader({ frame = "max-w-6xl px-4" }: { frame?: string }) {
  const menu = useRef<HTMLDetailsElement>(null);
  const user = useNavUser();
  const phone = (useRouteLoaderData("root") as { site?: SiteData } | undefined)?.site?.company.phone;
  const location = useLocation();
  useEffect(() => {
    if (menu.current) menu.current.open = false;
  }, [location.pathname]);

  return (
    // Opaque (issue 30, item 11): a translucent, blurred bar showed the page's shapes through it while scrolling.
    <header className="sticky top-0 z-30 border-b border-slate-200 bg-white">
      <nav aria-label="Navigation principale" className={`mx-auto flex items-center justify-between py-3 ${frame}`}>
        <Logo />
        <ul className="hidden items-center gap-1 md:flex">
          <LinkItems links={PUBLIC_LINKS} menu={false} />
          <VisitorSlot slot="bar">
            <AccountItems user={user} menu={false} />
          </VisitorSlot>
          {phone && (
            <li className="hidden lg:block">
              <a
                href={telHref(phone)}
                className="ml-2 block whitespace-nowrap rounded-full border border-navy px-3 py-1.5 font-semibold text-navy hover:bg-sand focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-terracotta"
              >
                <span className="sr-only">Appelez-nous au </span>
                {phone}
              </a>
            </li>
          )}
        </ul>
        <details ref={menu} className="group md:hidden">
          <summary
            className="flex h-11 w-11 cursor-pointer list-none items-center justify-center rounded-md text-navy hover:bg-sand focus-visible:outline-2 focus-visible:outline-terracotta [&::-webkit-details-marker]:hidden"
            aria-label="Menu"
          >
            <svg aria-hidden="true" width="24" height="24" viewBox="0 0 24 24" className="group-open:hidden">
              <path d="M3 6h18M3 12h18M3 18h18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            </svg>
            <svg aria-hidden="true" width="24" height="24" viewBox="0 0 24 24" className="hidden group-open:block">
              <path d="M6 6l12 12M18 6 6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            </svg>
          </summary>
          <ul className="menu-list absolute inset-x-0 top-full border-b border-slate-200 bg-white px-4 pb-4 shadow-lg">
            <LinkItems links={PUBLIC_LINKS} menu />
            <VisitorSlot slot="menu">
              <AccountItems user={user} menu />
            </VisitorSlot>
            {/* The call to action and the phone within reach on a phone too (issue 30, item 11). */}
            <li className="mt-3 flex flex-col gap-2 border-t border-slate-200 pt-4" data-testid="menu-actions">
              <Link
                to="/formulaire"
                className="flex min-h-11 items-center justify-center rounded-full bg-terracotta-dark px-5 font-semibold text-white hover:bg-terracotta focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-navy"
              >
                Démarrer mon projet
              </Link>
              {phone && (
                <a
                  href={telHref(phone)}
                  className="flex min-h-11 items-center justify-center rounded-full border border-navy px-5 font-semibold text-navy hover:bg-sand focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-terracotta"
                >
                  <span className="sr-only">Appelez-nous au </span>
                  <span aria-hidden="true">Appeler le{"\u00a0"}</span>
                  {phone}
                </a>
              )}
            </li>
          </ul>
        </details>
      </nav>
    </header>
  );
}
