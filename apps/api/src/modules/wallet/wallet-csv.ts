import { formatDateTimePtBr, walletMovementKindLabels } from '@passarela/shared';
import type { WalletTransactionRow } from './wallet-transactions.repository.ts';

/**
 * Transações as a spreadsheet (docs/product.md "Wallet and transactions"): what Excel in Brazil opens
 * without an import dialog: UTF-8 with a BOM, `;` between cells, `1234,56` decimals, São Paulo time.
 */

export const WALLET_CSV_FILENAME = 'transacoes-passarela.csv';
const BOM = '\uFEFF';
const HEADER = ['Data', 'Tipo', 'Descrição', 'Valor (R$)', 'Saldo após (R$)'];

/** 'dd/mm/aaaa hh:mm' in São Paulo time. */
export const csvDate = formatDateTimePtBr;

/** Centavos as reais with a comma and no thousands separator: -123456 -> '-1234,56'. */
export function csvMoney(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)},${String(abs % 100).padStart(2, '0')}`;
}

/**
 * A text cell a spreadsheet will not run: a leading = + - @ (or tab / carriage return) would make
 * it a formula (CSV injection), so it gets a leading apostrophe.
 */
export function neutralizeFormula(text: string): string {
  return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
}

/** Quotes a cell when it holds the separator, a quote or a line break (quotes doubled). */
export function csvCell(value: string): string {
  return /[";\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}

export function walletCsvRow(row: WalletTransactionRow): string {
  return [
    csvDate(row.createdAt),
    neutralizeFormula(walletMovementKindLabels[row.kind] ?? row.kind),
    neutralizeFormula(row.description),
    csvMoney(row.amountCents),
    csvMoney(row.balanceAfterCents),
  ]
    .map(csvCell)
    .join(';');
}

/** The whole file: BOM, header, one line per movement, CRLF line ends (RFC 4180). */
export function walletCsv(rows: WalletTransactionRow[]): string {
  return `${BOM}${[HEADER.join(';'), ...rows.map(walletCsvRow)].join('\r\n')}\r\n`;
}
