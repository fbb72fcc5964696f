import type { PaymentPreferenceResponse } from '@passarela/shared';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { type PaymentModalState, initialPaymentState } from '../lib/payment-flow.ts';
import { PaymentModalBody } from './payment-modal.tsx';
import { SandboxPaymentForm } from './sandbox-payment-form.tsx';

const preference: PaymentPreferenceResponse = {
  preferenceId: 'pref-1',
  transaction: { id: '0b6a3c36-5f55-4a8f-9a8e-3f0e3b7b2a11', description: 'Pagamento de teste', amount_cents: 1050 },
  error: null,
};
const render = (patch: Partial<PaymentModalState>) =>
  renderToStaticMarkup(<PaymentModalBody state={{ ...initialPaymentState, isOpen: true, ...patch }} onClose={() => undefined} />);

describe('payment modal screens', () => {
  it('shows a spinner with a status while creating the preference and while processing', () => {
    expect(render({ phase: 'creating_preference' })).toContain('<output');
    expect(render({ phase: 'processing' })).toContain('Processando o pagamento...');
  });

  it("success says 'Pagamento Aprovado!' naming the description, with 'Fechar'", () => {
    const html = render({
      phase: 'success',
      preference,
      result: { status: 'approved', status_detail: 'accredited', error: null, payment: { id: preference.transaction.id, pix: null, boleto: null } },
    });
    expect(html).toContain('Pagamento Aprovado!');
    expect(html).toContain('Sua transação para &quot;Pagamento de teste&quot; foi concluída com sucesso. Você será redirecionado em seguida.');
    expect(html).toContain('Fechar');
  });

  it("error says 'Pagamento Falhou' with the message, or the spec's default", () => {
    expect(render({ phase: 'error', errorMessage: 'O banco emissor não aprovou o pagamento.' })).toContain('O banco emissor não aprovou o pagamento.');
    const html = render({ phase: 'error' });
    expect(html).toContain('Pagamento Falhou');
    expect(html).toContain('Houve um problema ao processar seu pagamento. Por favor, tente novamente.');
    expect(html).toContain('role="alert"');
  });

  it('idle renders nothing', () => {
    expect(render({ phase: 'idle' })).toBe('');
  });
});

describe('sandbox payment form', () => {
  const form = (methods = { card: true, pix: true, boleto: true, wallet: true }) =>
    renderToStaticMarkup(<SandboxPaymentForm amountCents={1050} methods={methods} payerEmail="admin@passarela.test" onSubmit={async () => undefined} />);

  it("offers only the enabled methods, with the test notice, labelled card fields and the payer's email", () => {
    const html = form();
    for (const label of [
      'Cartão de crédito/débito',
      'Pix',
      'Boleto',
      'Saldo Mercado Pago',
      'Ambiente de testes',
      'Nome do titular',
      'Validade (MM/AA)',
      'CVV',
      'Parcelas',
      'CPF do titular',
    ]) {
      expect(html).toContain(label);
    }
    expect(html).toContain('APRO');
    expect(html).toContain('OTHE');
    expect(html).toContain('value="admin@passarela.test"');
    expect(html).toContain('12x: 1 de R$ 0,93 + 11 de R$ 0,87');
    expect(html).toContain('Pagar R$ 10,50');
    const pixOnly = form({ card: false, pix: true, boleto: false, wallet: false });
    expect(pixOnly).not.toContain('Cartão de crédito/débito');
    expect(pixOnly).not.toContain('Nome do titular');
    expect(pixOnly).toContain('CPF do titular');
  });
});
