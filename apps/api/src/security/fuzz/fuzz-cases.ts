import fc from 'fast-check';
import { type FieldTarget, fieldTargets, objectTargets, REMOVE, withExtraKey, withField } from './field-targets.ts';
import {
  type Carrier,
  deepBodies,
  deepNestingDepth,
  deepValues,
  extremeNumbers,
  extremeNumberTexts,
  type Hostile,
  type HostileGroup,
  hostileCursors,
  hostileStrings,
  hugeArray,
  impossibleDates,
  randomCursor,
  randomHostile,
  wrongTypes,
} from './hostile-values.ts';
import { typesOf } from './json-schema.ts';
import type { Operation } from './openapi-operations.ts';
import { cloneModel, type RequestModel, toJsonText } from './request-model.ts';
import { isDateLike } from './schema-arbitrary.ts';

export type CaseGroup = HostileGroup | 'baseline' | 'content type' | 'unknown key' | 'prototype key' | 'multipart' | 'query string';

export interface FuzzCase {
  /** What was changed: body.email, query, request, ... */
  target: string;
  mutation: string;
  group: CaseGroup;
  request: RequestModel;
  /** The only thing wrong is an unknown key or parameter: 2xx/3xx means it was silently ignored. */
  unknownKeyOnly?: boolean;
  /** The request is big (or has many parts) on purpose: 413 is a fair answer to it. */
  mayBeTooLarge?: boolean;
  /** Sent as a guest too, even where guests are refused: the body is parsed before access is checked. */
  beforeAccess?: boolean;
  /** Random cases pick their caller with the rest of the case. */
  role?: string;
}

const unknownKey = 'zz_campo_desconhecido';

function dateLike(target: FieldTarget): boolean {
  const name = String(target.keys.at(-1) ?? '');
  const pattern = target.schema.pattern ?? '';
  return isDateLike(name) || /\\d\{4\}/.test(pattern) || target.schema.format === 'date' || target.schema.format === 'date-time';
}

const isCursor = (target: FieldTarget) => target.location === 'query' && target.keys[0] === 'cursor';

/** The hostile values worth trying in one field, by where it travels and what type it takes. */
export function hazardsFor(target: FieldTarget): Hostile[] {
  const types = typesOf(target.schema);
  const anyType = types.size === 0;
  const carrier: Carrier = target.location === 'path' || target.location === 'query' ? 'url' : 'body';
  const list: Hostile[] = [...hostileStrings(carrier)];
  if (dateLike(target)) list.push(...impossibleDates);
  if (carrier === 'url') {
    if (types.has('number')) list.push(...extremeNumberTexts);
    if (target.location === 'query') {
      // A page cursor is decoded by the server: its hostile text is inside the base64url.
      if (isCursor(target)) list.push(...hostileCursors);
      list.push({ name: 'repeated parameter', group: 'wrong type', value: ['a', 'b'] });
      if (target.required) list.push({ name: 'missing', group: 'missing', value: REMOVE });
    }
    return list;
  }
  list.push({ name: 'missing', group: 'missing', value: REMOVE });
  list.push(
    ...wrongTypes.filter((hostile) => anyType || !types.has(hostile.value === null ? 'null' : Array.isArray(hostile.value) ? 'array' : typeof hostile.value)),
  );
  if (types.has('number') || anyType) list.push(...extremeNumbers);
  if (types.has('array') || anyType) list.push(hugeArray, ...deepValues);
  else if (types.has('object')) list.push(...deepValues);
  // Only text fields get the text catalogue in full; others get the NUL and size cases as wrong types.
  if (!types.has('string') && !anyType) return list.filter((hostile) => !['unicode', 'surrogate', 'impossible date'].includes(hostile.group));
  return list;
}

/** One field at a time: every field the document describes, with every hazard that fits it. */
export function fieldCases(operation: Operation, baseline: RequestModel): FuzzCase[] {
  const cases: FuzzCase[] = [];
  for (const target of fieldTargets(operation)) {
    for (const hostile of hazardsFor(target)) {
      cases.push({
        target: target.label,
        mutation: hostile.name,
        group: hostile.group,
        request: withField(baseline, target, hostile.value),
        mayBeTooLarge: hostile.mayBeTooLarge,
      });
    }
  }
  for (const target of objectTargets(operation)) {
    const label = target.label;
    cases.push({
      target: label,
      mutation: `unknown key "${unknownKey}"`,
      group: 'unknown key',
      request: withExtraKey(baseline, target, unknownKey, 'valor'),
      unknownKeyOnly: true,
    });
    cases.push({
      target: label,
      mutation: '"__proto__" key',
      group: 'prototype key',
      request: withExtraKey(baseline, target, '__proto__', { isAdmin: true }),
      beforeAccess: true,
    });
    cases.push({
      target: label,
      mutation: '"constructor.prototype" key',
      group: 'prototype key',
      request: withExtraKey(baseline, target, 'constructor', { prototype: { isAdmin: true } }),
      beforeAccess: true,
    });
  }
  return cases;
}

