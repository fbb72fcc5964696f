import { startCompiledServer } from './compiled-server.ts';
import { runLighthouseBench } from './lighthouse.ts';
import { measurePageJs, printPageWeight } from './page-weight.ts';
import { findPublicPages } from './public-pages.ts';

/**
 * The steps measured in a real browser against the compiled server on demo data: the home page's
 * JavaScript as a guest's phone fetches it, then Lighthouse on the public pages. Both share one
 * server (its first start seeds the demo marketplace, the slow part).
 */
export async function runBrowserBench(steps: { pageWeight: boolean; lighthouse: boolean }): Promise<boolean> {
  const server = await startCompiledServer();
  let ok = true;
  try {
    if (steps.pageWeight) ok = printPageWeight(await measurePageJs(`${server.address}/`)) && ok;
    if (steps.lighthouse) ok = (await runLighthouseBench(server.address, await findPublicPages(server.address))) && ok;
  } finally {
    await server.close();
  }
  return ok;
}
