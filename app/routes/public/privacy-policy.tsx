import { Link } from "react-router";
import { SHARED_CONTENT } from "~/components/layout/route-handle";
import type { Route } from "./+types/privacy-policy";

// Content only: served without client scripts (decision 0012).
export const handle = SHARED_CONTENT;
import { formatPrivacyPolicyVersion, PRIVACY_POLICY_VERSION } from "~/domain/accounts/privacy";
import { ofName } from "~/domain/text/french";
import { seoMeta } from "~/domain/site/seo";
import { companyInfo, env } from "~/server/platform/env.server";

export const meta: Route.MetaFunction = (args) =>
  seoMeta(args, {
    title: "Politique de confidentialité",
    description:
      "Comment Investir Serein collecte, utilise et protège vos données personnelles\u00a0: finalités, bases légales, durées de conservation, destinataires, vos droits RGPD et les cookies.",
  });

export function loader() {
  return { company: companyInfo(env()) };
}

// Formatted with Intl.DateTimeFormat("fr-FR", { dateStyle: "long" }) in UTC, identical on server and browser.
const versionLabel = formatPrivacyPolicyVersion(PRIVACY_POLICY_VERSION);

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

function SubTitle({ children }: { children: React.ReactNode }) {
  return <h3 className="pt-2 text-lg font-bold text-navy">{children}</h3>;
}

const PURPOSES: { purpose: string; basis: string }[] = [
  {
    purpose: "Répondre aux messages envoyés depuis le formulaire de contact",
    basis: "Notre intérêt légitime à répondre aux demandes qui nous sont adressées (article\u00a06.1.f du RGPD).",
  },
  {
    purpose: "Étudier votre projet d’investissement à partir du questionnaire et vous recontacter",
    basis:
      "Votre consentement, donné lors de l’envoi du questionnaire (article\u00a06.1.a du RGPD). Vous pouvez le retirer à tout moment.",
  },
  {
    purpose: "Gérer votre compte client et le suivi des étapes de votre projet",
    basis: "L’exécution du contrat d’accompagnement qui nous lie (article\u00a06.1.b du RGPD).",
  },
  {
    purpose: "Échanger avec vous sur votre dossier (messages avec l’équipe dans votre espace)",
    basis: "L’exécution du contrat d’accompagnement qui nous lie (article\u00a06.1.b du RGPD).",
  },
  {
    purpose: "Vous prévenir par e-mail des nouveaux projets qui correspondent à votre recherche (alertes)",
    basis:
      "Votre consentement, donné en créant l’alerte et, sans compte, en confirmant votre adresse (article\u00a06.1.a du RGPD). Vous le retirez en un clic avec le lien de désinscription de chaque e-mail.",
  },
  {
    purpose: "Assurer la sécurité du site et prévenir les abus (session, journaux de sécurité, limitation des tentatives)",
    basis: "Notre intérêt légitime à protéger le site, nos clients et leurs données (article\u00a06.1.f du RGPD).",
  },
  {
    purpose: "Conserver la preuve de votre consentement",
    basis: "Notre obligation de pouvoir démontrer que vous avez consenti au traitement (articles\u00a06.1.c et 7.1 du RGPD).",
  },
];

