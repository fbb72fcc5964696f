import { PricingPlans } from '../../../features/subscriptions/components/pricing-plans.tsx';
import { usePageTitle } from '../../../features/settings/hooks/use-page-title.ts';

/** /precos: the plans and the platform fee, from the public settings (no longer a content page). */
export function Component() {
  usePageTitle('Preços', 'Plano grátis, PRO mensal e anual, e a taxa sobre contratações.');
  return (
    <div className="mx-auto w-full max-w-6xl px-4 pt-8 pb-16 sm:px-6 lg:px-8">
      <div className="mx-auto mb-8 max-w-2xl text-center">
        <h1 className="text-3xl font-bold tracking-tight text-gray-900 sm:text-4xl">Preços</h1>
        <p className="mt-3 text-gray-600">Comece grátis. Assine o PRO para aparecer primeiro, se candidatar sem limites e ver quem favoritou você.</p>
      </div>
      <PricingPlans />
    </div>
  );
}
