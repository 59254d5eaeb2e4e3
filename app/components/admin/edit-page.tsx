// The frame of every admin edit page: the way back, the title, what the asterisk means, the form.
import { Link } from "react-router";

export function AdminEditPage({
  title,
  intro,
  numbersNote = false,
  hideNote = false,
  children,
}: {
  title: string;
  /** Under the title: the item's name, links to its public page… */
  intro?: React.ReactNode;
  /** Says how numbers are typed (1 234,5). */
  numbersNote?: boolean;
  /** No form to fill (yet): no note about required fields. */
  hideNote?: boolean;
  children: React.ReactNode;
}) {
  return (
    <main id="contenu" className="mx-auto max-w-4xl px-4 py-10">
      <p>
        <Link to="/creer" className="text-navy underline">
          ← Retour à l’administration
        </Link>
      </p>
      <h1 className="mt-4 text-3xl font-extrabold text-navy">{title}</h1>
      {intro}
      {!hideNote && (
        <p className="mt-4 text-sm text-slate-600">
          Les champs marqués d’un <span aria-hidden="true" className="text-terracotta-dark">*</span>
          <span className="sr-only">astérisque</span> sont obligatoires.
          {numbersNote && <> Les nombres s’écrivent à la française (1{"\u00a0"}234,5).</>}
        </p>
      )}
      {children}
    </main>
  );
}
