import { type JobView, todayInBrazil } from '@passarela/shared';
import { describe, expect, it } from 'vitest';
import { listSearch, parseListFilters } from '../../../lib/list-pages/filters-in-url.ts';
import { centavosToReais, jobsList, reaisToCentavos, withJobFilterChange } from './job-filters.ts';
import { changedJobFields, emptyJobForm, jobToFormValues, serverJobErrors, toJobBody, validateJobForm } from './job-form.ts';
import { jobDates, jobRequirements } from './job-text.ts';

const inDays = (days: number) => {
  const [y, m, d] = todayInBrazil().split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
};

const filled = {
  ...emptyJobForm,
  title: 'Hostess para congresso médico',
  description: 'Recepção e credenciamento de congressistas por dois dias.',
  job_type: 'hostess',
  city: 'Recife',
  state: 'PE',
  starts_on: inDays(15),
  pay: '1.250,50',
  pay_unit: 'day' as const,
  openings: '2',
};

describe('/vagas filters', () => {
  it('parse from the URL (pay in centavos, dates) and write back in a stable order', () => {
    const filters = parseListFilters(jobsList, new URLSearchParams('?state=SP&pay_min=20000&date_from=2030-01-10&q=sao+paulo&bogus=1&job_type=nada'));
    expect(filters).toMatchObject({ state: 'SP', pay_min: 20000, date_from: '2030-01-10', q: 'sao paulo' });
    expect(filters.job_type).toBeUndefined();
    expect(listSearch(jobsList, filters)).toBe('?q=sao%20paulo&state=SP&pay_min=20000&date_from=2030-01-10');
  });

  it('keep pay and date ranges valid when a bound crosses the other', () => {
    const base = parseListFilters(jobsList, new URLSearchParams('?pay_max=10000&date_to=2030-01-10'));
    expect(withJobFilterChange(base, { pay_min: 20000 })).toEqual({ pay_min: 20000, pay_max: undefined });
    expect(withJobFilterChange(base, { date_from: '2030-02-01' })).toEqual({ date_from: '2030-02-01', date_to: undefined });
    expect(withJobFilterChange(base, { pay_min: 5000 })).toEqual({ pay_min: 5000 });
  });

  it('read reais as people type them', () => {
    expect(reaisToCentavos('250')).toBe(25000);
    expect(reaisToCentavos('1.250,50')).toBe(125050);
    expect(reaisToCentavos('R$ 99,9')).toBe(9990);
    expect(reaisToCentavos('')).toBeUndefined();
    expect(reaisToCentavos('abc')).toBeUndefined();
    expect(centavosToReais(125050)).toBe('1250,50');
    expect(centavosToReais(25000)).toBe('250');
  });
});

describe('the job form', () => {
  it('uses the shared validation, with Portuguese messages on the form’s fields', () => {
    expect(validateJobForm(filled, true)).toEqual({});
    const errors = validateJobForm({ ...filled, title: 'Oi', pay: '', starts_on: inDays(-1), min_age: '40', max_age: '30' }, true);
    expect(errors).toEqual({
      title: 'O título deve ter pelo menos 5 caracteres.',
      pay: 'Informe o valor do cachê em reais.',
      starts_on: 'A data de início não pode estar no passado.',
      max_age: 'A idade máxima não pode ser menor que a mínima.',
    });
    // A draft may keep a past date.
    expect(validateJobForm({ ...filled, starts_on: inDays(-1) }, false)).toEqual({});
  });

  it('sends centavos and nulls, maps server errors back, and edits only what changed', () => {
    expect(toJobBody(filled)).toMatchObject({ pay_cents: 125050, openings: 2, ends_on: null, min_age: null, required_gender: null });
    expect(
      serverJobErrors([
        { path: 'pay_cents', message: 'Alto demais.' },
        { path: 'title', message: 'Curto.' },
      ]),
    ).toEqual({ pay: 'Alto demais.', title: 'Curto.' });
    expect(changedJobFields(filled, { ...filled, title: 'Hostess bilíngue para congresso', min_age: '21' })).toEqual({
      title: 'Hostess bilíngue para congresso',
      min_age: 21,
    });
  });

  it('fills from a job and describes its requirements in Portuguese', () => {
    const job = {
      ...toJobBody(filled),
      id: 'x',
      pay_cents: 25000,
      ends_on: inDays(16),
      required_gender: 'feminino',
      required_model_types: ['morena', 'ruiva'],
      required_physical_types: [],
      min_age: 21,
      max_age: null,
      min_height_cm: 165,
      max_height_cm: 180,
      application_deadline: null,
    } as unknown as JobView;
    expect(jobToFormValues(job)).toMatchObject({ pay: '250', min_age: '21', max_age: '', ends_on: inDays(16) });
    expect(jobRequirements(job)).toEqual([
      { label: 'Gênero', value: 'Feminino' },
      { label: 'Aparência', value: 'Morena, Ruiva' },
      { label: 'Idade', value: 'a partir de 21 anos' },
      { label: 'Altura', value: 'de 165 a 180 cm' },
    ]);
    // A job for men asks for them in the masculine; one for anyone keeps the spec's words.
    const forMen = { ...job, required_gender: 'masculino', required_physical_types: ['magra'] } as JobView;
    expect(jobRequirements(forMen).slice(0, 3)).toEqual([
      { label: 'Gênero', value: 'Masculino' },
      { label: 'Aparência', value: 'Moreno, Ruivo' },
      { label: 'Perfil físico', value: 'Magro' },
    ]);
    expect(jobRequirements({ ...job, required_gender: null })[0]).toEqual({ label: 'Aparência', value: 'Morena, Ruiva' });
    expect(jobDates('2030-03-15', '2030-03-17')).toBe('15/03/2030 a 17/03/2030');
    expect(jobDates('2030-03-15', null)).toBe('15/03/2030');
  });
});
