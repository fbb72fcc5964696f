import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '../../config/env.ts';
import { createDevOutboxMailer } from './dev-outbox-mailer.ts';
import type { Mailer } from './mailer.ts';
import { createSmtpMailer } from './smtp-mailer.ts';

export function devOutboxDir(config: AppConfig): string {
  return path.join(config.dataDir, 'outbox');
}

/** SMTP when SMTP_URL is configured, the dev outbox otherwise (works offline: README.md "Email"). */
export function createMailer(config: AppConfig, logger: FastifyBaseLogger): Mailer & { close?(): void } {
  if (config.smtp) return createSmtpMailer(config.smtp);
  return createDevOutboxMailer(devOutboxDir(config), logger);
}
