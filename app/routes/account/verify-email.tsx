import { Form, Link, redirect } from "react-router";
import { submitClass } from "~/components/form-field";
import { seoMeta } from "~/domain/seo";
import { db } from "~/server/db.server";
import { env } from "~/server/env.server";
import { hashToken } from "~/server/tokens.server";
import { markEmailVerified, setRole } from "~/server/users.server";
import type { Route } from "./+types/verify-email";

export const meta: Route.MetaFunction = (args) =>
  seoMeta(args, { title: "Confirmer votre adresse e-mail", description: "Confirmation de l'adresse e-mail.", noindex: true });

export function loader({ request }: Route.LoaderArgs) {
  return { token: new URL(request.url).searchParams.get("jeton") ?? "" };
}

// The link in the e-mail opens this page; the confirmation itself is a POST (no change on GET).
export async function action({ request }: Route.ActionArgs) {
  const token = String((await request.formData()).get("jeton") ?? "");
  const row = token
    ? await db()
        .selectFrom("emailTokens")
        .innerJoin("users", "users.id", "emailTokens.userId")
        .select(["emailTokens.userId", "emailTokens.expiresAt", "users.email"])
        .where("emailTokens.tokenHash", "=", hashToken(token))
        .where("emailTokens.purpose", "=", "verify-email")
        .executeTakeFirst()
    : undefined;
  if (!row || row.expiresAt <= new Date().toISOString())
    return { error: "Ce lien n'est plus valable. Connectez-vous pour en recevoir un nouveau." };
  await markEmailVerified(db(), row.userId);
  if (env().ADMIN_EMAILS.includes(row.email)) await setRole(db(), row.userId, "admin");
  await db().deleteFrom("emailTokens").where("userId", "=", row.userId).where("purpose", "=", "verify-email").execute();
  throw redirect("/signin?verification=ok");
}

export default function VerifyEmail({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <main id="contenu" className="mx-auto max-w-md px-4 py-12">
      <h1 className="text-3xl font-extrabold text-navy">Confirmer votre adresse e-mail</h1>
      {actionData?.error ? (
        <p role="alert" className="mt-6 rounded-lg bg-red-50 p-3 font-medium text-red-800">
          {actionData.error} <Link to="/signin" className="underline">Se connecter</Link>
        </p>
      ) : (
        <Form method="post" className="mt-6">
          <input type="hidden" name="jeton" value={loaderData.token} />
          <button type="submit" className={submitClass}>Confirmer mon adresse</button>
        </Form>
      )}
    </main>
  );
}
