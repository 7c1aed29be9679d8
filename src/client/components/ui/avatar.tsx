import { Avatar as AvatarPrimitive } from 'radix-ui';
import { avatarInitials } from '../../../domain/profile';
import { cn } from '../../lib/cn';
import { fullName } from '../../../domain/person';

type AvatarPerson = { first_name?: string | null; last_name?: string | null; profile_photo_url?: string | null };

/** Photo → initials → "U" (spec Layout). */
export function UserAvatar({ person, className }: { person: AvatarPerson | null | undefined; className?: string }) {
  const name = fullName(person, '');
  return (
    <AvatarPrimitive.Root className={cn('relative inline-flex size-9 shrink-0 overflow-hidden rounded-full bg-brand-100', className)}>
      {person?.profile_photo_url ? (
        <AvatarPrimitive.Image src={person.profile_photo_url} alt={name || 'Profile photo'} className="size-full object-cover" />
      ) : null}
      <AvatarPrimitive.Fallback
        delayMs={person?.profile_photo_url ? 400 : 0}
        className="flex size-full items-center justify-center text-[0.8em] font-semibold text-brand-800"
      >
        {avatarInitials(person)}
      </AvatarPrimitive.Fallback>
    </AvatarPrimitive.Root>
  );
}
