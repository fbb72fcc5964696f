import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

interface ManifestChunk {
  file: string;
  imports?: string[];
}

/**
 * The chunks (`/assets/...`) of a server-rendered page's source modules and what they import, read
 * from the web build's manifest (apps/web/dist/.vite/manifest.json): the browser fetches them all
 * at once with the entry (plugins/scripts-after-paint.ts) instead of after main.js asks, so a phone
 * takes the page over sooner. Chunks index.html already loads are left out.
 */
export function createPageChunks(distDir: string, template: string): (modules: readonly string[]) => string[] {
  const manifestFile = path.join(distDir, '.vite', 'manifest.json');
  if (!existsSync(manifestFile)) return () => [];
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Record<string, ManifestChunk>;
  const inTemplate = new Set([...template.matchAll(/<(?:script|link)[^>]+(?:src|href)="\/([^"]+)"/g)].map((match) => match[1]));

  return (modules) => {
    const files = new Set<string>();
    const visit = (key: string) => {
      const chunk = manifest[key];
      if (!chunk || files.has(chunk.file)) return;
      files.add(chunk.file);
      for (const imported of chunk.imports ?? []) visit(imported);
    };
    for (const module of modules) visit(module);
    return [...files].filter((file) => !inTemplate.has(file)).map((file) => `/${file}`);
  };
}
