import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { profiles } from '../../db/schema';

export interface Viewer {
  id: string;
  origin: { lat: number; lng: number } | null;
}

/** The signed-in viewer and their geocoded location (null when unknown), or null for a visitor. */
export async function loadViewer(db: Db, userId: string | undefined): Promise<Viewer | null> {
  if (!userId) return null;
  const [row] = await db
    .select({ lat: profiles.locationLat, lng: profiles.locationLng })
    .from(profiles)
    .where(eq(profiles.id, userId))
    .limit(1);
  if (!row) return null;
  return { id: userId, origin: row.lat !== null && row.lng !== null ? { lat: row.lat, lng: row.lng } : null };
}
