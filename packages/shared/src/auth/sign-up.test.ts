import { describe, expect, it } from 'vitest';
import { emptySignUpForm, type SignUpFormValues, signUpBodySchema, signUpSteps, validateSignUpForm, validateSignUpStep } from './sign-up.ts';

const withoutConfirm = ({ confirmPassword: _c, ...rest }: SignUpFormValues) => rest;
const model: SignUpFormValues = {
  ...emptySignUpForm,
  first_name: 'Ana',
  last_name: 'Souza',
  email: '  ana@exemplo.com ',
  password: 'segredo1',
  confirmPassword: 'segredo1',
  phone: '(11) 98765-4321',
  city: 'São Paulo',
  state: 'SP',
  instagram_handle_raw: 'https://instagram.com/ana.souza',
  model_type: 'morena',
  model_physical_type: 'fitness',
  work_interests: ['catalogo'],
};

describe('wizard steps', () => {
  it('has 10 steps for models and 6 for others, photo last', () => {
    expect(signUpSteps('model')).toHaveLength(10);
    expect(signUpSteps('contractor')).toHaveLength(6);
    expect(signUpSteps('photographer').at(-1)).toBe('photo');
    expect(signUpSteps('model').at(-1)).toBe('photo');
  });

  it.each([
    ['personal', { first_name: ' ' }, 'Campo Obrigatório', 'Nome é obrigatório.'],
    ['personal', { last_name: '' }, 'Campo Obrigatório', 'Sobrenome é obrigatório.'],
    ['personal', { email: 'ana@' }, 'Email Inválido', 'Por favor, insira um email válido.'],
    ['personal', { password: '12345', confirmPassword: '12345' }, 'Senha Curta', 'A senha deve ter pelo menos 6 caracteres.'],
    ['personal', { confirmPassword: 'outra123' }, 'Senhas Diferentes', 'As senhas não coincidem.'],
    ['location', { city: '' }, 'Campo Obrigatório', 'Cidade é obrigatória.'],
    ['location', { state: '' }, 'Campo Obrigatório', 'Estado é obrigatório.'],
    ['whatsapp', { phone: '(11) 9876' }, 'WhatsApp Inválido', 'Número de WhatsApp inválido ou incompleto.'],
    ['instagram', { instagram_handle_raw: '@' }, 'Campo Obrigatório', 'Instagram é obrigatório.'],
    ['appearance', { model_type: '' }, 'Campo Obrigatório', 'Tipo (Aparência) é obrigatório.'],
    ['physical', { model_physical_type: '' }, 'Campo Obrigatório', 'Perfil físico é obrigatório.'],
    ['interests', { work_interests: [] }, 'Campo Obrigatório', 'Selecione ao menos um interesse de trabalho.'],
  ] as const)('%s: %j gives %s / %s', (step, change, title, description) => {
    expect(validateSignUpStep(step, { ...model, ...change } as SignUpFormValues)).toMatchObject({ title, description });
  });

  it('requires the photo on the last step', () => {
    expect(validateSignUpStep('photo', model)).toMatchObject({
      title: 'Foto de Perfil Obrigatória',
      description: 'Por favor, adicione uma foto para continuar.',
    });
    expect(validateSignUpForm(model, { hasPhoto: true })).toBeNull();
  });

  it('does not ask a contractor for model steps', () => {
    expect(validateSignUpForm({ ...model, userType: 'contractor', model_type: '', work_interests: [] }, { hasPhoto: true })).toBeNull();
  });
});

describe('sign-up body', () => {
  it('normalises email, phone, handle and defaults', () => {
    const data = signUpBodySchema.parse({ ...withoutConfirm(model), gender: undefined, acceptedTerms: true });
    expect(data).toMatchObject({
      email: 'ana@exemplo.com',
      phone: '11987654321',
      instagram_handle: 'ana.souza',
      gender: 'feminino',
      model_characteristics: [],
    });
  });

  it('clears model fields for contractors and requires them for models', () => {
    const contractor = signUpBodySchema.parse({ ...withoutConfirm(model), userType: 'contractor', acceptedTerms: true });
    expect(contractor).toMatchObject({ gender: null, model_type: null, work_interests: [] });
    expect(signUpBodySchema.safeParse({ ...withoutConfirm(model), work_interests: [], acceptedTerms: true }).success).toBe(false);
  });

  it('refuses admin as a self-selected type, unknown fields and missing consent', () => {
    const base = { ...withoutConfirm(model), acceptedTerms: true };
    expect(signUpBodySchema.safeParse({ ...base, userType: 'admin' }).success).toBe(false);
    expect(signUpBodySchema.safeParse({ ...base, role: 'admin' }).success).toBe(false);
    expect(signUpBodySchema.safeParse({ ...base, acceptedTerms: false }).success).toBe(false);
  });
});
