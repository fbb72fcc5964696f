/** `/api/models?state=SP&cursor=...`: the list's canonical query plus the page's cursor. */
export function listPageUrl(path: string, query: string, cursor: string | null): string {
  const parts = [query, cursor ? `cursor=${encodeURIComponent(cursor)}` : ''].filter(Boolean);
  return parts.length > 0 ? `${path}?${parts.join('&')}` : path;
}
