import { genderOptions, hairColorOptions, modelTypeOptions, valuesOf } from '@passarela/shared';
import { describe, expect, it } from 'vitest';
import { DEMO_PORTRAIT_POOL_SIZE, fittingPortraits, portraitLook, portraitSvg } from './demo-portraits.ts';
import { generateDemoPerson } from './generate-demo-profile.ts';

const pool = Array.from({ length: DEMO_PORTRAIT_POOL_SIZE }, (_, i) => `/pool-${i}-480.webp`);

describe('demo portraits', () => {
  it('has a portrait for every appearance in both genders, women with long hair and men with short', () => {
    for (const gender of valuesOf(genderOptions)) {
      for (const modelType of valuesOf(modelTypeOptions)) {
        const fitting = fittingPortraits(DEMO_PORTRAIT_POOL_SIZE, modelType, gender);
        expect(fitting.length, `${modelType} ${gender}`).toBeLessThan(DEMO_PORTRAIT_POOL_SIZE);
        for (const index of fitting) {
          expect(portraitLook(index).gender).toBe(gender);
          if (modelType !== 'outro') expect(portraitLook(index).modelType).toBe(modelType);
        }
      }
    }
    const woman = fittingPortraits(DEMO_PORTRAIT_POOL_SIZE, 'ruiva', 'feminino')[0] ?? -1;
    const man = fittingPortraits(DEMO_PORTRAIT_POOL_SIZE, 'ruiva', 'masculino')[0] ?? -1;
    // Long hair is drawn behind the shoulders: one more path in the women's portraits.
    expect(portraitSvg(woman).split('<path').length).toBe(portraitSvg(man).split('<path').length + 1);
    expect(portraitSvg(woman)).toContain(portraitLook(woman).hair);
  });

  it('gives each demo model a portrait of their appearance and gender, and anyone else any', () => {
    let models = 0;
    for (let index = 0; index < 400; index++) {
      const { user, profile } = generateDemoPerson(index, { seed: 3, portraitUrls: pool });
      const portrait = Number(/pool-(\d+)-/.exec(profile.profileImageUrl ?? '')?.[1]);
      expect(portrait).toBeGreaterThanOrEqual(0);
      if (user.userType !== 'model') continue;
      models++;
      const look = portraitLook(portrait);
      expect(look.gender).toBe(profile.gender);
      if (profile.modelType !== 'outro') expect(look.modelType).toBe(profile.modelType);
    }
    expect(models).toBeGreaterThan(300);
  });

  it("gives a model's comp card a hair colour of their appearance", () => {
    const hairOf = new Map<string, Set<string>>();
    for (let index = 0; index < 400; index++) {
      const { profile } = generateDemoPerson(index, { seed: 3, portraitUrls: pool });
      if (!profile.modelType || !profile.hairColor) continue;
      expect(valuesOf(hairColorOptions)).toContain(profile.hairColor);
      hairOf.set(profile.modelType, (hairOf.get(profile.modelType) ?? new Set()).add(profile.hairColor));
    }
    expect([...(hairOf.get('ruiva') ?? [])].every((hair) => hair.startsWith('ruivo'))).toBe(true);
    expect([...(hairOf.get('loira') ?? [])].every((hair) => hair.startsWith('loiro'))).toBe(true);
    expect(hairOf.get('negra')?.has('loiro_platinado')).toBe(false);
    expect(hairOf.get('outro')?.size).toBeGreaterThan(4);
  });
});
