// The DPE class before and after works as the energy label's coloured letters (issue 13, item 10). The
// colours repeat the letters, which are always written, and a screen reader hears one sentence.
import { type DpeClass, type DpeValue, dpeSpoken } from "~/domain/projects/dpe";

/** The label's colours, A (green) to G (red); dark text wherever white would lack contrast. */
const LETTER: Record<DpeClass, string> = {
  A: "bg-dpe-a text-white",
  B: "bg-dpe-b text-slate-950",
  C: "bg-dpe-c text-slate-950",
  D: "bg-dpe-d text-slate-950",
  E: "bg-dpe-e text-slate-950",
  F: "bg-dpe-f text-slate-950",
  G: "bg-dpe-g text-slate-950",
};

function Letter({ value, size }: { value: DpeClass; size: "sm" | "lg" }) {
  const box = size === "sm" ? "h-6 min-w-6 text-xs" : "h-9 min-w-9 text-lg";
  return <span className={`inline-flex items-center justify-center rounded font-extrabold ${box} ${LETTER[value]}`}>{value}</span>;
}

/** « DPE F → C »; nothing when neither class is given. */
export function DpeLabel({ before, after, size = "sm" }: { before: DpeValue; after: DpeValue; size?: "sm" | "lg" }) {
  if (before === "" && after === "") return null;
  return (
    <span className="inline-flex items-center gap-1.5">
      <span className="sr-only">{dpeSpoken(before, after)}</span>
      <span aria-hidden="true" className="inline-flex items-center gap-1.5">
        {size === "sm" && <span className="text-xs font-bold text-slate-600">DPE</span>}
        {before !== "" && <Letter value={before} size={size} />}
        {before !== "" && after !== "" && <span className="font-bold">→</span>}
        {after !== "" && <Letter value={after} size={size} />}
      </span>
    </span>
  );
}
