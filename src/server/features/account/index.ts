/**
 * What other features use of the account: where a person may be reached with their settings applied (e-mail
 * notifications only with the switch on, marketing only when opted in, WhatsApp only to a verified phone).
 */
export { type DeliveryAddresses, deliveryAddresses, sendWhatsAppNotification } from './service';
