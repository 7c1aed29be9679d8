import type { SmsMessage, SmsSender } from './sms';

export interface TwilioSettings {
  accountSid: string;
  authToken: string;
  /** The sending number or messaging service SID. */
  from: string;
  /** Default https://api.twilio.com; a test may point it elsewhere. */
  apiUrl?: string;
}

/** Sends through Twilio's Messages API (SMS_PROVIDER=twilio). A non-2xx answer is an error. */
export class TwilioSmsSender implements SmsSender {
  constructor(private readonly settings: TwilioSettings) {}

  async send(message: SmsMessage): Promise<void> {
    const base = this.settings.apiUrl ?? 'https://api.twilio.com';
    const url = `${base}/2010-04-01/Accounts/${encodeURIComponent(this.settings.accountSid)}/Messages.json`;
    const sender: Record<string, string> = this.settings.from.startsWith('MG') ? { MessagingServiceSid: this.settings.from } : { From: this.settings.from };
    const response = await fetch(url, {
      method: 'POST',
      headers: {
        authorization: `Basic ${Buffer.from(`${this.settings.accountSid}:${this.settings.authToken}`).toString('base64')}`,
        'content-type': 'application/x-www-form-urlencoded',
      },
      body: new URLSearchParams({ To: message.to.replace(/[^+0-9]/g, ''), Body: message.text, ...sender }),
      signal: AbortSignal.timeout(10_000),
    });
    if (!response.ok) throw new Error(`SMS provider answered ${response.status}: ${(await response.text()).slice(0, 300)}`);
  }
}
