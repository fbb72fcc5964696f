import { describe, expect, it } from 'vitest';
import { guardianConsentNotice } from './guardian-consent-notice.ts';

const saved = { guardian_name: 'Marta Souza Lima', guardian_email: 'marta@exemplo.com.br', guardian_phone: '19988887777' };
const none = { guardian_name: null, guardian_email: null, guardian_phone: null };

describe('guardian consent notice in "Meu Perfil"', () => {
  it('says nothing while no guardian is on file nor typed', () => {
    expect(guardianConsentNotice(null, none, none)).toBeNull();
    expect(guardianConsentNotice(null, none, { guardian_name: ' ', guardian_email: '', guardian_phone: '' })).toBeNull();
  });

  it('tells her the guardian gets the email on saving, for a new or changed guardian', () => {
    expect(guardianConsentNotice(null, none, saved)?.kind).toBe('unsaved');
    const confirmed = { status: 'confirmed' as const, confirmed_at: '2026-03-12T17:05:00.000Z', last_sent_at: '2026-03-12T17:00:00.000Z' };
    const changed = guardianConsentNotice(confirmed, saved, { ...saved, guardian_email: 'rita@exemplo.com.br' });
    expect(changed).toMatchObject({ kind: 'unsaved', title: 'Responsável ainda não salvo' });
    expect(changed?.text).toContain('Ao salvar, enviamos um email para o responsável confirmar a autorização.');
  });

  it('reads the saved guardian as typed in the form: masked phone, spaces, upper case', () => {
    const typed = { guardian_name: ' Marta Souza Lima ', guardian_email: 'Marta@Exemplo.com.br', guardian_phone: '(19) 98888-7777' };
    const pending = { status: 'pending' as const, confirmed_at: null, last_sent_at: '2026-03-12T17:00:00.000Z' };
    expect(guardianConsentNotice(pending, saved, typed)?.kind).toBe('pending');
  });

  it('waits for confirmation, saying where and when the email went (Brasília time)', () => {
    const pending = { status: 'pending' as const, confirmed_at: null, last_sent_at: '2026-03-12T17:00:00.000Z' };
    expect(guardianConsentNotice(pending, saved, saved)).toEqual({
      kind: 'pending',
      title: 'Aguardando confirmação',
      text: 'Seu responsável precisa abrir o link do email e confirmar a autorização. Enviamos o email para marta@exemplo.com.br em 12/03/2026, 14:00. Até lá, você não pode se candidatar a vagas nem receber propostas.',
    });
  });

  it('shows when the guardian confirmed', () => {
    const confirmed = { status: 'confirmed' as const, confirmed_at: '2026-03-12T17:05:00.000Z', last_sent_at: '2026-03-12T17:00:00.000Z' };
    expect(guardianConsentNotice(confirmed, saved, saved)).toEqual({
      kind: 'confirmed',
      title: 'Autorização confirmada',
      text: 'Confirmado em 12/03/2026, 14:05.',
    });
  });
});
