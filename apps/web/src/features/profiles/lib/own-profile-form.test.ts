import { describe, expect, it } from 'vitest';
import {
  firstError,
  isBirthDateLocked,
  needsGuardian,
  serverFieldErrors,
  toFormValues,
  toRequestBody,
  validateOwnProfileForm,
  validationToastTitle,
} from './own-profile-form.ts';
import { profileCompleteness } from './profile-completeness.ts';
import { testOwnProfile } from './test-profiles.ts';

const profile = testOwnProfile({ profile_image_url: '/media/u1/profile-480.webp' });

/** A birth date `years` ago and a month, so no birthday falls during the test. */
function bornYearsAgo(years: number): string {
  const date = new Date();
  date.setFullYear(date.getFullYear() - years);
  date.setMonth(date.getMonth() - 1);
  return date.toISOString().slice(0, 10);
}

describe('own profile form', () => {
  it('loads the profile with the phone masked', () => {
    const values = toFormValues(profile);
    expect(values.phone).toBe('(11) 98765-4321');
    expect(values.instagram_handle_raw).toBe('@ana.souza');
  });

  it('a valid model profile has no errors and sends model fields only', () => {
    const values = toFormValues(profile);
    expect(validateOwnProfileForm(values, 'model')).toEqual({});
    const body = toRequestBody({ ...values, company_name: 'x' }, 'model');
    expect(body.company_name).toBeNull();
    expect(body.work_interests).toEqual(['catalogo']);
  });

  it("uses the spec's messages", () => {
    const values = {
      ...toFormValues(profile),
      first_name: ' ',
      phone: '(11) 9876',
      city: '',
      state: '',
      instagram_handle_raw: '@@',
      work_interests: [],
      model_type: '',
    };
    expect(validateOwnProfileForm(values, 'model')).toEqual({
      first_name: 'Nome é obrigatório.',
      phone: 'Número de WhatsApp inválido ou incompleto.',
      city: 'Cidade é obrigatória.',
      state: 'Estado é obrigatório.',
      instagram_handle_raw: 'Instagram é obrigatório.',
      model_type: 'Tipo (Aparência) é obrigatório.',
      work_interests: 'Selecione ao menos um interesse de trabalho.',
    });
  });

  it('contractors send company fields and no model fields', () => {
    const values = { ...toFormValues({ ...profile, user_type: 'contractor' }), company_name: ' Agência Sol ', company_website: '' };
    expect(validateOwnProfileForm(values, 'contractor')).toEqual({});
    const body = toRequestBody(values, 'contractor');
    expect(body).toMatchObject({ company_name: 'Agência Sol', company_website: null, model_type: null, gender: null, work_interests: [] });
  });
});

/** A comp card filled in, as the API sends it and takes it back. */
const compCardDetails = {
  bio: 'Modelo de Campinas.',
  birth_date: '2000-05-10',
  height_cm: 175,
  bust_cm: 86,
  waist_cm: 62,
  hips_cm: 90,
  hair_color: 'castanho_escuro',
  eye_color: 'verde',
  shoe_size: '37',
  profile_categories: ['fashion_editorial'],
  is_hidden: true,
};
const compCardProfile = { ...profile, ...compCardDetails };

