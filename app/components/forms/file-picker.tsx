// A file field with a drop zone (issue 23). Without JavaScript it is the browser's own file input, styled;
// once the page is hydrated the same input covers a larger zone: a click or Enter opens the file chooser,
// a file dropped on it is taken, and the chosen file's name and size show under it. The input keeps its
// name, label and `required`, so the form posts the same way in both cases.
import { useEffect, useId, useRef, useState } from "react";
import { formatFileSize } from "~/domain/text/format";


/** What the zone checks before sending (the server checks again, from the bytes). */
function refusal(file: File, accept: readonly string[], maxBytes: number, formats: string): string | null {
  if (file.size > maxBytes) return `${file.name} fait ${formatFileSize(file.size)} : la limite est de ${formatFileSize(maxBytes)}.`;
  if (file.type && !accept.includes(file.type)) return `${file.name} n’est pas accepté : formats ${formats}.`;
  return null;
}

export function FilePicker({
  id,
  name,
  label,
  accept,
  formats,
  maxBytes,
  required = false,
}: {
  id: string;
  name: string;
  label: string;
  /** MIME types, as the input's accept attribute. */
  accept: readonly string[];
  /** The same, as people read them: « PDF, JPEG ou PNG ». */
  formats: string;
  maxBytes: number;
  required?: boolean;
}) {
  const [enhanced, setEnhanced] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const [chosen, setChosen] = useState<File | null>(null);
  useEffect(() => {
    setEnhanced(true);
    // A file chosen before the page was hydrated is still in the input: say so.
    const early = input.current?.files?.[0];
    if (early) setChosen(early);
  }, []);
  const [problem, setProblem] = useState<string | null>(null);
  const [over, setOver] = useState(false);
  const hintId = `${useId()}-aide`;
  const hint = `${formats}, ${formatFileSize(maxBytes)} au plus.`;

  /** Takes the input's file, or clears it with the reason when it cannot be sent. */
  const take = (files: FileList | null) => {
    const file = files?.[0] ?? null;
    const reason = file ? refusal(file, accept, maxBytes, formats) : null;
    if (reason && input.current) input.current.value = "";
    setProblem(reason);
    setChosen(reason ? null : file);
  };

  const onDrop = (event: React.DragEvent) => {
    event.preventDefault();
    setOver(false);
    const file = event.dataTransfer.files[0];
    if (!file || !input.current) return;
    const one = new DataTransfer();
    one.items.add(file);
    input.current.files = one.files;
    take(one.files);
  };

  return (
    <div className="min-w-0">
      <label htmlFor={id} className="block text-sm font-semibold text-navy">
        {label}
      </label>
      {/* The input keeps its place in the tree when the zone appears at hydration: a file chosen before
          stays chosen (a remounted input would have lost it). */}
      <div
        onDragOver={(event) => {
          event.preventDefault();
          setOver(true);
        }}
        onDragLeave={() => setOver(false)}
        onDrop={onDrop}
        className={
          enhanced
            ? `relative mt-1 flex min-h-16 items-center gap-3 rounded-xl border-2 border-dashed px-4 py-3 transition-colors focus-within:border-navy focus-within:outline-2 focus-within:outline-offset-2 focus-within:outline-terracotta ${
                over ? "border-navy bg-sand" : "border-slate-400 bg-slate-50 hover:border-navy hover:bg-sand/50"
              }`
            : "mt-1"
        }
      >
        <input
          ref={input}
          id={id}
          name={name}
          type="file"
          required={required}
          accept={accept.join(",")}
          aria-describedby={hintId}
          onChange={(event) => take(event.currentTarget.files)}
          className={
            enhanced
              ? "absolute inset-0 h-full w-full cursor-pointer opacity-0"
              : "block w-full text-slate-800 file:mr-3 file:cursor-pointer file:rounded-full file:border-2 file:border-navy file:bg-white file:px-4 file:py-2 file:font-semibold file:text-navy hover:file:bg-sand"
          }
        />
        {enhanced && (
          <svg aria-hidden="true" width="28" height="28" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round" strokeLinejoin="round" className="shrink-0 text-navy">
            <path d="M12 16V4m0 0L7 9m5-5 5 5" />
            <path d="M4 16v3a1 1 0 0 0 1 1h14a1 1 0 0 0 1-1v-3" />
          </svg>
        )}
        <div>
          {enhanced && (
            <p aria-hidden="true" className="text-slate-800">
              <span className="font-semibold text-navy underline underline-offset-2">Choisissez un fichier</span>
              {/* No dragging on a touch screen. */}
              <span className="pointer-coarse:hidden"> ou déposez-le ici</span>
            </p>
          )}
          <p id={hintId} className={`text-sm text-slate-600 ${enhanced ? "" : "mt-1"}`}>
            {hint}
          </p>
        </div>
      </div>
      <p aria-live="polite" className={problem ? "mt-2 font-medium text-red-800" : "mt-2 break-all text-slate-800"}>
        {problem ?? (chosen && enhanced ? `Fichier choisi : ${chosen.name} (${formatFileSize(chosen.size)})` : "")}
      </p>
    </div>
  );
}
