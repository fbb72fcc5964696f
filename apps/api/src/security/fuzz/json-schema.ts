/**
 * The part of OpenAPI 3.0's schema object that the API's document uses: fastify-type-provider-zod
 * writes zod schemas in this form (`nullable`, boolean `exclusiveMinimum`, no `$ref` today).
 */
export interface JsonSchema {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  nullable?: boolean;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: boolean | number;
  exclusiveMaximum?: boolean | number;
  default?: unknown;
  $ref?: string;
}

/** The alternatives a value may match: anyOf/oneOf branches, or the schema itself. */
export function variantsOf(schema: JsonSchema): JsonSchema[] {
  const branches = schema.anyOf ?? schema.oneOf;
  if (branches) return branches.flatMap(variantsOf);
  if (schema.allOf?.length) return schema.allOf.flatMap(variantsOf);
  return [schema];
}

/** The JSON types a value of this schema may have ('null' included when nullable). */
export function typesOf(schema: JsonSchema): Set<string> {
  const types = new Set<string>();
  for (const variant of variantsOf(schema)) {
    if (variant.nullable) types.add('null');
    if (variant.type) for (const type of [variant.type].flat()) types.add(type === 'integer' ? 'number' : type);
    for (const value of variant.enum ?? (variant.const !== undefined ? [variant.const] : [])) {
      types.add(value === null ? 'null' : typeof value);
    }
    if (!variant.type && !variant.enum && variant.const === undefined && variant.properties) types.add('object');
  }
  return types;
}

/** A schema that says nothing (`{}`) accepts any value. */
export function isUnconstrained(schema: JsonSchema): boolean {
  return typesOf(schema).size === 0;
}

/** Resolves local `$ref`s (#/components/schemas/X) in place, so the rest never meets one. */
export function dereference(schema: JsonSchema, components: Record<string, JsonSchema>, seen = new Set<string>()): JsonSchema {
  if (schema.$ref) {
    const name = schema.$ref.replace('#/components/schemas/', '');
    const target = components[name];
    if (!target || seen.has(name)) return {};
    return dereference(target, components, new Set([...seen, name]));
  }
  const out: JsonSchema = { ...schema };
  if (schema.properties) {
    out.properties = Object.fromEntries(Object.entries(schema.properties).map(([key, value]) => [key, dereference(value, components, seen)]));
  }
  if (schema.items) out.items = dereference(schema.items, components, seen);
  if (schema.anyOf) out.anyOf = schema.anyOf.map((s) => dereference(s, components, seen));
  if (schema.oneOf) out.oneOf = schema.oneOf.map((s) => dereference(s, components, seen));
  if (schema.allOf) out.allOf = schema.allOf.map((s) => dereference(s, components, seen));
  if (typeof schema.additionalProperties === 'object') out.additionalProperties = dereference(schema.additionalProperties, components, seen);
  return out;
}