describe('own profile form: profile details', () => {
  it('loads the details as text and sends them back as numbers and options', () => {
    const values = toFormValues(compCardProfile);
    expect(values).toMatchObject({ bio: 'Modelo de Campinas.', birth_date: '2000-05-10', height_cm: '175', bust_cm: '86', shoe_size: '37', is_hidden: true });
    expect(validateOwnProfileForm(values, 'model')).toEqual({});
    expect(toRequestBody(values, 'model')).toMatchObject(compCardDetails);
  });

  it('emptied fields are sent as null (cleared), not left out', () => {
    const values = { ...toFormValues(compCardProfile), bio: '  ', birth_date: '', height_cm: '', hair_color: '', profile_categories: [] };
    expect(toRequestBody(values, 'model')).toMatchObject({ bio: null, birth_date: null, height_cm: null, hair_color: null, profile_categories: [] });
  });

  it('an empty profile loads as empty fields', () => {
    const values = toFormValues(profile);
    expect(values).toMatchObject({ bio: '', birth_date: '', height_cm: '', hips_cm: '', hair_color: '', profile_categories: [], is_hidden: false });
  });

  it("shows the shared schema's messages at the right fields", () => {
    const nextYear = new Date().getFullYear() + 1;
    const values = { ...toFormValues(compCardProfile), height_cm: '300', waist_cm: '20', birth_date: `${nextYear}-01-01` };
    expect(validateOwnProfileForm(values, 'model')).toEqual({
      height_cm: 'A altura deve estar entre 100 e 230 cm.',
      waist_cm: 'As medidas devem estar entre 40 e 200 cm.',
      birth_date: 'A data de nascimento não pode estar no futuro.',
    });
    const tooYoung = `${new Date().getFullYear() - 10}-01-01`;
    expect(validateOwnProfileForm({ ...values, height_cm: '175', waist_cm: '62', birth_date: tooYoung }, 'model')).toEqual({
      birth_date: 'É preciso ter pelo menos 14 anos.',
    });
    expect(validateOwnProfileForm({ ...values, height_cm: '175', waist_cm: '62', birth_date: '2001-02-30' }, 'model')).toEqual({
      birth_date: 'Data de nascimento inválida.',
    });
  });

  it('a bio over the limit gets the shared message', () => {
    const values = { ...toFormValues(compCardProfile), bio: 'a'.repeat(2001) };
    expect(validateOwnProfileForm(values, 'model')).toEqual({ bio: 'A bio pode ter até 2000 caracteres.' });
  });

  it('comp-card fields go for models only; specialties for photographers only', () => {
    const values = { ...toFormValues(compCardProfile), photographer_specialties: ['eventos'] };
    const modelBody = toRequestBody(values, 'model');
    expect(modelBody).not.toHaveProperty('photographer_specialties');
    const photographerBody = toRequestBody(values, 'photographer');
    expect(photographerBody).toMatchObject({ photographer_specialties: ['eventos'], bio: 'Modelo de Campinas.', is_hidden: true });
    for (const key of ['birth_date', 'height_cm', 'bust_cm', 'hair_color', 'shoe_size', 'profile_categories']) {
      expect(photographerBody).not.toHaveProperty(key);
    }
    expect(toRequestBody(values, 'contractor')).not.toHaveProperty('photographer_specialties');
    expect(validateOwnProfileForm(values, 'photographer')).toEqual({});
  });

  it("puts the server's field messages back at their fields", () => {
    const values = toFormValues(compCardProfile);
    const details = [
      { location: 'body', path: 'height_cm', message: 'A altura deve estar entre 100 e 230 cm.' },
      { location: 'body', path: 'profile_categories.1', message: 'Categoria inválida.' },
      { location: 'body', path: 'unknown_field', message: 'x' },
      { location: 'body', message: 'sem caminho' },
    ];
    expect(serverFieldErrors(details, values)).toEqual({ height_cm: 'A altura deve estar entre 100 e 230 cm.', profile_categories: 'Categoria inválida.' });
    expect(serverFieldErrors({ reason: 'x' }, values)).toEqual({});
  });

  it('the toast names the first field in reading order, titled by kind', () => {
    expect(firstError({ hips_cm: 'b', bio: 'a' })).toBe('a');
    expect(validationToastTitle('Cidade é obrigatória.')).toBe('Campo Obrigatório');
    expect(validationToastTitle('Selecione ao menos um interesse de trabalho.')).toBe('Campo Obrigatório');
    expect(validationToastTitle('A altura deve estar entre 100 e 230 cm.')).toBe('Confira os dados');
  });
});

