// The owner's page (issue 22, item 2): per let property and per year (?annee=), the rents and charges received,
// the expenses, the result, the cash flow and the actual yields beside the announced ones, the unpaid months,
// the month-by-month chart, the receipts and the tax summary; and the consent to the anonymous publication of
// the results (item 3). Everything is drawn by the server: the page loads no script (decision 0012), its year
// selector is links and its consent form an ordinary form.
import { Form, Link, data, redirect, useSearchParams } from "react-router";
import { BackLink } from "~/components/layout/back-link";
import { Checkbox, submitClass } from "~/components/forms/form-field";
import { MonthChart } from "~/components/ownership/month-chart";
import { NO_SCRIPTS, type RouteHandle } from "~/components/layout/route-handle";
import { OWNER_WRITES } from "~/domain/site/request-bodies";
import { formatDate } from "~/domain/text/format";
import type { OwnerPropertyView, OwnerYearView } from "~/domain/ownership/owner-view";
import { PUBLICATION_CONSENT_LABEL } from "~/domain/ownership/publication-consent";
import { seoMeta } from "~/domain/site/seo";
import { requireUser } from "~/server/accounts/auth.server";
import { db } from "~/server/db/db.server";
import { NO_LEASE, setPublicationConsent } from "~/server/ownership/consent.server";
import { ownerLocationPage } from "~/server/ownership/owner.server";
import type { Route } from "./+types/rental";

export const handle: RouteHandle = { ...NO_SCRIPTS, writes: OWNER_WRITES };

export const meta: Route.MetaFunction = (args) =>
  seoMeta(args, { title: "Mon bien loué", description: "Les loyers, les dépenses et les rendements réels de votre bien, année par année.", noindex: true });

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = requireUser(context);
  return ownerLocationPage(db(), user.id, { asked: new URL(request.url).searchParams.get("annee") });
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = requireUser(context);
  const form = await request.formData();
  const accepted = form.get("publication") === "oui";
  const result = await setPublicationConsent(db(), user.id, accepted);
  // Refused (no lease yet, or changed too often): the page again, with why (issue 29, item 1).
  if ("refused" in result) return data({ publicationError: result.refused }, { status: result.refused === NO_LEASE ? 409 : 429 });
  throw redirect(`/profile/location?enregistre=${accepted ? "publication-acceptee" : "publication-refusee"}#publication`, 303);
}

const SAVED: Record<string, string> = {
  "publication-acceptee": "C’est enregistré : les résultats de votre investissement peuvent être publiés, sans votre nom ni celui de votre locataire.",
  "publication-refusee": "C’est enregistré : les résultats de votre investissement ne sont pas publiés.",
};

const linkClass = "font-semibold text-navy underline underline-offset-2 hover:text-terracotta-dark focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-terracotta";
const GAP_TEXT = { "au-dessus": "au-dessus de l’annonce", "en-dessous": "en dessous de l’annonce", egal: "égal à l’annonce" } as const;

