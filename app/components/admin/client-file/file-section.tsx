// The frame of the staff's client file (/creer/clients/:id): its sections, buttons and the notice that
// answers a form.

export const buttonClass =
  "inline-flex cursor-pointer items-center justify-center rounded-full px-5 py-2.5 font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-terracotta";

/** A titled section of the file (`id`: its heading's, for the page's anchors and its aria-labelledby). */
export function FileSection({ id, title, className = "", children }: { id: string; title: string; className?: string; children: React.ReactNode }) {
  return (
    <section aria-labelledby={id} className={`rounded-2xl border border-slate-200 p-5 sm:p-6 ${className}`}>
      <h2 id={id} className="text-xl font-bold text-navy">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** What a form of the file answered: done (a status) or refused (an alert). */
export function Notice({ result }: { result: { ok: boolean; message: string } }) {
  return result.ok ? (
    <p role="status" className="mt-4 rounded-lg bg-sage/20 p-3 font-medium text-sage-dark">
      {result.message}
    </p>
  ) : (
    <p role="alert" className="mt-4 rounded-lg bg-red-50 p-3 font-medium text-red-800">
      {result.message}
    </p>
  );
}
