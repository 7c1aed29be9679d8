/** A text message to one phone number (international format, "+972 541234567"). */
export interface SmsMessage {
  to: string;
  text: string;
}

/**
 * Sends SMS. Default: the local outbox (DATA_DIR/outbox, beside the e-mails), so development and tests read
 * the codes there; a real provider when configured (docs/configuration.md, SMS_PROVIDER).
 */
export interface SmsSender {
  send(message: SmsMessage): Promise<void>;
}
