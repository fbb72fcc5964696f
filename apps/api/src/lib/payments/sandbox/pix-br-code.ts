import { randomUUID } from 'node:crypto';

/**
 * A Pix "copia e cola" code in the real BR Code format (EMV QR Code Merchant-Presented Mode, as the
 * Banco Central's Pix manual specifies), so the sandbox's Pix screen shows what a payer's bank app
 * would read. The key is random: nobody can actually pay it, which is the point of a sandbox.
 */

/** One EMV field: id, two-digit length, value. */
function field(id: string, value: string): string {
  if (value.length > 99) throw new Error(`EMV field ${id} is longer than 99 characters`);
  return `${id}${String(value.length).padStart(2, '0')}${value}`;
}

/** CRC16-CCITT (initial 0xFFFF, polynomial 0x1021, no reflection), four upper-case hex digits. */
export function crc16Ccitt(text: string): string {
  let crc = 0xffff;
  for (const byte of Buffer.from(text, 'utf8')) {
    crc ^= byte << 8;
    for (let bit = 0; bit < 8; bit += 1) {
      crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
    }
  }
  return crc.toString(16).toUpperCase().padStart(4, '0');
}

export interface PixBrCodeInput {
  amountCents: number;
  /** Up to 25 letters and digits (Pix manual); identifies the charge. */
  txid: string;
  /** A Pix key; default a random one ("chave aleatória" is a UUID). */
  pixKey?: string;
  merchantName?: string;
  merchantCity?: string;
}

export function buildPixBrCode(input: PixBrCodeInput): string {
  const txid = input.txid.replace(/[^A-Za-z0-9]/g, '').slice(0, 25) || '***';
  const payload = [
    field('00', '01'),
    field('26', field('00', 'br.gov.bcb.pix') + field('01', input.pixKey ?? randomUUID())),
    field('52', '0000'),
    field('53', '986'),
    field('54', (input.amountCents / 100).toFixed(2)),
    field('58', 'BR'),
    field('59', (input.merchantName ?? 'PASSARELA').slice(0, 25)),
    field('60', (input.merchantCity ?? 'SAO PAULO').slice(0, 15)),
    field('62', field('05', txid)),
  ].join('');
  // The CRC covers everything before it, its own id and length ("6304") included.
  const withCrcHeader = `${payload}6304`;
  return `${withCrcHeader}${crc16Ccitt(withCrcHeader)}`;
}

/** Reads a BR Code's top-level fields (for tests and checks); null when the structure is broken. */
export function parseEmvFields(code: string): Map<string, string> | null {
  const fields = new Map<string, string>();
  let at = 0;
  while (at < code.length) {
    const id = code.slice(at, at + 2);
    const length = Number(code.slice(at + 2, at + 4));
    if (!/^\d{2}$/.test(id) || !Number.isInteger(length) || at + 4 + length > code.length) return null;
    fields.set(id, code.slice(at + 4, at + 4 + length));
    at += 4 + length;
  }
  return fields;
}
