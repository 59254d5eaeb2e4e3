import { describe, expect, it } from "vitest";
import { validateJsonSchema } from "./json-schema";

const root = {
  components: {
    schemas: {
      Item: {
        type: "object",
        properties: {
          id: { type: "integer", exclusiveMinimum: 0 },
          name: { type: "string", minLength: 1, maxLength: 5 },
          tag: { anyOf: [{ type: "string", enum: ["a", "b"] }, { type: "null" }] },
          list: { type: "array", items: { type: "number" }, maxItems: 2 },
        },
        required: ["id", "name"],
        additionalProperties: false,
      },
    },
  },
};
const item = { $ref: "#/components/schemas/Item" };

describe("validateJsonSchema", () => {
  it("accepts a valid value", () => {
    expect(validateJsonSchema(item, { id: 1, name: "abc", tag: null, list: [1.5] }, root)).toEqual([]);
  });

  it("reports every problem with its path", () => {
    expect(validateJsonSchema(item, { id: 0, name: "", tag: "c", list: [1, "x", 3], extra: true }, root)).toEqual([
      "$.id : plus de 0",
      "$.name : 1 caractères au moins",
      "$.tag : ne correspond à aucun des schémas (anyOf)",
      "$.list : 2 éléments au plus",
      "$.list[1] : type number attendu, string reçu",
      "$.extra : champ non prévu par le schéma",
    ]);
    expect(validateJsonSchema(item, { name: "a" }, root)).toEqual(["$.id : champ obligatoire absent"]);
    expect(validateJsonSchema(item, [], root)).toEqual(["$ : type object attendu, array reçu"]);
    expect(validateJsonSchema({ type: "integer" }, 1.5)).toEqual(["$ : type integer attendu, number reçu"]);
    expect(validateJsonSchema({ $ref: "#/components/schemas/Nope" }, 1, root)).toEqual(["$ : référence introuvable #/components/schemas/Nope"]);
  });
});
