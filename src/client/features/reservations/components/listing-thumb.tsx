import { ImageOff } from 'lucide-react';
import { useState } from 'react';
import { cn } from '../../../lib/cn';

/** A listing photo with a neutral placeholder when there is none or it fails to load. */
export function ListingThumb({ src, className }: { src: string | null; className?: string }) {
  const [failed, setFailed] = useState(false);
  if (!src || failed) {
    return (
      <div className={cn('flex items-center justify-center bg-slate-100 text-slate-400', className)} aria-hidden="true">
        <ImageOff className="size-6" />
      </div>
    );
  }
  return <img src={src} alt="" loading="lazy" onError={() => setFailed(true)} className={cn('object-cover', className)} />;
}
