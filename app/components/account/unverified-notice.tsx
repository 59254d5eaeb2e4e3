// Issue 29, item 6: what an account whose address is not confirmed sees instead of a form that would act for
// that address, with the profile's own way to get a new confirmation link (intent « verification »).
const buttonClass =
  "inline-flex items-center justify-center rounded-full border border-navy px-5 py-2.5 font-semibold text-navy hover:bg-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-terracotta";

export function UnverifiedNotice({ message }: { message: string }) {
  return (
    <form method="post" action="/profile" className="mt-8 space-y-3 rounded-lg bg-sand p-4">
      <p role="alert" className="font-medium text-slate-900">
        {message}
      </p>
      <input type="hidden" name="intent" value="verification" />
      <button type="submit" className={buttonClass}>
        Recevoir un nouveau lien de confirmation
      </button>
    </form>
  );
}
