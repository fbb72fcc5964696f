import { isStorableText } from '@passarela/shared';

/** Nesting deeper than any request of ours has: beyond it a value is refused without a deeper look. */
const MAX_DEPTH = 64;

export type UnstorableFinding = { path: string; reason: 'characters' | 'depth' };

/**
 * Finds the first string (value or key) in a parsed request that PostgreSQL could not store: a NUL
 * or a lone surrogate, or nesting too deep to be real input. Iterative, so a 10,000-deep array
 * cannot overflow the stack, and linear in the size of the value.
 */
export function findUnstorableText(root: unknown): UnstorableFinding | null {
  const stack: Array<{ value: unknown; path: string; depth: number }> = [{ value: root, path: '', depth: 0 }];
  while (stack.length > 0) {
    const { value, path, depth } = stack.pop() as { value: unknown; path: string; depth: number };
    if (typeof value === 'string') {
      if (!isStorableText(value)) return { path, reason: 'characters' };
      continue;
    }
    if (value === null || typeof value !== 'object') continue;
    if (depth >= MAX_DEPTH) return { path, reason: 'depth' };
    // Buffers are uploads' bytes (checked by the image pipeline), not text.
    if (Buffer.isBuffer(value)) continue;
    for (const [key, child] of Object.entries(value)) {
      const childPath = path ? `${path}.${key}` : key;
      if (!isStorableText(key)) return { path: childPath, reason: 'characters' };
      stack.push({ value: child, path: childPath, depth: depth + 1 });
    }
  }
  return null;
}