const RETENTION: { data: string; duration: string }[] = [
  {
    data: "Messages de contact et demandes de personnes intéressées (questionnaires)",
    duration: "3\u00a0ans après notre dernier contact.",
  },
  {
    data: "Comptes clients et données de suivi de projet",
    duration:
      "Tant que le compte est actif. Sur votre demande, ou si vous supprimez vous-même votre compte, ces données sont effacées immédiatement.",
  },
  {
    data: "Messages échangés avec l’équipe sur votre dossier",
    duration: "Tant que le compte est actif. Ils sont effacés avec le compte.",
  },
  {
    data: "Alertes de recherche (adresse e-mail et critères)",
    duration:
      "Jusqu’à votre désinscription, par le lien de chaque e-mail ou depuis votre profil, ou jusqu’à la suppression de votre compte. Une alerte dont l’adresse n’a pas été confirmée est effacée après 72\u00a0heures.",
  },
  {
    data: "Dossier d’investissement : documents que vous nous envoyez (pièces pour la banque), photos et documents de vos étapes",
    duration:
      "Pendant la durée de notre accompagnement, puis effacés. Si vous supprimez votre compte, ils sont effacés immédiatement.",
  },
  {
    data: "Journaux de sécurité et compteurs de limitation des tentatives",
    duration: "24\u00a0heures.",
  },
  {
    data: "Preuve du consentement (date et version de la politique acceptée)",
    duration:
      "Aussi longtemps que les données auxquelles elle se rapporte\u00a0: 3\u00a0ans pour une demande envoyée sans compte, jusqu’à la suppression du compte pour un client.",
  },
  {
    data: "Cookie de session",
    duration: "Jusqu’à votre déconnexion ou l’expiration de la session.",
  },
];

