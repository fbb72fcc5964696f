import { startFakeSmtpServer } from '../../apps/api/src/test-support/fake-smtp-server.ts';

/** The confirmation link better-auth puts in the sign-up email (modules/auth/auth.ts VERIFY_EMAIL_PATH). */
const VERIFY_LINK = /https?:\/\/[^\s"<>]+\/api\/auth\/verify-email\?token=[^\s"<>]+/;

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
    /** Confirmation emails (those with the confirmation link), by recipient. */
    confirmationsByRecipient(): Map<string, number> {
      const counts = new Map<string, number>();
      for (const message of smtp.received) {
        if (!VERIFY_LINK.test(decoded(message.data))) continue;
        for (const to of message.to) counts.set(to.toLowerCase(), (counts.get(to.toLowerCase()) ?? 0) + 1);
      }
      return counts;
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
