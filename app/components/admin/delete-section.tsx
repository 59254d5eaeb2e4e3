import { Form, useNavigation } from "react-router";

/**
 * « Supprimer » asks for confirmation before anything happens: the first click opens the panel
 * (a <details>, so it works without JavaScript), the second, explicit button sends the POST.
 */
export function DeleteSection({ what, error }: { what: string; error?: string | null }) {
  const navigation = useNavigation();
  const deleting = navigation.state === "submitting" && navigation.formData?.get("intent") === "supprimer";
  return (
    <section aria-labelledby="supprimer" className="mt-12 rounded-2xl border border-red-200 p-5">
      <h2 id="supprimer" className="text-xl font-bold text-red-800">
        Supprimer {what}
      </h2>
      {error && (
        <p role="alert" className="mt-3 rounded-lg bg-red-50 p-3 font-medium text-red-800">
          {error}
        </p>
      )}
      <details className="mt-3">
        <summary className="inline-block cursor-pointer rounded-full border-2 border-red-700 px-5 py-2 font-semibold text-red-800 hover:bg-red-50">
          Supprimer…
        </summary>
        <Form method="post" className="mt-4 rounded-lg bg-red-50 p-4">
          <p className="text-red-900">Cette suppression est définitive. Confirmez-vous la suppression de {what} ?</p>
          <button
            type="submit"
            name="intent"
            value="supprimer"
            disabled={deleting}
            className="mt-3 rounded-full bg-red-800 px-5 py-2 font-semibold text-white hover:bg-red-900 disabled:opacity-60"
          >
            {deleting ? "Suppression…" : "Oui, supprimer définitivement"}
          </button>
        </Form>
      </details>
    </section>
  );
}
