import fc from 'fast-check';
import type { JsonSchema } from './json-schema.ts';

/** Real ids and slugs seen in earlier answers, by field or parameter name (id-pool.ts). */
export type KnownValues = (name: string) => string[];

const words = [
  'Ensaio',
  'fotográfico',
  'de',
  'verão',
  'na',
  'praia',
  'campanha',
  'moda',
  'coleção',
  'evento',
  'loja',
  'centro',
  'São',
  'Paulo',
  'noite',
  'desfile',
];

/** Readable Portuguese text within the length bounds (names need two words, titles five letters). */
function text(minLength: number, maxLength: number): fc.Arbitrary<string> {
  return fc.array(fc.constantFrom(...words), { minLength: 2, maxLength: 8 }).map((picked) => {
    let value = picked.join(' ');
    while (value.length < minLength) value += ' texto';
    return value
      .slice(0, Math.max(minLength, Math.min(maxLength, value.length)))
      .trim()
      .padEnd(minLength, 'a');
  });
}

function isoDate(date: Date): string {
  return date.toISOString().slice(0, 10);
}

const day = 24 * 60 * 60 * 1000;
const futureDate = fc.integer({ min: 5, max: 60 }).map((days) => isoDate(new Date(Date.now() + days * day)));
const futureDateTime = fc.integer({ min: 5, max: 60 }).map((days) => new Date(Date.now() + days * day).toISOString());
const hex = (length: number) => fc.stringMatching(new RegExp(`^[0-9a-f]{${length}}$`));

/** Names whose rules live in zod refinements the document cannot show (ids, dates, phones, ...). */
export function isDateLike(name: string): boolean {
  return /(^|_)(on|date|from|to|until|since|deadline|birth|birthday)$|^date_|_date_|birth_date/.test(name.toLowerCase());
}

/** What a field holds, judged by its name, when the document shows no enum, format or pattern. */
export type HintKind = 'phone' | 'password' | 'instagram' | 'email' | 'url' | 'birth date' | 'date' | 'date-time' | 'token' | 'cpf' | 'cep' | 'confirmation';

export function hintKind(name: string): HintKind | undefined {
  const lower = name.toLowerCase();
  if (/phone|whatsapp/.test(lower)) return 'phone';
  if (/password|senha/.test(lower)) return 'password';
  if (/instagram/.test(lower)) return 'instagram';
  if (/email/.test(lower)) return 'email';
  if (/website|url|link/.test(lower)) return 'url';
  if (/birth/.test(lower)) return 'birth date';
  if (isDateLike(lower)) return 'date';
  if (lower.endsWith('_at')) return 'date-time';
  if (/cep|postal|zip/.test(lower)) return 'cep';
  if (/token|secret|code$/.test(lower)) return 'token';
  if (/cpf/.test(lower)) return 'cpf';
  if (lower === 'confirmation') return 'confirmation';
  return undefined;
}

/**
 * A value the field probably accepts, for fields the document describes only as "a string": the
 * zod schema checks them in a refinement, which the document cannot show (document-gaps.ts lists
 * them). The password is the one test-support's accounts sign up with, so password-confirmed
 * routes (change password, delete account) get through too.
 */
const hints: Record<HintKind, fc.Arbitrary<unknown>> = {
  phone: fc.constantFrom('(11) 98765-4321', '(21) 99876-5432', '11987654321'),
  password: fc.constantFrom('caminhada-na-praia-42', 'outra-senha-bem-longa-77'),
  instagram: fc.constantFrom('@ana.souza', 'ana_souza'),
  email: hex(10).map((id) => `pessoa.${id}@exemplo.com.br`),
  url: fc.constantFrom('https://exemplo.com.br', 'https://exemplo.com.br/portfolio'),
  'birth date': fc.constantFrom('1995-05-20', '2001-11-02'),
  date: futureDate,
  'date-time': futureDateTime,
  token: hex(32),
  cpf: fc.constantFrom('529.982.247-25', '52998224725'),
  cep: fc.constant('01310-100'),
  confirmation: fc.constant('EXCLUIR'),
};

function hintFor(name: string): fc.Arbitrary<unknown> | undefined {
  const kind = hintKind(name);
  return kind ? hints[kind] : undefined;
}

function isIdLike(name: string): boolean {
  return /(^|_)(id|slug)$|Id$/.test(name);
}

