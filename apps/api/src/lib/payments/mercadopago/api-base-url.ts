import { AsyncLocalStorage } from 'node:async_hooks';

/** The host the `mercadopago` SDK always calls (its AppConfig.BASE_URL, a static constant). */
export const MERCADOPAGO_API_ORIGIN = 'https://api.mercadopago.com';

/**
 * Points one adapter's SDK calls at another base URL (MERCADOPAGO_API_URL: a local stand-in in
 * tests), leaving every other call alone.
 *
 * Why this way, after reading the SDK 3.6.1 source: RestClient.fetch builds
 * `${AppConfig.BASE_URL}${endpoint}` from a static class field and calls the global `fetch`; it
 * takes no base URL and no custom fetch. Overwriting AppConfig.BASE_URL would be a deep import of
 * SDK internals that changes every Mercado Pago call in the process at once. Instead, the adapter
 * runs each call inside an AsyncLocalStorage scope carrying its base URL, and a thin wrapper around
 * the global fetch rewrites only requests that start with Mercado Pago's origin and only inside
 * such a scope. The wrapper is installed the first time an adapter with a base URL exists, so
 * production without MERCADOPAGO_API_URL never touches the global fetch.
 */
const baseUrlScope = new AsyncLocalStorage<string>();
let installed = false;

function installFetchRedirect(): void {
  if (installed) return;
  installed = true;
  const originalFetch = globalThis.fetch;
  globalThis.fetch = (input: string | URL | Request, init?: RequestInit): Promise<Response> => {
    const base = baseUrlScope.getStore();
    if (base !== undefined) {
      const url = typeof input === 'string' ? input : input instanceof URL ? input.href : null;
      if (url?.startsWith(MERCADOPAGO_API_ORIGIN)) {
        return originalFetch(`${base}${url.slice(MERCADOPAGO_API_ORIGIN.length)}`, init);
      }
    }
    return originalFetch(input, init);
  };
}

/** Runs `work` with its Mercado Pago calls sent to `baseUrl` (no trailing slash); undefined: unchanged. */
export function withMercadoPagoBaseUrl<T>(baseUrl: string | undefined, work: () => Promise<T>): Promise<T> {
  if (!baseUrl) return work();
  installFetchRedirect();
  return baseUrlScope.run(baseUrl.replace(/\/$/, ''), work);
}
