import { createHash, randomUUID } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { link, mkdir, readdir, readFile, rename, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { ProviderPayment } from '../payment-provider.ts';

/** What the sandbox keeps of a payment: what getPayment answers, plus how it came to be. */
export interface SandboxPaymentRecord extends ProviderPayment {
  idempotencyKey: string;
  description: string;
  payerEmail: string;
  notificationUrl: string;
  card: { last4: string; brand: string } | null;
  /** Keys of the refunds already applied, so a retried refund is answered, not repeated. */
  refundKeys: string[];
  createdAt: string;
  updatedAt: string;
}

/**
 * The sandbox's payments as JSON files (one per payment, plus one per idempotency key), so they
 * survive a restart like Mercado Pago's do. Writes go to a temporary file renamed into place, so a
 * crash never leaves half a payment; keys are claimed with link(), which fails if the key exists,
 * so two processes sharing the directory still create one payment per key. An index by our
 * reference (a directory per reference, an empty file per payment id) answers "which payments were
 * made for this payment of ours", as Mercado Pago's search by external_reference does.
 */
export class SandboxStore {
  private readonly paymentsDir: string;
  private readonly keysDir: string;
  private readonly referencesDir: string;

  constructor(dir: string) {
    this.paymentsDir = path.join(dir, 'payments');
    this.keysDir = path.join(dir, 'idempotency-keys');
    this.referencesDir = path.join(dir, 'references');
    mkdirSync(this.paymentsDir, { recursive: true, mode: 0o700 });
    mkdirSync(this.keysDir, { recursive: true, mode: 0o700 });
    mkdirSync(this.referencesDir, { recursive: true, mode: 0o700 });
  }

  private paymentFile(id: string): string {
    // Ids are made here (digits only); the check keeps a forged id from naming another file.
    if (!/^\d{1,20}$/.test(id)) throw new Error('invalid sandbox payment id');
    return path.join(this.paymentsDir, `${id}.json`);
  }

  private referenceDir(reference: string): string {
    return path.join(this.referencesDir, createHash('sha256').update(reference).digest('hex'));
  }

  private referenceEntry(reference: string, id: string): string {
    if (!/^\d{1,20}$/.test(id)) throw new Error('invalid sandbox payment id');
    return path.join(this.referenceDir(reference), id);
  }

  private keyFile(key: string): string {
    return path.join(this.keysDir, createHash('sha256').update(key).digest('hex'));
  }

  private tmpFile(dir: string): string {
    return path.join(dir, `.tmp-${randomUUID()}`);
  }

  async read(id: string): Promise<SandboxPaymentRecord | null> {
    if (!/^\d{1,20}$/.test(id)) return null;
    try {
      return JSON.parse(await readFile(this.paymentFile(id), 'utf8')) as SandboxPaymentRecord;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  }

  async exists(id: string): Promise<boolean> {
    return (await this.read(id)) !== null;
  }

  async write(record: SandboxPaymentRecord): Promise<void> {
    const tmp = this.tmpFile(this.paymentsDir);
    await writeFile(tmp, JSON.stringify(record, null, 2), { mode: 0o600 });
    await rename(tmp, this.paymentFile(record.providerPaymentId));
  }

  /** Drops a payment that lost the race for its idempotency key (it was never answered). */
  async remove(id: string): Promise<void> {
    await unlink(this.paymentFile(id)).catch(() => undefined);
  }

  /**
   * Files `paymentId` under our `reference`. Written BEFORE the payment itself, so a crash can
   * leave an entry without a payment (readers skip it) but never a payment the index misses.
   */
  async indexReference(reference: string, paymentId: string): Promise<void> {
    const dir = this.referenceDir(reference);
    await mkdir(dir, { recursive: true, mode: 0o700 });
    await writeFile(this.referenceEntry(reference, paymentId), '', { mode: 0o600 });
  }

  async unindexReference(reference: string, paymentId: string): Promise<void> {
    await unlink(this.referenceEntry(reference, paymentId)).catch(() => undefined);
  }

  /** The payments filed under our `reference` (those that still exist). */
  async readByReference(reference: string): Promise<SandboxPaymentRecord[]> {
    let ids: string[];
    try {
      ids = await readdir(this.referenceDir(reference));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
      throw error;
    }
    const records = await Promise.all(ids.map((id) => this.read(id)));
    return records.filter((record): record is SandboxPaymentRecord => record !== null && record.externalReference === reference);
  }

  /** The payment id already claimed by this idempotency key, if any. */
  async paymentIdForKey(key: string): Promise<string | null> {
    try {
      return (await readFile(this.keyFile(key), 'utf8')).trim();
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  }

  /** Claims the key for this payment id; answers the id that owns the key (an earlier one wins). */
  async claimKey(key: string, paymentId: string): Promise<string> {
    const tmp = this.tmpFile(this.keysDir);
    await writeFile(tmp, paymentId, { mode: 0o600 });
    try {
      await link(tmp, this.keyFile(key));
      return paymentId;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      return (await this.paymentIdForKey(key)) ?? paymentId;
    } finally {
      await unlink(tmp).catch(() => undefined);
    }
  }
}
