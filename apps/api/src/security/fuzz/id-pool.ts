/**
 * Real ids and slugs seen in earlier answers, so /api/profiles/me/media/{id} is also called with a
 * photo that exists: a mutation then gets past the 404 into the handler and the database, where NUL
 * and impossible dates do their damage. Values are filed under a noun (job, contract, page, ...)
 * taken from the key (`contract_id`), the enclosing object (`{ job: { id } }`) or the URL.
 */
export interface IdPool {
  harvest(url: string, body: unknown): void;
  /** Candidates for a parameter or field name; `segment` is the path segment before `{param}`. */
  known(name: string, segment?: string): string[];
  size(): number;
}

const ignoredSegments = new Set(['api', 'me', 'admin']);

function noun(word: string): string {
  return word
    .toLowerCase()
    .replace(/-/g, '_')
    .replace(/(ies)$/, 'y')
    .replace(/s$/, '');
}

function looksLikeValue(segment: string): boolean {
  return /\d/.test(segment) && /[-_]/.test(segment);
}

function urlNoun(url: string): string {
  const segments = (url.split('?')[0] ?? '').split('/').filter((segment) => segment && !ignoredSegments.has(segment) && !looksLikeValue(segment));
  return noun(segments.at(-1) ?? '');
}

export function createIdPool(): IdPool {
  const values = new Map<string, Set<string>>();
  const add = (bucket: string, value: string) => {
    const set = values.get(bucket) ?? new Set<string>();
    if (set.size < 50) set.add(value);
    values.set(bucket, set);
  };
  const bucket = (bucketName: string) => [...(values.get(bucketName) ?? [])];

  function visit(value: unknown, context: string, depth: number) {
    if (depth > 6 || value === null || typeof value !== 'object') return;
    if (Array.isArray(value)) {
      for (const item of value.slice(0, 20)) visit(item, context, depth + 1);
      return;
    }
    for (const [key, child] of Object.entries(value)) {
      if (typeof child === 'string' && child.length > 0 && child.length <= 200) {
        if (key === 'id') add(`id:${context}`, child);
        else if (key.endsWith('_id')) add(`id:${noun(key.slice(0, -3))}`, child);
        else if (key === 'slug') add(`slug:${context}`, child);
        else if (key.endsWith('_slug')) add(`slug:${noun(key.slice(0, -5))}`, child);
        if (key === 'slug' || key.endsWith('_slug')) add('slug:*', child);
        if (key === 'id' || key.endsWith('_id')) add('id:*', child);
      } else {
        visit(child, key === 'items' || key === 'data' ? context : noun(key), depth + 1);
      }
    }
  }

  return {
    harvest(url, body) {
      visit(body, urlNoun(url), 0);
    },
    known(name, segment) {
      if (name === 'slug' || name.endsWith('_slug')) {
        const owner = name === 'slug' ? noun(segment ?? '') : noun(name.slice(0, -5));
        const own = bucket(`slug:${owner}`);
        return own.length > 0 ? own : bucket('slug:*');
      }
      if (name === 'id' || name.endsWith('Id') || name.endsWith('_id')) {
        const owner = name === 'id' ? noun(segment ?? '') : noun(name.replace(/(Id|_id)$/, ''));
        return bucket(`id:${owner}`);
      }
      if (name === 'target') return [...bucket('slug:*'), ...bucket('id:job')];
      return [];
    },
    size() {
      return [...values.values()].reduce((sum, set) => sum + set.size, 0);
    },
  };
}
