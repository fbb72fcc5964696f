import { emptySignUpForm, signUpBodySchema } from '@passarela/shared';
import { describe, expect, it } from 'vitest';
import { instagramPreview, toSignUpBody } from './sign-up-body.ts';

const model = {
  ...emptySignUpForm,
  first_name: ' Ana ',
  last_name: ' Souza ',
  email: '  Ana@Exemplo.com.br ',
  password: 'caminhada-na-praia',
  confirmPassword: 'caminhada-na-praia',
  phone: '(11) 98765-4321',
  city: ' São Paulo ',
  state: 'SP',
  instagram_handle_raw: 'https://instagram.com/ana.souza/',
  model_type: 'morena',
  model_physical_type: 'fitness',
  model_characteristics: ['natural'],
  work_interests: ['catalogo'],
};

describe('toSignUpBody', () => {
  it('normalises a model form into a body the server schema accepts', () => {
    const body = toSignUpBody(model, true);
    expect(body).toMatchObject({ email: 'Ana@Exemplo.com.br', phone: '11987654321', city: 'São Paulo', gender: 'feminino', acceptedTerms: true });
    expect(body).not.toHaveProperty('confirmPassword');
    const parsed = signUpBodySchema.parse(body);
    expect(parsed.email).toBe('ana@exemplo.com.br');
    expect(parsed.instagram_handle).toBe('ana.souza');
  });

  it('sends no model answers for contractors and photographers', () => {
    const body = toSignUpBody({ ...model, userType: 'contractor' }, true);
    expect(body).toMatchObject({ gender: null, model_type: null, model_physical_type: null, model_characteristics: [], work_interests: [] });
    expect(signUpBodySchema.safeParse(body).success).toBe(true);
  });

  it('keeps an unchecked consent false so the server refuses it', () => {
    expect(signUpBodySchema.safeParse(toSignUpBody(model, false)).success).toBe(false);
  });
});

describe('instagramPreview', () => {
  it('shows the normalised handle with a leading @, or nothing', () => {
    expect(instagramPreview('@@ana.souza')).toBe('@ana.souza');
    expect(instagramPreview('https://www.instagram.com/ana_souza?igsh=abc')).toBe('@ana_souza');
    expect(instagramPreview('   ')).toBe('');
  });
});
