import { Fragment } from "react";
import { Link } from "react-router";
import { SHARED_CONTENT } from "~/components/layout/route-handle";
import type { Route } from "./+types/legal-notice";

// Content only: served without client scripts (decision 0012).
export const handle = SHARED_CONTENT;
import { telHref } from "~/domain/site/company";
import { TERMS_VERSION, formatPrivacyPolicyVersion } from "~/domain/accounts/privacy";
import { ofName } from "~/domain/text/french";
import { seoMeta } from "~/domain/site/seo";
import { companyInfo, env } from "~/server/platform/env.server";

export const meta: Route.MetaFunction = (args) =>
  seoMeta(args, {
    title: "Mentions légales",
    description:
      "Mentions légales du site Investir Serein\u00a0: éditeur, directeur de la publication, hébergeur, propriété intellectuelle, responsabilité, liens et cookies.",
  });

export function loader() {
  return { company: companyInfo(env()) };
}

const linkClass =
  "font-medium text-navy underline underline-offset-4 hover:text-terracotta-dark focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-navy";

function Section({ id, title, children }: { id: string; title: string; children: React.ReactNode }) {
  return (
    <section aria-labelledby={id} className="mt-10 scroll-mt-24">
      <h2 id={id} className="text-2xl font-bold text-navy">
        {title}
      </h2>
      <div className="mt-4 space-y-4 leading-relaxed">{children}</div>
    </section>
  );
}

