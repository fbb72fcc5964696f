import fc from 'fast-check';
import type { IdPool } from './id-pool.ts';
import type { Operation } from './openapi-operations.ts';
import { variantsOf, type JsonSchema } from './json-schema.ts';
import { cloneModel, type RequestModel, type UploadedFile } from './request-model.ts';
import { validish } from './schema-arbitrary.ts';

const opaqueParameters = new Set(['cursor']);

/** The path segment before `{name}`: /api/profiles/me/media/{id} -> media. */
function segmentBefore(path: string, name: string): string | undefined {
  const segments = path.split('/');
  const index = segments.indexOf(`{${name}}`);
  return index > 0 ? segments[index - 1] : undefined;
}

/**
 * A plausible request for the operation, built from its document: path parameters (real ids when
 * known), query parameters and body that follow the schema's enums, formats and bounds.
 */
export function requestArbitrary(operation: Operation, pool: IdPool, photo: UploadedFile | undefined): fc.Arbitrary<RequestModel> {
  const path = fc.record(
    Object.fromEntries(
      operation.pathParams.map((parameter) => {
        const segment = segmentBefore(operation.path, parameter.name);
        return [parameter.name, validish(parameter.schema, parameter.name, (name) => pool.known(name, segment))];
      }),
    ),
  );
  // A page cursor is an opaque token from an earlier answer: made up, it is always refused.
  const queryModel = Object.fromEntries(
    operation.query
      .filter((parameter) => parameter.required || !opaqueParameters.has(parameter.name))
      .map((parameter) => [parameter.name, validish(parameter.schema, parameter.name, (name) => pool.known(name))]),
  );
  const query = fc.record(queryModel, { requiredKeys: operation.query.filter((parameter) => parameter.required).map((parameter) => parameter.name) });
  const known = (name: string) => pool.known(name);

  const body = ((): fc.Arbitrary<RequestModel['body']> => {
    const shape = operation.body;
    if (shape.kind === 'json') return validish(shape.schema, 'body', known).map((value) => ({ kind: 'json' as const, value }));
    if (shape.kind === 'multipart') {
      const fields = fc.record(Object.fromEntries(Object.entries(shape.form.jsonFields).map(([name, schema]) => [name, validish(schema, name, known)])));
      const file = photo ? { ...photo, field: shape.form.fileField } : undefined;
      return fields.map((values) => ({ kind: 'multipart' as const, fields: values, files: file ? [file] : [] }));
    }
    return fc.constant({ kind: 'none' as const });
  })();

  return fc.record({ path, query, body }).map((parts): RequestModel => ({ path: parts.path, query: parts.query, body: parts.body }));
}

/** The value with only the keys its schema requires, at every depth. */
function requiredOnly(value: unknown, schema: JsonSchema): unknown {
  if (Array.isArray(value)) return value.map((item) => requiredOnly(item, variantsOf(schema).find((variant) => variant.items)?.items ?? {}));
  if (value === null || typeof value !== 'object') return value;
  const variants = variantsOf(schema).filter((variant) => variant.properties);
  const kept: Record<string, unknown> = {};
  for (const [key, child] of Object.entries(value)) {
    const owner = variants.find((variant) => variant.properties && key in variant.properties);
    if (owner?.required?.includes(key)) kept[key] = requiredOnly(child, owner.properties?.[key] ?? {});
  }
  return kept;
}

/**
 * The same request with every optional parameter and field left out: the likeliest to pass rules
 * the document cannot show (a minimum not above a maximum), and the cleanest start for changing
 * one field at a time, since each mutation then adds or changes exactly one thing.
 */
export function withRequiredOnly(operation: Operation, request: RequestModel): RequestModel {
  const next = cloneModel(request);
  const required = new Set(operation.query.filter((parameter) => parameter.required).map((parameter) => parameter.name));
  next.query = Object.fromEntries(Object.entries(next.query).filter(([name]) => required.has(name)));
  if (operation.body.kind === 'json' && next.body.kind === 'json') next.body = { kind: 'json', value: requiredOnly(next.body.value, operation.body.schema) };
  if (operation.body.kind === 'multipart' && next.body.kind === 'multipart') {
    const fields = operation.body.form.jsonFields;
    next.body = {
      ...next.body,
      fields: Object.fromEntries(Object.entries(next.body.fields).map(([name, value]) => [name, fields[name] ? requiredOnly(value, fields[name]) : value])),
    };
  }
  return next;
}
