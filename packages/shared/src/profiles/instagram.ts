/**
 * docs/product.md "Spec 5": handle normalisation: strip a leading @; from a profile link take the first path
 * segment; keep letters, digits, underscore and dot; trim leading/trailing dots; collapse repeated
 * dots. The UI shows it with a leading @ ('Será salvo como: @handle').
 */
export function normalizeInstagramHandle(raw: string): string {
  let value = raw.trim();
  const link = /^(?:https?:\/\/)?(?:www\.)?(?:instagram\.com|instagr\.am)\/+([^/?#]*)/i.exec(value);
  if (link) value = link[1] ?? '';
  value = value.replace(/^@+/, '');
  return value
    .replace(/[^A-Za-z0-9_.]/g, '')
    .replace(/\.{2,}/g, '.')
    .replace(/^\.+|\.+$/g, '');
}

export function displayInstagramHandle(handle: string): string {
  return handle ? `@${handle}` : '';
}
