import { loadOnce } from '../load-once.ts';

/** sharp and its libvips (about 10 MB resident), loaded at the first image rather than at start. */
export const loadSharp = loadOnce(async () => (await import('sharp')).default);
