import { describe, expect, it } from 'vitest';
import { formatFeePercent, proBenefits, yearlySavingsPercent } from './pro-benefits.ts';

describe('pricing helpers', () => {
  it('shows the fee in percent, pt-BR decimals', () => {
    expect(formatFeePercent(1000)).toBe('10%');
    expect(formatFeePercent(1250)).toBe('12,5%');
    expect(formatFeePercent(0)).toBe('0%');
  });

  it('gives the yearly discount against twelve months, never negative', () => {
    expect(yearlySavingsPercent(4990, 47_900)).toBe(20);
    expect(yearlySavingsPercent(1000, 12_000)).toBe(0);
    expect(yearlySavingsPercent(1000, 13_000)).toBe(0);
  });

  it('lists the PRO benefits with the free limits from the settings', () => {
    const benefits = proBenefits({ FREE_MONTHLY_APPLICATIONS: 7, FREE_GALLERY_LIMIT: 9, PRO_GALLERY_LIMIT: 40 });
    expect(benefits).toHaveLength(5);
    expect(benefits).toContain('Candidaturas ilimitadas (no plano grátis são 7 por mês)');
    expect(benefits).toContain('Galeria maior: até 40 fotos (no plano grátis são 9)');
    expect(benefits).toContain('Veja quem favoritou você');
  });
});
