import { notificationTitle, notificationTypes } from '@passarela/shared';
import { describe, expect, it } from 'vitest';
import { notificationEmailSubject } from './notification-email-subject.ts';

describe('notificationEmailSubject', () => {
  it('puts the site first and the title last, so a title ending in "!" ends the subject', () => {
    expect(notificationEmailSubject({ title: 'Você foi contratado!', siteName: 'Passarela' })).toBe('Passarela: Você foi contratado!');
    expect(notificationEmailSubject({ title: 'Você recebeu uma proposta', siteName: 'Passarela' })).toBe('Passarela: Você recebeu uma proposta');
  });

  it('names the minor a guardian’s copy is about', () => {
    expect(notificationEmailSubject({ title: 'Você recebeu uma proposta', siteName: 'Passarela', copyFor: 'Sofia' })).toBe(
      'Aviso para Sofia na Passarela: Você recebeu uma proposta',
    );
  });

  it('never glues punctuation to more words, for any title in any gender', () => {
    for (const type of notificationTypes) {
      for (const gender of ['feminino', 'masculino', null]) {
        for (const copyFor of [undefined, 'Sofia']) {
          const subject = notificationEmailSubject({ title: notificationTitle(type, gender), siteName: 'Passarela', copyFor });
          expect(subject).not.toMatch(/[!?.] \S/u);
        }
      }
    }
  });
});
