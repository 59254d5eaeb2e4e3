// Who the client calls about their project (issue 23): their adviser, or the company until one is chosen.
import { Link } from "react-router";
import { telHref } from "~/domain/site/company";
import type { AdviserContact } from "~/domain/clients/timeline/timeline";

const linkClass = "font-semibold text-navy underline underline-offset-2 hover:text-terracotta-dark focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-terracotta";

export function AdviserCard({ adviser }: { adviser: AdviserContact }) {
  return (
    <section aria-labelledby="conseiller" className="rounded-2xl bg-sand p-5">
      <h2 id="conseiller" className="text-sm font-semibold uppercase tracking-wide text-terracotta-dark">
        {adviser.isCompany ? "Votre contact" : "Votre conseiller"}
      </h2>
      <p className="mt-1 text-xl font-bold text-navy">{adviser.name}</p>
      {adviser.isCompany && <p className="mt-1 text-slate-700">Votre conseiller vous sera présenté dès le premier échange.</p>}
      <dl className="mt-3 space-y-2">
        <div>
          <dt className="text-sm text-slate-700">Téléphone</dt>
          <dd>
            <a href={telHref(adviser.phone)} className={`${linkClass} whitespace-nowrap text-lg`}>
              {adviser.phone}
            </a>
          </dd>
        </div>
        <div>
          <dt className="text-sm text-slate-700">E-mail</dt>
          <dd>
            <a href={`mailto:${adviser.email}`} className={`${linkClass} break-all`}>
              {adviser.email}
            </a>
          </dd>
        </div>
      </dl>
      <p className="mt-4">
        <Link to="/profile/messages" className={linkClass}>
          Écrire un message
        </Link>
      </p>
    </section>
  );
}
