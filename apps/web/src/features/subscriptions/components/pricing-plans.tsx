import { formatCentavos, subscriptionPlanLabels } from '@passarela/shared';
import { Check, Crown } from 'lucide-react';
import { Link } from 'react-router';
import { buttonVariants } from '../../../components/ui/button-variants.ts';
import { cn } from '../../../lib/cn.ts';
import { useSession } from '../../../lib/session/use-session.ts';
import { useSiteSettings } from '../../../lib/site-settings/site-settings-context.ts';
import { formatFeePercent, proBenefits, yearlySavingsPercent } from '../lib/pro-benefits.ts';

const SUBSCRIPTION_TAB = '/dashboard?tab=subscription';

/** Where 'Assinar PRO' goes: the Assinatura tab, or the login modal here (it brings the guest there after). */
export function subscribeHref(signedIn: boolean): string {
  return signedIn ? SUBSCRIPTION_TAB : `/precos?${new URLSearchParams({ auth: 'login', next: SUBSCRIPTION_TAB }).toString()}`;
}

/** /precos: the free plan, PRO monthly and yearly with the prices and the fee from the public settings. */
export function PricingPlans() {
  const settings = useSiteSettings();
  const session = useSession();
  const monthly = settings.PRO_MONTHLY_PRICE_CENTS;
  const yearly = settings.PRO_YEARLY_PRICE_CENTS;
  const savings = yearlySavingsPercent(monthly, yearly);
  const href = subscribeHref(session.status === 'authenticated');
  const fee = formatFeePercent(settings.PLATFORM_FEE_BPS);
  const freeItems = [
    'Perfil público com fotos',
    `${settings.FREE_MONTHLY_APPLICATIONS} candidaturas por mês`,
    `Galeria com até ${settings.FREE_GALLERY_LIMIT} fotos`,
    'Carteira, pagamentos protegidos e saque via Pix',
  ];

  return (
    <div className="grid gap-8">
      <div className="grid gap-4 md:grid-cols-3">
        <PlanCard title="Grátis" price={formatCentavos(0)} period="" items={freeItems} />
        <PlanCard
          title={subscriptionPlanLabels.monthly}
          price={formatCentavos(monthly)}
          period="/mês"
          items={proBenefits(settings)}
          highlight
          cta={{ href, label: 'Assinar PRO' }}
        />
        <PlanCard
          title={subscriptionPlanLabels.yearly}
          price={formatCentavos(yearly)}
          period="/ano"
          badge={savings > 0 ? `Economize ${savings}%` : undefined}
          items={proBenefits(settings)}
          cta={{ href, label: 'Assinar PRO' }}
        />
      </div>
      <p className="rounded-2xl bg-gray-50 p-5 text-center text-gray-800 ring-1 ring-gray-200" data-testid="platform-fee">
        <strong className="font-semibold">Taxa de {fee} sobre contratações.</strong> Descontada do valor que a modelo recebe quando o trabalho é concluído; o
        pagamento fica retido com a Passarela até lá.
      </p>
    </div>
  );
}

function PlanCard({
  title,
  price,
  period,
  items,
  badge,
  highlight = false,
  cta,
}: {
  title: string;
  price: string;
  period: string;
  items: string[];
  badge?: string;
  highlight?: boolean;
  cta?: { href: string; label: string };
}) {
  const id = `plano-${title.toLowerCase().replace(/\W+/g, '-')}`;
  return (
    <article
      aria-labelledby={id}
      className={cn('flex flex-col gap-5 rounded-2xl border bg-white p-6 shadow-sm', highlight ? 'border-brand-600 ring-2 ring-brand-600' : 'border-gray-200')}
    >
      <div>
        <div className="flex flex-wrap items-center gap-2">
          {cta && <Crown className="size-5 text-amber-500" aria-hidden="true" />}
          <h2 id={id} className="text-lg font-semibold text-gray-900">
            {title}
          </h2>
          {badge && <span className="rounded-full bg-emerald-50 px-2.5 py-0.5 text-xs font-semibold text-emerald-800 ring-1 ring-emerald-200">{badge}</span>}
        </div>
        <p className="mt-2 text-3xl font-bold text-gray-900 tabular-nums">
          {price}
          <span className="text-base font-medium text-gray-600">{period}</span>
        </p>
      </div>
      <ul className="grid flex-1 content-start gap-2">
        {items.map((item) => (
          <li key={item} className="flex items-start gap-2 text-sm text-gray-800">
            <Check className="mt-0.5 size-4 shrink-0 text-emerald-600" aria-hidden="true" />
            {item}
          </li>
        ))}
      </ul>
      {cta && (
        <Link to={cta.href} className={buttonVariants({ variant: highlight ? 'primary' : 'outline', className: 'w-full' })}>
          {cta.label}
        </Link>
      )}
    </article>
  );
}
