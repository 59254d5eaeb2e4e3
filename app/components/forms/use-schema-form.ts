// A conform form whose checks in the browser load when the visitor starts filling it in (decision 0037).
// The schema, zod and conform's zod adapter are about 28 KiB of compressed JavaScript: a visitor who only
// reads the page never loads them, and none of it weighs on the page's first load. Until they are there (the
// first focus in the form asks for them), the form checks nothing in the browser: a field left meanwhile is
// checked when they arrive, and a submission goes to the server, which checks it with the same schema and
// answers the errors at the fields, as it does without JavaScript.
import { parse, useForm } from "@conform-to/react";
import { useEffect, useRef, useState } from "react";
import type { z } from "zod";

type Shape = Record<string, unknown>;
/** The name of the hidden button conform submits its intents with (`INTENT` of @conform-to/dom, not re-exported). */
const CONFORM_INTENT = "__intent__";
type FormOptions<Fields extends Shape, Output> = Parameters<typeof useForm<Fields, Output>>[0];
/** The form's fields as conform types them: a field the schema takes as anything first (a preprocessed number) is typed text. */
type FormFields<Input> = { [K in keyof Input]: unknown extends Input[K] ? string | undefined : Input[K] };

export function useSchemaForm<Input extends Shape, Output>(
  loadSchema: () => Promise<z.ZodType<Output, Input>>,
  {
    shouldValidate = "onBlur",
    ...options
  }: Pick<FormOptions<FormFields<Input>, Output>, "id" | "lastResult" | "defaultValue"> & {
    /** When a field is first checked: when it loses the focus (the default), or at the submission. */
    shouldValidate?: "onBlur" | "onSubmit";
  } = {},
) {
  type Validate = NonNullable<FormOptions<FormFields<Input>, Output>["onValidate"]>;
  const [onValidate, setOnValidate] = useState<Validate>();
  const [form, fields] = useForm<FormFields<Input>, Output>({
    ...options,
    onValidate,
    // Without the schema, no check when a field is left or typed in: conform would send each of them to the server.
    shouldValidate: onValidate ? shouldValidate : "onSubmit",
    shouldRevalidate: onValidate ? "onInput" : "onSubmit",
  });
  const formId = form.id;
  // Fields left while the checks were loading: checked as soon as they are there.
  const left = useRef(new Set<string>());
  useEffect(() => {
    if (onValidate) {
      for (const name of left.current) form.validate({ name });
      left.current.clear();
      return;
    }
    const inForm = (event: FocusEvent) => {
      const field = event.target as Partial<HTMLInputElement> | null;
      return field?.form?.id === formId ? field : null;
    };
    const start = (event: FocusEvent) => {
      if (!inForm(event)) return;
      document.removeEventListener("focusin", start);
      void Promise.all([loadSchema(), import("@conform-to/zod/v4")]).then(([schema, { parseWithZod }]) =>
        setOnValidate(
          () =>
            (({ formData, submitter }) =>
              // A button of ours marked formNoValidate (« Précédent » of a form in steps) sends the form unchecked, as the
              // browser does. Conform's own intents (`form.validate`, the fields left before the checks came) are
              // submitted through a hidden button it marks formNoValidate too, named "__intent__": those are checked.
              submitter && "formNoValidate" in submitter && submitter.formNoValidate && submitter.name !== CONFORM_INTENT
                ? parse(formData, { resolve: (value) => ({ value }) })
                : parseWithZod(formData, { schema })) as Validate,
        ),
      );
    };
    const leave = (event: FocusEvent) => {
      const field = inForm(event);
      if (field?.name && field.type !== "submit" && shouldValidate === "onBlur") left.current.add(field.name);
    };
    document.addEventListener("focusin", start);
    document.addEventListener("focusout", leave);
    return () => {
      document.removeEventListener("focusin", start);
      document.removeEventListener("focusout", leave);
    };
    // Not the loader nor the form's metadata: new ones come at each render, for the same form and schema.
  }, [formId, onValidate, shouldValidate]);
  return [form, fields] as const;
}
