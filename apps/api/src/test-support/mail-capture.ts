import type { MailMessage, Mailer } from '../lib/mailer/mailer.ts';

/** A mailer that keeps messages in memory, and waits for ones sent in the background. */
export function createMailCapture() {
  const sent: MailMessage[] = [];
  const mailer: Mailer = {
    async send(message) {
      sent.push(message);
    },
  };
  return {
    mailer,
    sent,
    /** Messages to an address, optionally only those whose subject starts with `subject`. */
    to(address: string, subject = ''): MailMessage[] {
      return sent.filter((message) => message.to.toLowerCase() === address.toLowerCase() && message.subject.startsWith(subject));
    },
    /** Polls for the `count`-th such message (reset emails leave after the answer). */
    async waitFor(address: string, subject = '', count = 1, timeoutMs = 5_000): Promise<MailMessage> {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const mine = this.to(address, subject);
        if (mine.length >= count) return mine[count - 1] as MailMessage;
        if (Date.now() > deadline) throw new Error(`no email #${count} to ${address} within ${timeoutMs} ms`);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    },
  };
}

/** The first http(s) link in the text part: the action link of every account email. */
export function linkIn(message: MailMessage | undefined): URL {
  const match = message?.text.match(/https?:\/\/\S+/);
  if (!match) throw new Error('no link in the email');
  return new URL(match[0]);
}
