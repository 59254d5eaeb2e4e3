// Admin form fields for images and videos. The lists are conform list fields: removing, reordering
// and adding rows are submit buttons (conform intents), so they also work without JavaScript.
import { type FieldMetadata, type FormMetadata, getInputProps } from "@conform-to/react";
import { originalUrl, variantUrl } from "~/domain/content/media";
import { FieldError, inputClass } from "../forms/form-field";

const smallButton =
  "rounded-md border border-slate-300 bg-white px-2 py-1 text-sm font-semibold text-navy hover:bg-sand focus-visible:outline-2 focus-visible:outline-terracotta disabled:opacity-40";

/** PDFs among the stored files, by hash → download name (they have no picture to show). */
export type PdfNames = Record<string, string>;

function Thumbnail({ hash, alt, pdfs }: { hash: string; alt: string; pdfs?: PdfNames }) {
  if (pdfs?.[hash])
    return (
      <a href={originalUrl(hash, "pdf")} download={pdfs[hash]} className="flex h-24 w-40 flex-col items-center justify-center rounded-md bg-sand text-center text-sm font-semibold text-navy underline">
        PDF<span className="block max-w-full truncate px-1 font-normal">{pdfs[hash]}</span>
      </a>
    );
  return <img src={variantUrl(hash, 480, "webp")} alt={alt} width={160} height={100} className="h-24 w-40 rounded-md bg-sand object-cover" />;
}

/** A file input for new uploads (the files are checked on the server: type from the bytes, size). */
export function FileInput({ name, label, multiple = false, accept, errors, hint }: { name: string; label: string; multiple?: boolean; accept: string; errors?: string[]; hint?: string }) {
  const id = `fichier-${name}`;
  return (
    <div>
      <label htmlFor={id} className="font-semibold text-navy">
        {label}
      </label>
      {hint && (
        <p id={`${id}-aide`} className="text-sm text-slate-600">
          {hint}
        </p>
      )}
      <input
        id={id}
        name={name}
        type="file"
        multiple={multiple}
        accept={accept}
        aria-describedby={[hint ? `${id}-aide` : "", errors?.length ? `${id}-erreur` : ""].filter(Boolean).join(" ") || undefined}
        aria-invalid={errors?.length ? true : undefined}
        className="mt-1 block w-full text-sm file:mr-3 file:rounded-full file:border-0 file:bg-navy file:px-4 file:py-2 file:font-semibold file:text-white"
      />
      {errors?.map((e) => (
        <p key={e} id={`${id}-erreur`} className="mt-1 text-sm font-medium text-red-800">
          {e}
        </p>
      ))}
    </div>
  );
}

/**
 * Which photos work (issue 23): the pages show them in 8:5 boxes (16:10) cropped at the centre, and keep
 * 2,400 px at most; tried with 4:3, 3:2 and portrait photos 4,000 px wide (tests/e2e/public/photos.spec.ts).
 */
const PHOTO_HINT = "Photos en paysage (3:2 ou 4:3), 1 600 px de large ou plus : les pages les recadrent au centre, une photo en hauteur y perd son haut et son bas.";
/** A team member's portrait: the team page shows it in a 4:5 box, cropped at the centre. */
const PORTRAIT_HINT = "Portrait en hauteur (4:5 ou 3:4), 800 px de large ou plus, le visage au centre : la page de l’équipe le recadre au centre.";

/** One image (cover, map…): thumbnail of the current one with « Retirer », and a file input to replace it. */
export function SingleImageField({
  form,
  field,
  label,
  uploadName,
  uploadErrors,
  accept = "image/jpeg,image/png",
  pdfs,
  photo = true,
}: {
  form: FormMetadata<any>;
  field: FieldMetadata<string | undefined>;
  label: string;
  uploadName: string;
  uploadErrors?: string[];
  accept?: string;
  pdfs?: PdfNames;
  /** A photograph, cropped by the pages: the hint says which sizes work. False for a map or a chart, shown whole; "portrait" for a person. */
  photo?: boolean | "portrait";
}) {
  const current = field.value;
  const formats = accept.includes("pdf") ? "JPEG, PNG ou PDF" : "JPEG ou PNG";
  return (
    <fieldset className="rounded-xl border border-slate-200 p-4">
      <legend className="px-1 font-semibold text-navy">{label}</legend>
      {current ? (
        <div className="flex items-center gap-4">
          <input type="hidden" name={field.name} value={current} />
          <Thumbnail hash={current} alt={`${label} actuelle`} pdfs={pdfs} />
          <button className={smallButton} {...form.update.getButtonProps({ name: field.name, value: "" })}>
            Retirer
          </button>
        </div>
      ) : (
        <p className="text-sm text-slate-600">Aucune image pour l’instant.</p>
      )}
      <div className="mt-3">
        <FileInput name={uploadName} label={current ? "Remplacer par" : "Ajouter"} accept={accept} errors={uploadErrors} hint={`${formats}, 10 Mo au plus.${photo ? ` ${photo === "portrait" ? PORTRAIT_HINT : PHOTO_HINT}` : ""}`} />
      </div>
      <FieldError id={field.errorId} errors={field.errors} />
    </fieldset>
  );
}

