import { Link } from "react-router";
import { telHref } from "~/domain/site/company";
import { useSite } from "./use-site";

export function SiteFooter({ frame = "max-w-6xl px-4" }: { frame?: string }) {
  const { company, currentYear } = useSite();
  return (
    <footer className="mt-16 bg-navy text-sand">
      <div className={`mx-auto grid gap-8 py-10 sm:grid-cols-3 ${frame}`}>
        <div>
          <p className="text-lg font-bold text-white">{company.name}</p>
          <p className="mt-2 text-sm">{company.address}</p>
          <p className="mt-1 text-sm">
            <a className="underline hover:text-white" href={`mailto:${company.email}`}>
              {company.email}
            </a>
          </p>
          <p className="mt-1 text-sm">
            <a className="underline hover:text-white" href={telHref(company.phone)}>
              {company.phone}
            </a>
          </p>
        </div>
        <nav aria-label="Liens du pied de page">
          <ul className="space-y-2 text-sm">
            <li><Link className="hover:text-white hover:underline" to="/comment-ca-marche">Comment ça marche ?</Link></li>
            <li><Link className="hover:text-white hover:underline" to="/comment-calculons-nous">Comment calculons-nous ?</Link></li>
            <li><Link className="hover:text-white hover:underline" to="/resultats">Nos résultats</Link></li>
            <li><Link className="hover:text-white hover:underline" to="/5-pourquoi">5 bonnes raisons</Link></li>
            <li><Link className="hover:text-white hover:underline" to="/team">L’équipe</Link></li>
            <li><Link className="hover:text-white hover:underline" to="/mentions-legales">Mentions légales</Link></li>
            <li><Link className="hover:text-white hover:underline" to="/politique-confidentialite">Politique de confidentialité</Link></li>
          </ul>
        </nav>
        <div>
          <p className="text-sm font-semibold text-white">Suivez-nous</p>
          <ul className="mt-2 flex gap-4 text-sm">
            <li><a className="underline hover:text-white" href={company.instagramUrl} rel="noopener noreferrer">Instagram</a></li>
            <li><a className="underline hover:text-white" href={company.linkedinUrl} rel="noopener noreferrer">LinkedIn</a></li>
          </ul>
        </div>
      </div>
      {company.professionalMentions.length > 0 && (
        <div className={`mx-auto space-y-1 border-t border-white/15 py-4 text-center text-sm leading-relaxed ${frame}`} aria-label="Informations professionnelles" role="group">
          {company.professionalMentions.map((line) => (
            <p key={line}>{line}</p>
          ))}
        </div>
      )}
      <p className="border-t border-white/15 py-4 text-center text-sm">
        © 2020–{currentYear} {company.name}. Tous droits réservés.
      </p>
    </footer>
  );
}
