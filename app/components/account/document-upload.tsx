// The form that sends one document of the client's file (/profile/documents), the island « documents »
// (decision 0046): the file picker's drop zone, posted by the browser as a multipart form, which the page's
// action answers with the file's list and a message.
import { FilePicker } from "~/components/forms/file-picker";
import { PostForm, SubmitButton } from "~/components/forms/post-form";
import { MAX_PRIVATE_FILE_BYTES } from "~/domain/clients/investor-file";

const ACCEPTED = ["application/pdf", "image/jpeg", "image/png"] as const;

export function DocumentUpload({ item, action }: { item: string; /** Where it is posted: the page, at the document's block. */ action: string }) {
  return (
    <PostForm action={action} encType="multipart/form-data" className="mt-4 grid gap-3 sm:grid-cols-[minmax(0,1fr)_auto] sm:items-end">
      <input type="hidden" name="document" value={item} />
      <FilePicker id={`fichier-${item}`} name="fichier" label="Fichier à envoyer" accept={ACCEPTED} formats="PDF, JPEG ou PNG" maxBytes={MAX_PRIVATE_FILE_BYTES} required />
      <SubmitButton
        idle="Envoyer"
        busy="Envoi…"
        className="inline-flex min-h-11 cursor-pointer items-center justify-center self-start rounded-full bg-navy px-5 py-2.5 font-semibold text-white hover:bg-navy-dark focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-terracotta sm:mb-9 sm:self-end"
      />
    </PostForm>
  );
}
