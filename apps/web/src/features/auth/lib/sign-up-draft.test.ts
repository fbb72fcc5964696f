import { emptySignUpForm } from '@passarela/shared';
import { describe, expect, it } from 'vitest';
import {
  SIGN_UP_DRAFT_KEY,
  clearSignUpDraft,
  hasSignUpAnswers,
  readSignUpDraft,
  signUpDraftFromText,
  signUpDraftToText,
  writeSignUpDraft,
} from './sign-up-draft.ts';

/** sessionStorage as the tests need it (vitest runs in node). */
function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => {
      items.delete(key);
    },
    setItem: (key, value) => {
      items.set(key, value);
    },
  };
}

const filled = {
  ...emptySignUpForm,
  userType: 'photographer' as const,
  first_name: 'Ana',
  email: 'ana@exemplo.com.br',
  password: 'caminhada-na-praia',
  confirmPassword: 'caminhada-na-praia',
  phone: '(11) 98765-4321',
  model_characteristics: ['natural'],
};

describe('sign-up draft', () => {
  it('keeps every answer and the step, but never the password or its confirmation', () => {
    const text = signUpDraftToText({ form: filled, step: 4 });
    expect(text).not.toContain('caminhada-na-praia');
    expect(signUpDraftFromText(text)).toEqual({ form: { ...filled, password: '', confirmPassword: '' }, step: 4 });
  });

  it('reads nothing back from what it did not write', () => {
    for (const text of [
      null,
      '',
      'nao-e-json',
      '[]',
      '{"v":2,"step":1,"form":{}}',
      '{"v":1,"step":0,"form":{}}',
      '{"v":1,"step":2.5,"form":{}}',
      '{"v":1,"step":2}',
    ]) {
      expect(signUpDraftFromText(text), String(text)).toBeNull();
    }
  });

  it('drops fields of the wrong type or unknown, and passwords slipped in by hand', () => {
    const text = JSON.stringify({
      v: 1,
      step: 3,
      form: { userType: 'admin', gender: 'outro', first_name: 42, city: 'Recife', work_interests: ['tv', 7], password: 'segredo', extra: 'x' },
    });
    expect(signUpDraftFromText(text)).toEqual({ form: { ...emptySignUpForm, city: 'Recife' }, step: 3 });
  });

  it('is written, read and cleared in the storage given, and survives a storage that refuses', () => {
    const storage = memoryStorage();
    writeSignUpDraft({ form: filled, step: 2 }, storage);
    expect(storage.getItem(SIGN_UP_DRAFT_KEY)).toContain('Ana');
    expect(readSignUpDraft(storage)?.step).toBe(2);
    clearSignUpDraft(storage);
    expect(readSignUpDraft(storage)).toBeNull();

    const refusing = memoryStorage();
    refusing.getItem = () => {
      throw new Error('SecurityError');
    };
    refusing.setItem = () => {
      throw new Error('QuotaExceededError');
    };
    expect(() => writeSignUpDraft({ form: filled, step: 2 }, refusing)).not.toThrow();
    expect(readSignUpDraft(refusing)).toBeNull();
  });

  it('counts as answers anything typed or chosen, not the account type alone', () => {
    expect(hasSignUpAnswers(emptySignUpForm)).toBe(false);
    expect(hasSignUpAnswers({ ...emptySignUpForm, userType: 'contractor' })).toBe(false);
    expect(hasSignUpAnswers({ ...emptySignUpForm, first_name: '   ' })).toBe(false);
    expect(hasSignUpAnswers({ ...emptySignUpForm, first_name: 'A' })).toBe(true);
    expect(hasSignUpAnswers({ ...emptySignUpForm, password: 'x' })).toBe(true);
    expect(hasSignUpAnswers({ ...emptySignUpForm, gender: 'masculino' })).toBe(true);
    expect(hasSignUpAnswers({ ...emptySignUpForm, work_interests: ['tv'] })).toBe(true);
  });
});
