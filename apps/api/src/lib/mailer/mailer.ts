export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/**
 * How email leaves the app. The dev outbox is the default so everything works offline; an SMTP
 * implementation can take its place when configured.
 */
export interface Mailer {
  send(message: MailMessage): Promise<void>;
}
