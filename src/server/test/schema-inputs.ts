/**
 * Walks a JSON Schema (as in the OpenAPI document) and finds every string a client can send: for each one, a
 * "slot" that builds a complete, otherwise valid value with a chosen string in that place. Used by the sweep
 * that sends control characters to every string field of every operation.
 */
export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  oneOf?: JsonSchema[];
  anyOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  pattern?: string;
  minimum?: number;
  minLength?: number;
  default?: unknown;
}

export interface StringSlot {
  /** Where the string goes, e.g. ['availability', 'periods', '0', 'start']. */
  path: string[];
  schema: JsonSchema;
  /** The whole value with `text` at this slot and valid examples everywhere else. */
  build(text: string): unknown;
}

export interface Explored {
  example: unknown;
  slots: StringSlot[];
}

/** A valid string for a field, by its name and schema (the sweep knows the ids and dates that make sense). */
export type ExampleString = (name: string, schema: JsonSchema) => string;

export function explore(schema: JsonSchema, name: string, exampleString: ExampleString): Explored {
  const branches = (schema.oneOf ?? schema.anyOf)?.filter((branch) => branch.type !== 'null');
  if (branches?.length) return exploreUnion(branches, name, exampleString);
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  if (type === 'object' || schema.properties) return exploreObject(schema, exampleString);
  if (type === 'array' && schema.items) {
    const item = explore(schema.items, name, exampleString);
    return {
      example: [item.example],
      slots: item.slots.map((slot) => ({ ...slot, path: ['0', ...slot.path], build: (text) => [slot.build(text)] })),
    };
  }
  if (type === 'string') {
    const example = schema.const !== undefined ? String(schema.const) : schema.enum ? String(schema.enum[0]) : exampleString(name, schema);
    return { example, slots: [{ path: [], schema, build: (text) => text }] };
  }
  if (type === 'boolean') return { example: false, slots: [] };
  if (type === 'number' || type === 'integer') return { example: schema.minimum ?? 1, slots: [] };
  return { example: schema.default ?? null, slots: [] };
}

/** Each branch contributes its own slots (built inside that branch); the first branch is the example. */
function exploreUnion(branches: JsonSchema[], name: string, exampleString: ExampleString): Explored {
  const explored = branches.map((branch) => explore(branch, name, exampleString));
  return { example: explored[0]!.example, slots: explored.flatMap((branch) => branch.slots) };
}

/** Every property is filled (optional ones too, so their strings are tested as well). */
function exploreObject(schema: JsonSchema, exampleString: ExampleString): Explored {
  const properties = Object.entries(schema.properties ?? {}).map(([key, property]) => [key, explore(property, key, exampleString)] as const);
  const example = Object.fromEntries(properties.map(([key, explored]) => [key, explored.example]));
  const slots = properties.flatMap(([key, explored]) =>
    explored.slots.map((slot) => ({ ...slot, path: [key, ...slot.path], build: (text: string) => ({ ...example, [key]: slot.build(text) }) })),
  );
  return { example, slots };
}

/** A free-text field: a plain string, not an id, date, enum or other format. */
export function isFreeText(schema: JsonSchema): boolean {
  return !schema.enum && schema.const === undefined && !schema.format;
}
