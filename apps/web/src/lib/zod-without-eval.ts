/**
 * Zod compiles a fast parser with `new Function` for each object schema, after a probe
 * (`Function('')`) that our Content-Security-Policy (script-src 'self', no 'unsafe-eval':
 * docs/security.md) refuses. The refusal is harmless to zod, which falls back, but Chromium logs it
 * as a CSP issue on every page that builds a schema, and Lighthouse's best practices count it.
 * `jitless` skips the probe. Zod 4 reads its settings from this global object when a schema is
 * built, so this must run before any schema module: it is the entry's first import (main.tsx). It
 * needs no import of zod (which would load it on pages that parse nothing). Only in the browser:
 * the server renderer shares the API's process and zod, whose parsers stay compiled.
 */
const ZOD_CONFIG_GLOBAL = '__zod_globalConfig';

if (typeof document !== 'undefined') {
  const global = globalThis as unknown as Partial<Record<typeof ZOD_CONFIG_GLOBAL, Record<string, unknown>>>;
  // Mutated, not replaced: a zod already loaded holds on to this object.
  const config = (global[ZOD_CONFIG_GLOBAL] ??= {});
  config.jitless = true;
}