export default function LegalNotice({ loaderData }: Route.ComponentProps) {
  const { company } = loaderData;

  return (
    <main id="contenu" className="bg-white text-slate-800">
      <div className="mx-auto max-w-3xl px-4 py-12 sm:px-6 md:py-16 lg:px-8">
        <h1 className="text-3xl font-bold tracking-tight text-navy sm:text-4xl">Mentions légales</h1>
        <p className="mt-4 text-lg text-slate-700">
          Conformément à l’article&nbsp;6 de la loi n°&nbsp;2004-575 du 21&nbsp;juin&nbsp;2004 pour la confiance dans
          l’économie numérique (LCEN), vous trouverez ci-dessous les informations relatives à l’éditeur et à l’hébergeur
          de ce site.
        </p>

        <Section id="editeur" title="Éditeur du site">
          <dl className="grid gap-x-6 gap-y-3 rounded-xl bg-sand p-5 sm:grid-cols-[auto_1fr]">
            <dt className="font-semibold text-navy">Dénomination sociale</dt>
            <dd>{company.name}</dd>
            <dt className="font-semibold text-navy">Siège social</dt>
            <dd className="whitespace-pre-line">{company.address}</dd>
            <dt className="font-semibold text-navy">SIREN</dt>
            <dd>{company.siren}</dd>
            {company.legalLines.map((line) => (
              <Fragment key={line.label}>
                <dt className="font-semibold text-navy">{line.label}</dt>
                <dd>{line.value}</dd>
              </Fragment>
            ))}
            <dt className="font-semibold text-navy">Téléphone</dt>
            <dd>
              <a href={telHref(company.phone)} className={linkClass}>
                {company.phone}
              </a>
            </dd>
            <dt className="font-semibold text-navy">Adresse e-mail</dt>
            <dd>
              <a href={`mailto:${company.email}`} className={linkClass}>
                {company.email}
              </a>
            </dd>
            <dt className="font-semibold text-navy">Directeur de la publication</dt>
            <dd>{company.publisher}</dd>
          </dl>
        </Section>

        <Section id="hebergeur" title="Hébergeur">
          <p>Le site est hébergé par&nbsp;:</p>
          <p className="whitespace-pre-line rounded-xl bg-slate-50 p-5">
            {company.host}
            {company.hostPhone && (
              <>
                <br />
                Téléphone&nbsp;:{" "}
                <a href={telHref(company.hostPhone)} className={linkClass}>
                  {company.hostPhone}
                </a>
              </>
            )}
          </p>
        </Section>

        <Section id="conditions" title="Conditions d’utilisation">
          <p>
            L’accès au site est libre. La création d’un compte client est gratuite et suppose l’acceptation des présentes
            conditions et de la{" "}
            <Link to="/politique-confidentialite" className={linkClass}>
              politique de confidentialité
            </Link>
            . Vous vous engagez à fournir des informations exactes et à garder votre mot de passe secret&nbsp;; vous pouvez
            supprimer votre compte à tout moment depuis votre profil.
          </p>
          <p>
            Les projets, simulations et chiffres présentés ne constituent pas une offre ferme. Toute mission
            d’accompagnement fait l’objet d’un mandat écrit, signé avant toute recherche de bien, conformément à la loi
            n°&nbsp;70-9 du 2&nbsp;janvier&nbsp;1970 (loi Hoguet).
          </p>
          <p className="text-sm text-slate-600">Version du {formatPrivacyPolicyVersion(TERMS_VERSION)}.</p>
        </Section>

        <Section id="propriete-intellectuelle" title="Propriété intellectuelle">
          <p>
            L’ensemble des contenus de ce site (textes, photographies, illustrations, logos, vidéos, mise en page) est la
            propriété {ofName(company.name)} ou de ses partenaires et est protégé par le Code de la propriété intellectuelle.
          </p>
          <p>
            Toute reproduction, représentation, adaptation ou diffusion, totale ou partielle, de ces contenus sans
            l’autorisation écrite préalable {ofName(company.name)} est interdite et constitue une contrefaçon sanctionnée par
            les articles L.&nbsp;335-2 et suivants du Code de la propriété intellectuelle.
          </p>
        </Section>

        <Section id="responsabilite" title="Responsabilité">
          <p>
            {company.name} s’efforce de publier des informations exactes et à jour, mais ne peut garantir l’absence
            d’erreur ou d’omission. Les informations présentées sur ce site sont fournies à titre indicatif et général.
          </p>
          <p>
            Les projets, chiffres et simulations de rentabilité présentés sont des exemples&nbsp;: ils ne constituent ni
            un conseil en investissement personnalisé, ni une garantie de résultat. Tout investissement locatif comporte
            des risques, notamment de vacance locative, d’impayés, de travaux imprévus ou d’évolution de la fiscalité.
          </p>
          <p>
            {company.name} ne saurait être tenue responsable d’une interruption ou d’une indisponibilité du site, ni des
            dommages résultant d’une intrusion frauduleuse d’un tiers.
          </p>
        </Section>

        <Section id="liens" title="Liens hypertextes">
          <p>
            Ce site peut contenir des liens vers des sites tiers, notamment nos pages sur les réseaux sociaux.{" "}
            {company.name} n’exerce aucun contrôle sur ces sites et décline toute responsabilité quant à leur contenu.
          </p>
          <p>
            La création d’un lien vers ce site est autorisée sans demande préalable, à condition que le lien ouvre la page
            dans une fenêtre complète (sans cadre ni intégration) et qu’il ne présente pas le site de façon trompeuse ou
            dénigrante.
          </p>
        </Section>

        <Section id="cookies" title="Cookies">
          <p>
            Ce site ne dépose aucun cookie de mesure d’audience, de publicité ou de suivi, et n’utilise aucun traceur
            tiers.
          </p>
          <p>
            Un seul cookie, strictement nécessaire, est déposé lorsque vous vous connectez à votre espace client&nbsp;: il
            permet de maintenir votre session ouverte et de sécuriser votre connexion. Indispensable au service que vous
            demandez, il est exempté de consentement (article&nbsp;82 de la loi Informatique et Libertés). Il est supprimé
            lorsque vous vous déconnectez ou lorsque votre session expire.
          </p>
        </Section>

        <Section id="donnees-personnelles" title="Données personnelles">
          <p>
            Les conditions dans lesquelles nous traitons vos données personnelles et les droits dont vous disposez sont
            détaillés dans notre{" "}
            <Link to="/politique-confidentialite" className={linkClass}>
              politique de confidentialité
            </Link>
            .
          </p>
        </Section>

        <Section id="contact" title="Contact">
          <p>Pour toute question relative au site ou aux présentes mentions légales, vous pouvez nous écrire&nbsp;:</p>
          <ul className="list-disc space-y-2 pl-6">
            <li>
              par e-mail&nbsp;:{" "}
              <a href={`mailto:${company.email}`} className={linkClass}>
                {company.email}
              </a>
              &nbsp;;
            </li>
            <li>
              par téléphone&nbsp;:{" "}
              <a href={telHref(company.phone)} className={linkClass}>
                {company.phone}
              </a>
              &nbsp;;
            </li>
            <li>
              par courrier&nbsp;: {company.name}, <span className="whitespace-pre-line">{company.address}</span>.
            </li>
          </ul>
          <p>Les présentes mentions légales sont régies par le droit français.</p>
        </Section>
      </div>
    </main>
  );
}
