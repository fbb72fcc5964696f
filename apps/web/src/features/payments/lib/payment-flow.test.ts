import type { PaymentPreferenceResponse, PaymentView, ProcessPaymentResponse } from '@passarela/shared';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, NETWORK_ERROR } from '../../../lib/api-client.ts';
import { type PaymentEnvironment, type PaymentFlowDeps, type PaymentFormData, createPaymentFlow } from './payment-flow.ts';

const transactionId = '0b6a3c36-5f55-4a8f-9a8e-3f0e3b7b2a11';
const preference: PaymentPreferenceResponse = {
  preferenceId: 'pref-1',
  transaction: { id: transactionId, description: 'Pagamento de teste', amount_cents: 1050 },
  error: null,
};
const approved: ProcessPaymentResponse = {
  status: 'approved',
  status_detail: 'accredited',
  error: null,
  payment: { id: transactionId, pix: null, boleto: null },
};
const rejected: ProcessPaymentResponse = {
  status: 'rejected',
  status_detail: 'cc_rejected_other_reason',
  error: null,
  payment: { id: transactionId, pix: null, boleto: null },
};
const pixPending: ProcessPaymentResponse = {
  status: 'pending',
  status_detail: 'pending_waiting_transfer',
  error: null,
  payment: { id: transactionId, pix: { qr_code: '000201...', qr_code_base64: 'iVBOR', ticket_url: null, expires_at: null }, boleto: null },
};
const request = {
  purpose: 'test_payment' as const,
  amount_cents: 1050,
  metadata: { test_id: 't1', success_url: '/testepagamento?resultado=aprovado', failure_url: '/testepagamento?resultado=falhou' },
};
const cardData: PaymentFormData = { payment_method_id: 'visa', token: 'tok', installments: 1, payer: { email: 'a@b.com' } };

const allMethods = { card: true, pix: true, boleto: true, wallet: true };
const readyEnv = (patch: Partial<PaymentEnvironment> = {}): PaymentEnvironment => ({
  session: { email: 'admin@passarela.test' },
  methods: allMethods,
  publicKey: { status: 'ready', publicKey: 'sandbox-key', provider: 'sandbox' },
  retryPublicKey: vi.fn(),
  ...patch,
});

function setup(overrides: Partial<PaymentFlowDeps> = {}, env: PaymentEnvironment = readyEnv()) {
  const deps = {
    createPreference: vi.fn(async () => structuredClone(preference)),
    processPayment: vi.fn(async () => approved),
    openLogin: vi.fn(),
    toast: vi.fn(),
    newIdempotencyKey: vi.fn(() => `key-${Math.random()}`),
    onSettled: vi.fn(),
    ...overrides,
  };
  const flow = createPaymentFlow(deps);
  flow.setEnvironment(env);
  return { flow, deps };
}

