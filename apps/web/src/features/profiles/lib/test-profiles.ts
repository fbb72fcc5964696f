import type { OwnProfile, PublicProfile } from '@passarela/shared';

/**
 * Test data only (the unit tests of this folder): Ana Souza, a model from Campinas whose optional
 * details are all empty. Each test overrides what it is about.
 */
const anaSouza: PublicProfile = {
  user_id: 'u1',
  profile_slug: 'ana-souza',
  user_type: 'model',
  first_name: 'Ana',
  last_name: 'Souza',
  profile_image_url: null,
  city: 'Campinas',
  state: 'SP',
  instagram_handle: 'ana.souza',
  instagram_handle_raw: '@ana.souza',
  gender: 'feminino',
  model_type: 'morena',
  model_physical_type: 'fitness',
  model_characteristics: [],
  work_interests: ['catalogo'],
  company_name: null,
  company_website: null,
  company_details: null,
  created_at: '2025-01-01T00:00:00.000Z',
  bio: null,
  age: null,
  height_cm: null,
  bust_cm: null,
  waist_cm: null,
  hips_cm: null,
  hair_color: null,
  eye_color: null,
  shoe_size: null,
  profile_categories: [],
  photographer_specialties: [],
  is_verified: false,
  is_pro: false,
};

/** Her profile as anyone sees it (/perfil/ana-souza). */
export function testPublicProfile(overrides: Partial<PublicProfile> = {}): PublicProfile {
  return { ...anaSouza, ...overrides };
}

/** Her profile as she sees it in "Meu Perfil": an adult's, visible, with her private fields. */
export function testOwnProfile(overrides: Partial<OwnProfile> = {}): OwnProfile {
  return {
    ...anaSouza,
    user_id: 'u1',
    email: 'ana@example.com',
    phone: '11987654321',
    updated_at: '2025-01-01T00:00:00.000Z',
    birth_date: null,
    is_hidden: false,
    guardian_name: null,
    guardian_email: null,
    guardian_phone: null,
    guardian_consent: null,
    ...overrides,
  };
}
