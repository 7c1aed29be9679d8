import { z } from 'zod';

/**
 * What anyone may see of a person (the spec's "safe lookup"): listing owners, reviewers, the other party of a
 * reservation, public profiles. The one public-profile shape; never an e-mail, phone or address. `deleted` says the
 * person deleted their account: names and photo are then empty and they read as "Deleted user".
 */
export const personSchema = z.object({
  id: z.uuid(),
  first_name: z.string().nullable(),
  last_name: z.string().nullable(),
  profile_photo_url: z.string().nullable(),
  deleted: z.boolean(),
});
export type Person = z.infer<typeof personSchema>;

/** The columns every read of a person selects (from `profiles`), whatever its SQL spelling. */
export interface PersonRow {
  id: string;
  first_name: string | null;
  last_name: string | null;
  profile_photo_url: string | null;
  /** `profiles.deleted_at is not null` (or the timestamp itself). */
  deleted: boolean | string | Date | null;
}

/**
 * The one rule of what a viewer sees of a person, used by every response that shows someone: a deleted account
 * shows no name and no photo (the database has already forgotten them; this keeps any stale copy out too).
 */
export function visiblePerson(row: PersonRow): Person {
  const deleted = row.deleted !== null && row.deleted !== false;
  if (deleted) return { id: row.id, first_name: null, last_name: null, profile_photo_url: null, deleted: true };
  return { id: row.id, first_name: row.first_name, last_name: row.last_name, profile_photo_url: row.profile_photo_url, deleted: false };
}

type Named = { first_name?: string | null; last_name?: string | null; deleted?: boolean } | null | undefined;

/** The fallback names the product uses. */
export const unnamedPerson = {
  member: 'Gearloop member',
  owner: 'Owner',
  /** In system messages and notifications ("A user requested to book this item."). */
  someone: 'A user',
  /** A person who deleted their account, wherever they appear. */
  deleted: 'Deleted user',
} as const;

/**
 * "First Last" from the parts that are filled in, or `fallback` when neither is ("Gearloop member", "Owner", …);
 * always "Deleted user" for a deleted account.
 */
export function fullName(profile: Named, fallback: string): string {
  if (profile?.deleted) return unnamedPerson.deleted;
  const name = [profile?.first_name, profile?.last_name]
    .map((part) => part?.trim() ?? '')
    .filter((part) => part !== '')
    .join(' ');
  return name || fallback;
}
