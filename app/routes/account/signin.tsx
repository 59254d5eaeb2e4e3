import { getFormProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Form, Link, data, redirect, useNavigation, useSearchParams } from "react-router";
import { FormErrors, TextField, submitClass } from "~/components/form-field";
import { homeAfterSignin, signinSchema } from "~/domain/account";
import { seoMeta } from "~/domain/seo";
import { currentUser, signIn } from "~/server/auth.server";
import { env } from "~/server/env.server";
import { sessionCookie } from "~/server/sessions.server";
import type { Route } from "./+types/signin";

export const meta: Route.MetaFunction = (args) =>
  seoMeta(args, { title: "Se connecter", description: "Connectez-vous à votre espace investisseur.", noindex: true });

export function loader({ context }: Route.LoaderArgs) {
  const user = currentUser(context);
  if (user) throw redirect(homeAfterSignin(user));
  return null;
}

export async function action({ request }: Route.ActionArgs) {
  const submission = parseWithZod(await request.formData(), { schema: signinSchema });
  if (submission.status !== "success") return data(submission.reply({ hideFields: ["password"] }), { status: 400 });
  const result = await signIn(request, submission.value);
  if (!result.ok) return data(submission.reply({ formErrors: [result.message], hideFields: ["password"] }), { status: result.status });
  throw redirect(homeAfterSignin(result.user), { headers: { "Set-Cookie": sessionCookie(result.token, env().secureCookies) } });
}

export default function Signin({ actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const [params] = useSearchParams();
  const [form, fields] = useForm({
    lastResult: actionData,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: signinSchema }),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
  });
  return (
    <main id="contenu" className="mx-auto max-w-md px-4 py-12">
      <h1 className="text-3xl font-extrabold text-navy">Se connecter</h1>
      {params.get("inscription") === "ok" && (
        <p role="status" className="mt-4 rounded-lg bg-sage/20 p-3 font-medium text-sage-dark">
          Votre compte est créé. Connectez-vous pour continuer.
        </p>
      )}
      <Form method="post" {...getFormProps(form)} className="mt-8 space-y-5">
        <TextField field={fields.email} label="Adresse e-mail" type="email" autoComplete="email" required />
        <TextField field={fields.password} label="Mot de passe" type="password" autoComplete="current-password" required />
        <FormErrors id={form.errorId} errors={form.errors} />
        <button type="submit" className={`${submitClass} w-full`} disabled={navigation.state === "submitting"}>
          {navigation.state === "submitting" ? "Connexion…" : "Se connecter"}
        </button>
      </Form>
      <p className="mt-6 text-slate-700">
        Pas encore de compte ? <Link to="/signup" className="font-semibold text-navy underline">Créer un compte</Link>
      </p>
    </main>
  );
}
