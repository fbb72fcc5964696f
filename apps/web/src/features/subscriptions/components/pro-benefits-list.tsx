import { Check } from 'lucide-react';
import { useSiteSettings } from '../../../lib/site-settings/site-settings-context.ts';
import { proBenefits } from '../lib/pro-benefits.ts';

export function ProBenefitsList({ className }: { className?: string }) {
  const settings = useSiteSettings();
  return (
    <ul className={className ?? 'grid gap-2'} aria-label="Vantagens do PRO">
      {proBenefits(settings).map((benefit) => (
        <li key={benefit} className="flex items-start gap-2 text-sm text-gray-800">
          <Check className="mt-0.5 size-4 shrink-0 text-emerald-600" aria-hidden="true" />
          {benefit}
        </li>
      ))}
    </ul>
  );
}
