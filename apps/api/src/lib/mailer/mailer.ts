export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /**
   * Names this message for good (the queue passes its job id): every attempt to send it carries
   * the same Message-ID, so a copy sent again after an instance died between the SMTP server's
   * acceptance and the job's completion is the same message, which mailboxes show once.
   */
  messageKey?: string;
}

/**
 * How email leaves the app. The dev outbox is the default so everything works offline; an SMTP
 * implementation can take its place when configured.
 */
export interface Mailer {
  send(message: MailMessage): Promise<void>;
}
