import { z } from 'zod';
import { formatDateRange, formatDay, formatPrice } from './format';
import { REVIEW_REMINDER_DAYS_BEFORE } from './reviews';
import { statusActionVerbs, userReservationActions } from './reservation-actions';

/** Spec §3 Notification types (booking_request comes from purchase requests, §7). */
export const notificationTypes = [
  'message',
  'reservation_request',
  'reservation_confirmed',
  'reservation_declined',
  'reservation_cancelled',
  'feedback_request',
  'review',
  'booking_request',
] as const;

export const notificationTypeSchema = z.enum(notificationTypes);
export type NotificationType = z.infer<typeof notificationTypeSchema>;

export const notificationRelatedTypes = ['conversation', 'review', 'reservation', 'listing'] as const;
export const notificationRelatedTypeSchema = z.enum(notificationRelatedTypes);

/** Spec §9: the panel lists at most 50, newest first. */
export const NOTIFICATIONS_LIMIT = 50;

export const notificationSchema = z.object({
  notification_id: z.uuid(),
  type: notificationTypeSchema,
  title: z.string(),
  content: z.string().nullable(),
  read: z.boolean(),
  timestamp: z.string(),
  related_type: notificationRelatedTypeSchema.nullable(),
  related_id: z.string().nullable(),
});
export type Notification = z.infer<typeof notificationSchema>;

export const notificationsResponse = z.object({ notifications: z.array(notificationSchema) });
export type NotificationsResponse = z.infer<typeof notificationsResponse>;

export const notificationIdParams = z.strictObject({ id: z.uuid('Notification not found') });

/** GET /api/me/counts: badges of the top bar (capped at 9+ by the client). */
export const unreadCountsResponse = z.object({
  unread_messages: z.number().int().min(0),
  unread_notifications: z.number().int().min(0),
});
export type UnreadCounts = z.infer<typeof unreadCountsResponse>;

export const notificationTexts = {
  empty: 'No notifications yet',
  markAllRead: 'Mark all read',
  notFound: 'Notification not found',
} as const;

/**
 * Where opening a notification navigates (spec: Notifications panel). Review invitations and published reviews about
 * a reservation open its review page (/review/{reservationId}), which says "You reviewed" once the user has.
 */
export function notificationPath(notification: Pick<Notification, 'type' | 'related_type' | 'related_id'>): string | null {
  if (!notification.related_id) return null;
  if ((notification.type === 'feedback_request' || notification.type === 'review') && notification.related_type === 'reservation') {
    return `/review/${notification.related_id}`;
  }
  switch (notification.related_type) {
    case 'conversation':
      return `/messages/${notification.related_id}`;
    case 'review':
      return `/review/${notification.related_id}`;
    case 'reservation':
      return `/reservation/${notification.related_id}`;
    case 'listing':
      return `/listing/${notification.related_id}`;
    default:
      return null;
  }
}

// ---------- what a notification says ----------

/** A message notification shows at most this much of the text. */
export const MESSAGE_PREVIEW_LENGTH = 140;

/** The preview of a message in its notification (spec list preview words for a message without text). */
export function messagePreview(message: { content: string; attachment: 'photo' | 'video' | 'file' | null }): string {
  const text = message.content.replace(/\s+/g, ' ').trim();
  if (text) return text.length > MESSAGE_PREVIEW_LENGTH ? `${text.slice(0, MESSAGE_PREVIEW_LENGTH - 1)}…` : text;
  if (message.attachment === 'photo') return 'Photo';
  if (message.attachment === 'video') return 'Video';
  return 'Attachment';
}

const name = z.string();
const listingTitle = z.string();

/**
 * What happened, as data: stored with the notification (amounts, dates, names), so its title and text are written by
 * `notificationText` with the same formatters as the rest of the UI, whenever it is read.
 */
export const notificationDataSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('booking_requested'),
    renter_name: name,
    listing_title: listingTitle,
    start_date: z.string(),
    end_date: z.string(),
    total_price: z.number(),
  }),
  z.object({ kind: z.literal('purchase_requested'), buyer_name: name, listing_title: listingTitle, purchase_price: z.number() }),
  z.object({ kind: z.literal('request_expired'), listing_title: listingTitle, is_purchase: z.boolean() }),
  /** preview: the text (cut to MESSAGE_PREVIEW_LENGTH), or the attachment's kind for a message without text. */
  z.object({ kind: z.literal('message_received'), sender_name: name, preview: z.string() }),
  /** Both parties, when a reservation completes (a finished rental; a completed sale for the seller). */
  z.object({ kind: z.literal('rental_finished'), listing_title: listingTitle, is_purchase: z.boolean().optional() }),
  /** Two days before the review window closes, to a party who has not reviewed. */
  z.object({ kind: z.literal('review_reminder'), listing_title: listingTitle, /** YYYY-MM-DD in the market's time zone. */ closes_on: z.string() }),
  /** To the reviewee, when a review about them (or their listing) is published. */
  z.object({ kind: z.literal('review_published'), reviewer_name: name, listing_title: listingTitle }),
  z.object({
    kind: z.literal('reservation_answered'),
    action: z.enum(userReservationActions),
    actor_name: name,
    listing_title: listingTitle,
    is_purchase: z.boolean(),
  }),
]);
export type NotificationData = z.infer<typeof notificationDataSchema>;

