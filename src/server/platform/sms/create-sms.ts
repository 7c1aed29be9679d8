import type { AppConfig } from '../../config';
import { outboxDir } from '../mailer/mailer';
import { OutboxSmsSender } from './outbox-sms';
import type { SmsSender } from './sms';
import { TwilioSmsSender } from './twilio-sms';

/** Twilio when SMS_PROVIDER=twilio; otherwise the local outbox in DATA_DIR (beside the e-mails). */
export function createSmsSender(config: Pick<AppConfig, 'sms' | 'dataDir'>): SmsSender {
  if (config.sms.provider === 'twilio') return new TwilioSmsSender(config.sms.twilio);
  return new OutboxSmsSender(outboxDir(config.dataDir));
}
