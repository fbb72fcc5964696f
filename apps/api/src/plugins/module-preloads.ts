import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

interface ManifestChunk {
  file: string;
  imports?: string[];
}

/**
 * `<link rel="modulepreload">` tags for the chunks of a server-rendered page's source modules and
 * what they import, read from the web build's manifest (apps/web/dist/.vite/manifest.json). The
 * browser fetches them with the HTML instead of after main.js asks, so a phone takes the page over
 * sooner. Chunks index.html already preloads are left out.
 */
export function createModulePreloads(distDir: string, template: string): (modules: readonly string[]) => string {
  const manifestFile = path.join(distDir, '.vite', 'manifest.json');
  if (!existsSync(manifestFile)) return () => '';
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
    return [...files]
      .filter((file) => !inTemplate.has(file))
      .map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`)
      .join('\n');
  };
}
