import path from 'node:path';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

/** Sends e-mail. SMTP when SMTP_URL is set; otherwise a local outbox readable at /dev/outbox. */
export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

export const outboxDir = (dataDir: string) => path.join(dataDir, 'outbox');
