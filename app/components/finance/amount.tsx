/**
 * An amount already formatted (true minus sign from format.ts). A negative one also gets a « ▼ » with a
 * text alternative, so that the sign is not the only cue, nor a colour.
 */
export function Amount({ value, text }: { value: number; text: string }) {
  if (!(value < 0) || text.replace(/[^1-9]/g, "") === "") return <>{text}</>;
  return (
    <>
      {text}
      <span role="img" aria-label="montant négatif" title="Montant négatif" className="ml-1 text-[0.7em] align-middle">
        ▼
      </span>
    </>
  );
}
