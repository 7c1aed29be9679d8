import { type DeliveryAddresses, deliveryAddressesOf } from '../../../domain/notification-delivery';
import type { FastifyBaseLogger } from 'fastify';
import {
  accountDeletionTexts,
  DELETE_REAUTH_WINDOW_MS,
  type DeleteAccountBody,
  type SettingsResponse,
  type UpdateSettingsBody,
} from '../../../domain/account';
import { errorCodes } from '../../../domain/api-error';
import type { AppDeps } from '../../app-deps';
import { type Db, inTransaction } from '../../db/client';
import { verifyPassword } from '../../platform/auth/passwords';
import { AppError, badRequest, notAuthenticated } from '../../platform/http/app-error';
import { countPasswordCheck } from '../auth';
import { deleteAvatarFiles } from '../profiles';
import { eraseEventsOf } from '../live-events';
import { renameNotificationsAbout } from '../notifications';
import { cancelPendingReservationsOf } from '../reservations';
import { renameSystemMessagesOf } from '../system-messages';
import { eraseAccount, findCredentials, findDeliveryRow, findSessionStart, findSettings, lockLiveProfile, updateSettings } from './queries';

export async function getSettings(db: Db, userId: string): Promise<SettingsResponse> {
  const row = await findSettings(db, userId);
  if (!row) throw notAuthenticated();
  return row;
}

export async function changeSettings(deps: Pick<AppDeps, 'db' | 'clock'>, userId: string, body: UpdateSettingsBody): Promise<SettingsResponse> {
  await updateSettings(deps.db, userId, body, deps.clock.now());
  return getSettings(deps.db, userId);
}

export type { DeliveryAddresses } from '../../../domain/notification-delivery';

export async function deliveryAddresses(db: Db, userId: string): Promise<DeliveryAddresses> {
  return deliveryAddressesOf(await findDeliveryRow(db, userId));
}

/** Sends a WhatsApp notification through the messaging-provider port when the person's settings allow it. */
export async function sendWhatsAppNotification(deps: Pick<AppDeps, 'db' | 'whatsapp'>, userId: string, text: string): Promise<boolean> {
  const { whatsapp } = await deliveryAddresses(deps.db, userId);
  if (!whatsapp) return false;
  await deps.whatsapp.send({ to: whatsapp, text });
  return true;
}

const activeReservations = () => new AppError(errorCodes.activeReservations, 409, accountDeletionTexts.activeReservations);

/**
 * Deletes the account: the password confirms it (wrong ones count against the per-account limit), or for an account
 * without one a Google sign-in from the last 10 minutes. Refused while an agreed rental is open; pending requests are
 * cancelled (the other party is notified, days return). Everything private is erased in the same transaction as the
 * sessions: the person's live events too (the cancellations' among them), and the stored texts that named them (system
 * lines, the others' notifications) say "Deleted user" (decision 0018). The avatar files go afterwards (a failure
 * there is logged, the row no longer points at them).
 */
export async function deleteAccount(
  deps: Pick<AppDeps, 'db' | 'clock' | 'rateLimiter' | 'storage' | 'config'> & { log: FastifyBaseLogger },
  user: { id: string; sessionId: string },
  body: DeleteAccountBody,
): Promise<void> {
  const now = deps.clock.now();
  const account = await findCredentials(deps.db, user.id);
  if (account?.passwordHash) {
    if (!body.password) throw badRequest(accountDeletionTexts.passwordRequired);
    const attempt = await countPasswordCheck(deps.rateLimiter, user.id);
    if (!(await verifyPassword(account.passwordHash, body.password))) {
      throw new AppError(errorCodes.wrongPassword, 400, accountDeletionTexts.wrongPassword);
    }
    await attempt.succeeded();
  } else {
    const started = await findSessionStart(deps.db, user.sessionId);
    if (!started || now.getTime() - new Date(started).getTime() > DELETE_REAUTH_WINDOW_MS) {
      throw new AppError(errorCodes.reauthRequired, 403, accountDeletionTexts.googleReauthRequired);
    }
  }

  const photoUrl = await inTransaction(deps.db, async (tx) => {
    const profile = await lockLiveProfile(tx, user.id);
    if (!profile) throw notAuthenticated();
    await eraseAccount(tx, user.id, now);
    await cancelPendingReservationsOf(tx, deps, user.id, activeReservations);
    await renameSystemMessagesOf(tx, user.id);
    await renameNotificationsAbout(tx, user.id);
    await eraseEventsOf(tx, user.id);
    return profile.photoUrl;
  });
  await deleteAvatarFiles({ storage: deps.storage, log: deps.log }, user.id, photoUrl);
  deps.log.info({ userId: user.id }, 'account deleted');
}
