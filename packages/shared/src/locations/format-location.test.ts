import { describe, expect, it } from 'vitest';
import { formatLocation } from './format-location.ts';

describe('formatLocation', () => {
  it('writes city, comma, UF', () => {
    expect(formatLocation({ city: 'São Paulo', state: 'SP' })).toBe('São Paulo, SP');
    expect(formatLocation({ city: 'Maceió', state: 'AL' })).toBe('Maceió, AL');
  });

  it('writes the city alone or the UF alone when the other is missing', () => {
    expect(formatLocation({ city: 'Campinas', state: null })).toBe('Campinas');
    expect(formatLocation({ city: 'Campinas' })).toBe('Campinas');
    expect(formatLocation({ city: '  ', state: 'RJ' })).toBe('RJ');
    expect(formatLocation({ city: null, state: 'RJ' })).toBe('RJ');
  });

  it('is empty when neither is known', () => {
    expect(formatLocation({ city: null, state: null })).toBe('');
    expect(formatLocation({ city: ' ', state: '' })).toBe('');
    expect(formatLocation({})).toBe('');
  });

  it('trims both parts and writes the UF in capitals', () => {
    expect(formatLocation({ city: ' Belo Horizonte ', state: ' mg ' })).toBe('Belo Horizonte, MG');
  });
});