/** Several images: thumbnails in order with « ↑ », « ↓ » and « Retirer », and a file input to add more. */
export function ImageListField({
  form,
  field,
  label,
  uploadName,
  uploadErrors,
  accept = "image/jpeg,image/png",
  pdfs,
}: {
  form: FormMetadata<any>;
  field: FieldMetadata<string[] | undefined>;
  label: string;
  uploadName: string;
  uploadErrors?: string[];
  accept?: string;
  pdfs?: PdfNames;
}) {
  const items = field.getFieldList();
  const formats = accept.includes("pdf") ? "JPEG, PNG ou PDF" : "JPEG ou PNG";
  return (
    <fieldset className="rounded-xl border border-slate-200 p-4">
      <legend className="px-1 font-semibold text-navy">{label}</legend>
      {items.length === 0 ? (
        <p className="text-sm text-slate-600">Aucune image pour l’instant.</p>
      ) : (
        <ol className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {items.map((item, index) => (
            <li key={item.key} className="flex flex-col gap-2 rounded-lg bg-slate-50 p-2">
              <input type="hidden" name={item.name} value={item.value ?? ""} />
              {item.value && <Thumbnail hash={item.value} alt={`${label}, image ${index + 1}`} pdfs={pdfs} />}
              <div className="flex gap-2">
                <button className={smallButton} disabled={index === 0} aria-label={`Monter l’image ${index + 1}`} {...form.reorder.getButtonProps({ name: field.name, from: index, to: index - 1 })}>
                  ↑
                </button>
                <button className={smallButton} disabled={index === items.length - 1} aria-label={`Descendre l’image ${index + 1}`} {...form.reorder.getButtonProps({ name: field.name, from: index, to: index + 1 })}>
                  ↓
                </button>
                <button className={smallButton} aria-label={`Retirer l’image ${index + 1}`} {...form.remove.getButtonProps({ name: field.name, index })}>
                  Retirer
                </button>
              </div>
              <FieldError id={item.errorId} errors={item.errors} />
            </li>
          ))}
        </ol>
      )}
      <div className="mt-3">
        <FileInput name={uploadName} label={accept.includes("pdf") ? "Ajouter des fichiers" : "Ajouter des images"} multiple accept={accept} errors={uploadErrors} hint={`Plusieurs fichiers possibles : ${formats}, 10 Mo au plus chacun. ${PHOTO_HINT}`} />
      </div>
    </fieldset>
  );
}

/** The video URLs: « Ajouter » adds a row; « Supprimer » is hidden while one row remains (spec). */
export function VideoListField({ form, field }: { form: FormMetadata<any>; field: FieldMetadata<(string | undefined)[] | undefined> }) {
  const rows = field.getFieldList();
  return (
    <fieldset className="rounded-xl border border-slate-200 p-4">
      <legend className="px-1 font-semibold text-navy">Vidéos (adresses YouTube ou autres)</legend>
      <ul className="space-y-3">
        {rows.map((row, index) => (
          <li key={row.key} className="flex items-start gap-2">
            <div className="flex-1">
              <label htmlFor={row.id} className="sr-only">
                Adresse de la vidéo {index + 1}
              </label>
              <input {...getInputProps(row, { type: "url" })} key={row.key} placeholder="https://www.youtube.com/watch?v=…" className={inputClass} />
              <FieldError id={row.errorId} errors={row.errors} />
            </div>
            {rows.length > 1 && (
              <button className={`${smallButton} mt-2`} aria-label={`Supprimer la vidéo ${index + 1}`} {...form.remove.getButtonProps({ name: field.name, index })}>
                Supprimer
              </button>
            )}
          </li>
        ))}
      </ul>
      <button className={`${smallButton} mt-3`} {...form.insert.getButtonProps({ name: field.name, defaultValue: "" })}>
        Ajouter une vidéo
      </button>
      <FieldError id={field.errorId} errors={field.errors} />
    </fieldset>
  );
}
