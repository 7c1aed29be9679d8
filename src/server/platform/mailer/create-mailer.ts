import type { AppConfig } from '../../config';
import { type Mailer, outboxDir } from './mailer';
import { OutboxMailer } from './outbox-mailer';
import { SmtpMailer } from './smtp-mailer';

/** SMTP when SMTP_URL is set; otherwise the local outbox in DATA_DIR (`npm run outbox`, /dev/outbox outside production). */
export function createMailer(config: Pick<AppConfig, 'smtpUrl' | 'mailFrom' | 'dataDir'>): Mailer {
  if (config.smtpUrl) return new SmtpMailer(config.smtpUrl, config.mailFrom);
  return new OutboxMailer(outboxDir(config.dataDir), config.mailFrom);
}
