import { contractorsPageSchema, jobsPageSchema, modelsPageSchema } from '@passarela/shared';
import { serializerCompiler } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { compiledJsonSerializer } from './compiled-json-serializer.ts';

type Serialize = (data: unknown) => string;
const route = { method: 'GET', url: '/api/x', httpStatus: '200' };
const compile = (schema: z.ZodType): Serialize => compiledJsonSerializer({ schema, ...route });
const zodSerializer = (schema: z.ZodType): Serialize => serializerCompiler({ schema, ...route });

const modelCard = {
  profile_slug: 'joao-conceicao',
  first_name: 'João',
  last_name: 'Conceição "Jota" \\ d\'Ávila',
  city: 'São Paulo',
  state: 'SP',
  gender: 'masculino',
  model_type: 'moreno',
  model_physical_type: 'atletico',
  profile_image_url: '/media/p/joao-640.webp',
  height_cm: 183,
  is_pro: true,
  is_verified: false,
};
const unrated = { ...modelCard, city: null, state: null, gender: null, model_type: null, model_physical_type: null, profile_image_url: null, height_cm: null };
const contractorCard = {
  profile_slug: 'estudio-luz',
  user_type: 'photographer',
  first_name: 'Ana',
  last_name: 'Lima',
  company_name: 'Estúdio Luz\u2028Norte',
  city: 'Recife',
  state: 'PE',
  profile_image_url: null,
  photographer_specialties: ['moda', 'retrato'],
  is_pro: false,
  is_verified: true,
  rating_average: 4.7,
  rating_count: 12,
};

const jobCard = {
  id: '00000000-0000-4000-8000-000000000001',
  title: 'Recepcionista para feira — 3 dias',
  job_type: 'feira',
  city: 'São Paulo',
  state: 'SP',
  starts_on: '2026-12-01',
  ends_on: null,
  pay_cents: 45000,
  pay_unit: 'day',
  openings: 4,
  status: 'open',
  featured: true,
  published_at: '2026-11-20 10:00:00.123456+00',
  owner: { name: 'Eventos Sul', profile_slug: 'eventos-sul', profile_image_url: null, user_type: 'contractor', is_verified: true },
};

describe('compiledJsonSerializer', () => {
  it('writes the public lists’ pages (models, contractors, jobs) exactly as the Zod serializer does', () => {
    const pages: [z.ZodType, unknown][] = [
      [modelsPageSchema, { items: [modelCard, { ...modelCard, rating_average: 3.5, rating_count: 2 }, unrated], nextCursor: 'eyJ2IjoxfQ' }],
      [modelsPageSchema, { items: [], nextCursor: null }],
      [contractorsPageSchema, { items: [contractorCard, { ...contractorCard, user_type: 'contractor', photographer_specialties: [] }], nextCursor: null }],
      [jobsPageSchema, { items: [jobCard, { ...jobCard, featured: false, ends_on: '2026-12-03', published_at: null }], nextCursor: 'eyJ2IjoxfQ' }],
    ];
    for (const [schema, page] of pages) {
      const written = compile(schema)(page);
      expect(written).toBe(zodSerializer(schema)(page));
      expect(JSON.parse(written)).toEqual(page);
    }
  });

  it('leaves out what the schema does not declare, as the Zod serializer does', () => {
    const page = { items: [{ ...modelCard, email: 'joao@example.com', user_id: 'u1' }], nextCursor: null, debug: 'x' };
    const written = compile(modelsPageSchema)(page);
    expect(written).toBe(zodSerializer(modelsPageSchema)(page));
    expect(written).not.toContain('joao@example.com');
    expect(written).not.toContain('debug');
  });

  it('refuses at compile time a schema JSON Schema cannot express', () => {
    expect(() => compile(z.object({ at: z.date() }))).toThrow();
  });
});
