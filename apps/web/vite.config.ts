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

export default defineConfig({
  plugins: [sharedWithoutSideEffects(), react(), tailwindcss(), precompressAssets()],
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
    rolldownOptions: {
      output: {
        // The libraries every page needs, in one long-cached chunk, instead of a dozen tiny shared
        // chunks. Radix, zod and lucide-react stay out: they load with the chunks that use them (in
        // the vendor chunk every icon of every lazy page would weigh on the home page).
        codeSplitting: {
          groups: [
            {
              name: 'vendor',
              test: /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|cookie|set-cookie-parser|@tanstack[\\/][^\\/]+)[\\/]/,
            },
          ],
        },
      },
    },
  },
});
