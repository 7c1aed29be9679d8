import { Avatar as AvatarPrimitive } from 'radix-ui';
import { UserX } from 'lucide-react';
import { type AVATAR_SIZES, avatarInitials, avatarUrl } from '../../../domain/profile';
import { cn } from '../../lib/cn';
import { fullName, unnamedPerson } from '../../../domain/person';

type AvatarPerson = { first_name?: string | null; last_name?: string | null; profile_photo_url?: string | null; deleted?: boolean };

/**
 * The one avatar of a person everywhere (top bar, cards, reviews, reservations, messages): photo → initials → "U"
 * (spec Layout); a deleted account shows a neutral icon. `size`: which stored photo size to load (small for
 * anything up to ~48 px, large for the profile page).
 */
export function UserAvatar({
  person,
  className,
  size = 'small',
  decorative = false,
}: {
  person: AvatarPerson | null | undefined;
  className?: string;
  size?: keyof typeof AVATAR_SIZES;
  /** Inside a control that names the person already ("View Omer Katz’s profile"): the photo says nothing more. */
  decorative?: boolean;
}) {
  const name = fullName(person, '');
  const src = person?.deleted ? null : avatarUrl(person?.profile_photo_url, size);
  return (
    <AvatarPrimitive.Root className={cn('relative inline-flex size-9 shrink-0 overflow-hidden rounded-full bg-brand-100', className)}>
      {src ? <AvatarPrimitive.Image src={src} alt={decorative ? '' : name || 'Profile photo'} className="size-full object-cover" /> : null}
      {/* Initials at once without a photo (also in a page the server draws: a delay is a browser timer); with one,
          only if it has not loaded within 400 ms, so that a quick photo does not flash initials first. */}
      <AvatarPrimitive.Fallback
        delayMs={src ? 400 : undefined}
        className={cn(
          'flex size-full items-center justify-center text-[0.8em] font-semibold text-brand-800',
          person?.deleted && 'bg-slate-200 text-slate-500',
        )}
      >
        {/* Initials are a picture of the name, not words: hidden from assistive technology, so a labelled link or button
            around the avatar ("View Omer Katz’s profile", "Account menu") is named by its label alone. */}
        {person?.deleted ? <UserX className="size-[55%]" aria-label={unnamedPerson.deleted} /> : <span aria-hidden="true">{avatarInitials(person)}</span>}
      </AvatarPrimitive.Fallback>
    </AvatarPrimitive.Root>
  );
}
