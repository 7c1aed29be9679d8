export { outboxDir } from '../outbox/outbox';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

/** Sends e-mail. SMTP when SMTP_URL is set; otherwise the local outbox (`npm run outbox`, /dev/outbox). */
export interface Mailer {
  send(message: MailMessage): Promise<void>;
}
