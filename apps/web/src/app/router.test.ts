import { appPagePaths } from '@passarela/shared';
import type { RouteObject } from 'react-router';
import { describe, expect, it, vi } from 'vitest';

// The router module creates the browser router on import; the table is what this test reads.
vi.mock('react-router', async (original) => ({ ...(await original<typeof import('react-router')>()), createBrowserRouter: () => ({}) }));

function pathsOf(routes: RouteObject[], parent = ''): string[] {
  return routes.flatMap((route) => {
    const own = route.path === undefined ? parent : `${parent.replace(/\/$/, '')}/${route.path}`.replace(/^\/\//, '/');
    return [...(route.path !== undefined || route.index ? [own || '/'] : []), ...pathsOf(route.children ?? [], own)];
  });
}

describe('the route table', () => {
  it('has exactly the fixed pages the server answers 200 for, besides jobs, profiles and content pages', async () => {
    const { appRoutes } = await import('./router.tsx');
    const fixed = pathsOf(appRoutes).filter((path) => !path.includes(':') && path !== '/*');
    expect(new Set(fixed)).toEqual(new Set(appPagePaths));
    expect(pathsOf(appRoutes)).toEqual(expect.arrayContaining(['/vagas/:jobId', '/ensaios/:packageId', '/perfil/:profileSlug', '/:slug']));
  });
});

describe('server-rendered pages', () => {
  it('name the module their lazy route imports, so the server preloads the right chunk', async () => {
    const { readFileSync, existsSync } = await import('node:fs');
    const path = await import('node:path');
    const source = readFileSync(path.join(import.meta.dirname, 'router.tsx'), 'utf8');
    const pages = [...source.matchAll(/serverRenderedPage\('([^']+)', \(\) => import\('([^']+)'\)\)/g)];
    expect(pages.length).toBe(10);
    for (const [, module, imported] of pages) {
      expect(`src/app/${(imported as string).replace(/^\.\//, '')}`).toBe(module);
      expect(existsSync(path.join(import.meta.dirname, '../..', module as string)), module).toBe(true);
    }
  });
});
