// A conform form whose checks in the browser load when the visitor starts filling it in (decision 0037).
// The schema, zod and conform's zod adapter are about 28 KiB of compressed JavaScript: a visitor who only
// reads the page never loads them, and none of it weighs on the page's first load. Until they are there (the
// first focus in the form asks for them), the form checks nothing in the browser: a field left meanwhile is
// checked when they arrive, and a submission goes to the server, which checks it with the same schema and
// answers the errors at the fields, as it does without JavaScript.
import { type FormMetadata, parse, useForm } from "@conform-to/react";
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
    // A field is checked when it is left by this hook (below), not by conform's own blur check: a check that shows an
    // error moves what is below it, and a click that began before it would end on something else. Until the schema is
    // there, no check either: conform would send each field to the server.
    shouldValidate: "onSubmit",
    shouldRevalidate: onValidate ? "onInput" : "onSubmit",
  });
  useCheckWhenLeft(form, { ready: Boolean(onValidate), enabled: shouldValidate === "onBlur" });
  // The checks load at the first focus in the form.
  const requested = useRef(false);
  useEffect(() => {
    if (requested.current) return;
    const start = (event: FocusEvent) => {
      if (requested.current || (event.target as Partial<HTMLInputElement> | null)?.form?.id !== form.id) return;
      requested.current = true;
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
    document.addEventListener("focusin", start);
    return () => document.removeEventListener("focusin", start);
    // Not the loader: a new one comes at each render, for the same schema.
  }, [form.id]);
  return [form, fields] as const;
}

/**
 * Checks each field of a conform form (made with `shouldValidate: "onSubmit"`) when the visitor leaves it: at once
 * on a keyboard move, after the click when a pointer press made them leave it (issue 32, item 3: a short password
 * left by pressing the terms' box showed its error under the pointer, the box moved down before the button was
 * released, and the click ended on the form). `ready`: the checks are there (fields left before are checked when
 * they come); `enabled`: false for a form checked at its submission only.
 */
export function useCheckWhenLeft(form: FormMetadata<any, any>, { ready = true, enabled = true } = {}) {
  const pending = useRef({ pressed: false, left: new Set<string>() });
  useEffect(() => {
    if (!enabled) return;
    const state = pending.current;
    const checkLeft = () => {
      if (!ready || state.pressed) return;
      for (const name of state.left) form.validate({ name });
      state.left.clear();
    };
    // The checks have come: the fields left meanwhile are checked now.
    checkLeft();
    const leave = (event: FocusEvent) => {
      const field = event.target as Partial<HTMLInputElement> | null;
      if (field?.form?.id !== form.id || !field.name || field.type === "submit") return;
      state.left.add(field.name);
      checkLeft();
    };
    const press = () => {
      state.pressed = true;
    };
    // The click a press makes is dispatched in the same task as its release: checked just after it.
    const release = () => {
      state.pressed = false;
      setTimeout(checkLeft, 0);
    };
    document.addEventListener("focusout", leave);
    document.addEventListener("pointerdown", press, true);
    document.addEventListener("pointerup", release, true);
    document.addEventListener("pointercancel", release, true);
    return () => {
      document.removeEventListener("focusout", leave);
      document.removeEventListener("pointerdown", press, true);
      document.removeEventListener("pointerup", release, true);
      document.removeEventListener("pointercancel", release, true);
    };
    // The form's metadata is new at each render: listening again costs nothing next to the render.
  }, [form, ready, enabled]);
}