function stringArbitrary(schema: JsonSchema, name: string, known: KnownValues): fc.Arbitrary<unknown> {
  const minLength = schema.minLength ?? 0;
  const maxLength = schema.maxLength ?? 200;
  const fits = (value: string) => value.length >= minLength && value.length <= maxLength;
  const seen = isIdLike(name) ? known(name).filter(fits) : [];
  const fromSchema = ((): fc.Arbitrary<unknown> => {
    if (schema.format === 'uuid') return fc.uuid({ version: 4 });
    if (schema.format === 'email') return hex(10).map((id) => `pessoa.${id}@exemplo.com.br`);
    if (schema.format === 'date') return futureDate;
    if (schema.format === 'date-time') return futureDateTime;
    if (schema.format === 'uri' || schema.format === 'url') return fc.constant('https://exemplo.com.br');
    const hinted = hintFor(name);
    if (schema.pattern) {
      const pattern = new RegExp(schema.pattern);
      try {
        return fc.stringMatching(pattern, { size: 'xsmall' }).filter(fits);
      } catch {
        // fast-check cannot generate lookarounds: generate without them, keep what the whole
        // pattern accepts (a lookaround excludes few strings, so few are thrown away).
        const relaxed = new RegExp(schema.pattern.replace(/\(\?<?[=!](?:\\.|[^)])*\)/g, ''));
        return fc.stringMatching(relaxed, { size: 'xsmall' }).filter((value) => fits(value) && pattern.test(value));
      }
    }
    return hinted ?? text(minLength, Math.min(maxLength, 60));
  })();
  return seen.length > 0 ? fc.oneof({ arbitrary: fc.constantFrom(...seen), weight: 3 }, { arbitrary: fromSchema, weight: 1 }) : fromSchema;
}

function integerBounds(schema: JsonSchema): { min: number; max: number } {
  let min = schema.minimum ?? -1000;
  let max = schema.maximum ?? 1000;
  if (schema.exclusiveMinimum === true) min += 1;
  if (typeof schema.exclusiveMinimum === 'number') min = schema.exclusiveMinimum + 1;
  if (schema.exclusiveMaximum === true) max -= 1;
  if (typeof schema.exclusiveMaximum === 'number') max = schema.exclusiveMaximum - 1;
  // Small values are the plausible ones (a price, a count); the extremes belong to the mutations.
  return { min, max: Math.max(min, Math.min(max, min + 100_000)) };
}

/**
 * A fast-check arbitrary of values the schema accepts, or nearly: it is the starting point the
 * mutations change one thing of, so it should get past validation as often as the document lets it.
 */
export function validish(schema: JsonSchema, name: string, known: KnownValues, depth = 0): fc.Arbitrary<unknown> {
  if (depth > 8) return fc.constant(null);
  const base = ((): fc.Arbitrary<unknown> => {
    if (schema.const !== undefined) return fc.constant(schema.const);
    if (schema.enum && schema.enum.length > 0) return fc.constantFrom(...schema.enum);
    const branches = schema.anyOf ?? schema.oneOf;
    if (branches && branches.length > 0) return fc.oneof(...branches.map((branch) => validish(branch, name, known, depth + 1)));
    if (schema.allOf?.[0]) return validish(schema.allOf[0], name, known, depth + 1);
    const type = [schema.type].flat()[0] ?? (schema.properties ? 'object' : undefined);
    switch (type) {
      case 'string':
        return stringArbitrary(schema, name, known);
      case 'integer':
        return fc.integer(integerBounds(schema));
      case 'number': {
        const { min, max } = integerBounds(schema);
        return fc.double({ min, max, noNaN: true, noDefaultInfinity: true });
      }
      case 'boolean':
        return fc.boolean();
      case 'null':
        return fc.constant(null);
      case 'array': {
        const item = validish(schema.items ?? {}, name, known, depth + 1);
        const minLength = schema.minItems ?? 0;
        const maxLength = Math.max(minLength, Math.min(schema.maxItems ?? 3, 3));
        return fc.uniqueArray(item, { minLength, maxLength, selector: (value) => JSON.stringify(value) });
      }
      case 'object': {
        const properties = schema.properties ?? {};
        if (Object.keys(properties).length === 0) {
          const values = typeof schema.additionalProperties === 'object' ? validish(schema.additionalProperties, name, known, depth + 1) : fc.constant('valor');
          return fc.dictionary(fc.constantFrom('chave', 'outra'), values, { maxKeys: 2 });
        }
        const model = Object.fromEntries(Object.entries(properties).map(([key, value]) => [key, validish(value, key, known, depth + 1)]));
        return fc.record(model, { requiredKeys: (schema.required ?? []).filter((key) => key in model) });
      }
      default:
        return fc.constantFrom<unknown>('valor', 1, true);
    }
  })();
  return schema.nullable ? fc.oneof({ arbitrary: base, weight: 5 }, { arbitrary: fc.constant(null), weight: 1 }) : base;
}
