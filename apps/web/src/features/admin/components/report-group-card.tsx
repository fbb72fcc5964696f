import {
  type ReportEntry,
  type ReportGroup,
  type ReportPerson,
  type UserType,
  URGENT_REPORT_REASON,
  reportItemKindLabels,
  reportReasonLabels,
} from '@passarela/shared';
import { ExternalLink, EyeOff, Siren } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { cn } from '../../../lib/cn.ts';
import { formatDateTimeBr } from '../../../lib/format-date.ts';
import { accountAgeText } from '../lib/account-age.ts';
import { hiddenText, reportsCountText } from '../lib/report-queue-text.ts';
import { userTypeLabels } from '../lib/user-type-labels.ts';
import { AdminConversationDialog } from './admin-conversation-dialog.tsx';

const linkClassName = 'rounded font-medium text-brand-700 hover:underline focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:outline-none';

/**
 * One reported item of the queue: what it was when first reported (the snapshot, kept even if it
 * was edited or deleted since), who wrote it and their history, each report with its reporter's
 * history, and the two decisions. Every text is a user's and is rendered as text.
 */
export function ReportGroupCard({ group, onDecide }: { group: ReportGroup; onDecide: (mode: 'dismiss' | 'act') => void }) {
  const kind = reportItemKindLabels[group.item.kind];
  const hidden = hiddenText(group);
  const [reading, setReading] = useState(false);
  return (
    <li
      aria-label={`${kind}: ${group.snapshot.title}`}
      data-testid="report-group"
      className={cn('rounded-2xl border bg-white p-4 sm:p-5', group.urgent ? 'border-red-300 ring-1 ring-red-200' : 'border-gray-200')}
    >
      <div className="flex flex-wrap items-center gap-2">
        {group.urgent && (
          <span className="inline-flex items-center gap-1 rounded-full bg-red-600 px-3 py-1 text-xs font-bold text-white" data-testid="report-urgent">
            <Siren className="size-3.5" aria-hidden="true" />
            {reportReasonLabels[URGENT_REPORT_REASON]}
          </span>
        )}
        <Badge tone="neutral">{kind}</Badge>
        <span className="text-sm text-gray-600">
          {reportsCountText(group.reports.length)} · {group.reporters === 1 ? '1 pessoa' : `${group.reporters} pessoas`} · desde{' '}
          {formatDateTimeBr(group.first_reported_at)}
        </span>
      </div>
      {hidden && (
        <p className="mt-2 inline-flex items-center gap-1.5 rounded-lg bg-amber-50 px-2.5 py-1 text-sm font-medium text-amber-900 ring-1 ring-amber-200">
          <EyeOff className="size-4" aria-hidden="true" />
          {hidden}
        </p>
      )}

      <div className="mt-3 grid gap-4 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <Snapshot group={group} />
        <div className="grid content-start gap-4">
          <Block title="Autoria">
            {group.reported_person ? (
              <PersonDetails person={group.reported_person} side="reported" />
            ) : (
              <p className="text-sm text-gray-600">Conta excluída.</p>
            )}
          </Block>
        </div>
      </div>

      <Block title="Denúncias" className="mt-4">
        <ul className="grid gap-3">
          {group.reports.map((report) => (
            <ReportLine key={report.id} report={report} />
          ))}
        </ul>
      </Block>

      <div className="mt-4 flex flex-wrap gap-2">
        <Button size="sm" onClick={() => onDecide('act')}>
          Aplicar medidas
        </Button>
        <Button size="sm" variant="outline" onClick={() => onDecide('dismiss')}>
          Descartar
        </Button>
        {group.conversation_id && (
          <Button size="sm" variant="outline" onClick={() => setReading(true)}>
            Ler conversa
          </Button>
        )}
      </div>
      {reading && group.conversation_id && <AdminConversationDialog conversationId={group.conversation_id} onClose={() => setReading(false)} />}
    </li>
  );
}

function Block({ title, className, children }: { title: string; className?: string; children: ReactNode }) {
  return (
    <section className={className}>
      <h3 className="mb-1.5 text-xs font-semibold tracking-wide text-gray-500 uppercase">{title}</h3>
      {children}
    </section>
  );
}

