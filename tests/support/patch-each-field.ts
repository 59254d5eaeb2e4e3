// A PATCH names one field and changes nothing else: tried for every field of an entity's table
// (app/domain/content/content-forms.ts), by tests/integration/content/api-patch.test.ts — and by the test of any new
// entity (docs/architecture.md).
import { expect } from "vitest";
import type { Fields } from "~/domain/content/fields";
import { ApiError } from "~/server/api/http.server";

export type Stored = Record<string, unknown>;

/**
 * For each field of `fields` (but `skip`), sends `patch` a body naming that field only, trying
 * `candidates(key)` until one is accepted; after each attempt, accepted or refused, every other field
 * must read back unchanged, and after an accepted one the named field must hold the new value.
 * Returns the fields no candidate could change.
 */
export async function patchEachField(options: {
  fields: Fields;
  names: Readonly<Record<string, string | undefined>>;
  skip?: string[];
  read: () => Promise<Stored>;
  patch: (body: Record<string, unknown>, stored: Stored) => Promise<void>;
  candidates: (key: string, current: unknown) => Promise<unknown[]> | unknown[];
}): Promise<string[]> {
  const unchanged: string[] = [];
  for (const [key, field] of Object.entries(options.fields)) {
    if (options.skip?.includes(key)) continue;
    let changed = false;
    for (const value of await options.candidates(key, (await options.read())[key])) {
      const before = await options.read();
      if (JSON.stringify(value) === JSON.stringify(before[key])) continue;
      let accepted = true;
      try {
        await options.patch({ [options.names[key] ?? key]: field.toRequest(value) }, before);
      } catch (error) {
        if (!(error instanceof ApiError)) throw error;
        accepted = false;
      }
      const after = await options.read();
      for (const other of Object.keys(options.fields)) if (other !== key) expect(after[other], `PATCH ${key} changed ${other}`).toEqual(before[other]);
      if (accepted) {
        expect(after[key], `PATCH ${key}`).toEqual(value);
        changed = true;
        break;
      }
    }
    if (!changed) unchanged.push(key);
  }
  return unchanged;
}

