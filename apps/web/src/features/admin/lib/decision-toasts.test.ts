import { describe, expect, it, vi } from 'vitest';
import { getToasts } from '../../../lib/toast.ts';
import { decisionCallbacks } from './decision-toasts.ts';

describe('decisionCallbacks', () => {
  it('says what was done and closes on success; shows the server message on failure', () => {
    const done = vi.fn();
    const callbacks = decisionCallbacks('Saque marcado como pago', done);
    callbacks.onSuccess();
    expect(done).toHaveBeenCalledOnce();
    callbacks.onError(new Error('Saque já decidido.'));
    expect(done).toHaveBeenCalledOnce();
    expect(getToasts().slice(-2)).toMatchObject([
      { title: 'Saque marcado como pago', variant: 'success' },
      { title: 'Não foi possível concluir', description: 'Saque já decidido.', variant: 'destructive' },
    ]);
  });
});
