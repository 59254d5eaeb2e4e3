// The client's conversation with the staff (issue 11, item 4). The page marks the staff's messages as
// read by a POST once shown (decision 0029): its loader only reads. Served without React Router's scripts:
// the conversation and its form are the island « messages » (decision 0046), which sends that POST itself.
import { parseWithZod } from "@conform-to/zod/v4";
import { BackLink } from "~/components/layout/back-link";
import { data, redirect, useSearchParams } from "react-router";
import { MARK_READ } from "~/components/forms/conversation";
import { Island } from "~/components/layout/island";
import type { RouteHandle } from "~/components/layout/route-handle";
import conversation from "~/components/forms/messages.island";
import { clientMessageSchema } from "~/domain/clients/client-message-form";
import { cappedReply } from "~/domain/content/form-reply";
import { seoMeta } from "~/domain/site/seo";
import { requireUser } from "~/server/accounts/auth.server";
import { listConversation, markConversationRead, postClientMessage } from "~/server/clients/client-messages.server";
import { db } from "~/server/db/db.server";
import { env } from "~/server/platform/env.server";
import { hit } from "~/server/platform/rate-limit.server";
import type { Route } from "./+types/messages";

export const meta: Route.MetaFunction = (args) =>
  seoMeta(args, { title: "Mes messages", description: "Votre conversation avec l’équipe qui suit votre projet.", noindex: true });

export const handle: RouteHandle = { hydrate: false };

export async function loader({ context }: Route.LoaderArgs) {
  const user = requireUser(context);
  const messages = await listConversation(db(), user.id);
  return {
    companyName: env().COMPANY_NAME,
    messages: messages.map((m) => ({ ...m, isNew: m.fromStaff && m.readAt === null })),
  };
}

/** Messages a client may send in an hour. */
const MESSAGES_PER_HOUR = { max: 30, windowSeconds: 60 * 60 };
const TOO_MANY = "Vous avez envoyé beaucoup de messages en peu de temps. Réessayez dans une heure.";

export async function action({ request, context }: Route.ActionArgs) {
  const user = requireUser(context);
  const formData = await request.formData();
  if (formData.get("intent") === MARK_READ) {
    await markConversationRead(db(), user.id, "client");
    return null;
  }
  const submission = parseWithZod(formData, { schema: clientMessageSchema });
  if (submission.status !== "success") return data(cappedReply(submission.reply(), clientMessageSchema), { status: 400 });
  if (!(await hit(db(), `client-message:user:${user.id}`, MESSAGES_PER_HOUR)))
    return data(cappedReply(submission.reply({ formErrors: [TOO_MANY] }), clientMessageSchema), { status: 429 });
  const config = env();
  await postClientMessage(db(), {
    clientId: user.id,
    author: user,
    fromStaff: false,
    body: submission.value.message,
    site: { publicUrl: config.publicUrl, companyEmail: config.COMPANY_EMAIL, companyName: config.COMPANY_NAME },
  });
  throw redirect("/profile/messages?envoye=1#formulaire-message", 303);
}

export default function Messages({ loaderData, actionData }: Route.ComponentProps) {
  const [params] = useSearchParams();
  return (
    <main id="contenu" className="mx-auto max-w-3xl px-4 py-10 sm:py-12">
      <BackLink to="/profile" label="Mon profil" />
      <h1 className="mt-2 text-3xl font-extrabold text-navy sm:text-4xl">Mes messages</h1>
      <p className="mt-2 text-lg text-slate-700">Votre conversation avec l’équipe qui suit votre projet.</p>
      {params.get("envoye") === "1" && !actionData && (
        <p role="status" className="mt-4 rounded-lg bg-sage/20 p-3 font-medium text-sage-dark">
          Votre message est envoyé. L’équipe vous répond sur cette page.
        </p>
      )}
      <section aria-label="Conversation" className="mt-8">
        <Island of={conversation} props={{ messages: loaderData.messages, companyName: loaderData.companyName, lastResult: actionData ?? null, action: "/profile/messages" }} />
      </section>
    </main>
  );
}
