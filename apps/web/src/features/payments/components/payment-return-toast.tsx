import { hasPaymentReturnParams, paymentReturnQueryParams } from '@passarela/shared';
import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { toast } from '../../../lib/toast.ts';
import { paymentMessages, paymentToastDurations } from '../lib/payment-messages.ts';

/** The URL without the provider's return parameters, or null when it has none of them. */
export function withoutPaymentReturnParams(search: string): string | null {
  const params = new URLSearchParams(search);
  if (!hasPaymentReturnParams(params)) return null;
  for (const name of paymentReturnQueryParams) params.delete(name);
  const rest = params.toString();
  return rest ? `?${rest}` : '';
}

/**
 * docs/product.md "Spec 4", "Return from payment": back from the provider's page with payment_status=success
 * or failure, a toast says how it went and the provider's parameters leave the URL (replace, so
 * Back and a reload do not repeat the toast).
 */
export function PaymentReturnToast() {
  const location = useLocation();
  const navigate = useNavigate();

  useEffect(() => {
    const cleaned = withoutPaymentReturnParams(location.search);
    if (cleaned === null) return;
    const outcome = new URLSearchParams(location.search).get('payment_status');
    if (outcome === 'success') {
      toast({
        variant: 'success',
        title: paymentMessages.returnSuccess.title,
        description: paymentMessages.returnSuccess.description,
        duration: paymentToastDurations.return,
      });
    } else if (outcome === 'failure') {
      toast({ variant: 'destructive', title: paymentMessages.returnFailure.title, duration: paymentToastDurations.return });
    }
    void navigate({ pathname: location.pathname, search: cleaned, hash: location.hash }, { replace: true, preventScrollReset: true });
  }, [location.pathname, location.search, location.hash, navigate]);

  return null;
}
