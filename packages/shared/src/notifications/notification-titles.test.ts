import { describe, expect, it } from 'vitest';
import { notificationTitle, readerGenderOf } from './notification-titles.ts';
import { notificationTypes } from './notification-types.ts';

describe('notificationTitle', () => {
  it('tells of a proposal when one is sent, also when an applicant is hired from a job, in every gender', () => {
    for (const gender of ['feminino', 'masculino', null]) {
      expect(notificationTitle('proposal_received', gender)).toBe('Você recebeu uma proposta');
      expect(notificationTitle('application_hired', gender)).toBe('Você recebeu uma proposta');
    }
  });

  it('says hired once the contract is paid, in the reader’s gender, neutral when unknown', () => {
    expect(notificationTitle('contract_funded', 'feminino')).toBe('Você foi contratada!');
    expect(notificationTitle('contract_funded', 'masculino')).toBe('Você foi contratado!');
    expect(notificationTitle('contract_funded', null)).toBe('Sua contratação foi confirmada!');
    expect(notificationTitle('contract_funded')).toBe('Sua contratação foi confirmada!');
    expect(notificationTitle('contract_funded', 'outro')).toBe('Sua contratação foi confirmada!');
  });

  it('shortlists in the reader’s gender', () => {
    expect(notificationTitle('application_shortlisted', 'feminino')).toBe('Você foi pré-selecionada');
    expect(notificationTitle('application_shortlisted', 'masculino')).toBe('Você foi pré-selecionado');
    expect(notificationTitle('application_shortlisted', undefined)).toBe('Sua candidatura foi pré-selecionada');
  });

  it('has a title for every kind, and none calls a man or an unknown reader by a feminine word', () => {
    for (const type of notificationTypes) {
      for (const gender of ['feminino', 'masculino', null]) expect(notificationTitle(type, gender).trim()).not.toBe('');
      for (const gender of ['masculino', null]) expect(notificationTitle(type, gender)).not.toMatch(/Você foi \S+a\b/u);
    }
  });
});

describe('readerGenderOf', () => {
  it('maps the profile’s gender; anything else is neutral', () => {
    expect(readerGenderOf('feminino')).toBe('feminine');
    expect(readerGenderOf('masculino')).toBe('masculine');
    expect(readerGenderOf(null)).toBe('neutral');
    expect(readerGenderOf('')).toBe('neutral');
  });
});