function YearFigures({ view }: { view: OwnerYearView }) {
  return (
    <>
      <p className="mt-2 text-sm text-slate-700">{view.span}</p>
      <div className="mt-4 grid gap-6 lg:grid-cols-2">
        <div>
          <h4 className="font-bold text-navy">Les chiffres de {view.year}</h4>
          <dl className="mt-2 divide-y divide-slate-200">
            {view.figures.map((f) => (
              <div key={f.label} className="grid grid-cols-[1fr_auto] gap-x-4 py-2">
                <dt className="font-semibold text-slate-700">{f.label}</dt>
                <dd className="text-right font-bold whitespace-nowrap text-slate-900">{f.value}</dd>
                {f.hint && <dd className="col-span-2 text-sm text-slate-600">{f.hint}</dd>}
              </div>
            ))}
          </dl>
        </div>
        <div>
          <h4 className="font-bold text-navy">Réalisé et annoncé</h4>
          <table className="mt-2 w-full text-sm">
            <caption className="sr-only">Les chiffres réalisés en {view.year} à côté de ceux annoncés pour le projet</caption>
            <thead>
              <tr className="border-b border-slate-300 text-right">
                <th scope="col" className="py-1 pr-2 text-left">Chiffre</th>
                <th scope="col" className="py-1 pr-2">Réalisé</th>
                <th scope="col" className="py-1">Annoncé</th>
              </tr>
            </thead>
            <tbody>
              {view.compared.map((c) => (
                <tr key={c.label} className="border-b border-slate-200 text-right">
                  <th scope="row" className="py-2 pr-2 text-left font-normal">{c.label}</th>
                  <td className="py-2 pr-2 font-bold whitespace-nowrap">
                    {c.actual}
                    <span className="sr-only"> ({GAP_TEXT[c.gap]})</span>
                  </td>
                  <td className="py-2 whitespace-nowrap">{c.announced}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <h4 className="mt-6 font-bold text-navy">Dépenses par catégorie</h4>
          {view.expenses.length === 0 ? (
            <p className="mt-2 text-slate-700">Aucune dépense enregistrée en {view.year}.</p>
          ) : (
            <table className="mt-2 w-full text-sm">
              <caption className="sr-only">Dépenses de {view.year} par catégorie</caption>
              <tbody>
                {view.expenses.map((e) => (
                  <tr key={e.label} className="border-b border-slate-200">
                    <th scope="row" className="py-1 pr-2 text-left font-normal">{e.label}</th>
                    <td className="py-1 text-right whitespace-nowrap">{e.amount}</td>
                  </tr>
                ))}
                <tr>
                  <th scope="row" className="py-1 pr-2 text-left">Total</th>
                  <td className="py-1 text-right font-bold whitespace-nowrap">{view.expensesTotal}</td>
                </tr>
              </tbody>
            </table>
          )}
        </div>
      </div>
      <p className="mt-4 font-semibold text-slate-800">{view.unpaid}</p>
      {view.vacancy && <p className="mt-1 text-slate-700">{view.vacancy}</p>}
      <MonthChart title={`Loyers et charges mois par mois, ${view.year}`} bars={view.chart} />
      <h4 className="mt-6 font-bold text-navy">Documents de {view.year}</h4>
      <ul className="mt-2 space-y-1">
        <li>
          <a href={view.taxSummary.href} className={linkClass} download>
            {view.taxSummary.label}
          </a>{" "}
          <span className="text-sm text-slate-600">(PDF : les montants à reporter sur votre déclaration ; il la prépare, il ne la dépose pas)</span>
        </li>
        {view.receipts.map((r) => (
          <li key={r.href}>
            <a href={r.href} className={linkClass} download>
              {r.title} — {r.label}
            </a>{" "}
            <span className="text-sm text-slate-600">(PDF)</span>
          </li>
        ))}
      </ul>
    </>
  );
}

function Property({ property, year }: { property: OwnerPropertyView; year: number }) {
  const id = `bien-${property.projectId}`;
  return (
    <section aria-labelledby={id} className="rounded-2xl border border-slate-200 p-5 sm:p-6">
      <h2 id={id} className="text-2xl font-bold text-navy">
        {property.title}
      </h2>
      <p className="mt-1">
        <Link to={property.projectHref} className={linkClass}>
          Voir la page du projet
        </Link>
      </p>
      <h3 className="mt-4 font-bold text-navy">{property.leases.length > 1 ? "Les baux" : "Le bail"}</h3>
      <ul className="mt-1 space-y-1 text-slate-800">
        {property.leases.map((l) => (
          <li key={l}>{l}</li>
        ))}
      </ul>
      {property.shown ? <YearFigures view={property.shown} /> : <p className="mt-4 text-slate-700">Ce bien n’était pas loué en {year}.</p>}
    </section>
  );
}

export default function OwnerLocation({ loaderData, actionData }: Route.ComponentProps) {
  const { year, years, properties, consentSince } = loaderData;
  const publicationError = actionData?.publicationError;
  const [params] = useSearchParams();
  const saved = SAVED[params.get("enregistre") ?? ""];
  return (
    <main id="contenu" className="mx-auto max-w-5xl px-4 py-10 sm:py-12">
      <BackLink to="/profile" label="Mon profil" />
      <h1 className="mt-2 text-3xl font-extrabold text-navy sm:text-4xl">{properties.length > 1 ? "Mes biens loués" : "Mon bien loué"}</h1>
      {saved && (
        <p role="status" className="mt-4 rounded-lg bg-sage/20 p-3 font-medium text-sage-dark">
          {saved}
        </p>
      )}
      {properties.length === 0 || year === null ? (
        <p className="mt-4 max-w-2xl text-lg text-slate-700">
          Vous n’avez pas encore de bien loué avec nous. Une fois votre bien livré et loué, l’équipe enregistre ici le bail, les loyers encaissés et les
          dépenses : vous y suivrez vos résultats mois par mois et téléchargerez vos quittances et votre récapitulatif fiscal.
        </p>
      ) : (
        <>
          <p className="mt-2 text-lg text-slate-700">Les loyers encaissés, les dépenses et les rendements réels de votre investissement, à côté des chiffres annoncés pour le projet.</p>
          {years.length > 1 && (
            <nav aria-label="Choisir l’année" className="mt-6">
              <ul className="flex flex-wrap gap-2">
                {years.map((y) => (
                  <li key={y}>
                    <Link
                      to={`?annee=${y}`}
                      aria-current={y === year ? "page" : undefined}
                      className={`inline-block rounded-full border px-4 py-1.5 font-semibold ${y === year ? "border-navy bg-navy text-white" : "border-slate-300 text-navy hover:bg-sand"}`}
                    >
                      {y}
                    </Link>
                  </li>
                ))}
              </ul>
            </nav>
          )}
          <div className="mt-6 space-y-6">
            {properties.map((p) => (
              <Property key={p.projectId} property={p} year={year} />
            ))}
          </div>
        </>
      )}
      <section id="publication" aria-labelledby="publication-titre" className="mt-6 rounded-2xl border border-slate-200 p-5 sm:p-6">
        <h2 id="publication-titre" className="text-xl font-bold text-navy">
          Publier mes résultats
        </h2>
        <p className="mt-2 text-slate-700">
          Avec votre accord, le loyer obtenu, le rendement réel et la vacance de votre bien sont publiés sur la page{" "}
          <Link to="/resultats" className={linkClass}>
            Nos résultats
          </Link>{" "}
          et sur celle du projet, à côté des chiffres annoncés. Ni votre nom ni celui de votre locataire n’y figurent. Vous pouvez retirer votre accord à tout moment.
        </p>
        {publicationError && (
          <p role="alert" className="mt-4 rounded-lg border border-red-300 bg-red-50 p-3 font-medium text-red-800">
            {publicationError}
          </p>
        )}
        <Form method="post" className="mt-4 space-y-4">
          <Checkbox id="publication-accord" name="publication" value="oui" defaultChecked={consentSince !== null} label={PUBLICATION_CONSENT_LABEL} hint={consentSince ? `Accord donné le ${formatDate(consentSince)}.` : undefined} />
          <button type="submit" className={submitClass}>
            Enregistrer
          </button>
        </Form>
      </section>
    </main>
  );
}
