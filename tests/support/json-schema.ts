// A small JSON Schema (2020-12) validator for the keywords our OpenAPI document uses, so that tests can
// check real responses against the published document itself without another dependency.
// Supported: $ref (local), type (string or list), enum, const, anyOf, oneOf, allOf, properties,
// required, additionalProperties (false or schema), propertyNames, items, minItems, maxItems,
// minimum, maximum, exclusiveMinimum, exclusiveMaximum, minLength, maxLength, pattern.
// Annotations (description, format, default…) are ignored.

export type Schema = { [key: string]: unknown } | boolean;

const typeOf = (value: unknown): string => {
  if (value === null) return "null";
  if (Array.isArray(value)) return "array";
  if (typeof value === "number") return Number.isInteger(value) ? "integer" : "number";
  return typeof value;
};

const matchesType = (value: unknown, type: string) => {
  const actual = typeOf(value);
  return actual === type || (type === "number" && actual === "integer");
};

const deepEqual = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** The errors of `value` against `schema` (none when valid), with JSON-pointer-like paths. */
export function validateJsonSchema(schema: Schema, value: unknown, root: unknown = schema, path = "$"): string[] {
  if (schema === true) return [];
  if (schema === false) return [`${path} : aucune valeur n’est permise`];
  const s = schema;
  const errors: string[] = [];

  if (typeof s.$ref === "string") {
    if (!s.$ref.startsWith("#/")) return [`${path} : référence non prise en charge ${s.$ref}`];
    const target = s.$ref
      .slice(2)
      .split("/")
      .reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key.replace(/~1/g, "/").replace(/~0/g, "~")], root);
    if (target === undefined) return [`${path} : référence introuvable ${s.$ref}`];
    errors.push(...validateJsonSchema(target as Schema, value, root, path));
  }

  if (s.type !== undefined) {
    const types = Array.isArray(s.type) ? (s.type as string[]) : [s.type as string];
    if (!types.some((t) => matchesType(value, t))) return [...errors, `${path} : type ${types.join(" ou ")} attendu, ${typeOf(value)} reçu`];
  }
  if (Array.isArray(s.enum) && !s.enum.some((e) => deepEqual(e, value))) errors.push(`${path} : valeur hors liste ${JSON.stringify(value)}`);
  if ("const" in s && !deepEqual(s.const, value)) errors.push(`${path} : ${JSON.stringify(s.const)} attendu`);

  if (Array.isArray(s.anyOf) && !s.anyOf.some((sub) => validateJsonSchema(sub as Schema, value, root, path).length === 0))
    errors.push(`${path} : ne correspond à aucun des schémas (anyOf)`);
  if (Array.isArray(s.oneOf) && s.oneOf.filter((sub) => validateJsonSchema(sub as Schema, value, root, path).length === 0).length !== 1)
    errors.push(`${path} : doit correspondre à exactement un schéma (oneOf)`);
  if (Array.isArray(s.allOf)) for (const sub of s.allOf) errors.push(...validateJsonSchema(sub as Schema, value, root, path));

  if (typeof value === "number") {
    if (typeof s.minimum === "number" && value < s.minimum) errors.push(`${path} : au moins ${s.minimum}`);
    if (typeof s.maximum === "number" && value > s.maximum) errors.push(`${path} : au plus ${s.maximum}`);
    if (typeof s.exclusiveMinimum === "number" && value <= s.exclusiveMinimum) errors.push(`${path} : plus de ${s.exclusiveMinimum}`);
    if (typeof s.exclusiveMaximum === "number" && value >= s.exclusiveMaximum) errors.push(`${path} : moins de ${s.exclusiveMaximum}`);
  }
  if (typeof value === "string") {
    const length = [...value].length;
    if (typeof s.minLength === "number" && length < s.minLength) errors.push(`${path} : ${s.minLength} caractères au moins`);
    if (typeof s.maxLength === "number" && length > s.maxLength) errors.push(`${path} : ${s.maxLength} caractères au plus`);
    if (typeof s.pattern === "string" && !new RegExp(s.pattern, "u").test(value)) errors.push(`${path} : ne suit pas le motif ${s.pattern}`);
  }
  if (Array.isArray(value)) {
    if (typeof s.minItems === "number" && value.length < s.minItems) errors.push(`${path} : ${s.minItems} éléments au moins`);
    if (typeof s.maxItems === "number" && value.length > s.maxItems) errors.push(`${path} : ${s.maxItems} éléments au plus`);
    if (s.items !== undefined) value.forEach((item, i) => errors.push(...validateJsonSchema(s.items as Schema, item, root, `${path}[${i}]`)));
  }
  if (typeOf(value) === "object") {
    const object = value as Record<string, unknown>;
    const properties = (s.properties ?? {}) as Record<string, Schema>;
    for (const key of (s.required ?? []) as string[]) if (!(key in object)) errors.push(`${path}.${key} : champ obligatoire absent`);
    for (const [key, item] of Object.entries(object)) {
      if (s.propertyNames !== undefined) errors.push(...validateJsonSchema(s.propertyNames as Schema, key, root, `${path}.${key} (nom)`));
      if (key in properties) errors.push(...validateJsonSchema(properties[key], item, root, `${path}.${key}`));
      else if (s.additionalProperties === false) errors.push(`${path}.${key} : champ non prévu par le schéma`);
      else if (s.additionalProperties !== undefined) errors.push(...validateJsonSchema(s.additionalProperties as Schema, item, root, `${path}.${key}`));
    }
  }
  return errors;
}
