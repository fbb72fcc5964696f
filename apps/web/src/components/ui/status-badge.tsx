import { Badge, type BadgeTone } from './badge.tsx';

/** The tone of a hiring state (job, application, proposal, contract): waiting, went well, went badly. */
export function hiringStatusTone(status: string): BadgeTone {
  if (['pending', 'awaiting_payment', 'shortlisted', 'funded'].includes(status)) return 'waiting';
  if (['accepted', 'hired', 'completed'].includes(status)) return 'good';
  if (['rejected', 'declined', 'cancelled', 'disputed'].includes(status)) return 'bad';
  return 'neutral';
}

/** The state of an application, proposal or contract, with the server's label for it. */
export function StatusBadge({ status, label }: { status: string; label: string }) {
  return (
    <Badge tone={hiringStatusTone(status)} data-testid="status-badge">
      {label}
    </Badge>
  );
}
