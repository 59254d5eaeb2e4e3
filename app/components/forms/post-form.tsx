// A form the browser posts itself, for the forms of the pages served without React Router's scripts (their
// form is an island, decision 0046): conform's checks run first (a refused form is not sent), then the page is
// posted as without JavaScript and the server answers a new page, with the errors at the fields or the next
// page. While it is on its way, the submit button says so and cannot be pressed twice.
import { type FormMetadata, getFormProps } from "@conform-to/react";
import { createContext, useContext, useEffect, useRef, useState } from "react";

const SendingContext = createContext(false);

export function PostForm({
  form,
  action,
  className,
  encType,
  children,
}: {
  /** conform's form, checked before it is sent; none for a form the browser checks alone (a file's `required`). */
  form?: FormMetadata<any, any>;
  /** Where it is posted (the page's own address when left out). */
  action?: string;
  className?: string;
  encType?: "multipart/form-data";
  children: React.ReactNode;
}) {
  const [sending, setSending] = useState(false);
  const element = useRef<HTMLFormElement>(null);
  // The answer to a refused form is a new page: its first field in error gets the focus (and comes into view), as
  // conform gives it when it refuses the form itself or when an answer comes to a page that stays.
  const refused = form?.status === "error";
  useEffect(() => {
    if (refused && document.activeElement === document.body) element.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
    // Once, when the page is shown, unless the visitor has already moved the focus: later refusals are conform's.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  // A page the browser shows again from its cache (back button) is not being sent any more.
  useEffect(() => {
    const shown = (event: PageTransitionEvent) => event.persisted && setSending(false);
    window.addEventListener("pageshow", shown);
    return () => window.removeEventListener("pageshow", shown);
  }, []);
  const { onSubmit, ...props } = form ? getFormProps(form) : { onSubmit: undefined };
  return (
    <form
      ref={element}
      method="post"
      action={action}
      encType={encType}
      {...props}
      onSubmit={(event) => {
        if (sending) return event.preventDefault();
        onSubmit?.(event);
        if (!event.defaultPrevented) setSending(true);
      }}
      className={className}
    >
      <SendingContext.Provider value={sending}>{children}</SendingContext.Provider>
    </form>
  );
}

/** Whether the form around is being sent (PostForm). */
export const useSending = () => useContext(SendingContext);

/**
 * The submit button of a PostForm: `busy` while the form is on its way. Marked aria-disabled rather than
 * disabled: the browser reads the form's fields after the submit event, and a disabled button's own name and
 * value (a step form's « Précédent ») would not be sent. PostForm refuses a second submission itself.
 */
export function SubmitButton({ idle, busy, className, name, value }: { idle: string; busy: string; className: string; name?: string; value?: string }) {
  const sending = useSending();
  return (
    <button type="submit" name={name} value={value} className={`${className} aria-disabled:opacity-60`} aria-disabled={sending || undefined}>
      {sending ? busy : idle}
    </button>
  );
}
