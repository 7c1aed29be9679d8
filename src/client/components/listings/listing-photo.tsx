import { ImageOff } from 'lucide-react';
import { useState } from 'react';
import { cn } from '@/lib/cn';

interface ListingPhotoProps {
  src: string | null | undefined;
  alt: string;
  className?: string;
  /** Load at once rather than when scrolled near (photos above the fold). */
  eager?: boolean;
  /** The page's largest paint: fetched ahead of the other images (the first row of a grid, a listing's first photo). */
  priority?: boolean;
}

/** A listing photo, or the fallback (spec §9) when there is none or it fails to load. */
export function ListingPhoto({ src, alt, className, eager = false, priority = false }: ListingPhotoProps) {
  const [failed, setFailed] = useState<string | null>(null);
  if (!src || failed === src) {
    return (
      <div className={cn('flex flex-col items-center justify-center gap-1.5 bg-gradient-to-br from-slate-100 to-slate-200 text-slate-400', className)}>
        <ImageOff className="size-8" aria-hidden="true" />
        <span className="text-xs font-medium">No image</span>
      </div>
    );
  }
  return (
    <img
      src={src}
      alt={alt}
      loading={eager || priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding="async"
      onError={() => setFailed(src)}
      className={cn('object-cover', className)}
    />
  );
}
