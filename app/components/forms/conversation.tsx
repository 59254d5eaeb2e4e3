// The conversation on a client's file (issue 11, item 4), as the client and the staff see it: the
// messages oldest first, then the form to write (plain text; works without JavaScript). What the other
// side wrote and the viewer had not seen is marked « Nouveau »; the page then marks it read by a POST
// (`intent=lu` to the page's own action, decision 0029): at once with JavaScript (`markRead`, given by the
// page), by a button without it — or when the viewer writes back. Opening the page (a GET) writes nothing.
//
// Nothing of React Router (decision 0046): the client's page shows it as the island « messages »
// (`ClientConversation`), the staff's page, which hydrates, renders it in place. Its forms are posted by the browser.
import type { SubmissionResult } from "@conform-to/react";
import { getTextareaProps } from "@conform-to/react";
import { useCallback, useEffect, useRef, useState } from "react";
import { MESSAGE_MAX, UNREAD_BADGE } from "~/domain/clients/client-messages";
import { formatDate, formatInteger } from "~/domain/text/format";
import { FieldError, FormErrors, inputClass, submitClass } from "./form-field";
import { PostForm, SubmitButton } from "./post-form";
import { useSchemaForm } from "./use-schema-form";

export interface ConversationMessage {
  id: number;
  fromStaff: boolean;
  authorName: string | null;
  body: string;
  createdAt: string;
  /** Unread by the viewer when the page was opened. */
  isNew: boolean;
}

/** The intent of the POST that marks the conversation read. */
export const MARK_READ = "lu";

/**
 * For the route of a conversation page that hydrates (the staff's): its own loader is not run again after
 * the mark-read POST, so that the « Nouveau » marks stay until the viewer leaves (the other loaders, the
 * unread counts of the navigation, are).
 */
export function keepMarksAfterReading({ formData, defaultShouldRevalidate }: { formData?: FormData; defaultShouldRevalidate: boolean }): boolean {
  return formData?.get("intent") === MARK_READ ? false : defaultShouldRevalidate;
}

const timeFormat = new Intl.DateTimeFormat("fr-FR", { hour: "2-digit", minute: "2-digit", timeZone: "Europe/Paris" });

export function Conversation({
  messages,
  viewer,
  companyName,
  lastResult,
  action,
  intent,
  markRead,
}: {
  messages: ConversationMessage[];
  viewer: "client" | "staff";
  companyName: string;
  lastResult?: SubmissionResult<string[]> | null;
  /** The page's own address, where its forms are posted. */
  action: string;
  /** A hidden « intent » field, for pages with several forms. */
  intent?: string;
  /** Sends the mark-read POST: called once, after the page is shown with new messages. */
  markRead: () => void;
}) {
  const [form, fields] = useSchemaForm(() => import("~/domain/clients/client-message-form").then((m) => m.clientMessageSchema), {
    id: "formulaire-message",
    lastResult,
    shouldValidate: "onSubmit",
  });
  const textarea = getTextareaProps(fields.message, { ariaDescribedBy: `${fields.message.id}-aide` });
  const unread = messages.some((m) => m.isNew);
  const asked = useRef(false);
  const [enhanced, setEnhanced] = useState(false);
  useEffect(() => setEnhanced(true), []);
  useEffect(() => {
    if (!unread || asked.current) return;
    asked.current = true;
    markRead();
  }, [unread, markRead]);
  return (
    <div>
      {unread && !enhanced && (
        <form method="post" action={action} className="mb-4">
          <input type="hidden" name="intent" value={MARK_READ} />
          <button type="submit" className="font-semibold text-navy underline underline-offset-4 hover:text-terracotta-dark">
            Marquer les nouveaux messages comme lus
          </button>
        </form>
      )}
      {messages.length === 0 ? (
        <p className="text-slate-700">{viewer === "client" ? "Aucun message pour le moment. Posez-nous vos questions ici : l’équipe vous répond sur cette page." : "Aucun message échangé avec ce client pour le moment."}</p>
      ) : (
        <ol className="space-y-4" aria-label="Messages">
          {messages.map((m) => {
            const mine = (viewer === "staff") === m.fromStaff;
            const who = m.fromStaff
              ? `${m.authorName ?? "L’équipe"} (équipe ${companyName})`
              : viewer === "client"
                ? "Vous"
                : (m.authorName ?? "Le client");
            return (
              <li key={m.id} className={`rounded-2xl p-4 ${mine ? "ml-6 bg-sand sm:ml-16" : "mr-6 border border-slate-200 bg-white sm:mr-16"}`}>
                <p className="flex flex-wrap items-center gap-2 text-sm text-slate-600">
                  <span className="font-semibold text-navy">{who}</span>
                  <time dateTime={m.createdAt}>
                    {formatDate(m.createdAt)} à {timeFormat.format(new Date(m.createdAt))}
                  </time>
                  {m.isNew && <span className="rounded-full bg-terracotta-dark px-2 py-0.5 text-xs font-semibold text-white">Nouveau</span>}
                </p>
                <p className="mt-2 whitespace-pre-line break-words text-slate-900">{m.body}</p>
              </li>
            );
          })}
        </ol>
      )}
      <PostForm form={form} action={action} className="mt-6 space-y-3">
        {intent && <input type="hidden" name="intent" value={intent} />}
        <label htmlFor={fields.message.id} className="font-semibold text-navy">
          {viewer === "client" ? "Votre message" : "Répondre au client"}
        </label>
        <p id={`${fields.message.id}-aide`} className="text-sm text-slate-600">
          Texte seul, {formatInteger(MESSAGE_MAX)} caractères au plus.{" "}
          {viewer === "client" ? "L’équipe est prévenue par e-mail." : "Le client est prévenu par e-mail."}
        </p>
        <textarea {...textarea} key={textarea.key} rows={5} className={inputClass} />
        <FieldError id={fields.message.errorId} errors={fields.message.errors} />
        <FormErrors id={form.errorId} errors={form.errors} />
        <SubmitButton idle="Envoyer le message" busy="Envoi…" className={submitClass} />
      </PostForm>
    </div>
  );
}

/**
 * The client's page (/profile/messages), the island « messages »: the mark-read POST is sent by the browser
 * (no React Router to reload the header), then the header's badge on « Mon profil » is hidden — every
 * message it counted is in this conversation, now read.
 */
export function ClientConversation(props: { messages: ConversationMessage[]; companyName: string; lastResult: SubmissionResult<string[]> | null; action: string }) {
  const { action } = props;
  const markRead = useCallback(() => {
    void fetch(action, { method: "POST", body: new URLSearchParams({ intent: MARK_READ }) }).then(
      (response) => {
        void response.body?.cancel();
        if (!response.ok) return;
        for (const badge of document.querySelectorAll<HTMLElement>(`[${UNREAD_BADGE}="/profile"]`)) badge.hidden = true;
      },
      // Not marked: the marks stay for the next visit, as without JavaScript.
      () => {},
    );
  }, [action]);
  return <Conversation {...props} viewer="client" markRead={markRead} />;
}