describe('own profile form: a minor’s legal guardian', () => {
  it('asks for the guardian only while the birth date typed is under 18, and sends it only then', () => {
    const adult = { ...toFormValues(profile), birth_date: bornYearsAgo(20), guardian_name: 'Marta Lima' };
    expect(needsGuardian(adult, 'model')).toBe(false);
    expect(validateOwnProfileForm(adult, 'model')).toEqual({});
    expect(toRequestBody(adult, 'model')).not.toHaveProperty('guardian_name');
    expect(needsGuardian({ ...adult, birth_date: '2010-0' }, 'model')).toBe(false);

    const minor = { ...toFormValues(profile), birth_date: bornYearsAgo(16) };
    expect(needsGuardian(minor, 'model')).toBe(true);
    expect(needsGuardian(minor, 'photographer')).toBe(false);
    expect(validateOwnProfileForm(minor, 'model')).toEqual({
      guardian_name: 'Nome do responsável é obrigatório.',
      guardian_email: 'Email do responsável é obrigatório.',
      guardian_phone: 'WhatsApp do responsável é obrigatório.',
    });
    expect(firstError(validateOwnProfileForm({ ...minor, bio: 'x'.repeat(2001) }, 'model'))).toMatch(/bio/i);

    const filled = { ...minor, guardian_name: 'Marta', guardian_email: 'marta@', guardian_phone: '(19) 9888' };
    expect(validateOwnProfileForm(filled, 'model')).toEqual({
      guardian_name: 'Informe o nome completo do responsável.',
      guardian_email: 'Email do responsável inválido.',
      guardian_phone: 'WhatsApp do responsável inválido ou incompleto.',
    });
    const valid = { ...filled, guardian_name: 'Marta Lima', guardian_email: 'marta@exemplo.com', guardian_phone: '(19) 98888-7777' };
    expect(validateOwnProfileForm(valid, 'model')).toEqual({});
    expect(toRequestBody(valid, 'model')).toMatchObject({
      guardian_name: 'Marta Lima',
      guardian_email: 'marta@exemplo.com',
      guardian_phone: '(19) 98888-7777',
    });
  });

  it('refuses her own email and WhatsApp as the guardian’s, as typed (case, mask)', () => {
    const minor = { ...toFormValues(profile), birth_date: bornYearsAgo(16), guardian_name: 'Ana Souza Mãe' };
    const herself = { ...minor, guardian_email: ' ANA@example.com ', guardian_phone: '11987654321' };
    expect(validateOwnProfileForm(herself, 'model', profile.email)).toEqual({
      guardian_email: 'O email do responsável precisa ser diferente do seu. Informe o email do seu pai, mãe ou responsável legal.',
      guardian_phone: 'O WhatsApp do responsável precisa ser diferente do seu. Informe o número do seu pai, mãe ou responsável legal.',
    });
    expect(validateOwnProfileForm({ ...herself, guardian_email: 'marta@exemplo.com', guardian_phone: '(19) 98888-7777' }, 'model', profile.email)).toEqual({});
    // An adult's form asks no guardian, so nothing typed there is checked.
    expect(validateOwnProfileForm({ ...herself, birth_date: bornYearsAgo(20) }, 'model', profile.email)).toEqual({});
  });

  it('keeps the birth date for good once saved (the server refuses another one)', () => {
    expect(isBirthDateLocked(profile)).toBe(false);
    expect(isBirthDateLocked({ birth_date: '2009-03-15' })).toBe(true);
    // A refusal of the server lands on the field.
    const values = toFormValues({ ...profile, birth_date: '2009-03-15' });
    const message = 'A data de nascimento não pode ser alterada depois de salva. Se ela estiver errada, fale com o suporte.';
    expect(serverFieldErrors([{ location: 'body', path: 'birth_date', message }], values)).toEqual({ birth_date: message });
  });

  it('loads a stored guardian with the phone masked', () => {
    const values = toFormValues({ ...profile, guardian_name: 'Marta Lima', guardian_email: 'marta@exemplo.com', guardian_phone: '19988887777' });
    expect(values).toMatchObject({ guardian_name: 'Marta Lima', guardian_phone: '(19) 98888-7777' });
  });
});

describe('profileCompleteness', () => {
  it('counts the missing pieces, the comp card included', () => {
    const result = profileCompleteness(profile);
    expect(result.items.find((item) => item.key === 'characteristics')?.done).toBe(false);
    expect(result.items.filter((item) => !item.done).map((item) => item.key)).toEqual([
      'bio',
      'characteristics',
      'birth_date',
      'measurements',
      'hair_and_eyes',
      'categories',
    ]);
    expect(result.percent).toBe(53);
    expect(profileCompleteness({ ...compCardProfile, model_characteristics: ['alta'] }).percent).toBe(100);
    // Shoe size is optional.
    expect(profileCompleteness({ ...compCardProfile, model_characteristics: ['alta'], shoe_size: null }).percent).toBe(100);
    expect(profileCompleteness({ ...compCardProfile, model_characteristics: ['alta'], hips_cm: null }).percent).toBe(92);
  });

  it('photographers count their specialties; contractors do not', () => {
    const photographer = { ...profile, user_type: 'photographer' as const, bio: 'Fotógrafa.', company_name: 'Luz', company_details: 'Estúdio.' };
    expect(profileCompleteness(photographer).items.map((item) => item.key)).toContain('specialties');
    expect(profileCompleteness(photographer).percent).toBe(88);
    expect(profileCompleteness({ ...photographer, photographer_specialties: ['eventos'] }).percent).toBe(100);
    expect(profileCompleteness({ ...photographer, user_type: 'contractor' }).percent).toBe(100);
  });
});
