import { type SubscriptionPlan, type SubscriptionView, formatCentavos, formatReais } from '@passarela/shared';
import { Crown } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { buttonVariants } from '../../../components/ui/button-variants.ts';
import { Button } from '../../../components/ui/button.tsx';
import { QueryState } from '../../../components/ui/query-state.tsx';
import { TabHeading } from '../../../components/ui/tab-heading.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { cn } from '../../../lib/cn.ts';
import { formatDayBr } from '../../../lib/format-date.ts';
import { newIdempotencyKey } from '../../../lib/idempotency-key.ts';
import type { SessionUser } from '../../../lib/session/use-session.ts';
import { startPayment } from '../../../lib/start-payment.ts';
import { toast } from '../../../lib/toast.ts';
import { useSubscription } from '../api/get-subscription.ts';
import { usePurchaseWithWallet } from '../api/purchase-with-wallet.ts';
import { yearlySavingsPercent } from '../lib/pro-benefits.ts';
import { ProBenefitsList } from './pro-benefits-list.tsx';

/** Assinatura: the current plan, what PRO gives, both plans and the two ways to pay. */
export function SubscriptionPanel({ user }: { user: SessionUser }) {
  const subscription = useSubscription();
  return (
    <section aria-labelledby="assinatura-titulo" className="grid gap-6">
      <TabHeading id="assinatura-titulo" title="Assinatura" subtitle="Destaque seu perfil e use a plataforma sem limites com o PRO." />
      <QueryState query={subscription}>
        {(view) => (
          <>
            <CurrentPlan view={view} />
            <div className="rounded-2xl border border-gray-200 bg-white p-5 shadow-sm sm:p-6">
              <h3 className="text-lg font-semibold text-gray-900">O que o PRO oferece</h3>
              <ProBenefitsList className="mt-4 grid gap-2 sm:grid-cols-2" />
            </div>
            <PlanChoices view={view} balanceReais={user.wallet_balance} />
          </>
        )}
      </QueryState>
    </section>
  );
}

function CurrentPlan({ view }: { view: SubscriptionView }) {
  return (
    <div
      data-testid="current-plan"
      className={cn(
        'flex items-center gap-3 rounded-2xl p-5 sm:p-6',
        view.is_pro ? 'bg-gradient-to-r from-amber-100 to-amber-50 ring-1 ring-amber-200' : 'bg-gray-50 ring-1 ring-gray-200',
      )}
    >
      <Crown className={cn('size-8 shrink-0', view.is_pro ? 'text-amber-600' : 'text-gray-400')} aria-hidden="true" />
      <div>
        <p className="text-sm text-gray-600">Seu plano</p>
        <p className="text-xl font-bold text-gray-900">{view.is_pro && view.expires_at ? `PRO até ${formatDayBr(view.expires_at)}` : 'Plano grátis'}</p>
        {view.is_pro && <p className="text-sm text-gray-700">Pagar de novo soma o novo período ao que você já tem.</p>}
      </div>
    </div>
  );
}

function PlanChoices({ view, balanceReais }: { view: SubscriptionView; balanceReais: number }) {
  const purchase = usePurchaseWithWallet();
  const [shortOf, setShortOf] = useState<SubscriptionPlan | null>(null);
  const monthly = view.plans.find((plan) => plan.plan === 'monthly');
  const yearly = view.plans.find((plan) => plan.plan === 'yearly');
  const savings = monthly && yearly ? yearlySavingsPercent(monthly.price_cents, yearly.price_cents) : 0;

  const payWithWallet = (plan: SubscriptionPlan) => {
    setShortOf(null);
    purchase.mutate(
      { plan, idempotencyKey: newIdempotencyKey() },
      {
        onSuccess: (answer) =>
          toast({
            variant: 'success',
            title: 'Você agora é PRO!',
            description: answer.expires_at ? `Seu PRO vale até ${formatDayBr(answer.expires_at)}.` : undefined,
          }),
        onError: (error) => {
          if (isApiError(error) && error.code === 'INSUFFICIENT_BALANCE') return setShortOf(plan);
          toast({ variant: 'destructive', title: 'Não foi possível assinar', description: error.message });
        },
      },
    );
  };

  return (
    <div className="grid gap-4 md:grid-cols-2">
      {view.plans.map((plan) => {
        const busy = purchase.isPending && purchase.variables?.plan === plan.plan;
        return (
          <article
            key={plan.plan}
            aria-labelledby={`plano-${plan.plan}`}
            className="grid gap-4 rounded-2xl border border-gray-200 bg-white p-5 shadow-sm sm:p-6"
          >
            <div>
              <div className="flex flex-wrap items-center gap-2">
                <h3 id={`plano-${plan.plan}`} className="text-lg font-semibold text-gray-900">
                  {plan.label}
                </h3>
                {plan.plan === 'yearly' && savings > 0 && (
                  <span className="rounded-full bg-emerald-50 px-2.5 py-0.5 text-xs font-semibold text-emerald-800 ring-1 ring-emerald-200">
                    Economize {savings}%
                  </span>
                )}
              </div>
              <p className="mt-1 text-3xl font-bold text-gray-900 tabular-nums">
                {formatCentavos(plan.price_cents)}
                <span className="text-base font-medium text-gray-600">{plan.plan === 'monthly' ? '/mês' : '/ano'}</span>
              </p>
            </div>
            <div className="grid gap-2">
              <Button isLoading={busy} disabled={purchase.isPending} onClick={() => payWithWallet(plan.plan)}>
                Pagar com saldo
              </Button>
              <p className="text-center text-xs text-gray-500">Saldo disponível: {formatReais(balanceReais)}</p>
              <Button
                variant="outline"
                disabled={purchase.isPending}
                onClick={() => startPayment({ purpose: 'pro_subscription', plan: plan.plan, metadata: { success_url: '/dashboard?tab=subscription' } })}
              >
                Pagar com cartão, Pix ou boleto
              </Button>
            </div>
            {shortOf === plan.plan && (
              <div role="alert" className="grid gap-2 rounded-xl bg-amber-50 p-3 text-sm text-amber-900 ring-1 ring-amber-200">
                <p>Saldo insuficiente na carteira para o {plan.label}.</p>
                <Link to="/dashboard?tab=wallet" className={buttonVariants({ size: 'sm', variant: 'secondary', className: 'justify-self-start' })}>
                  Adicionar saldo
                </Link>
              </div>
            )}
          </article>
        );
      })}
    </div>
  );
}
