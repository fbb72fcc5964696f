import { describe, expect, it } from 'vitest';
import { type JobMatchProfile, type JobMatchTarget, matchJobRequirements, mismatchTextForModel, mismatchTextForOwner } from './job-requirement-match.ts';

const anyone: JobMatchTarget = {
  city: 'São Paulo',
  state: 'SP',
  required_gender: null,
  required_model_types: [],
  required_physical_types: [],
  min_age: null,
  max_age: null,
  min_height_cm: null,
  max_height_cm: null,
};

const ana: JobMatchProfile = {
  city: 'São Paulo',
  state: 'SP',
  gender: 'feminino',
  model_type: 'morena',
  model_physical_type: 'fitness',
  height_cm: 172,
  age: 24,
};

const forModel = (job: Partial<JobMatchTarget>, profile: Partial<JobMatchProfile> = {}) =>
  matchJobRequirements({ ...anyone, ...job }, { ...ana, ...profile }).map(mismatchTextForModel);
const forOwner = (job: Partial<JobMatchTarget>, profile: Partial<JobMatchProfile> = {}) =>
  matchJobRequirements({ ...anyone, ...job }, { ...ana, ...profile }).map(mismatchTextForOwner);

describe('matchJobRequirements', () => {
  it('finds nothing when the profile meets every requirement, bounds included', () => {
    const job = {
      required_gender: 'feminino',
      required_model_types: ['loira', 'morena'],
      required_physical_types: ['fitness'],
      min_age: 24,
      max_age: 30,
      min_height_cm: 165,
      max_height_cm: 172,
    };
    expect(matchJobRequirements({ ...anyone, ...job }, ana)).toEqual([]);
    expect(matchJobRequirements(anyone, ana)).toEqual([]);
  });

  it('compares the city as people type it: case, accents and spaces do not matter', () => {
    expect(forModel({}, { city: '  sao   PAULO ' })).toEqual([]);
    expect(forModel({}, { city: 'Campinas' })).toEqual(['Esta vaga é em São Paulo, SP; seu perfil diz Campinas, SP.']);
    expect(forModel({ city: 'Rio de Janeiro', state: 'RJ' }, { city: 'Rio de Janeiro', state: 'SP' })).toEqual([
      'Esta vaga é em Rio de Janeiro, RJ; seu perfil diz Rio de Janeiro, SP.',
    ]);
    expect(forModel({}, { city: null })).toEqual(['Esta vaga é em São Paulo, SP; seu perfil não informa a cidade.']);
  });

  it('says the height asked for and the one on the profile, in metres', () => {
    expect(forModel({ min_height_cm: 170, max_height_cm: 180 }, { height_cm: 162 })).toEqual([
      'Esta vaga pede altura entre 1,70 m e 1,80 m; seu perfil diz 1,62 m.',
    ]);
    expect(forModel({ min_height_cm: 175 })).toEqual(['Esta vaga pede altura a partir de 1,75 m; seu perfil diz 1,72 m.']);
    expect(forModel({ max_height_cm: 170 })).toEqual(['Esta vaga pede altura até 1,70 m; seu perfil diz 1,72 m.']);
    expect(forModel({ min_height_cm: 180, max_height_cm: 180 })).toEqual(['Esta vaga pede altura de 1,80 m; seu perfil diz 1,72 m.']);
    expect(forModel({ min_height_cm: 160 }, { height_cm: null })).toEqual(['Esta vaga pede altura a partir de 1,60 m; seu perfil não informa a altura.']);
  });

  it('checks the age range', () => {
    expect(forModel({ min_age: 18, max_age: 22 })).toEqual(['Esta vaga pede idade entre 18 e 22 anos; seu perfil diz 24 anos.']);
    expect(forModel({ min_age: 25 })).toEqual(['Esta vaga pede idade a partir de 25 anos; seu perfil diz 24 anos.']);
    expect(forModel({ min_age: 18 }, { age: 16 })).toEqual(['Esta vaga pede idade a partir de 18 anos; seu perfil diz 16 anos.']);
    expect(forModel({ max_age: 30 }, { age: null })).toEqual(['Esta vaga pede idade até 30 anos; seu perfil não informa a idade.']);
  });

  it('checks gender, appearance and physical profile, in the words of the options', () => {
    expect(forModel({ required_gender: 'masculino' })).toEqual(['Esta vaga pede gênero masculino; seu perfil diz feminino.']);
    expect(forModel({ required_model_types: ['loira', 'ruiva', 'asiatica'] })).toEqual([
      'Esta vaga pede aparência loira, ruiva ou asiática; seu perfil diz morena.',
    ]);
    expect(forModel({ required_physical_types: ['plus_size'] })).toEqual(['Esta vaga pede perfil físico plus size; seu perfil diz fitness.']);
    expect(forModel({ required_physical_types: ['magra'] }, { model_physical_type: null })).toEqual([
      'Esta vaga pede perfil físico magra; seu perfil não informa o perfil físico.',
    ]);
    // A job for men, and a man's profile, read in the masculine.
    expect(forModel({ required_gender: 'masculino', required_model_types: ['loira'] }, { gender: 'masculino', model_type: 'ruiva' })).toEqual([
      'Esta vaga pede aparência loiro; seu perfil diz ruivo.',
    ]);
  });

  it('lists every miss in the order the job page shows the requirements', () => {
    const job = { city: 'Rio de Janeiro', state: 'RJ', required_gender: 'feminino', min_age: 30, max_height_cm: 165, required_model_types: ['ruiva'] };
    expect(matchJobRequirements({ ...anyone, ...job }, ana).map((miss) => miss.requirement)).toEqual(['location', 'model_type', 'age', 'height']);
  });

  it("tells the job's owner each miss as a short line", () => {
    expect(forOwner({ min_height_cm: 160, max_height_cm: 170, city: 'Campinas' }, { height_cm: 185 })).toEqual([
      'Local: São Paulo, SP; a vaga é em Campinas, SP.',
      'Altura: 1,85 m; a vaga pede entre 1,60 m e 1,70 m.',
    ]);
    expect(forOwner({ min_age: 18 }, { age: null })).toEqual(['Idade: o perfil não informa; a vaga pede a partir de 18 anos.']);
  });
});
