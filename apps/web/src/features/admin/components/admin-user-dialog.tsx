import { type UserType, ageOn, formatLocation, maskPhone, oldestBirthDate, userTypes } from '@passarela/shared';
import { useId, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { formatDateBr, formatDateTimeBr } from '../../../lib/format-date.ts';
import { toast } from '../../../lib/toast.ts';
import { type AdminUserAction, type AdminUserActionInput, useAdminUser, useAdminUserAction } from '../api/admin-api.ts';
import { userTypeLabels } from '../lib/user-type-labels.ts';
import { adminInputClassName, adminLabelClassName, adminTextareaClassName, errorMessage } from './admin-field-classes.ts';

const doneMessages: Record<AdminUserAction['kind'], string> = {
  suspend: 'Usuário suspenso. As sessões dele foram encerradas.',
  reinstate: 'Usuário reativado.',
  'remove-badge': 'Selo de verificação removido.',
  type: 'Tipo de usuário alterado.',
  'birth-date': 'Data de nascimento alterada.',
};

/** A refused field's own words (a date out of range) rather than the generic 'dados inválidos'. */
function fieldMessage(error: unknown): string | undefined {
  const details = isApiError(error) && Array.isArray(error.details) ? (error.details as { message?: unknown }[]) : [];
  const first = details.find((detail) => typeof detail?.message === 'string');
  return first ? String(first.message) : undefined;
}

/** '15/03/2009 (16 anos)': a stored YYYY-MM-DD birth date and the age it gives today. */
function birthDateLabel(birthDate: string | null): string {
  return birthDate ? `${formatDateBr(birthDate)} (${ageOn(birthDate)} anos)` : 'Não informada';
}

/** One account: its data and numbers, and every admin action on it, each asking for a reason. */
export function AdminUserDialog({ userId, onClose }: { userId: string; onClose: () => void }) {
  const detail = useAdminUser(userId);
  const act = useAdminUserAction(userId);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | undefined>();
  const [newType, setNewType] = useState<UserType | ''>('');
  const [newBirthDate, setNewBirthDate] = useState('');
  const ids = { reason: useId(), type: useId(), reasonError: useId(), birthDate: useId() };

  function run(action: AdminUserActionInput) {
    const trimmed = reason.trim();
    if (!trimmed) {
      setReasonError('Informe o motivo.');
      document.getElementById(ids.reason)?.focus();
      return;
    }
    setReasonError(undefined);
    act.mutate(
      { ...action, reason: trimmed },
      {
        onSuccess: () => {
          toast({ title: doneMessages[action.kind], variant: 'success' });
          setReason('');
          if (action.kind === 'birth-date') setNewBirthDate('');
        },
        onError: (error) => toast({ title: 'Não foi possível concluir', description: fieldMessage(error) ?? errorMessage(error), variant: 'destructive' }),
      },
    );
  }

  const user = detail.data?.user;
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()} title={user?.name ?? 'Usuário'} description={user?.email}>
      {detail.isPending ? (
        <Spinner className="size-6" />
      ) : detail.isError || !user ? (
        <p role="alert" className="text-red-700">
          {errorMessage(detail.error)}
        </p>
      ) : (
        <div className="space-y-5">
          <dl className="grid grid-cols-2 gap-x-4 gap-y-2 text-sm">
            <dt className="text-gray-600">Tipo</dt>
            <dd className="font-medium">{userTypeLabels[user.user_type as UserType] ?? user.user_type}</dd>
            <dt className="text-gray-600">Telefone</dt>
            <dd>{user.phone ? maskPhone(user.phone) : '—'}</dd>
            <dt className="text-gray-600">Nascimento</dt>
            <dd>{birthDateLabel(user.birth_date)}</dd>
            {user.is_minor && (
              <>
                <dt className="text-gray-600">Responsável legal</dt>
                <dd className={user.guardian ? 'break-all' : 'font-medium text-red-700'}>
                  {user.guardian
                    ? [user.guardian.name, user.guardian.email, user.guardian.phone && maskPhone(user.guardian.phone)].filter(Boolean).join(' · ')
                    : 'Menor de idade sem responsável informado'}
                </dd>
                <dt className="text-gray-600">Autorização</dt>
                <dd className={user.guardian?.confirmed_at ? '' : 'font-medium text-amber-800'}>
                  {user.guardian?.confirmed_at ? `Confirmada em ${formatDateTimeBr(user.guardian.confirmed_at)}` : 'Aguardando confirmação do responsável'}
                </dd>
              </>
            )}
            <dt className="text-gray-600">Cidade</dt>
            <dd>{formatLocation(user) || '—'}</dd>
            <dt className="text-gray-600">Email confirmado</dt>
            <dd>{user.email_verified ? 'Sim' : 'Não'}</dd>
            <dt className="text-gray-600">Verificado</dt>
            <dd>{user.is_verified ? 'Sim' : 'Não (o selo vem da aprovação dos documentos em Verificações)'}</dd>
            <dt className="text-gray-600">Situação</dt>
            <dd className={user.suspended_at ? 'font-medium text-red-700' : ''}>{user.suspended_at ? `Suspenso: ${user.suspension_reason ?? ''}` : 'Ativo'}</dd>
            <dt className="text-gray-600">Vagas · candidaturas · contratos</dt>
            <dd>
              {detail.data.counts.jobs} · {detail.data.counts.applications} · {detail.data.counts.contracts}
            </dd>
          </dl>
          {user.profile_slug && (
            <a href={`/perfil/${user.profile_slug}`} target="_blank" rel="noreferrer" className="text-sm font-medium text-brand-700 underline">
              Ver perfil público
            </a>
          )}

          <div>
            <label htmlFor={ids.reason} className={adminLabelClassName}>
              Motivo (obrigatório para qualquer ação)
            </label>
            <textarea
              id={ids.reason}
              rows={2}
              value={reason}
              onChange={(event) => setReason(event.target.value)}
              aria-invalid={reasonError ? true : undefined}
              aria-describedby={reasonError ? ids.reasonError : undefined}
              className={adminTextareaClassName}
              maxLength={1000}
            />
            {reasonError && (
              <p id={ids.reasonError} className="mt-1 text-sm text-red-700">
                {reasonError}
              </p>
            )}
          </div>

          <div className="flex flex-wrap gap-2">
            {user.is_verified && (
              <Button variant="outline" size="sm" disabled={act.isPending} onClick={() => run({ kind: 'remove-badge' })}>
                Remover selo
              </Button>
            )}
            {user.suspended_at ? (
              <Button variant="outline" size="sm" disabled={act.isPending} onClick={() => run({ kind: 'reinstate' })}>
                Reativar
              </Button>
            ) : (
              <Button size="sm" disabled={act.isPending} onClick={() => run({ kind: 'suspend' })}>
                Suspender
              </Button>
            )}
          </div>

          <div className="flex flex-wrap items-end gap-2">
            <div className="min-w-48 flex-1">
              <label htmlFor={ids.type} className={adminLabelClassName}>
                Alterar tipo
              </label>
              <select id={ids.type} value={newType} onChange={(event) => setNewType(event.target.value as UserType | '')} className={adminInputClassName}>
                <option value="">Escolha…</option>
                {userTypes
                  .filter((type) => type !== user.user_type)
                  .map((type) => (
                    <option key={type} value={type}>
                      {userTypeLabels[type]}
                    </option>
                  ))}
              </select>
            </div>
            <Button variant="outline" size="sm" disabled={!newType || act.isPending} onClick={() => newType && run({ kind: 'type', user_type: newType })}>
              Alterar tipo
            </Button>
          </div>

          {user.profile_slug && (
            <div className="flex flex-wrap items-end gap-2">
              <div className="min-w-48 flex-1">
                <label htmlFor={ids.birthDate} className={adminLabelClassName}>
                  Corrigir data de nascimento
                </label>
                <input
                  id={ids.birthDate}
                  type="date"
                  min={oldestBirthDate()}
                  value={newBirthDate}
                  onChange={(event) => setNewBirthDate(event.target.value)}
                  className={adminInputClassName}
                />
              </div>
              <Button
                variant="outline"
                size="sm"
                disabled={!newBirthDate || newBirthDate === user.birth_date || act.isPending}
                onClick={() => run({ kind: 'birth-date', birth_date: newBirthDate })}
              >
                Alterar data
              </Button>
            </div>
          )}
        </div>
      )}
    </Dialog>
  );
}
