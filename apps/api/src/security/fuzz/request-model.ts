import { multipart } from '../../test-support/accounts.ts';

/** A JSON token JSON.stringify cannot write: -0, 1e999, NaN, 10,000 nested brackets. */
export class RawJson {
  constructor(readonly text: string) {}
}

export interface UploadedFile {
  field: string;
  bytes: Buffer;
  filename: string;
  contentType: string;
}

export type BodyModel =
  | { kind: 'none' }
  | { kind: 'json'; value: unknown }
  /** Bytes sent as they are, under a content type of the case's choosing (or none). */
  | { kind: 'raw'; contentType: string | undefined; payload: string | Buffer }
  | { kind: 'multipart'; fields: Record<string, unknown>; files: UploadedFile[] };

/** A request before encoding: mutations edit these values, encoding happens once at the end. */
export interface RequestModel {
  path: Record<string, unknown>;
  query: Record<string, unknown>;
  /** Appended to the encoded query as written (malformed percent-encoding, qs-style keys). */
  rawQuery?: string;
  body: BodyModel;
}

export interface EncodedRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
}

/** JSON text for a value, with RawJson tokens written as they are and own `__proto__` keys kept. */
export function toJsonText(value: unknown): string {
  if (value instanceof RawJson) return value.text;
  if (value === undefined) return 'null';
  if (Array.isArray(value)) return `[${value.map(toJsonText).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.keys(value)
      .filter((key) => (value as Record<string, unknown>)[key] !== undefined)
      .map((key) => `${JSON.stringify(key)}:${toJsonText((value as Record<string, unknown>)[key])}`);
    return `{${entries.join(',')}}`;
  }
  return JSON.stringify(value);
}

/** How a value travels in a URL: text as is, RawJson as its text, anything else as JSON. */
function urlText(value: unknown): string {
  if (typeof value === 'string') return value;
  if (value instanceof RawJson) return value.text;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return toJsonText(value);
}

/**
 * encodeURIComponent refuses lone surrogates; a hostile client sends their WTF-8 bytes (ED A0 80
 * for U+D800), which is what the server must then cope with.
 */
function encodeComponent(text: string): string {
  try {
    return encodeURIComponent(text);
  } catch {
    return Array.from(text, (char) => {
      const unit = char.charCodeAt(0);
      if (char.length > 1 || unit < 0xd800 || unit > 0xdfff) return encodeURIComponent(char);
      return [0xe0 | (unit >> 12), 0x80 | ((unit >> 6) & 0x3f), 0x80 | (unit & 0x3f)].map((byte) => `%${byte.toString(16).toUpperCase()}`).join('');
    }).join('');
  }
}

export function encodeUrl(template: string, model: RequestModel): string {
  const path = template.replace(/\{([^}]+)\}/g, (_whole, name: string) => encodeComponent(urlText(model.path[name] ?? '')));
  const pairs: string[] = [];
  for (const [key, value] of Object.entries(model.query)) {
    if (value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) pairs.push(`${encodeComponent(key)}=${encodeComponent(urlText(item))}`);
  }
  if (model.rawQuery) pairs.push(model.rawQuery);
  return pairs.length > 0 ? `${path}?${pairs.join('&')}` : path;
}

/** Multipart text parts carry strings; a JSON field's value is written as its JSON text. */
function formText(value: unknown): string {
  return typeof value === 'string' ? value : toJsonText(value);
}

export async function encodeRequest(method: string, template: string, model: RequestModel): Promise<EncodedRequest> {
  const url = encodeUrl(template, model);
  const body = model.body;
  if (body.kind === 'none') return { method, url, headers: {} };
  if (body.kind === 'json') return { method, url, headers: { 'content-type': 'application/json' }, payload: toJsonText(body.value) };
  if (body.kind === 'raw') return { method, url, headers: body.contentType ? { 'content-type': body.contentType } : {}, payload: body.payload };
  const fields = Object.fromEntries(Object.entries(body.fields).map(([name, value]) => [name, formText(value)]));
  const form = await multipartWithFiles(fields, body.files);
  return { method, url, headers: { 'content-type': form.contentType }, payload: form.payload };
}

/** test-support's multipart() takes one file per field; the gallery takes several in one field. */
async function multipartWithFiles(fields: Record<string, string>, files: UploadedFile[]) {
  if (files.length <= 1) {
    const [file] = files;
    return multipart(fields, file ? { [file.field]: { bytes: file.bytes, filename: file.filename, contentType: file.contentType } } : {});
  }
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  for (const file of files) form.append(file.field, new Blob([new Uint8Array(file.bytes)], { type: file.contentType }), file.filename);
  const encoded = new Response(form);
  return { payload: Buffer.from(await encoded.arrayBuffer()), contentType: encoded.headers.get('content-type') ?? '' };
}

export function payloadBytes(request: EncodedRequest): number {
  if (request.payload === undefined) return 0;
  return typeof request.payload === 'string' ? Buffer.byteLength(request.payload) : request.payload.length;
}

export function cloneModel(model: RequestModel): RequestModel {
  return {
    path: { ...model.path },
    query: { ...model.query },
    rawQuery: model.rawQuery,
    body:
      model.body.kind === 'json'
        ? { kind: 'json', value: cloneValue(model.body.value) }
        : model.body.kind === 'multipart'
          ? { kind: 'multipart', fields: cloneValue(model.body.fields) as Record<string, unknown>, files: [...model.body.files] }
          : model.body,
  };
}

/** A deep copy that keeps RawJson tokens and own `__proto__` keys (structuredClone would not). */
export function cloneValue(value: unknown): unknown {
  if (value instanceof RawJson || value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map(cloneValue);
  const copy: Record<string, unknown> = {};
  for (const key of Object.keys(value)) {
    Object.defineProperty(copy, key, { value: cloneValue((value as Record<string, unknown>)[key]), enumerable: true, writable: true, configurable: true });
  }
  return copy;
}
