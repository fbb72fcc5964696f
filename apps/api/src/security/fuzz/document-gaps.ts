import { fieldTargets } from './field-targets.ts';
import { variantsOf } from './json-schema.ts';
import type { Operation } from './openapi-operations.ts';
import { type HintKind, hintKind } from './schema-arbitrary.ts';

/** Kinds with no shape to document: any text of the right length is a fair password or token. */
const freeText = new Set<HintKind>(['password', 'token', 'instagram']);

/**
 * Fields the document shows as a bare string although their name says they hold a date, an email,
 * a phone...: the rule is a zod refinement, which the document cannot show. The generator falls
 * back on the name (schema-arbitrary.ts); a client generated from the document would not know.
 */
export function fieldsWithoutDocumentedRule(operations: Operation[]): string[] {
  const gaps: string[] = [];
  for (const operation of operations) {
    const fields: string[] = [];
    for (const target of fieldTargets(operation)) {
      const strings = variantsOf(target.schema).filter((variant) => variant.type === 'string');
      if (strings.length === 0 || strings.some((variant) => variant.enum || variant.const !== undefined || variant.format || variant.pattern)) continue;
      const kind = hintKind(String(target.keys.at(-1) ?? ''));
      if (kind && !freeText.has(kind)) fields.push(`${target.label} (${kind})`);
    }
    if (fields.length > 0) gaps.push(`${operation.key}: no format or pattern for ${fields.join(', ')}`);
  }
  return gaps;
}
