import {
  type CreatePaymentPreferenceBody,
  type PaymentPreferenceResponse,
  type PaymentProviderName,
  type PaymentStatus,
  type PaymentView,
  type ProcessPaymentBody,
  type ProcessPaymentResponse,
  finalPaymentStatuses,
  statusDetailMessage,
  submissionSucceededStatuses,
} from '@passarela/shared';
import { NETWORK_ERROR, isApiError } from '../../../lib/api-client.ts';
import type { ToastOptions } from '../../../lib/toast.ts';
import { type EnabledPaymentMethods, hasAnyPaymentMethod } from './enabled-payment-methods.ts';
import { PAYMENT_MISSING_REFERENCE_RESET_MS, PAYMENT_RESET_DELAY_MS, paymentMessages as text, paymentToastDurations } from './payment-messages.ts';

/** docs/product.md "Spec 4": the payment states. */
export type PaymentPhase = 'idle' | 'creating_preference' | 'ready_for_payment' | 'processing' | 'success' | 'error';

export type PublicKeyState = { status: 'loading' } | { status: 'error' } | { status: 'ready'; publicKey: string; provider: PaymentProviderName };

/** What the main layout knows and the flow needs to decide whether a payment may start. */
export interface PaymentEnvironment {
  session: 'loading' | 'guest' | { email: string };
  methods: EnabledPaymentMethods;
  publicKey: PublicKeyState;
  retryPublicKey: () => void;
}

export interface PaymentModalState {
  isOpen: boolean;
  phase: PaymentPhase;
  request: CreatePaymentPreferenceBody | null;
  preference: PaymentPreferenceResponse | null;
  provider: PaymentProviderName | null;
  publicKey: string | null;
  methods: EnabledPaymentMethods;
  payerEmail: string;
  result: ProcessPaymentResponse | null;
  errorMessage: string | null;
}

/** What a form submits: everything the process call needs except what the flow already knows. */
export type PaymentFormData = Omit<ProcessPaymentBody, 'transactionId' | 'transaction_amount'>;

export interface PaymentSettledEvent {
  paymentId: string;
  status: PaymentStatus;
  purpose: CreatePaymentPreferenceBody['purpose'];
}

export interface PaymentFlowDeps {
  createPreference: (body: CreatePaymentPreferenceBody, idempotencyKey: string) => Promise<PaymentPreferenceResponse>;
  processPayment: (body: ProcessPaymentBody, idempotencyKey: string) => Promise<ProcessPaymentResponse>;
  openLogin: () => void;
  toast: (options: ToastOptions) => void;
  newIdempotencyKey: () => string;
  onSettled: (event: PaymentSettledEvent) => void;
}

const noMethods: EnabledPaymentMethods = { card: false, pix: false, boleto: false, wallet: false };

export const initialPaymentState: PaymentModalState = {
  isOpen: false,
  phase: 'idle',
  request: null,
  preference: null,
  provider: null,
  publicKey: null,
  methods: noMethods,
  payerEmail: '',
  result: null,
  errorMessage: null,
};

/** Thrown to the Brick's onSubmit when a payment was not accepted: the Brick lets the payer retry. */
export class PaymentNotAcceptedError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'PaymentNotAcceptedError';
  }
}

/**
 * The payment modal's state machine (docs/product.md "Spec 4"), free of React so it can be tested with fake
 * timers and fake calls. Each start is an "attempt": an answer that arrives after its modal was
 * closed (or a newer payment started) is dropped.
 */
