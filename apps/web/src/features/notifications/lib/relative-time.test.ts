import { describe, expect, it } from 'vitest';
import { relativeTimePtBr } from './relative-time.ts';

describe('relativeTimePtBr', () => {
  const now = new Date('2026-11-23T12:00:00Z');
  const ago = (seconds: number) => new Date(now.getTime() - seconds * 1000).toISOString();

  it('says how long ago in Portuguese', () => {
    expect(relativeTimePtBr(ago(10), now)).toBe('agora');
    expect(relativeTimePtBr(ago(5 * 60), now)).toBe('há 5 minutos');
    expect(relativeTimePtBr(ago(2 * 3600), now)).toBe('há 2 horas');
    expect(relativeTimePtBr(ago(86_400), now)).toBe('ontem');
    expect(relativeTimePtBr(ago(3 * 7 * 86_400), now)).toBe('há 3 semanas');
  });
});
