import { ChevronLeft, ChevronRight, GripVertical, ImagePlus, Loader2, X } from 'lucide-react';
import { useId, useRef, useState, type DragEvent } from 'react';
import { MAX_LISTING_PHOTOS } from '../../../../domain/listings';
import { cn } from '../../../lib/cn';

export type PhotoItem = { key: string; url: string; name: string; pending?: boolean };

type Props = {
  photos: readonly PhotoItem[];
  onAdd: (files: File[]) => void;
  onRemove: (key: string) => void;
  onMove: (from: number, to: number) => void;
  disabled?: boolean;
  busy?: boolean;
  error?: boolean;
  describedBy?: string;
};

/** 1–10 images: previews, first = main photo, drag (or the arrow buttons) to reorder, remove. */
export function PhotoPicker({ photos, onAdd, onRemove, onMove, disabled = false, busy = false, error = false, describedBy }: Props) {
  const inputId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [dragFrom, setDragFrom] = useState<number | null>(null);
  const [dragOver, setDragOver] = useState<number | null>(null);
  const [dropActive, setDropActive] = useState(false);
  const full = photos.length >= MAX_LISTING_PHOTOS;
  const [announcement, setAnnouncement] = useState('');

  const move = (from: number, to: number) => {
    onMove(from, to);
    setAnnouncement(`Photo moved to position ${to + 1} of ${photos.length}${to === 0 ? ', now the main photo' : ''}`);
  };

  const onDropFiles = (event: DragEvent) => {
    event.preventDefault();
    setDropActive(false);
    if (disabled || dragFrom !== null) return;
    const files = Array.from(event.dataTransfer.files);
    if (files.length) onAdd(files);
  };

  return (
    <div className="space-y-3">
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5" aria-label="Photos">
        {photos.map((photo, index) => (
          <li
            key={photo.key}
            draggable={!disabled && photos.length > 1}
            onDragStart={(event) => {
              setDragFrom(index);
              event.dataTransfer.effectAllowed = 'move';
              event.dataTransfer.setData('text/plain', String(index));
            }}
            onDragOver={(event) => {
              if (dragFrom === null) return;
              event.preventDefault();
              setDragOver(index);
            }}
            onDragLeave={() => setDragOver((current) => (current === index ? null : current))}
            onDrop={(event) => {
              event.preventDefault();
              event.stopPropagation();
              if (dragFrom !== null && dragFrom !== index) move(dragFrom, index);
              setDragFrom(null);
              setDragOver(null);
            }}
            onDragEnd={() => {
              setDragFrom(null);
              setDragOver(null);
            }}
            className={cn(
              'group relative aspect-square overflow-hidden rounded-xl border bg-slate-100',
              index === 0 ? 'border-brand-600 ring-1 ring-brand-600' : 'border-slate-200',
              dragOver === index && dragFrom !== index && 'ring-2 ring-brand-500',
              dragFrom === index && 'opacity-50',
              photos.length > 1 && !disabled && 'cursor-grab active:cursor-grabbing',
            )}
          >
            <img src={photo.url} alt={`Photo ${index + 1}: ${photo.name}`} className="size-full object-cover" draggable={false} />
            {photo.pending ? (
              <div className="absolute inset-0 flex items-center justify-center bg-white/60">
                <Loader2 className="size-6 animate-spin text-brand-700" aria-label="Uploading" />
              </div>
            ) : null}
            {index === 0 ? (
              <span className="absolute start-1.5 top-1.5 rounded-full bg-brand-700 px-2 py-0.5 text-[11px] font-bold text-white">Main photo</span>
            ) : (
              <GripVertical className="absolute start-1.5 top-1.5 size-5 rounded bg-white/80 p-0.5 text-slate-500" aria-hidden="true" />
            )}
            <button
              type="button"
              onClick={() => onRemove(photo.key)}
              disabled={disabled}
              aria-label={`Remove photo ${index + 1}`}
              className="absolute end-1.5 top-1.5 inline-flex size-7 items-center justify-center rounded-full bg-white/90 text-slate-700 shadow hover:bg-white hover:text-red-600 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-600 disabled:opacity-50"
            >
              <X className="size-4" aria-hidden="true" />
            </button>
            {photos.length > 1 ? (
              <div className="absolute inset-x-1.5 bottom-1.5 flex justify-between">
                <button
                  type="button"
                  onClick={() => move(index, index - 1)}
                  disabled={disabled || index === 0}
                  aria-label={`Move photo ${index + 1} earlier`}
                  className="inline-flex size-7 items-center justify-center rounded-full bg-white/90 text-slate-700 shadow hover:bg-white focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-600 disabled:invisible"
                >
                  <ChevronLeft className="size-4" aria-hidden="true" />
                </button>
                <button
                  type="button"
                  onClick={() => move(index, index + 1)}
                  disabled={disabled || index === photos.length - 1}
                  aria-label={`Move photo ${index + 1} later`}
                  className="inline-flex size-7 items-center justify-center rounded-full bg-white/90 text-slate-700 shadow hover:bg-white focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-600 disabled:invisible"
                >
                  <ChevronRight className="size-4" aria-hidden="true" />
                </button>
              </div>
            ) : null}
          </li>
        ))}
        {full ? null : (
          <li>
            <label
              htmlFor={inputId}
              onDragOver={(event) => {
                if (dragFrom !== null) return;
                event.preventDefault();
                setDropActive(true);
              }}
              onDragLeave={() => setDropActive(false)}
              onDrop={onDropFiles}
              className={cn(
                'flex aspect-square cursor-pointer flex-col items-center justify-center gap-1.5 rounded-xl border-2 border-dashed p-2 text-center text-slate-600 transition hover:border-brand-600 hover:bg-brand-50/50 hover:text-brand-800 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-600',
                error ? 'border-red-400' : 'border-slate-300',
                dropActive && 'border-brand-600 bg-brand-50',
                disabled && 'pointer-events-none opacity-50',
              )}
            >
              {busy ? <Loader2 className="size-6 animate-spin" aria-hidden="true" /> : <ImagePlus className="size-6" aria-hidden="true" />}
              <span className="text-xs font-semibold">{photos.length === 0 ? 'Add photos' : 'Add more'}</span>
              <span className="text-[11px] text-slate-500">
                {photos.length}/{MAX_LISTING_PHOTOS}
              </span>
              <input
                ref={inputRef}
                id={inputId}
                type="file"
                accept="image/*"
                multiple
                disabled={disabled}
                aria-describedby={describedBy}
                aria-invalid={error || undefined}
                className="sr-only"
                onChange={(event) => {
                  const files = Array.from(event.target.files ?? []);
                  event.target.value = '';
                  if (files.length) onAdd(files);
                }}
              />
            </label>
          </li>
        )}
      </ul>
      <p className="sr-only" aria-live="polite">
        {announcement}
      </p>
    </div>
  );
}
