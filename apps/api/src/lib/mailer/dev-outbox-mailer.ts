import { randomBytes } from 'node:crypto';
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { MailMessage, Mailer } from './mailer.ts';

export interface StoredOutboxMessage extends MailMessage {
  /** The file's name without `.json`: starts with the time, so names sort by age. */
  id: string;
  createdAt: string;
}

const storedName = /^[0-9TZ-]+-[0-9a-f]{8}\.json$/;

/**
 * Keeps every message as a JSON file in DATA_DIR/outbox instead of sending it, and logs where it
 * is. The log line has the file and the subject only: bodies hold one-time links, and the
 * recipient's address is personal data; the file (or /dev/outbox) shows both.
 */
export function createDevOutboxMailer(outboxDir: string, logger: FastifyBaseLogger): Mailer {
  return {
    async send(message) {
      await mkdir(outboxDir, { recursive: true });
      const file = path.join(outboxDir, `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomBytes(4).toString('hex')}.json`);
      // The outbox keeps what a person reads; a resend's key (messageKey) is for real mailboxes.
      const { messageKey: _messageKey, ...stored } = message;
      await writeFile(file, `${JSON.stringify({ ...stored, createdAt: new Date().toISOString() }, null, 2)}\n`, { mode: 0o600 });
      logger.info({ mail: { subject: message.subject, file } }, 'email guardado na caixa de saída local (não enviado)');
    },
  };
}

/**
 * The newest `limit` messages of the outbox, newest first. Files that are not ours or do not
 * parse (a write cut short) are skipped rather than failing the whole list.
 */
export async function readDevOutbox(outboxDir: string, limit = 200): Promise<StoredOutboxMessage[]> {
  let names: string[];
  try {
    names = await readdir(outboxDir);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  const newest = names
    .filter((name) => storedName.test(name))
    .toSorted()
    .toReversed()
    .slice(0, limit);
  const messages: StoredOutboxMessage[] = [];
  for (const name of newest) {
    try {
      const stored = JSON.parse(await readFile(path.join(outboxDir, name), 'utf8')) as Record<string, unknown>;
      const field = (key: string) => (typeof stored[key] === 'string' ? stored[key] : '');
      messages.push({
        id: name.replace(/\.json$/, ''),
        to: field('to'),
        subject: field('subject'),
        text: field('text'),
        html: field('html'),
        createdAt: field('createdAt'),
      });
    } catch {
      // A half-written or foreign file: not a message.
    }
  }
  return messages;
}