export function createPaymentFlow(deps: PaymentFlowDeps) {
  let state: PaymentModalState = initialPaymentState;
  let environment: PaymentEnvironment | null = null;
  let attempt = 0;
  let resetTimer: ReturnType<typeof setTimeout> | undefined;
  const listeners = new Set<() => void>();

  function setState(patch: Partial<PaymentModalState>) {
    state = { ...state, ...patch };
    for (const listener of listeners) listener();
  }

  function cancelReset() {
    if (resetTimer !== undefined) clearTimeout(resetTimer);
    resetTimer = undefined;
  }

  function scheduleReset(delay: number) {
    cancelReset();
    const scheduledFor = attempt;
    resetTimer = setTimeout(() => {
      resetTimer = undefined;
      if (scheduledFor !== attempt) return;
      attempt += 1;
      setState(initialPaymentState);
    }, delay);
  }

  function fail(message: string) {
    setState({ phase: 'error', errorMessage: message });
  }

  function settled(status: PaymentStatus) {
    const paymentId = state.result?.payment.id ?? state.preference?.transaction.id;
    if (!paymentId || !state.request) return;
    deps.onSettled({ paymentId, status, purpose: state.request.purpose });
  }

  /** Spec: "Starting a payment requires a logged-in user, a loaded payment SDK and at least one enabled payment method." */
  async function start(request: CreatePaymentPreferenceBody): Promise<void> {
    const env = environment;
    if (!env || env.session === 'loading') {
      deps.toast({ title: text.sdkLoading.title, description: text.sdkLoading.description });
      return;
    }
    if (env.session === 'guest') {
      deps.toast({ variant: 'destructive', title: text.accessDenied.title, description: text.accessDenied.description });
      deps.openLogin();
      return;
    }
    if (!hasAnyPaymentMethod(env.methods)) {
      deps.toast({ variant: 'destructive', title: text.noMethod.title, description: text.noMethod.description, duration: paymentToastDurations.long });
      return;
    }
    if (env.publicKey.status === 'loading') {
      deps.toast({ title: text.sdkLoading.title, description: text.sdkLoading.description });
      return;
    }
    if (env.publicKey.status === 'error') {
      deps.toast({
        variant: 'destructive',
        title: text.publicKeyFailed.title,
        description: text.publicKeyFailed.description,
        duration: paymentToastDurations.long,
      });
      env.retryPublicKey();
      return;
    }
    if (state.phase === 'creating_preference' || state.phase === 'processing') return;

    cancelReset();
    attempt += 1;
    const mine = attempt;
    setState({
      ...initialPaymentState,
      isOpen: true,
      phase: 'creating_preference',
      request,
      provider: env.publicKey.provider,
      publicKey: env.publicKey.publicKey,
      methods: env.methods,
      payerEmail: env.session.email,
    });

    let preference: PaymentPreferenceResponse;
    try {
      preference = await deps.createPreference(request, deps.newIdempotencyKey());
    } catch (error) {
      if (mine !== attempt) return;
      const message = isApiError(error) && error.code !== NETWORK_ERROR ? error.message : text.preferenceFailed.network;
      deps.toast({ variant: 'destructive', title: text.preferenceFailed.title, description: message });
      fail(message);
      return;
    }
    if (mine !== attempt) return;
    if (!preference?.preferenceId || !preference.transaction?.id) {
      deps.toast({ variant: 'destructive', title: text.preferenceFailed.title, description: text.preferenceFailed.incomplete });
      fail(text.preferenceFailed.incomplete);
      return;
    }
    // The server may rule a method out for this payment (boleto for a shoot too close): the form hides it.
    const methods = preference.unavailable_methods?.boleto ? { ...state.methods, boleto: false } : state.methods;
    setState({ phase: 'ready_for_payment', preference, methods });
  }

  /** The form is about to be created (after the 200 ms delay): without a reference it cannot pay. */
  function formOpened(): boolean {
    if (state.phase !== 'ready_for_payment') return false;
    if (state.preference?.preferenceId) return true;
    fail(text.missingReference);
    scheduleReset(PAYMENT_MISSING_REFERENCE_RESET_MS);
    return false;
  }

  /**
   * Submits the form's data. Resolves when the server accepted the payment (approved, in_process,
   * pending); rejects otherwise, which is what the Mercado Pago Brick's onSubmit expects.
   */
  async function submit(formData: PaymentFormData | null): Promise<void> {
    const preference = state.preference;
    if (state.phase !== 'ready_for_payment' || !preference) throw new PaymentNotAcceptedError(text.processFailed.fallback);
    if (!formData?.payment_method_id) {
      deps.toast({
        variant: 'destructive',
        title: text.unexpected.title,
        description: text.unexpected.noMethodSelected,
        duration: paymentToastDurations.unexpected,
      });
      throw new PaymentNotAcceptedError(text.unexpected.noMethodSelected);
    }
    const mine = attempt;
    setState({ phase: 'processing', errorMessage: null });
    let response: ProcessPaymentResponse;
    try {
      response = await deps.processPayment(
        { ...formData, transactionId: preference.transaction.id, transaction_amount: preference.transaction.amount_cents / 100 },
        deps.newIdempotencyKey(),
      );
    } catch (error) {
      if (mine !== attempt) throw error;
      if (isApiError(error)) {
        const message = error.code === NETWORK_ERROR ? text.processFailed.fallback : error.message || text.processFailed.fallback;
        deps.toast({ variant: 'destructive', title: text.processFailed.title, description: message });
        fail(message);
      } else {
        deps.toast({
          variant: 'destructive',
          title: text.unexpected.title,
          description: text.unexpected.description,
          duration: paymentToastDurations.unexpected,
        });
        fail(text.errorDefault);
      }
      throw error;
    }
    if (mine !== attempt) return;
    if (submissionSucceededStatuses.has(response.status)) {
      setState({ phase: 'success', result: response });
      settled(response.status);
      return;
    }
    const message = response.status_detail ? statusDetailMessage(response.status_detail) : response.error || statusDetailMessage(null);
    deps.toast({ variant: 'destructive', title: text.processFailed.title, description: message });
    setState({ phase: 'error', result: response, errorMessage: message });
    throw new PaymentNotAcceptedError(message);
  }

  /** The Pix/boleto screen's polling saw the payment move on. */
  function paymentUpdated(view: PaymentView): void {
    const result = state.result;
    if (state.phase !== 'success' || !result || result.payment.id !== view.id || !view.status) return;
    if (view.status === result.status) return;
    if (view.status === 'approved') {
      setState({ result: { ...result, status: 'approved', status_detail: view.status_detail } });
      settled('approved');
    } else if (finalPaymentStatuses.has(view.status)) {
      setState({
        phase: 'error',
        result: { ...result, status: view.status, status_detail: view.status_detail },
        errorMessage: statusDetailMessage(view.status_detail),
      });
    }
  }

  /**
   * Closing (X, Escape, backdrop or 'Fechar'). Refused while the payment is being processed, so
   * its answer always has a screen to land on. Returns where 'Fechar' should take the payer.
   */
  function close(): { closed: boolean; navigateTo: string | null } {
    if (!state.isOpen) return { closed: false, navigateTo: null };
    if (state.phase === 'processing') return { closed: false, navigateTo: null };
    const metadata = state.request?.metadata;
    const navigateTo = state.phase === 'success' ? (metadata?.success_url ?? null) : state.phase === 'error' ? (metadata?.failure_url ?? null) : null;
    setState({ isOpen: false });
    scheduleReset(PAYMENT_RESET_DELAY_MS);
    return { closed: true, navigateTo };
  }

  return {
    getState: () => state,
    subscribe: (listener: () => void) => {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    setEnvironment: (next: PaymentEnvironment) => {
      environment = next;
    },
    start,
    formOpened,
    submit,
    paymentUpdated,
    close,
  };
}

export type PaymentFlow = ReturnType<typeof createPaymentFlow>;
