import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Text files worth compressing; images and fonts are compressed already. */
const compressible = /\.(js|mjs|css|svg|json|webmanifest|txt|xml)$/;
/** Below this, the compressed copy and its headers save nothing worth a file. */
const minimumBytes = 1024;

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(
    entries.map((entry) => {
      const full = path.join(dir, entry.name);
      return entry.isDirectory() ? filesUnder(full) : Promise.resolve([full]);
    }),
  );
  return nested.flat();
}

/** Writes `file.br` (best brotli) and `file.gz` beside each text file of the build. */
export async function precompressDirectory(dir: string): Promise<number> {
  const files = (await filesUnder(dir)).filter((file) => compressible.test(file));
  let written = 0;
  for (const file of files) {
    if ((await stat(file)).size < minimumBytes) continue;
    const bytes = await readFile(file);
    const [br, gz] = await Promise.all([
      brotli(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length } }),
      gzipAsync(bytes, { level: constants.Z_BEST_COMPRESSION }),
    ]);
    await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)]);
    written += 1;
  }
  return written;
}

/**
 * Static assets are compressed once, at build, with the slowest and smallest settings, so the
 * server hands out the ready `.br`/`.gz` file (@fastify/static's preCompressed) instead of
 * spending a phone's wait and the server's CPU compressing the same bytes per request.
 */
export function precompressAssets(): Plugin {
  let outDir = 'dist';
  let serverBuild = false;
  return {
    name: 'passarela:precompress-assets',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
      serverBuild = Boolean(config.build.ssr);
    },
    async closeBundle() {
      // The server renderer's bundle is read from disk by the API, never sent to a browser.
      if (serverBuild) return;
      const count = await precompressDirectory(outDir);
      this.info(`${count} files precompressed (br, gz)`);
    },
  };
}
