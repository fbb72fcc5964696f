import { describe, expect, it } from 'vitest';
import { initialSquareCrop, outputSize, toNaturalPixels } from './crop-geometry.ts';

describe('initialSquareCrop', () => {
  it('takes 90% of the width of a portrait image, centred, as a square', () => {
    const crop = initialSquareCrop(1000, 2000);
    expect(crop.width).toBeCloseTo(90);
    expect(crop.height).toBeCloseTo(45);
    expect(crop.x).toBeCloseTo(5);
    expect(crop.y).toBeCloseTo(27.5);
    // Square in pixels: 900 x 900.
    expect((crop.width / 100) * 1000).toBeCloseTo((crop.height / 100) * 2000);
  });

  it('takes 90% of a square image', () => {
    expect(initialSquareCrop(800, 800)).toEqual({ unit: '%', x: 5, y: 5, width: 90, height: 90 });
  });

  it('falls back to the full height when 90% of the width would not fit a landscape image', () => {
    const crop = initialSquareCrop(2000, 1000);
    expect(crop.height).toBeCloseTo(100);
    expect(crop.width).toBeCloseTo(50);
    expect(crop.x).toBeCloseTo(25);
    expect(crop.y).toBeCloseTo(0);
  });
});

describe('toNaturalPixels', () => {
  it('maps a percent crop to the natural pixels of the image', () => {
    expect(toNaturalPixels({ unit: '%', x: 5, y: 27.5, width: 90, height: 45 }, 1000, 2000)).toEqual({ x: 50, y: 550, width: 900, height: 900 });
  });

  it('never leaves the image and never returns an empty rectangle', () => {
    expect(toNaturalPixels({ unit: '%', x: 95, y: 95, width: 20, height: 20 }, 100, 100)).toEqual({ x: 95, y: 95, width: 5, height: 5 });
    expect(toNaturalPixels({ unit: '%', x: 0, y: 0, width: 0, height: 0 }, 100, 100)).toEqual({ x: 0, y: 0, width: 1, height: 1 });
  });
});

describe('outputSize', () => {
  it('keeps small crops as they are and scales big ones down to the cap', () => {
    expect(outputSize({ x: 0, y: 0, width: 900, height: 900 })).toEqual({ width: 900, height: 900 });
    expect(outputSize({ x: 0, y: 0, width: 4096, height: 4096 })).toEqual({ width: 2048, height: 2048 });
  });
});
