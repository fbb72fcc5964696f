import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { useSession } from '../../../lib/session/use-session.ts';
import { useSiteSettings } from '../../../lib/site-settings/site-settings-context.ts';
import { setPaymentStarter } from '../../../lib/start-payment.ts';
import { usePaymentPublicKeyQuery } from '../api/get-payment-public-key.ts';
import { enabledPaymentMethods } from '../lib/enabled-payment-methods.ts';
import type { PublicKeyState } from '../lib/payment-flow.ts';
import { onPaymentSettled, paymentFlow, startRequestedPayment } from '../payment-modal-store.ts';

/** What a settled payment may have changed: balance and PRO (session), wallet, subscription, contracts. */
const queriesChangedByPayments = [['auth', 'session'], ['wallet'], ['subscription'], ['contracts'], ['shoots'], ['payments']] as const;

/**
 * Keeps the payment flow told of who is signed in, which methods the settings enable and whether
 * the payment system (public key) is ready. The key is fetched once a person is signed in, so
 * "Aguarde" only shows in the first moments of a visit. Renders nothing.
 */
export function PaymentEnvironmentSync() {
  const session = useSession();
  const settings = useSiteSettings();
  const queryClient = useQueryClient();
  const signedIn = session.status === 'authenticated';
  const publicKeyQuery = usePaymentPublicKeyQuery(signedIn);
  const methods = useMemo(() => enabledPaymentMethods(settings), [settings]);
  const { refetch } = publicKeyQuery;

  const publicKeyStatus = publicKeyQuery.data ? 'ready' : publicKeyQuery.isError ? 'error' : 'loading';
  const key = publicKeyQuery.data?.publicKey ?? null;
  const provider = publicKeyQuery.data?.provider ?? null;
  const email = session.user?.email ?? null;

  useEffect(() => {
    const publicKey: PublicKeyState =
      key !== null && provider !== null ? { status: 'ready', publicKey: key, provider } : { status: publicKeyStatus === 'error' ? 'error' : 'loading' };
    paymentFlow.setEnvironment({
      session: session.status === 'authenticated' && email !== null ? { email } : session.status === 'loading' ? 'loading' : 'guest',
      methods,
      publicKey,
      retryPublicKey: () => void refetch(),
    });
    // Requests go to the flow once it knows who is signed in: the click that made this feature
    // load (a guest's "Assinar") then gets the login prompt, not "Aguarde".
    if (session.status !== 'loading') setPaymentStarter(startRequestedPayment);
  }, [session.status, email, methods, publicKeyStatus, key, provider, refetch]);

  useEffect(
    () =>
      onPaymentSettled(() => {
        for (const queryKey of queriesChangedByPayments) void queryClient.invalidateQueries({ queryKey });
      }),
    [queryClient],
  );

  return null;
}