/**
 * The notification with the person it names renamed (each kind that names someone names the other party of its
 * reservation or conversation), or null when it names nobody. For an account's deletion: "Deleted user".
 */
export function renamingItsPerson(data: NotificationData, name: string): NotificationData | null {
  switch (data.kind) {
    case 'booking_requested':
      return { ...data, renter_name: name };
    case 'purchase_requested':
      return { ...data, buyer_name: name };
    case 'message_received':
      return { ...data, sender_name: name };
    case 'review_published':
      return { ...data, reviewer_name: name };
    case 'reservation_answered':
      return { ...data, actor_name: name };
    case 'request_expired':
    case 'rental_finished':
    case 'review_reminder':
      return null;
  }
}

/** The spec's notification type for what happened. */
export function notificationTypeOf(data: NotificationData): NotificationType {
  switch (data.kind) {
    case 'booking_requested':
      return 'reservation_request';
    case 'purchase_requested':
      return 'booking_request';
    case 'request_expired':
      return 'reservation_cancelled';
    case 'rental_finished':
    case 'review_reminder':
      return 'feedback_request';
    case 'message_received':
      return 'message';
    case 'review_published':
      return 'review';
    case 'reservation_answered':
      if (data.action === 'accept') return 'reservation_confirmed';
      if (data.action === 'decline') return 'reservation_declined';
      if (data.action === 'complete') return 'feedback_request';
      return 'reservation_cancelled';
  }
}

const answeredTitles = {
  accept: ['Reservation accepted', 'Purchase request accepted'],
  decline: ['Reservation declined', 'Purchase request declined'],
  cancel_by_owner: ['Reservation cancelled', 'Purchase cancelled'],
  cancel_by_renter: ['Reservation cancelled', 'Purchase cancelled'],
  complete: ['Purchase completed', 'Purchase completed'],
} as const;

/** Title and text of a notification ("Maya wants to rent "Tent" for 8 – 10 Dec 2026 (₪1,190)."). */
export function notificationText(data: NotificationData): { title: string; content: string } {
  switch (data.kind) {
    case 'booking_requested':
      return {
        title: 'New booking request',
        content: `${data.renter_name} wants to rent "${data.listing_title}" for ${formatDateRange(data.start_date, data.end_date)} (${formatPrice(data.total_price)}).`,
      };
    case 'purchase_requested':
      return { title: 'New purchase request', content: `${data.buyer_name} wants to buy "${data.listing_title}" for ${formatPrice(data.purchase_price)}.` };
    case 'request_expired':
      return {
        title: data.is_purchase ? 'Purchase request expired' : 'Booking request expired',
        content: `Your request for "${data.listing_title}" expired: the owner did not answer within 24 hours.`,
      };
    case 'message_received':
      return { title: `New message from ${data.sender_name}`, content: data.preview };
    case 'rental_finished':
      return data.is_purchase
        ? { title: 'How did it go?', content: `The sale of "${data.listing_title}" is complete. Leave a review!` }
        : { title: 'How did it go?', content: `The rental of "${data.listing_title}" is complete. Leave a review!` };
    case 'review_reminder':
      return {
        title: 'Reviews close soon',
        content: `${REVIEW_REMINDER_DAYS_BEFORE} days left to review "${data.listing_title}": reviews close on ${formatDay(data.closes_on)}.`,
      };
    case 'review_published':
      return { title: 'New review', content: `${data.reviewer_name} reviewed you for "${data.listing_title}".` };
    case 'reservation_answered': {
      const title = answeredTitles[data.action][data.is_purchase ? 1 : 0];
      if (data.action === 'complete') return { title, content: `${data.actor_name} completed the sale of "${data.listing_title}". Leave a review!` };
      const thing = data.is_purchase ? 'purchase request' : 'reservation';
      return { title, content: `${data.actor_name} ${statusActionVerbs[data.action]} the ${thing} for "${data.listing_title}".` };
    }
  }
}

/** The longest title and text a notification stores (the texts embed listing titles and names). */
export const NOTIFICATION_TEXT_MAX = { title: 200, content: 2000 } as const;

/** The title and text as stored: notificationText, cut to NOTIFICATION_TEXT_MAX. */
export function storedNotificationText(data: NotificationData): { title: string; content: string } {
  const { title, content } = notificationText(data);
  return { title: title.slice(0, NOTIFICATION_TEXT_MAX.title), content: content.slice(0, NOTIFICATION_TEXT_MAX.content) };
}
