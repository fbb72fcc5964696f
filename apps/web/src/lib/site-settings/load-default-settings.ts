import type { SettingValues } from '@passarela/shared';

/**
 * The shared defaults (`defaultSettingValues()`), fetched as a separate chunk: they live beside
 * the zod schemas of every setting (~21 KB gzip), which the home page must not pay for when the
 * server answers normally. Needed only when /api/settings fails or answers without a key.
 */
export async function loadDefaultSettings(): Promise<SettingValues> {
  // Through a module of ours, not `import('@passarela/shared')`: importing the whole barrel at run
  // time made the bundler put zod in the chunk of every shared helper, the home page's money format too.
  const { defaultSettingValues } = await import('./default-setting-values.ts');
  return defaultSettingValues();
}
