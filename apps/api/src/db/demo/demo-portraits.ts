import { PROFILE_IMAGE_WIDTHS } from '@passarela/shared';
import { loadSharp } from '../../lib/images/load-sharp.ts';
import { demoImage } from './demo-image-cache.ts';
import type { Storage } from '../../lib/storage/storage.ts';
import { seededRandom } from './seeded-random.ts';

/**
 * The looks the portraits are drawn in, one per appearance type of docs/product.md "Spec 3" ('outro' takes any):
 * hair and skin tones a Brazilian would recognise as 'loira', 'negra' and so on.
 */
const appearanceLooks = [
  { modelType: 'loira', hair: ['#d9b26a', '#c9a05a'], skin: ['#f6d5c3', '#eab999'] },
  { modelType: 'morena', hair: ['#3b2418', '#6a4226'], skin: ['#d29a72', '#eab999'] },
  { modelType: 'ruiva', hair: ['#a5371f', '#b8502a'], skin: ['#f6d5c3', '#f3cdb6'] },
  { modelType: 'negra', hair: ['#1c1410', '#2a1a12'], skin: ['#5e3b26', '#8a5a3b'] },
  { modelType: 'asiatica', hair: ['#1c1410', '#2a1a12'], skin: ['#eab999', '#f0c8a8'] },
  { modelType: 'indigena', hair: ['#1c1410', '#2a1a12'], skin: ['#b07a55', '#a06a48'] },
  { modelType: 'albina', hair: ['#efe0b0', '#f4ead0'], skin: ['#f8e4d8', '#f6d5c3'] },
] as const;

/** How many different portraits the demo shares: each look for women and for men, twice. */
export const DEMO_PORTRAIT_POOL_SIZE = appearanceLooks.length * 4;

export interface PortraitLook {
  modelType: string;
  gender: 'feminino' | 'masculino';
  hair: string;
  skin: string;
}

/** What portrait `index` shows: women with long hair, men with short. */
export function portraitLook(index: number): PortraitLook {
  const look = appearanceLooks[Math.floor(index / 4) % appearanceLooks.length] ?? appearanceLooks[0];
  const variant = Math.floor(index / 2) % 2;
  return {
    modelType: look.modelType,
    gender: index % 2 === 0 ? 'feminino' : 'masculino',
    hair: look.hair[variant] ?? look.hair[0],
    skin: look.skin[variant] ?? look.skin[0],
  };
}

/**
 * The pool indexes (below `poolSize`) whose portrait shows this gender and, for a model, this
 * appearance ('outro', or no appearance as for contractors and photographers: any look of the
 * gender). Every index when no gender is known, or when none fits.
 */
export function fittingPortraits(poolSize: number, modelType: string | null, gender: string | null): number[] {
  const all = Array.from({ length: poolSize }, (_, index) => index);
  if (!gender) return all;
  const fitting = all.filter((index) => {
    const look = portraitLook(index);
    return look.gender === gender && (!modelType || modelType === 'outro' || look.modelType === modelType);
  });
  return fitting.length > 0 ? fitting : all;
}

const backgrounds = [
  ['#fde2ef', '#f03288'],
  ['#e0ecff', '#3763d6'],
  ['#e6f7ef', '#1f9d6b'],
  ['#fff1db', '#e58a12'],
  ['#efe7ff', '#7b4fd6'],
  ['#e8f4f8', '#277f9c'],
] as const;

/**
 * A stylised head-and-shoulders portrait as SVG: a soft gradient, shoulders, neck, face and hair
 * in the tones of its look (portraitLook). Generated, never downloaded, so the demo works offline and has no rights issues.
 */
