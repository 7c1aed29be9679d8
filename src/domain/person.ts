import { z } from 'zod';

/**
 * What anyone may see of a person (the spec's "safe lookup"): listing owners, reviewers, the other party of a
 * reservation, public profiles. The one public-profile shape; never an e-mail, phone or address.
 */
export const personSchema = z.object({
  id: z.uuid(),
  first_name: z.string().nullable(),
  last_name: z.string().nullable(),
  profile_photo_url: z.string().nullable(),
});
export type Person = z.infer<typeof personSchema>;

type Named = { first_name?: string | null; last_name?: string | null } | null | undefined;

/** "First Last" from the parts that are filled in, or `fallback` when neither is ("Gearloop member", "Owner", …). */
export function fullName(profile: Named, fallback: string): string {
  const name = [profile?.first_name, profile?.last_name]
    .map((part) => part?.trim() ?? '')
    .filter((part) => part !== '')
    .join(' ');
  return name || fallback;
}

/** The fallback names the product uses. */
export const unnamedPerson = {
  member: 'Gearloop member',
  owner: 'Owner',
  /** In system messages and notifications ("A user requested to book this item."). */
  someone: 'A user',
} as const;
