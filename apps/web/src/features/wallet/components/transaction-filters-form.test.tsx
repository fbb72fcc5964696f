import { walletMovementKinds } from '@passarela/shared';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { TransactionFiltersForm } from './transaction-filters-form.tsx';

describe('TransactionFiltersForm', () => {
  it('shows the URL filters as the chosen values, with every movement kind offered and labelled fields', () => {
    const html = renderToStaticMarkup(
      <TransactionFiltersForm filters={{ kind: 'pro_purchase', direction: 'out', from: '2025-01-01', to: '2025-01-31' }} onChange={() => {}} />,
    );
    expect(html).toContain('<option value="pro_purchase" selected="">Assinatura PRO</option>');
    expect(html).toContain('<option value="out" selected="">Saídas</option>');
    expect(html).toMatch(/type="date" max="2025-01-31"[^>]*value="2025-01-01"/);
    expect(html).toMatch(/type="date" min="2025-01-01"[^>]*value="2025-01-31"/);
    expect(html.match(/<option value="[a-z_]+"/g)).toHaveLength(walletMovementKinds.length + 2);
    for (const label of ['Tipo', 'Entrada ou saída', 'De', 'Até']) expect(html).toContain(`>${label}</label>`);
  });

  it('without filters selects "Todos" and "Todas"', () => {
    const html = renderToStaticMarkup(<TransactionFiltersForm filters={{}} onChange={() => {}} />);
    expect(html).toContain('<option value="" selected="">Todos</option>');
    expect(html).toContain('<option value="" selected="">Todas</option>');
  });
});
