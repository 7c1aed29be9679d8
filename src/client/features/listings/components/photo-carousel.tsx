import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import type { ListingPhoto as ListingPhotoData } from '../../../../domain/listing-schemas';
import { cn } from '../../../lib/cn';
import { ListingPhoto } from '@/components/listings/listing-photo';

const SWIPE_THRESHOLD_PX = 40;

/** Photos with arrows, dots, ←/→ keys and swipe; the fallback image when there are none. */
export function PhotoCarousel({ photos, title }: { photos: readonly ListingPhotoData[]; title: string }) {
  const [index, setIndex] = useState(0);
  const swipeStart = useRef<{ x: number; y: number } | null>(null);
  const count = photos.length;
  const current = Math.min(index, Math.max(count - 1, 0));

  if (count === 0) {
    return <ListingPhoto src={null} alt="" className="aspect-[4/3] w-full rounded-2xl sm:aspect-[16/10]" />;
  }

  const go = (next: number) => setIndex((next + count) % count);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowLeft') {
      event.preventDefault();
      go(current - 1);
    } else if (event.key === 'ArrowRight') {
      event.preventDefault();
      go(current + 1);
    }
  };
  const onPointerDown = (event: PointerEvent) => {
    swipeStart.current = { x: event.clientX, y: event.clientY };
  };
  const onPointerUp = (event: PointerEvent) => {
    const start = swipeStart.current;
    swipeStart.current = null;
    if (!start || count < 2) return;
    const dx = event.clientX - start.x;
    if (Math.abs(dx) > SWIPE_THRESHOLD_PX && Math.abs(dx) > Math.abs(event.clientY - start.y)) go(dx < 0 ? current + 1 : current - 1);
  };

  return (
    <section
      aria-roledescription="carousel"
      aria-label={`Photos of ${title}`}
      tabIndex={0}
      onKeyDown={onKeyDown}
      onPointerDown={onPointerDown}
      onPointerUp={onPointerUp}
      onPointerCancel={() => (swipeStart.current = null)}
      className="group relative overflow-hidden rounded-2xl bg-slate-900 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:ring-offset-2"
      style={{ touchAction: 'pan-y' }}
    >
      <div className="flex aspect-[4/3] transition-transform duration-300 ease-out sm:aspect-[16/10]" style={{ transform: `translateX(-${current * 100}%)` }}>
        {photos.map((photo, photoIndex) => (
          <div
            key={photo.id}
            role="group"
            aria-roledescription="slide"
            aria-label={`${photoIndex + 1} of ${count}`}
            aria-hidden={photoIndex !== current}
            className="h-full w-full shrink-0"
          >
            <ListingPhoto
              src={photo.full_url}
              alt={photoIndex === 0 ? title : `${title}, photo ${photoIndex + 1}`}
              priority={photoIndex === 0}
              className="size-full select-none object-contain"
            />
          </div>
        ))}
      </div>

      {count > 1 ? (
        <>
          <button
            type="button"
            onClick={() => go(current - 1)}
            aria-label="Previous photo"
            className="absolute start-2 top-1/2 inline-flex size-10 -translate-y-1/2 items-center justify-center rounded-full bg-white/90 text-slate-800 shadow hover:bg-white focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-600"
          >
            <ChevronLeft className="size-5" aria-hidden="true" />
          </button>
          <button
            type="button"
            onClick={() => go(current + 1)}
            aria-label="Next photo"
            className="absolute end-2 top-1/2 inline-flex size-10 -translate-y-1/2 items-center justify-center rounded-full bg-white/90 text-slate-800 shadow hover:bg-white focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-600"
          >
            <ChevronRight className="size-5" aria-hidden="true" />
          </button>
          {/* Each dot is a 24 × 24 px target (WCAG 2.2 target size) around the small visible mark. */}
          <div className="absolute inset-x-0 bottom-1 flex justify-center">
            {photos.map((photo, dotIndex) => (
              <button
                key={photo.id}
                type="button"
                onClick={() => go(dotIndex)}
                aria-label={`Show photo ${dotIndex + 1}`}
                aria-current={dotIndex === current ? 'true' : undefined}
                className="group/dot inline-flex h-6 min-w-6 items-center justify-center rounded-full focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-white"
              >
                <span
                  aria-hidden="true"
                  className={cn(
                    'h-2 rounded-full shadow-sm transition-all group-hover/dot:bg-white',
                    dotIndex === current ? 'w-5 bg-white' : 'w-2 bg-white/60',
                  )}
                />
              </button>
            ))}
          </div>
          <p className="sr-only" aria-live="polite">
            Photo {current + 1} of {count}
          </p>
        </>
      ) : null}
    </section>
  );
}