function raw(baseline: RequestModel, contentType: string | undefined, payload: string | Buffer): RequestModel {
  return { ...cloneModel(baseline), body: { kind: 'raw', contentType, payload } };
}

/** A multipart body written by hand, to break it in ways FormData will not. */
function handMadeMultipart(parts: string[], closed: boolean): string {
  return `${parts.map((part) => `--fuzzbound\r\n${part}`).join('\r\n')}${closed ? '\r\n--fuzzbound--\r\n' : ''}`;
}

/** The whole request at once: its query string, its content type, its body as a whole. */
export function requestCases(operation: Operation, baseline: RequestModel): FuzzCase[] {
  const cases: FuzzCase[] = [];
  const add = (group: CaseGroup, mutation: string, request: RequestModel, extra: Partial<FuzzCase> = {}) =>
    cases.push({ target: group === 'query string' || group === 'unknown key' ? 'query' : 'request', mutation, group, request, ...extra });

  add(
    'unknown key',
    `unknown parameter ?${unknownKey}=1`,
    { ...cloneModel(baseline), query: { ...baseline.query, [unknownKey]: '1' } },
    { unknownKeyOnly: true },
  );
  add('query string', '?__proto__[isAdmin]=1', { ...cloneModel(baseline), rawQuery: '__proto__%5BisAdmin%5D=1&__proto__.isAdmin=1' }, { beforeAccess: true });
  add(
    'query string',
    '?constructor[prototype][isAdmin]=1',
    { ...cloneModel(baseline), rawQuery: 'constructor%5Bprototype%5D%5BisAdmin%5D=1' },
    { beforeAccess: true },
  );
  const firstParameter = operation.query[0]?.name ?? unknownKey;
  add(
    'query string',
    `malformed percent-encoding in ?${firstParameter}`,
    { ...cloneModel(baseline), rawQuery: `${encodeURIComponent(firstParameter)}=%E0%A4%A&x=%` },
    { beforeAccess: true },
  );

  const takesBody = operation.body.kind !== 'none' || !['GET', 'DELETE'].includes(operation.method);
  if (!takesBody) return cases;
  const jsonText = baseline.body.kind === 'json' ? toJsonText(baseline.body.value) : '{"campo":"valor"}';
  const parse = { beforeAccess: true };
  add('content type', 'invalid JSON', raw(baseline, 'application/json', '{"a":'), parse);
  add('content type', 'empty body as application/json', raw(baseline, 'application/json', ''), parse);
  add('content type', 'JSON null', raw(baseline, 'application/json', 'null'), parse);
  add('content type', 'JSON array', raw(baseline, 'application/json', '[]'), parse);
  add('content type', 'JSON string', raw(baseline, 'application/json', '"texto"'), parse);
  add('content type', 'JSON number', raw(baseline, 'application/json', '1'), parse);
  add('content type', 'BOM before JSON', raw(baseline, 'application/json', `\uFEFF${jsonText}`), parse);
  add('content type', 'JSON as text/plain', raw(baseline, 'text/plain', jsonText), parse);
  add('content type', 'JSON without content type', raw(baseline, undefined, jsonText), parse);
  add('content type', 'JSON with charset=utf-16', raw(baseline, 'application/json; charset=utf-16', jsonText), parse);
  add('content type', 'form-urlencoded', raw(baseline, 'application/x-www-form-urlencoded', 'a=1&b=2'), parse);
  add('content type', 'application/xml', raw(baseline, 'application/xml', '<a>1</a>'), parse);
  add('deep nesting', `body: array nested ${deepNestingDepth} deep`, raw(baseline, 'application/json', deepBodies.array.text), parse);
  add('deep nesting', `body: object nested ${deepNestingDepth} deep`, raw(baseline, 'application/json', deepBodies.object.text), parse);
  add('huge string', 'body over the 1 MB limit', raw(baseline, 'application/json', `{"a":"${'x'.repeat(1_100_000)}"}`), { ...parse, mayBeTooLarge: true });
  add('prototype key', 'body {"__proto__":...} alone', raw(baseline, 'application/json', '{"__proto__":{"isAdmin":true}}'), parse);

  // Multipart, for every route with a body: the upload routes must answer 400 to a form without
  // the file, and the JSON routes must refuse a form at all.
  const dataPart = 'Content-Disposition: form-data; name="data"\r\n\r\n{"campo":"valor"}';
  const filePart = (field: string, bytes: string) =>
    `Content-Disposition: form-data; name="${field}"; filename="foto.jpg"\r\nContent-Type: image/jpeg\r\n\r\n${bytes}`;
  const multipartType = 'multipart/form-data; boundary=fuzzbound';
  const form = operation.body.kind === 'multipart' ? operation.body.form : undefined;
  const fileField = form?.fileField ?? 'arquivo';
  const formFields = baseline.body.kind === 'multipart' ? baseline.body.fields : {};
  const textParts =
    Object.keys(formFields).length > 0
      ? Object.entries(formFields).map(
          ([name, value]) => `Content-Disposition: form-data; name="${name}"\r\n\r\n${typeof value === 'string' ? value : toJsonText(value)}`,
        )
      : [dataPart];
  add('multipart', 'multipart without the file part', raw(baseline, multipartType, handMadeMultipart(textParts, true)), parse);
  add('multipart', 'multipart with no parts', raw(baseline, multipartType, '--fuzzbound--\r\n'), parse);
  add(
    'multipart',
    'multipart file that is not an image',
    raw(baseline, multipartType, handMadeMultipart([...textParts, filePart(fileField, 'isto não é uma imagem')], true)),
    parse,
  );
  add('multipart', 'multipart empty file', raw(baseline, multipartType, handMadeMultipart([...textParts, filePart(fileField, '')], true)), parse);
  add('multipart', 'multipart file in an unknown field', raw(baseline, multipartType, handMadeMultipart([filePart('zz_arquivo', 'abc')], true)), parse);
  add('multipart', 'multipart truncated (no closing boundary)', raw(baseline, multipartType, handMadeMultipart([filePart(fileField, 'abc')], false)), parse);
  add('multipart', 'multipart without boundary', raw(baseline, 'multipart/form-data', handMadeMultipart([filePart(fileField, 'abc')], true)), parse);
  add(
    'multipart',
    'multipart with 11 files',
    raw(
      baseline,
      multipartType,
      handMadeMultipart(
        Array.from({ length: 11 }, () => filePart(fileField, 'abc')),
        true,
      ),
    ),
    {
      ...parse,
      mayBeTooLarge: true,
    },
  );
  if (form && baseline.body.kind === 'multipart') {
    add(
      'unknown key',
      `multipart unknown text part "${unknownKey}"`,
      { ...cloneModel(baseline), body: { ...baseline.body, fields: { ...baseline.body.fields, [unknownKey]: 'valor' } } },
      { unknownKeyOnly: true, target: 'form' },
    );
  }
  if (form) {
    add('multipart', 'multipart NUL in the part name', raw(baseline, multipartType, handMadeMultipart([filePart(`${fileField}\u0000x`, 'abc')], true)), parse);
    add(
      'multipart',
      'multipart file name with NUL and traversal',
      raw(baseline, multipartType, handMadeMultipart([filePart(fileField, 'abc').replace('foto.jpg', '../../a\u0000.jpg')], true)),
      parse,
    );
  }
  return cases;
}

