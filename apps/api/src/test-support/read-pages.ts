/**
 * A list read page after page as "Carregar mais" reads it: each page's labels in order, until a
 * page has no next position or `pages` pages are read.
 */
export async function readPages<Position>(
  pages: number,
  readPage: (after: Position | undefined) => Promise<{ labels: string[]; next: Position | undefined }>,
): Promise<string[]> {
  const labels: string[] = [];
  let after: Position | undefined;
  let left = pages;
  do {
    const page = await readPage(after);
    labels.push(...page.labels);
    after = page.next;
  } while (after && --left > 0);
  return labels;
}
