import { type WalletTransaction, formatCentavos, walletMovementKindLabels } from '@passarela/shared';
import { Download } from 'lucide-react';
import { useId, useState } from 'react';
import { useSearchParams } from 'react-router';
import { buttonVariants } from '../../../components/ui/button-variants.ts';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { FiltersToggleButton } from '../../../components/ui/filters-toggle-button.tsx';
import { LoadMoreButton } from '../../../components/ui/load-more-button.tsx';
import { QueryState } from '../../../components/ui/query-state.tsx';
import { TabHeading } from '../../../components/ui/tab-heading.tsx';
import { cn } from '../../../lib/cn.ts';
import { formatDateTimeBr } from '../../../lib/format-date.ts';
import { transactionsCsvUrl, useWalletTransactions } from '../api/get-transactions.ts';
import {
  type TransactionFilters,
  countTransactionFilters,
  hasTransactionFilters,
  readTransactionFilters,
  writeTransactionFilters,
} from '../lib/transaction-filters.ts';
import { TransactionFiltersForm } from './transaction-filters-form.tsx';

/**
 * Transações: every movement of the wallet, filtered by the URL, newest first, with the CSV export.
 * On a phone the four filters would fill the first screen: they fold behind 'Filtros' (with how
 * many are in use) and the movements come first; from 640 px they are always shown.
 */
export function TransactionsPanel() {
  const [params, setParams] = useSearchParams();
  const filters = readTransactionFilters(params);
  const transactions = useWalletTransactions(filters);
  const setFilters = (next: TransactionFilters) => setParams(writeTransactionFilters(params, next), { replace: true });
  const [filtersOpen, setFiltersOpen] = useState(false);
  const filtersId = useId();

  return (
    <section aria-labelledby="transacoes-titulo" className="grid gap-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <TabHeading id="transacoes-titulo" title="Transações" subtitle="Tudo o que entrou e saiu da sua carteira." />
        <div className="flex flex-wrap gap-2">
          <FiltersToggleButton
            className="sm:hidden"
            open={filtersOpen}
            controls={filtersId}
            activeCount={countTransactionFilters(filters)}
            onToggle={() => setFiltersOpen((open) => !open)}
          />
          <a href={transactionsCsvUrl(filters)} download className={buttonVariants({ variant: 'outline', size: 'sm' })}>
            <Download className="size-4" aria-hidden="true" />
            Exportar CSV
          </a>
        </div>
      </div>
      <div id={filtersId} className={filtersOpen ? undefined : 'hidden sm:block'}>
        <TransactionFiltersForm filters={filters} onChange={setFilters} />
      </div>
      <QueryState query={transactions}>
        {({ pages }) => <TransactionList items={pages.flatMap((page) => page.items)} filtered={hasTransactionFilters(filters)} />}
      </QueryState>
      <LoadMoreButton query={transactions} className="justify-self-center" />
    </section>
  );
}

function TransactionList({ items, filtered }: { items: WalletTransaction[]; filtered: boolean }) {
  if (items.length === 0) {
    return (
      <EmptyState>
        {filtered ? 'Nenhuma transação com estes filtros.' : 'Nenhuma transação ainda. Quando o dinheiro entrar ou sair da carteira, aparece aqui.'}
      </EmptyState>
    );
  }
  return (
    <ul className="divide-y divide-gray-100 rounded-2xl border border-gray-200 bg-white" aria-label="Transações">
      {items.map((item) => (
        <TransactionRow key={item.id} item={item} />
      ))}
    </ul>
  );
}

function TransactionRow({ item }: { item: WalletTransaction }) {
  const incoming = item.amount_cents > 0;
  return (
    <li data-testid="transaction-row" className="grid grid-cols-[1fr_auto] gap-x-3 gap-y-1 p-4">
      <div className="min-w-0">
        <p className="font-medium break-words text-gray-900">{item.description}</p>
        <p className="text-xs text-gray-500">
          {walletMovementKindLabels[item.kind]} · <time dateTime={item.created_at}>{formatDateTimeBr(item.created_at)}</time>
        </p>
      </div>
      <div className="text-right">
        <p className={cn('font-semibold tabular-nums', incoming ? 'text-emerald-700' : 'text-red-700')}>
          <span className="sr-only">{incoming ? 'Entrada de ' : 'Saída de '}</span>
          {incoming ? '+' : '−'}
          {formatCentavos(Math.abs(item.amount_cents))}
        </p>
        <p className="text-xs text-gray-500 tabular-nums">Saldo: {formatCentavos(item.balance_after_cents)}</p>
      </div>
    </li>
  );
}
