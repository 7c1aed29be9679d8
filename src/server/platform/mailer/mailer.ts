import path from 'node:path';
import type { AppConfig } from '../../config';
import { OutboxMailer } from './outbox-mailer';
import { SmtpMailer } from './smtp-mailer';

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

export function createMailer(config: Pick<AppConfig, 'smtpUrl' | 'mailFrom' | 'dataDir'>): Mailer {
  if (config.smtpUrl) return new SmtpMailer(config.smtpUrl, config.mailFrom);
  return new OutboxMailer(outboxDir(config.dataDir), config.mailFrom);
}

export const outboxDir = (dataDir: string) => path.join(dataDir, 'outbox');
