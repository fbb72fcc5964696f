import fastJson from 'fast-json-stringify';
import { z } from 'zod';

/**
 * A route's response serializer compiled from its Zod schema's JSON Schema by fast-json-stringify
 * (Fastify's own serializer), for the public lists, the busiest answers: the app's Zod
 * serializer checks every card against the schema and then JSON.stringify writes it, together
 * twice what this costs for a page of 24 cards. Like the Zod one, it writes only the schema's
 * properties, so a column added to a query never leaks. It does not check values against the
 * schema, so it suits only answers built field by field from typed rows (the card mappers);
 * compiled-json-serializer.test.ts holds its output to the Zod serializer's. A schema JSON
 * Schema cannot express (a transform, a date) fails at start-up, not on a request.
 */
export function compiledJsonSerializer({ schema }: { schema: unknown }): (data: unknown) => string {
  // Fastify hands a route's serializer compiler each response schema as the route declared it.
  if (!(schema instanceof z.ZodType)) throw new Error('compiledJsonSerializer: a response schema must be a Zod schema');
  const { $schema: _draft, ...jsonSchema } = z.toJSONSchema(schema, { io: 'output' });
  return fastJson(jsonSchema as Parameters<typeof fastJson>[0]);
}
