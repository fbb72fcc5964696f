import { startCompiledServer } from './compiled-server.ts';
import { runLighthouseBench } from './lighthouse.ts';
import { startPageWithoutScripts } from './page-without-scripts.ts';
import { measurePageJs, printPageWeight } from './page-weight.ts';
import { findPublicPages } from './public-pages.ts';

/**
 * The steps measured in a real browser against the compiled server on demo data: the home page's
 * JavaScript as a guest's phone fetches it, then Lighthouse on the public pages and on the same
 * pages without JavaScript (the floor, bench/page-without-scripts.ts). Both steps share one
 * server (its first start seeds the demo marketplace, the slow part).
 */
export async function runBrowserBench(steps: { pageWeight: boolean; lighthouse: boolean }): Promise<boolean> {
  const server = await startCompiledServer();
  let ok = true;
  try {
    if (steps.pageWeight) ok = printPageWeight(await measurePageJs(`${server.address}/`)) && ok;
    if (steps.lighthouse) {
      const floor = await startPageWithoutScripts(server.address);
      try {
        ok = (await runLighthouseBench(server.address, await findPublicPages(server.address), floor.address)) && ok;
      } finally {
        await floor.close();
      }
    }
  } finally {
    await server.close();
  }
  return ok;
}
