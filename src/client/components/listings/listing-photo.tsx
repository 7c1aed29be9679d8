import { ImageOff } from 'lucide-react';
import { useState } from 'react';
import { cn } from '@/lib/cn';

interface ListingPhotoProps {
  src: string | null | undefined;
  alt: string;
  className?: string;
  /**
   * The page's largest paint (the first row of a grid, a listing's first photo): loaded at once, ahead of other
   * images. Every other photo loads as it comes near the screen.
   */
  priority?: boolean;
}

/** A listing photo, or the fallback (spec §9) when there is none or it fails to load. */
export function ListingPhoto({ src, alt, className, priority = false }: ListingPhotoProps) {
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
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding="async"
      onError={() => setFailed(src)}
      className={cn('object-cover', className)}
    />
  );
}
