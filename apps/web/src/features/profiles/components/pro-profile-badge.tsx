import { Crown } from 'lucide-react';

/** Shown on the public profile of a PRO subscriber (docs/product.md "Subscription": the badge). */
export function ProProfileBadge() {
  return (
    <span className="inline-flex items-center gap-1 rounded-full bg-gray-950 px-3 py-1 text-xs font-bold tracking-wide text-amber-300">
      <Crown className="size-4" aria-hidden="true" />
      PRO
    </span>
  );
}
