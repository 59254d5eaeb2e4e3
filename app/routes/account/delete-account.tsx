import { parseWithZod } from "@conform-to/zod/v4";
import { BackLink } from "~/components/layout/back-link";
import { data, redirect } from "react-router";
import { Island } from "~/components/layout/island";
import type { RouteHandle } from "~/components/layout/route-handle";
import deleteAccountForm from "~/components/account/profil-suppression.island";
import { deleteAccountSchema } from "~/domain/accounts/account-forms";
import { seoMeta } from "~/domain/site/seo";
import { deleteAccount } from "~/server/accounts/account-data.server";
import { requireUser } from "~/server/accounts/auth.server";
import { db } from "~/server/db/db.server";
import { env } from "~/server/platform/env.server";
import { verifyPassword } from "~/server/accounts/passwords.server";
import { hit } from "~/server/platform/rate-limit.server";
import { clearSessionCookie } from "~/server/accounts/sessions.server";
import { findUserByEmail } from "~/server/accounts/users.server";
import type { Route } from "./+types/delete-account";

export const meta: Route.MetaFunction = (args) =>
  seoMeta(args, { title: "Supprimer mon compte", description: "Suppression définitive de votre compte et de vos données.", noindex: true });

/** Served without React Router's scripts: the confirmation's form is an island (decision 0046). */
export const handle: RouteHandle = { hydrate: false };

/** Password attempts on this page, per account: enough for typos, too few to guess. */
const ATTEMPTS = { max: 10, windowSeconds: 15 * 60 };

export function loader({ context }: Route.LoaderArgs) {
  const user = requireUser(context);
  return { email: user.email };
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = requireUser(context);
  const submission = parseWithZod(await request.formData(), { schema: deleteAccountSchema });
  if (submission.status !== "success") return data(submission.reply({ hideFields: ["password"] }), { status: 400 });
  if (!(await hit(db(), `delete-account:user:${user.id}`, ATTEMPTS)))
    return data(submission.reply({ formErrors: ["Trop de tentatives. Réessayez dans quelques minutes."], hideFields: ["password"] }), { status: 429 });
  const found = await findUserByEmail(db(), user.email);
  if (!found || !(await verifyPassword(found.passwordHash, submission.value.password)))
    return data(submission.reply({ fieldErrors: { password: ["Mot de passe incorrect."] }, hideFields: ["password"] }), { status: 400 });
  await deleteAccount(db(), user.id);
  throw redirect("/", { headers: { "Set-Cookie": clearSessionCookie(env().secureCookies) } });
}

export default function DeleteAccount({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <main id="contenu" className="mx-auto max-w-2xl px-4 py-10 sm:py-12">
      <BackLink to="/profile" label="Mon profil" />
      <h1 className="mt-4 text-3xl font-extrabold text-navy sm:text-4xl">Supprimer mon compte</h1>
      <div className="mt-6 space-y-4 text-slate-800">
        <p>
          La suppression est <strong>définitive</strong>. Nous effaçons immédiatement votre compte ({loaderData.email}), vos
          coordonnées, vos réponses au questionnaire, l’avancement de vos étapes et vos sessions ouvertes sur tous vos appareils.
        </p>
        <p>
          Si vous souhaitez en garder une copie,{" "}
          <a href="/profile/donnees" download="mes-donnees.zip" className="font-semibold text-navy underline underline-offset-2">
            téléchargez d’abord vos données
          </a>
          .
        </p>
        <p className="rounded-lg bg-sand p-4">
          Pour confirmer, saisissez votre mot de passe. Nous vous le demandons pour être sûrs que c’est bien vous qui supprimez
          votre compte, et non une personne qui utiliserait un appareil resté connecté.
        </p>
      </div>
      <Island of={deleteAccountForm} props={{ lastResult: actionData ?? null }} />
    </main>
  );
}
