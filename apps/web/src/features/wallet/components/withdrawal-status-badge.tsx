import { type WithdrawalStatus, withdrawalStatusLabels } from '@passarela/shared';
import { cn } from '../../../lib/cn.ts';

const tone: Record<WithdrawalStatus, string> = {
  requested: 'bg-amber-50 text-amber-800 ring-1 ring-amber-200',
  paid: 'bg-emerald-50 text-emerald-800 ring-1 ring-emerald-200',
  refused: 'bg-red-50 text-red-800 ring-1 ring-red-200',
};

export function WithdrawalStatusBadge({ status }: { status: WithdrawalStatus }) {
  return (
    <span data-testid="withdrawal-status" className={cn('inline-flex rounded-full px-3 py-1 text-xs font-semibold', tone[status])}>
      {withdrawalStatusLabels[status]}
    </span>
  );
}
