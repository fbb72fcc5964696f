import type { RouteAccess } from '@passarela/shared';
import type { AppInstance } from '../../app-instance.ts';
import { dereference, type JsonSchema } from './json-schema.ts';
import { type MultipartForm, undocumentedMultipartForms } from './undocumented-bodies.ts';

export interface Parameter {
  name: string;
  required: boolean;
  schema: JsonSchema;
}

export type OperationBody =
  | { kind: 'none' }
  | { kind: 'json'; schema: JsonSchema; required: boolean }
  | { kind: 'multipart'; form: MultipartForm; documented: false };

export interface Operation {
  method: string;
  /** The OpenAPI template, e.g. /api/jobs/{jobId}. */
  path: string;
  /** "POST /api/jobs/{jobId}": how the report names it. */
  key: string;
  /** Who may call it, from the route's own declaration (route-access.ts), not from the document. */
  access: RouteAccess;
  pathParams: Parameter[];
  query: Parameter[];
  body: OperationBody;
}

interface OpenApiParameter {
  in: string;
  name: string;
  required?: boolean;
  schema?: JsonSchema;
}

interface OpenApiOperation {
  parameters?: OpenApiParameter[];
  requestBody?: { required?: boolean; content?: Record<string, { schema?: JsonSchema }> };
}

interface OpenApiDocument {
  paths: Record<string, Record<string, OpenApiOperation>>;
  components?: { schemas?: Record<string, JsonSchema> };
}

export interface OperationCatalogue {
  operations: Operation[];
  /** What the document lacks to build requests, for the report. */
  gaps: string[];
  /**
   * Where the suite would silently fuzz less than the app serves: a declared route missing from
   * the document (never called), a multipart route whose form undocumented-bodies.ts does not
   * describe (called without a body). The suite fails on any (fuzz-coverage.test.ts).
   */
  uncovered: string[];
}

const methods = new Set(['get', 'post', 'put', 'patch', 'delete']);

/** Every operation of the document the app serves, with what the fuzz suite needs to call it. */
export async function readOperations(app: AppInstance): Promise<OperationCatalogue> {
  const res = await app.inject({ method: 'GET', url: '/api/openapi.json' });
  if (res.statusCode !== 200) throw new Error(`GET /api/openapi.json answered ${res.statusCode}`);
  const document = res.json<OpenApiDocument>();
  const components = document.components?.schemas ?? {};
  const operations: Operation[] = [];
  const gaps: string[] = [];
  const uncovered: string[] = [];

  for (const [path, pathItem] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(pathItem)) {
      if (!methods.has(method)) continue;
      const key = `${method.toUpperCase()} ${path}`;
      const routeUrl = path.replace(/\{([^}]+)\}/g, ':$1');
      const declared = app.declaredRoutes.find((route) => route.method === method.toUpperCase() && route.url === routeUrl);
      if (!declared?.access) throw new Error(`${key} is in the OpenAPI document but not among the declared routes`);
      const parameters = (operation.parameters ?? []).map((parameter) => ({
        location: parameter.in,
        name: parameter.name,
        required: parameter.required === true,
        schema: dereference(parameter.schema ?? {}, components),
      }));
      const content = operation.requestBody?.content ?? {};
      const jsonSchema = content['application/json']?.schema;
      const otherTypes = Object.keys(content).filter((type) => type !== 'application/json');
      if (otherTypes.length > 0) gaps.push(`${key}: request content types the suite does not generate: ${otherTypes.join(', ')}`);
      const multipart = undocumentedMultipartForms[key];
      let body: OperationBody = { kind: 'none' };
      if (jsonSchema) body = { kind: 'json', schema: dereference(jsonSchema, components), required: operation.requestBody?.required === true };
      else if (multipart) {
        body = { kind: 'multipart', form: multipart, documented: false };
        gaps.push(`${key}: no requestBody in the document (multipart form read by hand); fields taken from undocumented-bodies.ts`);
      } else if (declared.acceptsMultipart && method !== 'get' && method !== 'delete') {
        uncovered.push(`${key}: takes multipart, but undocumented-bodies.ts does not describe its form (it would be fuzzed without a body)`);
      }
      operations.push({
        method: method.toUpperCase(),
        path,
        key,
        access: declared.access,
        pathParams: parameters.filter((p) => p.location === 'path'),
        query: parameters.filter((p) => p.location === 'query'),
        body,
      });
    }
  }

  for (const key of Object.keys(undocumentedMultipartForms)) {
    if (!operations.some((operation) => operation.key === key)) throw new Error(`undocumented-bodies.ts names ${key}, which the document does not list`);
  }
  const documented = new Set(operations.map((operation) => `${operation.method} ${operation.path.replace(/\{([^}]+)\}/g, ':$1')}`));
  for (const route of app.declaredRoutes) {
    if (route.url.startsWith('/api/') && route.method !== 'HEAD' && route.url !== '/api/openapi.json' && !documented.has(`${route.method} ${route.url}`)) {
      uncovered.push(`${route.method} ${route.url}: declared but missing from the OpenAPI document (never fuzzed)`);
    }
  }
  return { operations, gaps, uncovered };
}
