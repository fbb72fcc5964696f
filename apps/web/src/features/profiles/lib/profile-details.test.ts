import type { PublicProfile } from '@passarela/shared';
import { describe, expect, it } from 'vitest';
import { compCard, formatAge, formatHeight, formatMeasurements, instagramUrl, modelDetails, specialtyLabels } from './profile-details.ts';
import { testPublicProfile } from './test-profiles.ts';

const model = testPublicProfile({
  model_type: 'asiatica',
  model_physical_type: 'plus_size',
  model_characteristics: ['curvilinea', 'tatuada'],
  work_interests: ['catalogo', 'tv'],
});

describe('profile details', () => {
  it('model option values become their labels', () => {
    expect(modelDetails(model)).toEqual({
      gender: 'Feminino',
      appearance: 'Asiática',
      physical: 'Plus Size',
      characteristics: ['Curvilínea', 'Tatuada'],
      interests: ['Catálogo', 'TV'],
    });
  });

  it("a man's appearance, physique and characteristics read in the masculine", () => {
    const man = {
      ...model,
      gender: 'masculino',
      model_type: 'ruiva',
      model_physical_type: 'magra',
      model_characteristics: ['alta', 'tatuada', 'natural', 'panicat'],
    };
    expect(modelDetails(man)).toEqual({
      gender: 'Masculino',
      appearance: 'Ruivo',
      physical: 'Magro',
      characteristics: ['Alto', 'Tatuado', 'Natural', 'Panicat'],
      interests: ['Catálogo', 'TV'],
    });
    expect(modelDetails({ ...man, model_type: 'indigena', model_physical_type: 'plus_size' })).toMatchObject({ appearance: 'Indígena', physical: 'Plus Size' });
  });

  it('instagram link', () => {
    expect(instagramUrl('ana.souza')).toBe('https://www.instagram.com/ana.souza/');
    expect(instagramUrl(null)).toBeNull();
  });
});

describe('comp card', () => {
  const filled: PublicProfile = {
    ...model,
    bio: '  Modelo há 5 anos.  ',
    age: 24,
    height_cm: 175,
    bust_cm: 86,
    waist_cm: 62,
    hips_cm: 90,
    hair_color: 'castanho_escuro',
    eye_color: 'verde',
    shoe_size: '37',
    profile_categories: ['fashion_editorial', 'influencer_content_creator'],
  };

  it('formats the Brazilian way', () => {
    expect(compCard(filled)).toEqual({
      age: '24 anos',
      height: '1,75 m',
      measurements: 'Busto 86 · Cintura 62 · Quadril 90',
      hair: 'Castanho escuro',
      eyes: 'Verde',
      shoeSize: '37',
      categories: ['Moda / Editorial', 'Influência digital / Criação de conteúdo'],
      bio: 'Modelo há 5 anos.',
    });
  });

  it('heights keep two decimals; measurements leave out what is missing', () => {
    expect(formatHeight(180)).toBe('1,80 m');
    expect(formatHeight(100)).toBe('1,00 m');
    expect(formatHeight(null)).toBeNull();
    expect(formatMeasurements({ bust_cm: null, waist_cm: 60, hips_cm: 92 })).toBe('Cintura 60 · Quadril 92');
    expect(formatMeasurements({ bust_cm: null, waist_cm: null, hips_cm: null })).toBeNull();
    expect(formatAge(18)).toBe('18 anos');
    expect(formatAge(null)).toBeNull();
  });

  it('an empty profile has nothing to show', () => {
    expect(compCard(model)).toEqual({ age: null, height: null, measurements: null, hair: null, eyes: null, shoeSize: null, categories: [], bio: null });
    expect(compCard({ ...model, shoe_size: 'outro', bio: '   ' })).toMatchObject({ shoeSize: 'Outro', bio: null });
  });

  it('photographer specialties as labels', () => {
    expect(specialtyLabels({ photographer_specialties: ['moda_editorial', 'video'] })).toEqual(['Moda / Editorial', 'Vídeo']);
  });
});
