/**
 * Deliveries of notifications outside the app (issues #11, #13): email and WhatsApp, each with its own sender in the
 * delivery job (the outbox table and the job are shared).
 */
export const deliveryChannels = ['email', 'whatsapp'] as const;
export type DeliveryChannel = (typeof deliveryChannels)[number];

export const deliveryStatuses = ['pending', 'sending', 'sent', 'skipped', 'failed'] as const;
export type DeliveryStatus = (typeof deliveryStatuses)[number];

/** A message email waits this long and is not sent when the message was read meanwhile (issue #11). */
export const MESSAGE_EMAIL_DELAY_MS = 10 * 60 * 1000;
/** Attempts per delivery before it is given up (status failed). */
export const DELIVERY_MAX_ATTEMPTS = 5;
/** A claim older than this belongs to a sender that stopped mid-send (crash): not retried, so never sent twice. */
export const DELIVERY_CLAIM_TIMEOUT_MS = 15 * 60 * 1000;

/** Wait before attempt n + 1 after n failed attempts: 1, 4, 16, 64 minutes … capped at 6 hours. */
export function deliveryRetryDelayMs(failedAttempts: number): number {
  return Math.min(60_000 * 4 ** Math.max(0, failedAttempts - 1), 6 * 60 * 60 * 1000);
}

export const deliveryTexts = {
  /** Footer of every notification email. */
  footer: 'You receive this email because email notifications are on in your Gearloop settings.',
  open: 'Open in Gearloop:',
  /** Why a claim was given up (a crash while sending: the outcome is unknown, so it is not sent again). */
  interrupted: 'Interrupted while sending; not retried so that it is never sent twice',
  noAddress: 'No email address',
  noPhone: 'No verified phone with WhatsApp notifications on',
} as const;

/** A person's contact columns and the three switches of Settings. */
export interface DeliverySettingsRow {
  email: string | null;
  phone: string | null;
  phoneVerified: boolean;
  emailNotifications: boolean;
  whatsappNotifications: boolean;
  marketingEmails: boolean;
  deletedAt: string | Date | null;
}

/** Where a person may be reached, with their settings applied. The one reading of the three switches. */
export interface DeliveryAddresses {
  /** Notification e-mails: only with "Email notifications" on. */
  email: string | null;
  /** Marketing e-mails: only with "Marketing emails" on; never otherwise. */
  marketingEmail: string | null;
  /** WhatsApp notifications: only with the switch on and a verified phone. */
  whatsapp: string | null;
}

export function deliveryAddressesOf(row: DeliverySettingsRow | undefined): DeliveryAddresses {
  if (!row || row.deletedAt || !row.email) return { email: null, marketingEmail: null, whatsapp: null };
  return {
    email: row.emailNotifications ? row.email : null,
    marketingEmail: row.marketingEmails ? row.email : null,
    whatsapp: row.whatsappNotifications && row.phoneVerified && row.phone ? row.phone : null,
  };
}
