import { type JsonSchema, typesOf, variantsOf } from './json-schema.ts';
import type { Operation } from './openapi-operations.ts';
import { cloneModel, cloneValue, type RequestModel } from './request-model.ts';

export type FieldLocation = 'path' | 'query' | 'body' | 'form';

/** One place in a request a mutation can change: a parameter, or a field at any depth of a body. */
export interface FieldTarget {
  location: FieldLocation;
  /** How the report names it: path.jobId, query.q, body.items.0.title, form.data.email. */
  label: string;
  /** Parameter name; for bodies the key path (array items as index 0); for forms the part name first. */
  keys: (string | number)[];
  schema: JsonSchema;
  required: boolean;
}

/** A marker: take the field out of the request instead of setting it. */
export const REMOVE = Symbol('remove');

const maxDepth = 6;

function walk(schema: JsonSchema, keys: (string | number)[], location: FieldLocation, required: boolean, out: FieldTarget[], depth: number) {
  if (depth > maxDepth) return;
  const label = [location, ...keys].join('.');
  if (keys.length > 0 && !out.some((target) => target.label === label)) {
    out.push({ location, label, keys, schema, required });
  }
  for (const variant of variantsOf(schema)) {
    for (const [key, child] of Object.entries(variant.properties ?? {})) {
      walk(child, [...keys, key], location, (variant.required ?? []).includes(key), out, depth + 1);
    }
    if (variant.items) walk(variant.items, [...keys, 0], location, true, out, depth + 1);
  }
}

/** Every parameter and every body field the document describes, outermost first. */
export function fieldTargets(operation: Operation): FieldTarget[] {
  const out: FieldTarget[] = [];
  for (const parameter of operation.pathParams)
    out.push({ location: 'path', label: `path.${parameter.name}`, keys: [parameter.name], schema: parameter.schema, required: true });
  for (const parameter of operation.query) {
    out.push({ location: 'query', label: `query.${parameter.name}`, keys: [parameter.name], schema: parameter.schema, required: parameter.required });
  }
  if (operation.body.kind === 'json') walk(operation.body.schema, [], 'body', true, out, 0);
  if (operation.body.kind === 'multipart') {
    for (const [field, schema] of Object.entries(operation.body.form.jsonFields)) walk(schema, [field], 'form', true, out, 0);
  }
  return out;
}

/** The objects with declared properties: where unknown and prototype keys go. */
export function objectTargets(operation: Operation): FieldTarget[] {
  const roots: FieldTarget[] = [];
  if (operation.body.kind === 'json') roots.push({ location: 'body', label: 'body', keys: [], schema: operation.body.schema, required: true });
  if (operation.body.kind === 'multipart') {
    for (const [field, schema] of Object.entries(operation.body.form.jsonFields))
      roots.push({ location: 'form', label: `form.${field}`, keys: [field], schema, required: true });
  }
  const nested = fieldTargets(operation).filter((target) => target.location === 'body' || target.location === 'form');
  return [...roots, ...nested].filter((target) => typesOf(target.schema).has('object') && variantsOf(target.schema).some((variant) => variant.properties));
}

function setAt(root: unknown, keys: (string | number)[], value: unknown): unknown {
  if (keys.length === 0) return value === REMOVE ? undefined : value;
  const [key, ...rest] = keys as [string | number, ...(string | number)[]];
  const container: Record<string | number, unknown> | unknown[] =
    typeof key === 'number'
      ? Array.isArray(root)
        ? root
        : []
      : root !== null && typeof root === 'object' && !Array.isArray(root)
        ? (root as Record<string, unknown>)
        : {};
  const current = (container as Record<string | number, unknown>)[key];
  const next = rest.length === 0 ? value : setAt(current, rest, value);
  if (next === REMOVE) {
    if (Array.isArray(container)) container.splice(Number(key), 1);
    else delete (container as Record<string, unknown>)[key];
  } else if (Array.isArray(container)) container[Number(key)] = next;
  else Object.defineProperty(container, key, { value: next, enumerable: true, writable: true, configurable: true });
  return container;
}

/** The request with one field set to a value (or removed); the rest stays as it was. */
export function withField(model: RequestModel, target: FieldTarget, value: unknown): RequestModel {
  const next = cloneModel(model);
  const [name] = target.keys as [string | number];
  if (target.location === 'path') next.path[name] = value === REMOVE ? '' : value;
  else if (target.location === 'query') {
    if (value === REMOVE) delete next.query[name];
    else next.query[name] = value;
  } else if (target.location === 'body') {
    const body = next.body.kind === 'json' ? next.body.value : {};
    next.body = { kind: 'json', value: setAt(cloneValue(body), target.keys, value) };
  } else if (next.body.kind === 'multipart') {
    next.body.fields = setAt(next.body.fields, target.keys, value) as Record<string, unknown>;
  }
  return next;
}

/** The request with an extra key in one object of its body (by label from objectTargets). */
export function withExtraKey(model: RequestModel, target: FieldTarget, key: string, value: unknown): RequestModel {
  const next = cloneModel(model);
  const holder: unknown = next.body.kind === 'json' ? next.body.value : next.body.kind === 'multipart' ? next.body.fields : undefined;
  if (holder === undefined) return next;
  let object: unknown = holder;
  for (const part of target.keys) object = object !== null && typeof object === 'object' ? (object as Record<string | number, unknown>)[part] : undefined;
  if (object === null || typeof object !== 'object' || Array.isArray(object)) {
    // The baseline left this optional object out: put one in, holding only the extra key.
    const created = {};
    Object.defineProperty(created, key, { value, enumerable: true, writable: true, configurable: true });
    return target.keys.length === 0 ? { ...next, body: { kind: 'json', value: created } } : withField(next, target, created);
  }
  Object.defineProperty(object, key, { value, enumerable: true, writable: true, configurable: true });
  return next;
}
