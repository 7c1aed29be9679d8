import { eq, sql } from 'drizzle-orm';
import { notificationDataSchema, renamingItsPerson, storedNotificationText } from '../../../domain/notifications';
import { unnamedPerson } from '../../../domain/person';
import { type Db, queryRows } from '../../db/client';
import { notifications } from '../../db/schema';

/**
 * In an account's deletion: the other people's notifications that name the person ("Yael Cohen wants to rent …", a
 * message, an answer, a review) name "Deleted user", as every other answer does. Each kind that names someone names
 * the other party of its reservation or conversation, so they are found from the person's reservations and
 * conversations (through the recipient's index), never by reading every notification.
 */
export async function renameNotificationsAbout(tx: Db, userId: string): Promise<number> {
  const rows = await queryRows<{ id: string; metadata: { data?: unknown } | null }>(
    tx,
    sql`select n.id, n.metadata from reservations r
          join notifications n on n.user_id = case when r.renter_id = ${userId} then r.owner_id else r.renter_id end
           and n.related_type = 'reservation' and n.related_id = r.id
          where r.renter_id = ${userId} or r.owner_id = ${userId}
        union all
        select n.id, n.metadata from conversations c
          join notifications n on n.user_id = case when c.renter_id = ${userId} then c.owner_id else c.renter_id end
           and n.related_type = 'conversation' and n.related_id = c.id
          where c.renter_id = ${userId} or c.owner_id = ${userId}`,
  );
  let renamed = 0;
  for (const row of rows) {
    const stored = notificationDataSchema.safeParse(row.metadata?.data);
    const data = stored.success ? renamingItsPerson(stored.data, unnamedPerson.deleted) : null;
    if (!data) continue;
    const { title, content } = storedNotificationText(data);
    await tx
      .update(notifications)
      .set({ title, content, metadata: { ...row.metadata, data } })
      .where(eq(notifications.id, row.id));
    renamed += 1;
  }
  return renamed;
}
