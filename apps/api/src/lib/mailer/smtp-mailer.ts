import nodemailer from 'nodemailer';
import type { Mailer } from './mailer.ts';

export interface SmtpMailerOptions {
  /** smtp://user:pass@host:587 (STARTTLS when offered) or smtps://user:pass@host:465 (TLS). */
  url: string;
  /** The From header, e.g. `Passarela <nao-responda@passarela.app>`. */
  from: string;
}

/**
 * Sends email through an SMTP server with nodemailer. A pooled transport keeps a few connections
 * open, so a burst of messages (a notification to many users) does not reconnect for each one.
 * Errors propagate: the caller decides whether a failed send fails the request.
 */
export function createSmtpMailer(options: SmtpMailerOptions): Mailer & { close(): void } {
  const transport = nodemailer.createTransport({ url: options.url, pool: true, maxConnections: 3 }, { from: options.from });
  return {
    async send(message) {
      await transport.sendMail({ to: message.to, subject: message.subject, text: message.text, html: message.html });
    },
    close() {
      transport.close();
    },
  };
}
