// The client's contact details and questionnaire answers, side by side on the staff's client file.
import { formatDate } from "~/domain/text/format";
import { FileSection } from "./file-section";

export interface ClientDetailsData {
  username: string;
  email: string;
  emailVerified: boolean;
  nom: string;
  prenom: string;
  age: number | null;
  telephone: string;
  ville: string;
  consentAt: string | null;
  consentVersion: string | null;
  formulaireValid: boolean;
}

function Detail({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="grid gap-1 py-2 sm:grid-cols-[12rem_minmax(0,1fr)] sm:gap-4">
      <dt className="font-semibold text-navy">{label}</dt>
      <dd className="break-words text-slate-800">{children}</dd>
    </div>
  );
}

const missing = <span className="text-slate-600">Non renseigné</span>;

export function ClientDetails({ client, answers }: { client: ClientDetailsData; answers: { key: string; label: string; value: string }[] }) {
  return (
    <div className="mt-8 grid gap-6 lg:grid-cols-2">
      <FileSection id="coordonnees" title="Coordonnées">
        <dl className="mt-3 divide-y divide-slate-100">
          <Detail label="Nom d’utilisateur">{client.username}</Detail>
          <Detail label="E-mail">
            <a href={`mailto:${client.email}`} className="break-all text-navy underline underline-offset-4">
              {client.email}
            </a>
            {client.emailVerified && <span className="ml-2 text-sm text-sage-dark">(vérifiée)</span>}
          </Detail>
          <Detail label="Prénom">{client.prenom || missing}</Detail>
          <Detail label="Nom">{client.nom || missing}</Detail>
          <Detail label="Âge">{client.age !== null ? `${client.age} ans` : missing}</Detail>
          <Detail label="Téléphone">
            {client.telephone ? (
              <a href={`tel:${client.telephone.replace(/[^+0-9]/g, "")}`} className="text-navy underline underline-offset-4">
                {client.telephone}
              </a>
            ) : (
              missing
            )}
          </Detail>
          <Detail label="Ville">{client.ville || missing}</Detail>
          <Detail label="Consentement RGPD">
            {client.consentAt ? (
              <>
                Donné le <time dateTime={client.consentAt}>{formatDate(client.consentAt)}</time>
                {client.consentVersion && <> (texte version {client.consentVersion})</>}
              </>
            ) : (
              missing
            )}
          </Detail>
        </dl>
      </FileSection>

      <FileSection id="reponses" title="Réponses au questionnaire">
        {client.formulaireValid ? (
          <dl className="mt-3 divide-y divide-slate-100">
            {answers.map((a) => (
              <Detail key={a.key} label={a.label}>
                {a.value ? <span className="whitespace-pre-line">{a.value}</span> : missing}
              </Detail>
            ))}
          </dl>
        ) : (
          <p className="mt-3 text-slate-700">Le client n’a pas encore rempli le questionnaire.</p>
        )}
      </FileSection>
    </div>
  );
}
