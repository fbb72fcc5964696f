import { formatCentavos, type ShootBookingView } from '@passarela/shared';
import { useId, useState } from 'react';
import { formatDateTimeBr } from '../../../lib/format-date.ts';

/**
 * The receipt of a booking, the same on both sides: what was bought, the extras, the total, the fee
 * and what the photographer receives, and the image-use terms both agreed to. Folded under a
 * button so the card stays short on a phone.
 */
export function BookingReceipt({ booking }: { booking: ShootBookingView }) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  return (
    <div className="rounded-xl border border-gray-200">
      <p className="px-3 pt-2 text-sm text-gray-700" data-testid="image-use-terms">
        <span className="font-medium text-gray-900">Uso das imagens: </span>
        {booking.image_use_text}
      </p>
      <button
        type="button"
        className="flex min-h-11 w-full items-center px-3 text-left text-sm font-medium text-brand-700 hover:underline focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:outline-none"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
      >
        {open ? 'Ocultar recibo' : 'Ver recibo'}
      </button>
      <div id={panelId} hidden={!open} className="border-t border-gray-200 px-3 py-3 text-sm">
        <dl className="grid gap-1.5">
          <Line term={booking.package.title} value={formatCentavos(booking.price_cents)} />
          {booking.extras.map((extra) => (
            <Line key={extra.id} term={`+ ${extra.label}`} value={formatCentavos(extra.price_cents)} />
          ))}
          <Line term="Total" value={formatCentavos(booking.total_cents)} strong />
          {booking.platform_fee_cents != null && <Line term="Taxa da plataforma" value={`- ${formatCentavos(booking.platform_fee_cents)}`} />}
          {booking.photographer_net_cents != null && <Line term="Fotógrafo recebe" value={formatCentavos(booking.photographer_net_cents)} />}
        </dl>
        <p className="mt-3 text-gray-700">
          <span className="font-medium text-gray-900">Termos de uso das imagens: </span>
          {booking.image_use_text}
        </p>
        {booking.note && <p className="mt-2 break-words whitespace-pre-line text-gray-700">Observação: {booking.note}</p>}
        <p className="mt-2 text-xs text-gray-500">
          Agendado em {formatDateTimeBr(booking.created_at)}
          {booking.funded_at ? ` · pago em ${formatDateTimeBr(booking.funded_at)}` : ''} · código {booking.id.slice(0, 8)}
        </p>
      </div>
    </div>
  );
}

function Line({ term, value, strong = false }: { term: string; value: string; strong?: boolean }) {
  return (
    <div className={`flex items-baseline justify-between gap-3 ${strong ? 'font-semibold text-gray-900' : 'text-gray-700'}`}>
      <dt className="min-w-0 break-words">{term}</dt>
      <dd className="shrink-0 tabular-nums">{value}</dd>
    </div>
  );
}
