import { formatCentavos, type HiringParty } from '@passarela/shared';
import { CalendarDays, MapPin, MessageCircle } from 'lucide-react';
import { Link } from 'react-router';
import { buttonVariants } from '../../../components/ui/button-variants.ts';
import { ProfilePhoto } from '../../../components/ui/profile-photo.tsx';
import { StatusBadge } from '../../../components/ui/status-badge.tsx';
import { formatDateBr } from '../../../lib/format-date.ts';

/** Opens WhatsApp with a prefilled greeting (the API builds the link only for who may see it). */
export function WhatsAppButton({ url, name }: { url: string; name: string }) {
  return (
    <a
      href={url}
      target="_blank"
      rel="noopener noreferrer"
      className={buttonVariants({ size: 'sm', className: 'max-w-full min-w-0 bg-emerald-600 hover:bg-emerald-700 active:bg-emerald-800' })}
      data-testid="whatsapp-link"
    >
      <MessageCircle className="size-4 shrink-0" aria-hidden="true" />
      {/* One line, as a button is: a long first name is cut short rather than widening the card. */}
      <span className="min-w-0 truncate">WhatsApp de {name.split(' ')[0]}</span>
      <span className="sr-only"> (abre em nova aba)</span>
    </a>
  );
}

/** Photo and name of the other side, linking to the public profile. */
export function PartyLine({ party, caption }: { party: HiringParty; caption: string }) {
  const content = (
    <>
      <ProfilePhoto url={party.profile_image_url} alt="" size={40} sizes="40px" className="size-10 shrink-0 rounded-full" />
      <span className="min-w-0">
        <span className="block text-xs text-gray-500">{caption}</span>
        <span className="block truncate font-medium text-gray-900">{party.name}</span>
      </span>
    </>
  );
  if (!party.profile_slug) return <div className="flex items-center gap-3">{content}</div>;
  return (
    <Link
      to={`/perfil/${encodeURIComponent(party.profile_slug)}`}
      className="flex items-center gap-3 rounded-lg focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:outline-none"
    >
      {content}
    </Link>
  );
}

/** The top of a proposal or contract card: what it is, its title and its state. */
export function HiringCardHeader({ kind, title, status, statusLabel }: { kind: string; title: string; status: string; statusLabel: string }) {
  return (
    <div className="flex flex-wrap items-start justify-between gap-2">
      <div className="min-w-0">
        <p className="text-xs font-semibold tracking-wide text-gray-500 uppercase">{kind}</p>
        <h3 className="text-lg font-semibold break-words text-gray-900">{title}</h3>
      </div>
      <StatusBadge status={status} label={statusLabel} />
    </div>
  );
}

/** Date, place and amount of the work, as a proposal and its contract both show them. */
export function WorkFacts({ workDate, place, amountCents }: { workDate: string; place: string; amountCents: number }) {
  return (
    <dl className="grid gap-2 text-sm text-gray-700 sm:grid-cols-3">
      <div className="flex items-center gap-1.5">
        <dt className="sr-only">Data</dt>
        <CalendarDays className="size-4 text-gray-400" aria-hidden="true" />
        <dd>{formatDateBr(workDate)}</dd>
      </div>
      <div className="flex items-center gap-1.5">
        <dt className="sr-only">Local</dt>
        <MapPin className="size-4 text-gray-400" aria-hidden="true" />
        <dd className="break-words">{place}</dd>
      </div>
      <div>
        <dt className="sr-only">Valor</dt>
        <dd className="font-semibold text-gray-900">{formatCentavos(amountCents)}</dd>
      </div>
    </dl>
  );
}