async function readyFlow(overrides: Partial<PaymentFlowDeps> = {}) {
  const ctx = setup(overrides);
  await ctx.flow.start(request);
  expect(ctx.flow.formOpened()).toBe(true);
  return ctx;
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('starting a payment', () => {
  it('refuses a guest with "Acesso Negado" and opens the login modal', async () => {
    const { flow, deps } = setup({}, readyEnv({ session: 'guest' }));
    await flow.start(request);
    expect(deps.toast).toHaveBeenCalledWith({
      variant: 'destructive',
      title: 'Acesso Negado',
      description: 'Você precisa estar logado para fazer um pagamento.',
    });
    expect(deps.openLogin).toHaveBeenCalledOnce();
    expect(deps.createPreference).not.toHaveBeenCalled();
    expect(flow.getState().isOpen).toBe(false);
  });

  it('refuses when every payment method is off, with a 10 s "Erro de Configuração"', async () => {
    const { flow, deps } = setup({}, readyEnv({ methods: { card: false, pix: false, boleto: false, wallet: false } }));
    await flow.start(request);
    expect(deps.toast).toHaveBeenCalledWith({
      variant: 'destructive',
      title: 'Erro de Configuração',
      description: 'Nenhum método de pagamento está habilitado. Por favor, configure os pagamentos no painel do administrador.',
      duration: 10_000,
    });
    expect(deps.createPreference).not.toHaveBeenCalled();
  });

  it('asks to wait while the payment system loads, and says it failed (10 s) when the key could not load', async () => {
    const loading = setup({}, readyEnv({ publicKey: { status: 'loading' } }));
    await loading.flow.start(request);
    expect(loading.deps.toast).toHaveBeenCalledWith({
      title: 'Aguarde',
      description: 'O sistema de pagamentos ainda está carregando. Tente novamente em alguns segundos.',
    });
    const env = readyEnv({ publicKey: { status: 'error' } });
    const failed = setup({}, env);
    await failed.flow.start(request);
    expect(failed.deps.toast).toHaveBeenCalledWith({
      variant: 'destructive',
      title: 'Erro de Pagamento',
      description: 'Não foi possível carregar o sistema de pagamentos. Tente recarregar a página.',
      duration: 10_000,
    });
    expect(env.retryPublicKey).toHaveBeenCalledOnce();
    expect(loading.deps.createPreference).not.toHaveBeenCalled();
    expect(failed.deps.createPreference).not.toHaveBeenCalled();
  });

  it('opens the modal in creating_preference, then ready_for_payment with the preference', async () => {
    let resolve!: (value: PaymentPreferenceResponse) => void;
    const { flow, deps } = setup({ createPreference: vi.fn(() => new Promise<PaymentPreferenceResponse>((r) => (resolve = r))) });
    const started = flow.start(request);
    expect(flow.getState()).toMatchObject({ isOpen: true, phase: 'creating_preference', payerEmail: 'admin@passarela.test', provider: 'sandbox' });
    expect(deps.createPreference).toHaveBeenCalledWith(request, expect.stringMatching(/^key-/));
    resolve(preference);
    await started;
    expect(flow.getState()).toMatchObject({ phase: 'ready_for_payment', preference });
  });

  it('hides a method the server ruled out for this payment (boleto for a shoot too close), keeping the others', async () => {
    const why = 'Boleto não está disponível para este ensaio.';
    const { flow } = setup({ createPreference: vi.fn(async () => ({ ...structuredClone(preference), unavailable_methods: { boleto: why } })) });
    await flow.start(request);
    expect(flow.getState()).toMatchObject({ phase: 'ready_for_payment', methods: { card: true, pix: true, boleto: false, wallet: true } });
    expect(flow.getState().preference?.unavailable_methods?.boleto).toBe(why);
  });

  it('shows the server message on a refused preference, the connection text on a network failure, and flags incomplete answers', async () => {
    const refused = setup({
      createPreference: vi.fn(async () => Promise.reject(new ApiError({ status: 403, code: 'EMAIL_NOT_VERIFIED', message: 'Confirme seu email.' }))),
    });
    await refused.flow.start(request);
    expect(refused.deps.toast).toHaveBeenCalledWith({ variant: 'destructive', title: 'Erro ao Iniciar Pagamento', description: 'Confirme seu email.' });
    expect(refused.flow.getState()).toMatchObject({ phase: 'error', errorMessage: 'Confirme seu email.' });

    const offline = setup({ createPreference: vi.fn(async () => Promise.reject(new ApiError({ status: 0, code: NETWORK_ERROR, message: 'x' }))) });
    await offline.flow.start(request);
    expect(offline.deps.toast).toHaveBeenCalledWith({
      variant: 'destructive',
      title: 'Erro ao Iniciar Pagamento',
      description: 'Não foi possível conectar ao serviço de pagamentos. Verifique sua conexão.',
    });

    const incomplete = setup({ createPreference: vi.fn(async () => ({ ...preference, preferenceId: '' })) });
    await incomplete.flow.start(request);
    expect(incomplete.deps.toast).toHaveBeenCalledWith({
      variant: 'destructive',
      title: 'Erro ao Iniciar Pagamento',
      description: 'Dados de pagamento incompletos retornados pelo servidor.',
    });
  });

  it('drops a preference that arrives after the modal was closed', async () => {
    let resolve!: (value: PaymentPreferenceResponse) => void;
    const { flow } = setup({ createPreference: vi.fn(() => new Promise<PaymentPreferenceResponse>((r) => (resolve = r))) });
    const started = flow.start(request);
    flow.close();
    vi.advanceTimersByTime(300);
    resolve(preference);
    await started;
    expect(flow.getState()).toMatchObject({ isOpen: false, phase: 'idle', preference: null });
  });
});

describe('the form', () => {
  it('without a preferenceId sets the spec error and resets after 3 s', async () => {
    const { flow } = setup();
    await flow.start(request);
    // A preference without its id can only come from a bug; simulate it by starting from a bare state.
    (flow.getState().preference as { preferenceId: string }).preferenceId = '';
    expect(flow.formOpened()).toBe(false);
    expect(flow.getState()).toMatchObject({ phase: 'error', errorMessage: 'Ocorreu um erro inesperado. A referência de pagamento não foi encontrada.' });
    vi.advanceTimersByTime(2999);
    expect(flow.getState().phase).toBe('error');
    vi.advanceTimersByTime(1);
    expect(flow.getState()).toMatchObject({ phase: 'idle', isOpen: false, request: null });
  });

  it('goes processing -> success on approval, sends the stored amount and transaction, and reports it settled', async () => {
    let resolve!: (value: ProcessPaymentResponse) => void;
    const { flow, deps } = await readyFlow({ processPayment: vi.fn(() => new Promise<ProcessPaymentResponse>((r) => (resolve = r))) });
    const submitted = flow.submit(cardData);
    expect(flow.getState().phase).toBe('processing');
    expect(deps.processPayment).toHaveBeenCalledWith({ ...cardData, transactionId, transaction_amount: 10.5 }, expect.any(String));
    resolve(approved);
    await expect(submitted).resolves.toBeUndefined();
    expect(flow.getState()).toMatchObject({ phase: 'success', result: approved });
    expect(deps.onSettled).toHaveBeenCalledWith({ paymentId: transactionId, status: 'approved', purpose: 'test_payment' });
  });

  it.each(['in_process', 'pending'] as const)('counts %s as a successful submission', async (status) => {
    const { flow } = await readyFlow({ processPayment: vi.fn(async () => ({ ...approved, status })) });
    await flow.submit(cardData);
    expect(flow.getState().phase).toBe('success');
  });

  it('turns a refusal into "Pagamento Falhou" with the status_detail in Portuguese and rejects (the Brick lets the payer retry)', async () => {
    const { flow, deps } = await readyFlow({ processPayment: vi.fn(async () => rejected) });
    await expect(flow.submit(cardData)).rejects.toThrow('O banco emissor não aprovou o pagamento.');
    expect(flow.getState()).toMatchObject({ phase: 'error', errorMessage: 'O banco emissor não aprovou o pagamento.' });
    expect(deps.toast).toHaveBeenCalledWith({ variant: 'destructive', title: 'Falha no Pagamento', description: 'O banco emissor não aprovou o pagamento.' });
    expect(deps.onSettled).not.toHaveBeenCalled();
  });

  it('shows "Seu pagamento foi recusado." for a refusal without a known detail', async () => {
    const { flow } = await readyFlow({ processPayment: vi.fn(async () => ({ ...rejected, status_detail: null })) });
    await flow.submit(cardData).catch(() => undefined);
    expect(flow.getState().errorMessage).toBe('Seu pagamento foi recusado.');
  });

  it('uses the server message on an API error, the fallback offline, and "Erro no Pagamento" (8 s) on anything unexpected', async () => {
    const server = await readyFlow({
      processPayment: vi.fn(async () => Promise.reject(new ApiError({ status: 409, code: 'PAYMENT_AMOUNT_MISMATCH', message: 'O valor mudou.' }))),
    });
    await server.flow.submit(cardData).catch(() => undefined);
    expect(server.deps.toast).toHaveBeenCalledWith({ variant: 'destructive', title: 'Falha no Pagamento', description: 'O valor mudou.' });

    const offline = await readyFlow({ processPayment: vi.fn(async () => Promise.reject(new ApiError({ status: 0, code: NETWORK_ERROR, message: 'x' }))) });
    await offline.flow.submit(cardData).catch(() => undefined);
    expect(offline.deps.toast).toHaveBeenCalledWith({
      variant: 'destructive',
      title: 'Falha no Pagamento',
      description: 'Não foi possível processar seu pagamento. Tente novamente.',
    });

    const crash = await readyFlow({ processPayment: vi.fn(async () => Promise.reject(new TypeError('boom'))) });
    await crash.flow.submit(cardData).catch(() => undefined);
    expect(crash.deps.toast).toHaveBeenCalledWith({
      variant: 'destructive',
      title: 'Erro no Pagamento',
      description: 'Ocorreu um erro ao processar o pagamento. Por favor, verifique os dados e tente novamente.',
      duration: 8000,
    });
    expect(crash.flow.getState()).toMatchObject({ phase: 'error', errorMessage: 'Houve um problema ao processar seu pagamento. Por favor, tente novamente.' });
  });

  it('refuses a submit without a payment method', async () => {
    const { flow, deps } = await readyFlow();
    await expect(flow.submit(null)).rejects.toThrow();
    expect(deps.toast).toHaveBeenCalledWith(expect.objectContaining({ title: 'Erro no Pagamento', duration: 8000 }));
    expect(deps.processPayment).not.toHaveBeenCalled();
    expect(flow.getState().phase).toBe('ready_for_payment');
  });

  it('ignores a second submit while the first is processing', async () => {
    const { flow, deps } = await readyFlow({ processPayment: vi.fn(() => new Promise<ProcessPaymentResponse>(() => undefined)) });
    void flow.submit(cardData);
    await expect(flow.submit(cardData)).rejects.toThrow();
    expect(deps.processPayment).toHaveBeenCalledOnce();
  });
});

describe('closing', () => {
  it('after success, "Fechar" goes to success_url and the state resets to idle after 300 ms', async () => {
    const { flow } = await readyFlow();
    await flow.submit(cardData);
    expect(flow.close()).toEqual({ closed: true, navigateTo: '/testepagamento?resultado=aprovado' });
    expect(flow.getState()).toMatchObject({ isOpen: false, phase: 'success' });
    vi.advanceTimersByTime(299);
    expect(flow.getState().phase).toBe('success');
    vi.advanceTimersByTime(1);
    expect(flow.getState()).toMatchObject({ phase: 'idle', result: null, preference: null, request: null });
  });

  it('after a failure goes to failure_url; before any result it goes nowhere', async () => {
    const failed = await readyFlow({ processPayment: vi.fn(async () => rejected) });
    await failed.flow.submit(cardData).catch(() => undefined);
    expect(failed.flow.close().navigateTo).toBe('/testepagamento?resultado=falhou');
    const open = await readyFlow();
    expect(open.flow.close()).toEqual({ closed: true, navigateTo: null });
  });

  it('is refused while processing', async () => {
    const { flow } = await readyFlow({ processPayment: vi.fn(() => new Promise<ProcessPaymentResponse>(() => undefined)) });
    void flow.submit(cardData);
    expect(flow.close().closed).toBe(false);
    expect(flow.getState().isOpen).toBe(true);
  });

  it('a new payment started during the reset delay is not wiped by the old reset', async () => {
    const { flow } = await readyFlow();
    flow.close();
    await flow.start(request);
    vi.advanceTimersByTime(1000);
    expect(flow.getState()).toMatchObject({ isOpen: true, phase: 'ready_for_payment' });
  });
});

describe('a pending Pix', () => {
  const view = (status: PaymentView['status'], status_detail: string | null): PaymentView => ({
    id: transactionId,
    purpose: 'test_payment',
    description: 'Pagamento de teste',
    amount_cents: 1050,
    status,
    status_detail,
    payment_method_id: 'pix',
    pix: pixPending.payment.pix,
    boleto: null,
    created_at: '2025-01-01T00:00:00.000Z',
    settled_at: null,
  });

  it('stays on success (Pix screen) while pending and turns approved when the poll says so', async () => {
    const { flow, deps } = await readyFlow({ processPayment: vi.fn(async () => pixPending) });
    await flow.submit({ payment_method_id: 'pix', payer: { email: 'a@b.com' } });
    expect(flow.getState()).toMatchObject({ phase: 'success', result: { status: 'pending' } });
    flow.paymentUpdated(view('pending', 'pending_waiting_transfer'));
    expect(deps.onSettled).toHaveBeenCalledTimes(1);
    flow.paymentUpdated(view('approved', 'accredited'));
    expect(flow.getState()).toMatchObject({ phase: 'success', result: { status: 'approved' } });
    expect(deps.onSettled).toHaveBeenLastCalledWith({ paymentId: transactionId, status: 'approved', purpose: 'test_payment' });
  });

  it('shows the error screen when the Pix expires', async () => {
    const { flow } = await readyFlow({ processPayment: vi.fn(async () => pixPending) });
    await flow.submit({ payment_method_id: 'pix', payer: { email: 'a@b.com' } });
    flow.paymentUpdated(view('cancelled', 'expired'));
    expect(flow.getState()).toMatchObject({ phase: 'error', errorMessage: 'O prazo para pagar terminou.' });
  });
});
