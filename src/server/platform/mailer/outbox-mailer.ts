import { writeOutboxRecord } from '../outbox/outbox';
import type { MailMessage, Mailer } from './mailer';

/** Writes each e-mail as a record of the local outbox (channel "email"). */
export class OutboxMailer implements Mailer {
  constructor(
    readonly dir: string,
    private readonly from: string,
  ) {}

  async send(message: MailMessage): Promise<void> {
    await writeOutboxRecord(this.dir, { channel: 'email', from: this.from, ...message });
  }
}
