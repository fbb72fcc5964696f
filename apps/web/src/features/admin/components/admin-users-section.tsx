import { type AdminUserSummary, brazilianStates, formatLocation, type UserType, userTypes } from '@passarela/shared';
import { BadgeCheck } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useAdminUsers } from '../api/admin-api.ts';
import { adminInputClassName, adminLabelClassName, errorMessage } from './admin-field-classes.ts';
import { userTypeLabels } from '../lib/user-type-labels.ts';
import { AdminSection } from './admin-section.tsx';
import { AdminUserDialog } from './admin-user-dialog.tsx';

interface Filters {
  q?: string;
  user_type?: UserType;
  state?: string;
  status?: 'active' | 'suspended';
}

/** "Usuários": search by name, email or slug, type, state and status; each row opens the account. */
export function AdminUsersSection() {
  const [filters, setFilters] = useState<Filters>({});
  const [openUserId, setOpenUserId] = useState<string | null>(null);
  const users = useAdminUsers(filters);
  const ids = { q: useId(), type: useId(), state: useId(), status: useId() };

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const text = (name: string) => {
      const raw = form.get(name);
      return (typeof raw === 'string' ? raw.trim() : '') || undefined;
    };
    setFilters({
      q: text('q'),
      user_type: text('user_type') as UserType | undefined,
      state: text('state'),
      status: text('status') as Filters['status'],
    });
  }

  const items = users.data?.pages.flatMap((page) => page.items) ?? [];
  return (
    <AdminSection name="users" title="Usuários">
      <form aria-label="Buscar usuários" onSubmit={submit} className="mt-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-5">
        <div className="lg:col-span-2">
          <label htmlFor={ids.q} className={adminLabelClassName}>
            Nome, email ou endereço do perfil
          </label>
          <input id={ids.q} name="q" type="search" className={adminInputClassName} placeholder="Ex.: ana souza" />
        </div>
        <div>
          <label htmlFor={ids.type} className={adminLabelClassName}>
            Tipo
          </label>
          <select id={ids.type} name="user_type" className={adminInputClassName} defaultValue="">
            <option value="">Todos</option>
            {userTypes.map((type) => (
              <option key={type} value={type}>
                {userTypeLabels[type]}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor={ids.state} className={adminLabelClassName}>
            Estado
          </label>
          <select id={ids.state} name="state" className={adminInputClassName} defaultValue="">
            <option value="">Todos</option>
            {brazilianStates.map((state) => (
              <option key={state.value} value={state.value}>
                {state.label}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor={ids.status} className={adminLabelClassName}>
            Situação
          </label>
          <select id={ids.status} name="status" className={adminInputClassName} defaultValue="">
            <option value="">Todas</option>
            <option value="active">Ativas</option>
            <option value="suspended">Suspensas</option>
          </select>
        </div>
        <div className="sm:col-span-2 lg:col-span-5">
          <Button type="submit">Buscar</Button>
        </div>
      </form>

      <div className="mt-6">
        {users.isPending ? (
          <Spinner className="size-6" />
        ) : users.isError ? (
          <p role="alert" className="text-red-700">
            {errorMessage(users.error)}
          </p>
        ) : items.length === 0 ? (
          <p className="text-gray-600">Nenhum usuário encontrado.</p>
        ) : (
          <ul className="divide-y divide-gray-200 rounded-2xl border border-gray-200 bg-white" aria-label="Usuários encontrados">
            {items.map((user) => (
              <UserRow key={user.id} user={user} onOpen={() => setOpenUserId(user.id)} />
            ))}
          </ul>
        )}
        {users.hasNextPage && (
          <Button variant="outline" className="mt-4" isLoading={users.isFetchingNextPage} onClick={() => void users.fetchNextPage()}>
            Carregar mais
          </Button>
        )}
      </div>
      {openUserId && <AdminUserDialog userId={openUserId} onClose={() => setOpenUserId(null)} />}
    </AdminSection>
  );
}

function UserRow({ user, onOpen }: { user: AdminUserSummary; onOpen: () => void }) {
  return (
    <li className="flex flex-wrap items-center gap-3 p-3 sm:p-4">
      <div className="min-w-0 flex-1">
        <p className="flex items-center gap-1.5 font-medium text-gray-900">
          <span className="truncate">{user.name}</span>
          {user.is_verified && <BadgeCheck className="size-4 shrink-0 text-brand-600" aria-label="Verificado" />}
        </p>
        <p className="truncate text-sm text-gray-600">
          {user.email} · {userTypeLabels[user.user_type as UserType] ?? user.user_type}
          {user.city || user.state ? ` · ${formatLocation(user)}` : ''}
        </p>
        {user.suspended_at && <p className="text-sm font-medium text-red-700">Suspenso</p>}
      </div>
      <Button variant="outline" size="sm" onClick={onOpen} aria-label={`Gerenciar ${user.name}`}>
        Gerenciar
      </Button>
    </li>
  );
}
