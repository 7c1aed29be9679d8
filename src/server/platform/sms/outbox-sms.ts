import { writeOutboxRecord } from '../outbox/outbox';
import type { SmsMessage, SmsSender } from './sms';

/** Writes each SMS as a record of the local outbox (channel "sms"), beside the e-mails and WhatsApp messages. */
export class OutboxSmsSender implements SmsSender {
  constructor(readonly dir: string) {}

  async send(message: SmsMessage): Promise<void> {
    await writeOutboxRecord(this.dir, { channel: 'sms', to: message.to, text: message.text });
  }
}