/**
 * fast-check's part: each run takes a fresh plausible request and changes one to three fields at
 * random to random hostile values (or adds a random parameter to an operation without fields).
 */
export function randomCases(operation: Operation, requests: fc.Arbitrary<RequestModel>, roles: string[], seed: number, runs: number): FuzzCase[] {
  if (runs <= 0) return [];
  const targets = fieldTargets(operation);
  const mutation: fc.Arbitrary<{ target: FieldTarget | undefined; hostile: Hostile }> = targets.length
    ? fc
        .constantFrom(...targets)
        .chain((target) =>
          (isCursor(target)
            ? fc.oneof(randomCursor(), randomHostile('url'))
            : randomHostile(target.location === 'path' || target.location === 'query' ? 'url' : 'body')
          ).map((hostile) => ({ target, hostile })),
        )
    : randomHostile('url').map((hostile) => ({ target: undefined, hostile }));
  const arbitrary = fc.record({ request: requests, mutations: fc.array(mutation, { minLength: 1, maxLength: 3 }), role: fc.constantFrom(...roles) });
  return fc.sample(arbitrary, { seed, numRuns: runs }).map((sample): FuzzCase => {
    let request = sample.request;
    for (const { target, hostile } of sample.mutations) {
      request = target ? withField(request, target, hostile.value) : { ...cloneModel(request), query: { ...request.query, [unknownKey]: hostile.value } };
    }
    const value = sample.mutations.map(({ target, hostile }) => `${target?.label ?? `query.${unknownKey}`} = ${hostile.name}`).join('; ');
    return {
      target: 'random',
      mutation: value.length > 200 ? `${value.slice(0, 197)}...` : value,
      group: 'random',
      request,
      role: sample.role,
      mayBeTooLarge: sample.mutations.some(({ hostile }) => hostile.mayBeTooLarge),
    };
  });
}
