import { isStorableText } from '@passarela/shared';

/**
 * The input rules every route's schema must follow, checked by walking the zod schema itself
 * (input-schema-rules.test.ts): a route added with a plain `z.string().regex(...)` fails the
 * suite before it can freeze the server.
 *
 * - text: its first check (after trimming or lower-casing) is a length cap that stops the other
 *   checks when it fails, and the next refuses text PostgreSQL cannot store (`textInput` in
 *   packages/shared/src/input); fixed-length formats (uuid) are fine as they are;
 * - numbers: a minimum and a maximum;
 * - lists: a maximum length;
 * - objects: strict (unknown keys refused);
 * - nothing typed `unknown`/`any`.
 */
type SchemaDef = Record<string, unknown> & { type: string; checks?: unknown[] };
type CheckDef = { check: string; abort?: boolean; fn?: unknown };

/** Zod's own introspection: every schema and check keeps its definition at `_zod.def`. */
function rawDefinition(node: unknown): unknown {
  // oxlint-disable-next-line no-underscore-dangle -- `_zod` is zod's documented introspection field.
  return (node as { _zod: { def: unknown } })._zod.def;
}
const definitionOf = (node: unknown) => rawDefinition(node) as SchemaDef;
const checkDefinitionOf = (node: unknown) => rawDefinition(node) as CheckDef;

const fixedLengthFormats = new Set(['uuid', 'guid']);

function checksOf(def: SchemaDef): CheckDef[] {
  return (def.checks ?? []).map(checkDefinitionOf);
}

function textProblem(def: SchemaDef): string | null {
  const format = def.format as string | undefined;
  if (format) return fixedLengthFormats.has(format) ? null : `text with the format '${format}' runs its pattern before any length cap: use textInput`;
  const [first, second] = checksOf(def).filter((check) => check.check !== 'overwrite');
  if (!first || first.check !== 'max_length' || first.abort !== true) return 'text without a length cap that runs first (use textInput)';
  if (!second || second.fn !== isStorableText) return 'text that does not refuse NUL and lone surrogates right after its cap (use textInput)';
  return null;
}

function numberProblem(def: SchemaDef): string | null {
  const kinds = checksOf(def).map((check) => check.check);
  if (!kinds.includes('greater_than') || !kinds.includes('less_than')) return 'number without a minimum and a maximum';
  return null;
}

/** Every rule broken inside `schema`, as "path: problem". */
export function inputSchemaProblems(schema: unknown, path = '$', seen = new Set<unknown>()): string[] {
  if (!schema || typeof schema !== 'object' || !('_zod' in schema)) return [];
  if (seen.has(schema)) return [];
  seen.add(schema);
  const def = definitionOf(schema);
  const inner = (child: unknown, childPath = path) => inputSchemaProblems(child, childPath, seen);
  const problem = (text: string | null) => (text ? [`${path}: ${text}`] : []);

  switch (def.type) {
    case 'string':
      return problem(textProblem(def));
    case 'number':
      return problem(numberProblem(def));
    case 'array': {
      const capped = checksOf(def).some((check) => check.check === 'max_length');
      return [...problem(capped ? null : 'list without a maximum length'), ...inner(def.element, `${path}[]`)];
    }
    case 'object': {
      const strict = def.catchall !== undefined && definitionOf(def.catchall).type === 'never';
      const shape = def.shape as Record<string, unknown>;
      return [
        ...problem(strict ? null : 'object that accepts unknown keys (use .strict())'),
        ...Object.entries(shape).flatMap(([key, child]) => inner(child, `${path}.${key}`)),
      ];
    }
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'readonly':
    case 'nonoptional':
    case 'catch':
      return inner(def.innerType);
    case 'pipe':
      return [...inner(def.in), ...inner(def.out)];
    case 'union':
      return (def.options as unknown[]).flatMap((option) => inner(option));
    case 'intersection':
      return [...inner(def.left), ...inner(def.right)];
    case 'record':
      return [...inner(def.keyType, `${path}{key}`), ...inner(def.valueType, `${path}{}`)];
    case 'lazy':
      return inner((def.getter as () => unknown)());
    case 'enum':
    case 'literal':
    case 'boolean':
    case 'null':
    case 'undefined':
    case 'never':
    case 'transform':
      return [];
    default:
      return problem(`input of type '${def.type}' cannot be checked: describe it with the input rules`);
  }
}
