import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { type Plugin, defineConfig } from 'vite';
import { precompressAssets } from './build/precompress-assets.ts';

// The API runs on 3000 in development; Vite proxies /api so cookies stay same-origin.
const apiTarget = `http://127.0.0.1:${process.env.API_PORT ?? '3000'}`;

/**
 * packages/shared is imported through one barrel that also holds server-side helpers
 * (render-markdown pulls markdown-it). Its modules only declare values, so marking them free of
 * side effects lets the bundler drop what the web app never uses: about 40 KB gzip less JS.
 */
function sharedWithoutSideEffects(): Plugin {
  return {
    name: 'passarela:shared-without-side-effects',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      if (resolved && !resolved.external && /[\\/]packages[\\/]shared[\\/]src[\\/]/.test(resolved.id)) {
        return { ...resolved, moduleSideEffects: false };
      }
      return resolved;
    },
  };
}

/**
 * React Router's package exports name only its development build (extra checks and warnings); its
 * production build ships beside it. The browser's bundle takes that one. The dev server keeps the
 * warnings, and the server renderer the package as Node resolves it.
 */
function reactRouterProductionBuild(): Plugin {
  const production = new URL('../production/', import.meta.resolve('react-router'));
  const file = (name: string) => fileURLToPath(new URL(name, production));
  return {
    name: 'passarela:react-router-production-build',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    config: () => ({
      resolve: {
        alias: [
          { find: /^react-router$/, replacement: file('index.mjs') },
          { find: /^react-router\/dom$/, replacement: file('dom-export.mjs') },
        ],
      },
    }),
  };
}

export default defineConfig({
  plugins: [sharedWithoutSideEffects(), reactRouterProductionBuild(), react(), tailwindcss(), precompressAssets()],
  server: {
    port: 5173,
    proxy: { '/api': { target: apiTarget, changeOrigin: false } },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: false,
    // Which chunk holds each page: the server preloads a rendered page's chunks (apps/api/src/plugins/module-preloads.ts).
    manifest: true,
    target: 'es2022',
    // Every browser of es2022 preloads modules natively: the polyfill would only weigh on the entry.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        // Shared chunks go by their hash alone: their names are listed in every chunk importing
        // them and in the entry's preload map (about 1 KB gzip on the home page). Pages (e2e waits
        // for `models-*.js`) and the vendor chunk keep theirs.
        chunkFileNames: (chunk) => (chunk.isDynamicEntry || chunk.name === 'vendor' ? 'assets/[name]-[hash].js' : 'assets/[hash].js'),
        // The libraries every page needs, in one long-cached chunk, instead of a dozen tiny shared
        // chunks. Radix, zod and lucide-react stay out: they load with the chunks that use them (in
        // the vendor chunk every icon of every lazy page would weigh on the home page).
        codeSplitting: {
          groups: [
            {
              name: 'vendor',
              test: /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|cookie|set-cookie-parser|@tanstack[\\/][^\\/]+)[\\/]/,
              // Only what the entry runs: useMutation, useInfiniteQuery and the like load with the pages using them.
              tags: ['$initial'],
            },
          ],
        },
      },
    },
  },
});
