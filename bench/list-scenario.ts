/** What the list benchmarks (models, jobs, shoots) share: a scenario's URL and the deep page's cursor. */

/** One measured page of a list: its name in the report and its query string. */
export interface ListScenario {
  name: string;
  query: Record<string, string>;
}

/** `path` with the scenario's query, or the bare path when it has none. */
export function listUrlOf(path: string, query: Record<string, string>): string {
  const search = new URLSearchParams(query).toString();
  return search ? `${path}?${search}` : path;
}

/** Follows `pages` cursors of the unfiltered list at `path` through the API and answers the next page's cursor. */
export async function cursorAfterPages(baseUrl: string, path: string, pages: number, listName: string): Promise<string> {
  let cursor = '';
  for (let page = 0; page < pages; page++) {
    const res = await fetch(`${baseUrl}${path}${cursor ? `?cursor=${encodeURIComponent(cursor)}` : ''}`);
    const body = (await res.json()) as { nextCursor: string | null };
    if (!body.nextCursor) throw new Error(`${listName} ended after ${page + 1} pages`);
    cursor = body.nextCursor;
  }
  return cursor;
}

/** The scenario of the page after `pages` pages of the unfiltered list at `path`. */
export async function deepListScenario(baseUrl: string, path: string, pages: number, listName: string): Promise<ListScenario> {
  const cursor = await cursorAfterPages(baseUrl, path, pages, listName);
  return { name: `página ${pages + 1} (cursor)`, query: { cursor } };
}

/**
 * What a list's benchmark runs: the fixed `scenarios`, then the page after `deepPages` pages of the
 * unfiltered list at `path` (its cursor found at run time), and each scenario's URL.
 */
export function listBenchScenarios(path: string, listName: string, deepPages: number, scenarios: ListScenario[]) {
  return {
    scenarios: async (baseUrl: string): Promise<ListScenario[]> => [...scenarios, await deepListScenario(baseUrl, path, deepPages, listName)],
    urlOf: (scenario: ListScenario): string => listUrlOf(path, scenario.query),
  };
}
