import { GALLERY_URL_WIDTH } from '@passarela/shared';
import { loadSharp } from '../../lib/images/load-sharp.ts';
import { demoImage } from './demo-image-cache.ts';
import type { Storage } from '../../lib/storage/storage.ts';
import { DEMO_WEBP_EFFORT } from './demo-portraits.ts';
import { seededRandom } from './seeded-random.ts';

/**
 * The demo models' gallery photos ("Galeria"): a small pool of generated full-length studio shots,
 * stored once and shared, like the portraits. Even indexes show a woman, odd ones a man, so a
 * model's gallery shows her (or his) gender. Figures are flat shapes without faces or skin, so
 * a photo suits every appearance.
 */
export const DEMO_GALLERY_POOL_SIZE = 12;

/**
 * Pixel size of the largest stored copy. A gallery upload is stored in GALLERY_IMAGE_WIDTHS
 * (480, 960, 1600) without enlarging: a 720 px photo is kept at 480 and, in the 960 and 1600
 * names, at 720. The demo photos are stored the same way (and cost a third of a 1600 px render).
 */
export const DEMO_GALLERY_WIDTH = 720;
export const DEMO_GALLERY_HEIGHT = 960;

export type DemoGender = 'feminino' | 'masculino';

export function galleryPhotoGender(index: number): DemoGender {
  return index % 2 === 0 ? 'feminino' : 'masculino';
}

/** The pool indexes whose photo shows this gender. */
export function galleryPhotosOf(gender: DemoGender): number[] {
  return Array.from({ length: DEMO_GALLERY_POOL_SIZE }, (_, index) => index).filter((index) => galleryPhotoGender(index) === gender);
}

const backdrops = [
  ['#f6efe6', '#d9c7b0'],
  ['#e7eef7', '#9fb3cc'],
  ['#f7e4ea', '#d98ca6'],
  ['#e6f2ec', '#8dbfa6'],
  ['#2f3440', '#171a21'],
  ['#fff3d6', '#e8b75c'],
] as const;
const outfits = ['#c94c4c', '#1f2a44', '#f2f2f2', '#e58a12', '#3a7d5c', '#7b4fd6', '#111111', '#d6336c'] as const;

/**
 * Photo `index` as SVG (600x800): a studio backdrop and floor, a soft light, and a full-length
 * figure in one of three poses; women with long hair and a dress, men with short hair, jacket
 * and trousers.
 */
