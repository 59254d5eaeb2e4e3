// Giving or taking the staff's rights, each behind a confirmation (a details element: no script needed).
import { Form, useNavigation } from "react-router";
import { FileSection, Notice, buttonClass } from "./file-section";

function RoleForm({ grant, label, className }: { grant: "admin" | "client"; label: string; className: string }) {
  const busy = useNavigation().state === "submitting";
  return (
    <Form method="post" className="mt-3">
      <input type="hidden" name="intent" value="role" />
      <input type="hidden" name="role" value={grant} />
      <button type="submit" className={`${buttonClass} ${className}`} disabled={busy}>
        {label}
      </button>
    </Form>
  );
}

export function AdminRightsSection({
  client,
  isSelf,
  result,
}: {
  client: { name: string; email: string; role: "admin" | "client" };
  /** The file is the staff member's own account: its rights cannot be taken from here. */
  isSelf: boolean;
  result?: { ok: boolean; message: string };
}) {
  const summaryClass = `${buttonClass} list-none [&::-webkit-details-marker]:hidden`;
  return (
    <FileSection id="droits" title="Droits d’administration" className="mt-6">
      {result && <Notice result={result} />}
      {client.role === "admin" ? (
        isSelf ? (
          <p className="mt-3 text-slate-700">C’est votre compte. Vous ne pouvez pas retirer vos propres droits : demandez à un autre membre de l’équipe.</p>
        ) : (
          <>
            <p className="mt-3 text-slate-700">{client.name} est administrateur : il ou elle accède à tout l’espace de l’équipe.</p>
            <details className="group mt-4">
              <summary className={`${summaryClass} border border-red-800 text-red-800 hover:bg-red-50`}>Retirer les droits</summary>
              <div className="mt-3 rounded-lg bg-red-50 p-4">
                <p className="text-slate-800">{client.name} perdra l’accès à l’espace de l’équipe dès sa prochaine page. Confirmez-vous ?</p>
                <RoleForm grant="client" label="Confirmer le retrait des droits" className="bg-red-800 text-white hover:bg-red-900" />
              </div>
            </details>
          </>
        )
      ) : (
        <>
          <p className="mt-3 text-slate-700">Un administrateur voit tous les clients, les prospects et les messages, et gère le contenu du site.</p>
          <details className="group mt-4">
            <summary className={`${summaryClass} border border-navy text-navy hover:bg-sand`}>Donner les droits d’administration</summary>
            <div className="mt-3 rounded-lg bg-sand p-4">
              <p className="text-slate-800">
                {client.name} ({client.email}) aura accès à tout l’espace de l’équipe. Confirmez-vous ?
              </p>
              <RoleForm grant="admin" label="Confirmer : donner les droits" className="bg-navy text-white hover:bg-navy-dark" />
            </div>
          </details>
        </>
      )}
    </FileSection>
  );
}
