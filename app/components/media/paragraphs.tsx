/** Paragraphs stored as a list; single line breaks inside a paragraph are kept. */
export function Paragraphs({ items, className = "" }: { items: readonly string[]; className?: string }) {
  return (
    <div className={`space-y-4 ${className}`}>
      {items.map((p, i) => (
        <p key={i} className="whitespace-pre-line">
          {p}
        </p>
      ))}
    </div>
  );
}
