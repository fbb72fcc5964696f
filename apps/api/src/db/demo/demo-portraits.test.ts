import { genderOptions, hairColorOptions, modelTypeOptions, valuesOf } from '@passarela/shared';
import { describe, expect, it } from 'vitest';
import { DEMO_PORTRAIT_POOL_SIZE, fittingPortraits, portraitLook, portraitSvg } from './demo-portraits.ts';
import { demoGenderOfFirstName, femaleFirstNames, maleFirstNames } from './demo-people.ts';
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

  it("gives each demo person a portrait of their name's gender, and a model one of her appearance too", () => {
    let models = 0;
    let others = 0;
    for (let index = 0; index < 400; index++) {
      const { user, profile } = generateDemoPerson(index, { seed: 3, portraitUrls: pool });
      const portrait = Number(/pool-(\d+)-/.exec(profile.profileImageUrl ?? '')?.[1]);
      expect(portrait).toBeGreaterThanOrEqual(0);
      const look = portraitLook(portrait);
      // Contractors and photographers too: a Diego gets a man's portrait, a Fernanda a woman's.
      expect(look.gender, `${profile.firstName} (${user.userType})`).toBe(demoGenderOfFirstName(profile.firstName));
      if (user.userType !== 'model') {
        others++;
        continue;
      }
      models++;
      expect(look.gender).toBe(profile.gender);
      if (profile.modelType !== 'outro') expect(look.modelType).toBe(profile.modelType);
    }
    expect(models).toBeGreaterThan(300);
    expect(others).toBeGreaterThan(40);
  });

  it('reads the gender from the name lists, which never share a name', () => {
    expect(demoGenderOfFirstName('Diego')).toBe('masculino');
    expect(demoGenderOfFirstName('Fernanda')).toBe('feminino');
    expect(demoGenderOfFirstName('Zuleica')).toBeNull();
    expect(femaleFirstNames.filter((name) => (maleFirstNames as readonly string[]).includes(name))).toEqual([]);
    expect(fittingPortraits(DEMO_PORTRAIT_POOL_SIZE, null, 'masculino').every((index) => portraitLook(index).gender === 'masculino')).toBe(true);
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
