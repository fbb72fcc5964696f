import { type WithdrawalStatus, withdrawalStatusLabels } from '@passarela/shared';
import { Badge, type BadgeTone } from './badge.tsx';

const tone: Record<WithdrawalStatus, BadgeTone> = { requested: 'waiting', paid: 'good', refused: 'bad' };

/** A Pix withdrawal's state, as its owner and the admins see it. */
export function WithdrawalStatusBadge({ status }: { status: WithdrawalStatus }) {
  return (
    <Badge tone={tone[status]} data-testid="withdrawal-status">
      {withdrawalStatusLabels[status]}
    </Badge>
  );
}