export default function PrivacyPolicy({ loaderData }: Route.ComponentProps) {
  const { company } = loaderData;
  const dpoMail = (
    <a href={`mailto:${company.dpoEmail}`} className={linkClass}>
      {company.dpoEmail}
    </a>
  );

  return (
    <main id="contenu" className="bg-white text-slate-800">
      <div className="mx-auto max-w-3xl px-4 py-12 sm:px-6 md:py-16 lg:px-8">
        <h1 className="text-3xl font-bold tracking-tight text-navy sm:text-4xl">Politique de confidentialité</h1>
        <p className="mt-3 font-medium text-slate-600">
          Version du <time dateTime={PRIVACY_POLICY_VERSION}>{versionLabel}</time>
        </p>
        <p className="mt-6 text-lg text-slate-700">
          {company.name} attache une grande importance à la protection de vos données personnelles. Cette politique
          explique quelles données nous collectons, pourquoi, combien de temps nous les conservons et comment exercer vos
          droits, conformément au règlement général sur la protection des données (RGPD) et à la loi Informatique et
          Libertés.
        </p>

        <Section id="responsable" title="Responsable du traitement">
          <p>Vos données sont traitées par&nbsp;:</p>
          <address className="rounded-xl bg-sand p-5 not-italic">
            <strong className="text-navy">{company.name}</strong>
            <br />
            <span className="whitespace-pre-line">{company.address}</span>
            <br />
            SIREN&nbsp;: {company.siren}
            <br />
            E-mail&nbsp;:{" "}
            <a href={`mailto:${company.email}`} className={linkClass}>
              {company.email}
            </a>
          </address>
        </Section>

        <Section id="contact-donnees" title="Contact pour la protection des données">
          <p>
            Pour toute question sur le traitement de vos données ou pour exercer vos droits, écrivez à la personne chargée
            de la protection des données (DPO) au sein {ofName(company.name)}&nbsp;: {dpoMail}.
          </p>
        </Section>

        <Section id="donnees-collectees" title="Données que nous collectons">
          <p>Nous ne collectons que les données utiles aux services que vous nous demandez.</p>

          <SubTitle>Formulaire de contact</SubTitle>
          <p>Votre nom, votre adresse e-mail et le contenu de votre message.</p>

          <SubTitle>Questionnaire d’investissement</SubTitle>
          <p>
            Votre identité (nom, prénom), vos coordonnées, votre situation personnelle et professionnelle, vos revenus,
            votre budget et votre apport envisagés, ainsi que vos objectifs et vos préférences d’investissement. Ces
            informations nous permettent d’évaluer la faisabilité de votre projet.
          </p>

          <SubTitle>Compte client</SubTitle>
          <p>
            Votre identifiant, votre adresse e-mail, votre mot de passe et les étapes d’avancement de votre projet. Votre
            mot de passe n’est jamais conservé en clair&nbsp;: nous n’en stockons qu’une empreinte (hachage) irréversible.
          </p>

          <SubTitle>Messages avec l’équipe</SubTitle>
          <p>
            Les messages que vous échangez avec l’équipe depuis votre espace client, leur date et le moment où ils ont été
            lus.
          </p>

          <SubTitle>Alertes de recherche</SubTitle>
          <p>
            L’adresse e-mail à laquelle vous prévenir, les critères de recherche choisis (ville, type de bien, budget) et
            la date du dernier envoi.
          </p>

          <SubTitle>Dossier d’investissement</SubTitle>
          <p>
            Les documents que vous nous envoyez pour votre dossier bancaire (pièce d’identité, bulletins de salaire, avis
            d’imposition, relevés bancaires, justificatif de domicile), leur état de vérification, ainsi que les actualités,
            photos et documents que notre équipe publie sur chaque étape de votre projet. Ils ne sont accessibles qu’à vous et
            à notre équipe, et figurent dans l’export de vos données.
          </p>

          <SubTitle>Données techniques</SubTitle>
          <p>
            Un cookie de session lorsque vous êtes connecté, ainsi que des journaux de sécurité et des compteurs de
            limitation des tentatives (par exemple le nombre d’essais de connexion ou d’envois de formulaire sur une courte
            période), qui peuvent être associés à votre adresse IP.
          </p>

          <SubTitle>Preuve du consentement</SubTitle>
          <p>La date à laquelle vous avez donné votre consentement et la version de la présente politique alors en vigueur.</p>
        </Section>

        <Section id="finalites" title="Finalités et bases légales">
          <p>Chaque traitement poursuit une finalité précise et repose sur une base légale prévue par le RGPD.</p>
          <ul className="space-y-3">
            {PURPOSES.map((item) => (
              <li key={item.purpose} className="rounded-xl border border-slate-200 p-4">
                <p className="font-semibold text-navy">{item.purpose}</p>
                <p className="mt-1">
                  <span className="font-medium">Base légale&nbsp;:</span> {item.basis}
                </p>
              </li>
            ))}
          </ul>
          <p>Vos données ne sont jamais vendues, louées ni utilisées à des fins publicitaires.</p>
        </Section>

        <Section id="conservation" title="Durées de conservation">
          <dl className="divide-y divide-slate-200 rounded-xl border border-slate-200">
            {RETENTION.map((item) => (
              <div key={item.data} className="grid gap-1 p-4 sm:grid-cols-2 sm:gap-6">
                <dt className="font-semibold text-navy">{item.data}</dt>
                <dd>{item.duration}</dd>
              </div>
            ))}
          </dl>
          <p>
            Les documents que la loi nous impose de conserver, comme les contrats et les pièces comptables, sont archivés
            séparément pendant la durée légale, avec un accès strictement limité.
          </p>
        </Section>

        <Section id="destinataires" title="Destinataires">
          <p>
            Vos données sont accessibles uniquement aux membres de notre équipe qui en ont besoin pour traiter votre
            demande ou accompagner votre projet.
          </p>
          <p>
            Notre prestataire d’envoi d’e-mails et notre hébergeur (dont les coordonnées figurent dans les{" "}
            <Link to="/mentions-legales" className={linkClass}>
              mentions légales
            </Link>
            ) interviennent en qualité de sous-traitants&nbsp;: ils agissent uniquement sur nos instructions et sont tenus
            par contrat de garantir la sécurité et la confidentialité de vos données.
          </p>
        </Section>

        <Section id="transferts" title="Lieu de traitement">
          <p>
            Vos données sont hébergées et traitées au sein de l’Union européenne. Elles ne font l’objet d’aucun transfert
            en dehors de l’Union européenne.
          </p>
        </Section>

        <Section id="securite" title="Sécurité">
          <p>
            Nous mettons en œuvre des mesures techniques et organisationnelles adaptées pour protéger vos données&nbsp;:
            connexions chiffrées (HTTPS), mots de passe stockés sous forme d’empreinte, accès limités aux seules personnes
            habilitées, limitation des tentatives de connexion.
          </p>
        </Section>

        <Section id="droits" title="Vos droits">
          <p>Conformément au RGPD et à la loi Informatique et Libertés, vous disposez des droits suivants&nbsp;:</p>
          <ul className="list-disc space-y-2 pl-6">
            <li>
              <strong>droit d’accès</strong>&nbsp;: obtenir la confirmation que nous traitons vos données et en recevoir
              une copie&nbsp;;
            </li>
            <li>
              <strong>droit de rectification</strong>&nbsp;: faire corriger des données inexactes ou incomplètes&nbsp;;
            </li>
            <li>
              <strong>droit à l’effacement</strong>&nbsp;: faire supprimer vos données, sous réserve de nos obligations
              légales&nbsp;;
            </li>
            <li>
              <strong>droit à la portabilité</strong>&nbsp;: recevoir les données que vous nous avez fournies dans un format
              structuré et lisible par une machine&nbsp;;
            </li>
            <li>
              <strong>droit d’opposition</strong>&nbsp;: vous opposer aux traitements fondés sur notre intérêt
              légitime&nbsp;;
            </li>
            <li>
              <strong>droit à la limitation</strong>&nbsp;: demander le gel temporaire de l’utilisation de vos données&nbsp;;
            </li>
            <li>
              <strong>retrait du consentement</strong>&nbsp;: à tout moment, sans remettre en cause les traitements déjà
              effectués&nbsp;;
            </li>
            <li>
              <strong>directives post-mortem</strong>&nbsp;: définir le sort de vos données après votre décès.
            </li>
          </ul>
          <p className="rounded-xl border-l-4 border-sage bg-slate-50 p-4">
            Si vous avez un compte client, vous pouvez à tout moment, depuis votre profil, télécharger l’ensemble de vos
            données au format JSON (compte, coordonnées, réponses au questionnaire, étapes, messages, alertes, preuve du
            consentement) et supprimer votre compte, sans avoir à nous écrire. La suppression efface immédiatement le
            compte, ses sessions, les questionnaires envoyés en étant connecté, vos messages et vos alertes. Une alerte
            créée sans compte s’efface avec le lien de désinscription de ses e-mails. Les messages de contact et les questionnaires envoyés sans être
            connecté ne sont pas rattachés à votre compte&nbsp;: pour les faire effacer, écrivez-nous.
          </p>
          <p>
            Pour exercer vos autres droits, écrivez-nous à {dpoMail}. Nous vous répondrons dans un délai d’un mois,
            prolongeable de deux mois en cas de demande complexe, auquel cas nous vous en informerons. En cas de doute
            raisonnable sur votre identité, nous pourrons vous demander un justificatif.
          </p>
        </Section>

        <Section id="reclamation" title="Réclamation auprès de la CNIL">
          <p>
            Si vous estimez, après nous avoir contactés, que vos droits ne sont pas respectés, vous pouvez introduire une
            réclamation auprès de la Commission nationale de l’informatique et des libertés (CNIL), en ligne sur{" "}
            <a href="https://www.cnil.fr/fr/plaintes" className={linkClass} rel="noopener noreferrer">
              cnil.fr
            </a>{" "}
            ou par courrier&nbsp;: CNIL, 3&nbsp;place de Fontenoy, TSA&nbsp;80715, 75334&nbsp;Paris Cedex&nbsp;07.
          </p>
        </Section>

        <Section id="cookies" title="Cookies">
          <p>
            Nous n’utilisons aucun cookie de mesure d’audience, de publicité ou de suivi. Le seul cookie déposé est un
            cookie de session strictement nécessaire, créé lorsque vous vous connectez à votre espace client afin de
            maintenir votre session et de la sécuriser. Il est exempté de consentement et disparaît lorsque vous vous
            déconnectez ou que la session expire.
          </p>
        </Section>

        <Section id="modifications" title="Modifications de cette politique">
          <p>
            Nous pouvons être amenés à modifier cette politique, par exemple pour tenir compte d’un nouveau service ou d’une
            évolution de la réglementation. La date de version indiquée en haut de cette page correspond à sa dernière
            mise à jour.
          </p>
        </Section>
      </div>
    </main>
  );
}