/** The item as it was reported: title, text, the other fields, its images, and where it is now. */
function Snapshot({ group }: { group: ReportGroup }) {
  const { snapshot } = group;
  const fields = Object.entries(snapshot.fields);
  // Our own media addresses (a path, or the bucket's http(s) URL); anything else is not shown.
  const images = snapshot.image_urls.filter((url) => /^(https?:\/\/|\/(?!\/))/.test(url));
  return (
    <Block title="Como estava ao ser denunciado">
      <div className="rounded-xl bg-gray-50 p-3 text-sm" data-testid="report-snapshot">
        <p className="font-semibold break-words text-gray-900">{snapshot.title}</p>
        {snapshot.text && <p className="mt-1 break-words whitespace-pre-line text-gray-800">{snapshot.text}</p>}
        {fields.length > 0 && (
          <dl className="mt-2 grid gap-x-4 gap-y-1 sm:grid-cols-2">
            {fields.map(([label, value]) => (
              <div key={label} className="min-w-0">
                <dt className="inline text-gray-500">{label}: </dt>
                <dd className="inline break-words text-gray-900">{value}</dd>
              </div>
            ))}
          </dl>
        )}
        {images.length > 0 && (
          <ul className="mt-3 flex flex-wrap gap-2" aria-label="Imagens do item">
            {images.map((url, index) => (
              <li key={url}>
                <a
                  href={url}
                  target="_blank"
                  rel="noreferrer"
                  className="block rounded-lg focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:outline-none"
                >
                  <img
                    src={url}
                    alt={`Imagem ${index + 1} do item denunciado`}
                    loading="lazy"
                    width={80}
                    height={80}
                    className="size-20 rounded-lg bg-gray-200 object-cover"
                  />
                </a>
              </li>
            ))}
          </ul>
        )}
      </div>
      <p className="mt-2 text-sm">
        {group.link ? (
          <a href={group.link} target="_blank" rel="noreferrer" className={cn(linkClassName, 'inline-flex items-center gap-1')}>
            Abrir o item
            <ExternalLink className="size-3.5" aria-hidden="true" />
            <span className="sr-only"> (abre em nova aba)</span>
          </a>
        ) : (
          <span className="text-gray-600">O item não existe mais.</span>
        )}
      </p>
    </Block>
  );
}

/** Who someone is and their history: the reported person's reports received, a reporter's reports sent. */
function PersonDetails({ person, side }: { person: ReportPerson; side: 'reported' | 'reporter' }) {
  const type = userTypeLabels[person.user_type as UserType] ?? person.user_type;
  return (
    <div className="grid gap-1 text-sm text-gray-700">
      <p className="break-words">
        {person.profile_slug ? (
          <a href={`/perfil/${encodeURIComponent(person.profile_slug)}`} target="_blank" rel="noreferrer" className={linkClassName}>
            {person.name}
          </a>
        ) : (
          <span className="font-medium text-gray-900">{person.name}</span>
        )}{' '}
        <span className="break-all text-gray-500">({person.email})</span>
      </p>
      <p>
        {type} · {accountAgeText(person.created_at)}
      </p>
      <p className="flex flex-wrap gap-1.5">
        <Badge tone={person.verified ? 'good' : 'neutral'}>{person.verified ? 'Identidade verificada' : 'Identidade não verificada'}</Badge>
        {person.suspended_at && <Badge tone="bad">Conta suspensa desde {formatDateTimeBr(person.suspended_at)}</Badge>}
      </p>
      {side === 'reported' ? (
        <p>
          Denúncias recebidas: {person.reports_received} ({person.reports_upheld} {person.reports_upheld === 1 ? 'procedente' : 'procedentes'}) · Contratos:{' '}
          {person.contracts}
        </p>
      ) : (
        <p>
          Denúncias enviadas: {person.reports_sent} ({person.reports_dismissed} {person.reports_dismissed === 1 ? 'descartada' : 'descartadas'}) · Contratos:{' '}
          {person.contracts}
        </p>
      )}
    </div>
  );
}

function ReportLine({ report }: { report: ReportEntry }) {
  const urgent = report.reason === URGENT_REPORT_REASON;
  return (
    <li className="rounded-xl border border-gray-200 p-3" data-testid="report-entry">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <p className={cn('text-sm font-semibold', urgent ? 'text-red-700' : 'text-gray-900')}>{reportReasonLabels[report.reason]}</p>
        <time dateTime={report.created_at} className="text-xs text-gray-500">
          {formatDateTimeBr(report.created_at)}
        </time>
      </div>
      {report.details && <p className="mt-1 text-sm break-words whitespace-pre-line text-gray-800">{report.details}</p>}
      <div className="mt-2 border-t border-gray-100 pt-2">
        <p className="mb-1 text-xs font-medium text-gray-500">Quem denunciou</p>
        <PersonDetails person={report.reporter} side="reporter" />
      </div>
    </li>
  );
}
