import { describe, expect, it } from 'vitest';
import { dismissSafetyTips, safetyTipsKey, wasSafetyTipsDismissed } from './safety-tips-dismissal.ts';

function memoryStorage() {
  const values = new Map<string, string>();
  return { getItem: (key: string) => values.get(key) ?? null, setItem: (key: string, value: string) => void values.set(key, value), values };
}

describe('safety tips dismissal', () => {
  it('is remembered per account and per moment', () => {
    const storage = memoryStorage();
    expect(wasSafetyTipsDismissed('ana', 'conversation', storage)).toBe(false);
    dismissSafetyTips('ana', 'conversation', storage, new Date('2026-06-15T12:00:00Z'));
    expect(storage.values.get(safetyTipsKey('ana', 'conversation'))).toBe('2026-06-15T12:00:00.000Z');
    expect(wasSafetyTipsDismissed('ana', 'conversation', storage)).toBe(true);
    expect(wasSafetyTipsDismissed('ana', 'hired', storage)).toBe(false);
    expect(wasSafetyTipsDismissed('bia', 'conversation', storage)).toBe(false);
  });

  it('reads a dismissal stored by another tab (same browser)', () => {
    const storage = memoryStorage();
    storage.setItem(safetyTipsKey('carla', 'hired'), '2026-06-01T00:00:00.000Z');
    expect(wasSafetyTipsDismissed('carla', 'hired', storage)).toBe(true);
  });

  it('still hides the card for the rest of the tab when the browser refuses storage', () => {
    const refusing = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    expect(wasSafetyTipsDismissed('duda', 'conversation', refusing)).toBe(false);
    dismissSafetyTips('duda', 'conversation', refusing);
    expect(wasSafetyTipsDismissed('duda', 'conversation', refusing)).toBe(true);
    expect(wasSafetyTipsDismissed('duda', 'conversation', null)).toBe(true);
  });
});
