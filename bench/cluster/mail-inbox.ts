import { startFakeSmtpServer } from '../../apps/api/src/test-support/fake-smtp-server.ts';

/** The confirmation link better-auth puts in the sign-up email (modules/auth/auth.ts VERIFY_EMAIL_PATH). */
const VERIFY_LINK = /https?:\/\/[^\s"<>]+\/api\/auth\/verify-email\?token=[^\s"<>]+/;
const MESSAGE_ID = /^Message-ID: (.+)$/im;

/** A message as nodemailer sent it, quoted-printable undone. */
function decoded(data: string): string {
  return data.replace(/=\r\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
}

/**
 * The mail server the instances send through (SMTP_URL), as production sends through a real one:
 * people confirm their email from the link it received, and afterwards every address must have
 * got its confirmation email exactly once, whichever instance (or job worker) sent it.
 */
export async function startMailInbox() {
  const smtp = await startFakeSmtpServer();
  return {
    smtpUrl: `smtp://bench:bench@127.0.0.1:${smtp.port}`,
    /** Messages received for `address`. */
    messagesTo(address: string): string[] {
      const lower = address.toLowerCase();
      return smtp.received.filter((m) => m.to.some((to) => to.toLowerCase() === lower)).map((m) => decoded(m.data));
    },
    /**
     * Confirmation emails (those with the confirmation link) by recipient: the distinct messages
     * (by Message-ID; one without counts on its own) and the deliveries. A message delivered twice
     * under one Message-ID is one email sent again after an instance died between the SMTP
     * server's acceptance and the job's completion (lib/mailer/mailer.ts, `messageKey`).
     */
    confirmationsByRecipient(): Map<string, { messages: number; deliveries: number }> {
      const ids = new Map<string, Set<string>>();
      const deliveries = new Map<string, number>();
      smtp.received.forEach((message, index) => {
        const data = decoded(message.data);
        if (!VERIFY_LINK.test(data)) return;
        const id = MESSAGE_ID.exec(data)?.[1]?.trim() ?? `without Message-ID #${index}`;
        for (const to of message.to.map((address) => address.toLowerCase())) {
          ids.set(to, (ids.get(to) ?? new Set()).add(id));
          deliveries.set(to, (deliveries.get(to) ?? 0) + 1);
        }
      });
      return new Map([...ids].map(([to, set]) => [to, { messages: set.size, deliveries: deliveries.get(to) ?? 0 }]));
    },
    /**
     * Deliveries of every message (confirmation or not) by the local part of its Message-ID,
     * which the SMTP mailer sets to the email job's id (`<job id@domain>`, smtp-mailer.ts); a
     * message without one is counted under `without Message-ID #n`, a job of its own.
     */
    deliveriesByMessageKey(): Map<string, number> {
      const deliveries = new Map<string, number>();
      smtp.received.forEach((message, index) => {
        const id = MESSAGE_ID.exec(message.data)?.[1]?.trim();
        const key = id ? id.replace(/^<([^@>]+)@.*$/, '$1') : `without Message-ID #${index}`;
        deliveries.set(key, (deliveries.get(key) ?? 0) + 1);
      });
      return deliveries;
    },
    /** Polls for the confirmation link sent to `address` (emails leave after the sign-up answers). */
    async verificationPath(address: string, timeoutMs: number, stopped: () => boolean): Promise<string> {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        for (const message of this.messagesTo(address)) {
          const match = VERIFY_LINK.exec(message);
          if (match) {
            const url = new URL(match[0].replace(/&amp;/g, '&'));
            return `${url.pathname}${url.search}`;
          }
        }
        if (Date.now() > deadline || stopped()) throw new Error(`no confirmation email to ${address} within ${timeoutMs} ms`);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    },
    close: () => smtp.close(),
  };
}

export type MailInbox = Awaited<ReturnType<typeof startMailInbox>>;
