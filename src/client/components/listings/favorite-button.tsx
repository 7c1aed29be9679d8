import { Heart } from 'lucide-react';
import { useAuth } from '@/lib/session/auth-provider';
import { useSignInGate } from '@/lib/session/use-sign-in-gate';
import { cn } from '@/lib/cn';
import { useToggleFavorite } from '@/lib/listings/toggle-favorite';

type Props = {
  listingId: string;
  title: string;
  isFavorite: boolean;
  /** On the explore feed a visitor's click is ignored (spec §5); elsewhere visitors go to sign in. */
  ignoreVisitors?: boolean;
  onToggle?: (next: boolean) => void;
  variant?: 'overlay' | 'outline';
  className?: string;
};

/** The heart: toggles the signed-in user's favorite, optimistically. */
export function FavoriteButton({ listingId, title, isFavorite, ignoreVisitors = false, onToggle, variant = 'overlay', className }: Props) {
  const auth = useAuth();
  const requireSignIn = useSignInGate();
  const toggle = useToggleFavorite();
  const label = isFavorite ? `Remove ${title} from favorites` : `Add ${title} to favorites`;

  const onClick = (event: React.MouseEvent) => {
    event.preventDefault();
    event.stopPropagation();
    if (auth.status !== 'signed-in') {
      if (ignoreVisitors || auth.status === 'loading') return;
      requireSignIn();
      return;
    }
    if (toggle.isPending) return;
    toggle.mutate({ listingId, isFavorited: isFavorite });
    onToggle?.(!isFavorite);
  };

  return (
    <button
      type="button"
      onClick={onClick}
      aria-label={label}
      aria-pressed={isFavorite}
      title={isFavorite ? 'Remove from favorites' : 'Add to favorites'}
      className={cn(
        'inline-flex items-center justify-center rounded-full transition focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:ring-offset-2',
        variant === 'overlay'
          ? 'size-9 bg-white/90 text-slate-700 shadow-sm backdrop-blur hover:bg-white hover:text-red-600'
          : 'size-10 border border-slate-300 bg-white text-slate-700 hover:bg-slate-50 hover:text-red-600',
        className,
      )}
    >
      <Heart className={cn('size-5 transition', isFavorite && 'fill-red-500 text-red-500')} aria-hidden="true" />
    </button>
  );
}
