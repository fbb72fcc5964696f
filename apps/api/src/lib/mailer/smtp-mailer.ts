import type { Transporter } from 'nodemailer';
import { loadOnce } from '../load-once.ts';
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
  // Message-IDs in the sender's own domain, as RFC 5322 asks (`Passarela <x@passarela.app>`).
  const idDomain = /@([^\s>]+)>?\s*$/.exec(options.from)?.[1] ?? 'localhost';
  // nodemailer (~400 KB of code) is loaded with the first email, not at start (bench/start-up.ts).
  let transport: Transporter | undefined;
  const connect = loadOnce(async () => {
    const { default: nodemailer } = await import('nodemailer');
    transport = nodemailer.createTransport({ url: options.url, pool: true, maxConnections: 3 }, { from: options.from });
    return transport;
  });
  return {
    async send(message) {
      await (await connect()).sendMail({
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html,
        ...(message.messageKey ? { messageId: `<${message.messageKey}@${idDomain}>` } : {}),
      });
    },
    close() {
      transport?.close();
    },
  };
}