export function portraitSvg(index: number): string {
  const random = seededRandom(1000 + index);
  const { skin, hair, gender } = portraitLook(index);
  const [light, strong] = random.pick(backgrounds);
  const longHair = gender === 'feminino';
  const outfit = random.pick(['#222222', '#ffffff', strong, '#2f4858', '#c94c4c']);
  const faceY = 330 + random.int(-15, 15);
  const hairBack = longHair
    ? `<path d="M300 ${faceY - 170} C 170 ${faceY - 170} 150 ${faceY + 20} 170 ${faceY + 230} L 430 ${faceY + 230} C 450 ${faceY + 20} 430 ${faceY - 170} 300 ${faceY - 170} Z" fill="${hair}"/>`
    : '';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="800" viewBox="0 0 600 800">
  <defs><linearGradient id="bg" x1="0" y1="0" x2="0.4" y2="1"><stop offset="0" stop-color="${light}"/><stop offset="1" stop-color="${strong}"/></linearGradient></defs>
  <rect width="600" height="800" fill="url(#bg)"/>
  ${hairBack}
  <path d="M70 800 C 90 640 180 590 300 590 C 420 590 510 640 530 800 Z" fill="${outfit}"/>
  <rect x="262" y="${faceY + 90}" width="76" height="120" rx="30" fill="${skin}"/>
  <ellipse cx="300" cy="${faceY}" rx="${100 + random.int(-8, 8)}" ry="${128 + random.int(-8, 8)}" fill="${skin}"/>
  <path d="M195 ${faceY - 20} C 200 ${faceY - 150} 400 ${faceY - 150} 405 ${faceY - 20} C 380 ${faceY - 90} 240 ${faceY - 95} 195 ${faceY - 20} Z" fill="${hair}"/>
  <ellipse cx="262" cy="${faceY + 5}" rx="9" ry="6" fill="#2b1d16"/>
  <ellipse cx="338" cy="${faceY + 5}" rx="9" ry="6" fill="#2b1d16"/>
  <path d="M270 ${faceY + 70} Q 300 ${faceY + 88} 330 ${faceY + 70}" stroke="#9c4a4a" stroke-width="6" fill="none" stroke-linecap="round"/>
</svg>`;
}

/**
 * WebP effort of the generated images (sharp's default is 4): at 2 the flat shapes come out about 5%
 * larger in half the time, which the first start of a new install feels.
 */
export const DEMO_WEBP_EFFORT = 2;

/** Storage keys of portrait `index` (one per stored width) and the URL profile_image_url holds. */
function portraitKey(index: number, width: number): string {
  return `demo/portraits/portrait-${String(index).padStart(2, '0')}-${width}.webp`;
}

/** The profile_image_url of each portrait of the pool, without rendering anything (see storeDemoPortraits). */
export function demoPortraitUrls(storage: Storage, poolSize = DEMO_PORTRAIT_POOL_SIZE): string[] {
  return Array.from({ length: poolSize }, (_, index) => storage.publicUrl(portraitKey(index, 480)));
}

/**
 * Renders the pool once (SVG to WebP in every stored width, as uploads are) and answers the
 * profile_image_url of each portrait (demoPortraitUrls). 100,000 demo profiles share these few
 * files. The portraits render side by side: sharp works in its own threads, so the rendering also
 * overlaps whatever the caller does with the database meanwhile.
 */
export async function storeDemoPortraits(storage: Storage, poolSize = DEMO_PORTRAIT_POOL_SIZE): Promise<string[]> {
  await Promise.all(
    Array.from({ length: poolSize }, async (_, index) => {
      const svg = Buffer.from(portraitSvg(index));
      for (const width of PROFILE_IMAGE_WIDTHS) {
        const density = Math.ceil((72 * width) / 600);
        const bytes = await demoImage({ svg, settings: { density, width, quality: 80, effort: DEMO_WEBP_EFFORT } }, async () =>
          (await loadSharp())(svg, { density }).resize({ width }).webp({ quality: 80, effort: DEMO_WEBP_EFFORT }).toBuffer(),
        );
        await storage.put(portraitKey(index, width), bytes, 'image/webp');
      }
    }),
  );
  return demoPortraitUrls(storage, poolSize);
}