export function galleryPhotoSvg(index: number): string {
  const random = seededRandom(5000 + index);
  const woman = galleryPhotoGender(index) === 'feminino';
  const [light, deep] = backdrops[Math.floor(index / 2) % backdrops.length] ?? backdrops[0];
  const outfit = random.pick(outfits);
  const dark = random.pick(['#2b211c', '#1c1410', '#3b2418', '#4a3426']);
  const pose = Math.floor(index / 2) % 3;
  const x = 300 + random.int(-40, 40);
  // Arms as thick round strokes: down, a hand on the hip, or one raised.
  const arms = [
    `M${x - 58} 300 L${x - 70} 420 M${x + 58} 300 L${x + 70} 420`,
    `M${x - 58} 300 L${x - 95} 370 L${x - 40} 420 M${x + 58} 300 L${x + 70} 420`,
    `M${x - 58} 300 L${x - 70} 420 M${x + 58} 300 L${x + 95} 220 L${x + 80} 150`,
  ][pose];
  const stride = pose === 1 ? 30 : 0;
  const legs = woman
    ? `<path d="M${x - 22} 560 L${x - 26 - stride} 715 M${x + 22} 560 L${x + 26 + stride} 715" stroke="${dark}" stroke-width="24" stroke-linecap="round"/>`
    : `<path d="M${x - 28} 440 L${x - 32 - stride} 715 M${x + 28} 440 L${x + 32 + stride} 715" stroke="#2a2f3a" stroke-width="44" stroke-linecap="round"/>`;
  const body = woman
    ? `<path d="M${x - 58} 285 Q${x} 265 ${x + 58} 285 L${x + 34} 420 L${x + 85} 575 Q${x} 595 ${x - 85} 575 L${x - 34} 420 Z" fill="${outfit}"/>`
    : `<path d="M${x - 66} 285 Q${x} 262 ${x + 66} 285 L${x + 52} 450 L${x - 52} 450 Z" fill="${outfit}"/>`;
  const hair = woman
    ? `<path d="M${x} 150 C${x - 70} 150 ${x - 72} 230 ${x - 62} 320 L${x + 62} 320 C${x + 72} 230 ${x + 70} 150 ${x} 150 Z" fill="${dark}"/>`
    : '';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="800" viewBox="0 0 600 800">
  <defs><linearGradient id="bg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${light}"/><stop offset="1" stop-color="${deep}"/></linearGradient></defs>
  <rect width="600" height="800" fill="url(#bg)"/>
  <circle cx="${random.int(80, 520)}" cy="${random.int(60, 200)}" r="${random.int(90, 160)}" fill="#ffffff" opacity="0.25"/>
  <rect y="700" width="600" height="100" fill="${deep}" opacity="0.6"/>
  <ellipse cx="${x}" cy="722" rx="110" ry="14" fill="#000000" opacity="0.18"/>
  ${hair}
  ${legs}
  <path d="${arms}" stroke="${dark}" stroke-width="24" stroke-linecap="round" stroke-linejoin="round" fill="none"/>
  ${body}
  <rect x="${x - 13}" y="225" width="26" height="50" rx="10" fill="${dark}"/>
  <ellipse cx="${x}" cy="200" rx="38" ry="46" fill="${dark}"/>
</svg>`;
}

function galleryKey(index: number, width: number): string {
  return `demo/gallery/photo-${String(index).padStart(2, '0')}-${width}.webp`;
}

export interface DemoGalleryPhoto {
  /** profile_media.url: the 960 name, as a gallery upload stores it (GALLERY_URL_WIDTH). */
  url: string;
  width: number;
  height: number;
}

/** Each pool photo's row values, without rendering anything (see storeDemoGallery). */
export function demoGalleryPhotos(storage: Storage): DemoGalleryPhoto[] {
  return Array.from({ length: DEMO_GALLERY_POOL_SIZE }, (_, index) => ({
    url: storage.publicUrl(galleryKey(index, GALLERY_URL_WIDTH)),
    width: DEMO_GALLERY_WIDTH,
    height: DEMO_GALLERY_HEIGHT,
  }));
}

/** One gallery photo's SVG as a WebP `width` px wide (from the build's cache when it has it). */
function renderedAt(svg: Buffer, density: number, width: number): Promise<Buffer> {
  return demoImage({ svg, settings: { density, width, quality: 80, effort: DEMO_WEBP_EFFORT } }, async () =>
    (await loadSharp())(svg, { density }).resize({ width }).webp({ quality: 80, effort: DEMO_WEBP_EFFORT }).toBuffer(),
  );
}

/**
 * Renders the pool (side by side: sharp works in its own threads) and stores every photo under
 * the names a gallery upload of a 720 px photo gets: 480, and the 720 px copy as 960 and 1600.
 */
export async function storeDemoGallery(storage: Storage): Promise<DemoGalleryPhoto[]> {
  const density = (72 * DEMO_GALLERY_WIDTH) / 600;
  await Promise.all(
    Array.from({ length: DEMO_GALLERY_POOL_SIZE }, async (_, index) => {
      const svg = Buffer.from(galleryPhotoSvg(index));
      const [small, large] = await Promise.all([renderedAt(svg, (density * 480) / DEMO_GALLERY_WIDTH, 480), renderedAt(svg, density, DEMO_GALLERY_WIDTH)]);
      await storage.put(galleryKey(index, 480), small, 'image/webp');
      await storage.put(galleryKey(index, 960), large, 'image/webp');
      await storage.put(galleryKey(index, 1600), large, 'image/webp');
    }),
  );
  return demoGalleryPhotos(storage);
}
