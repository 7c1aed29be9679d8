import { writeOutboxRecord } from '../outbox/outbox';

export interface WhatsAppMessage {
  /** A phone number with its country code, e.g. "+972 541234567". */
  to: string;
  text: string;
}

/**
 * The messaging-provider port for WhatsApp notifications. Callers never use it directly for a person: they go through
 * the account feature's `deliveryAddresses`, which gives a WhatsApp number only when the person switched WhatsApp on
 * and their phone is verified. The default writes to the local outbox; a provider adapter (e.g. the WhatsApp Business
 * API) implements the same interface.
 */
export interface WhatsAppSender {
  send(message: WhatsAppMessage): Promise<void>;
}

/** Writes each message as a record of the local outbox (channel "whatsapp"). */
export class OutboxWhatsAppSender implements WhatsAppSender {
  constructor(readonly dir: string) {}

  async send(message: WhatsAppMessage): Promise<void> {
    await writeOutboxRecord(this.dir, { channel: 'whatsapp', to: message.to, text: message.text });
  }
}
