import { Slider as SliderPrimitive } from 'radix-ui';
import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';

type SliderProps = ComponentProps<typeof SliderPrimitive.Root> & {
  /** One accessible name per thumb (e.g. "Minimum price", "Maximum price"). */
  thumbLabels: string[];
  /** What a screen reader hears for a value ("Any", "₪120"); defaults to the number. */
  valueText?: (value: number, thumbIndex: number) => string;
};

/** A Radix slider with one or more thumbs, each labelled and keyboard operable (arrows, Page Up/Down, Home/End). */
export function Slider({ className, thumbLabels, valueText, value, defaultValue, ...props }: SliderProps) {
  const values = value ?? defaultValue ?? [props.min ?? 0];
  return (
    <SliderPrimitive.Root
      className={cn('relative flex h-6 w-full touch-none select-none items-center data-[disabled]:opacity-50', className)}
      value={value}
      defaultValue={defaultValue}
      {...props}
    >
      <SliderPrimitive.Track className="relative h-1.5 w-full grow overflow-hidden rounded-full bg-slate-200">
        <SliderPrimitive.Range className="absolute h-full bg-brand-600" />
      </SliderPrimitive.Track>
      {values.map((thumbValue, index) => (
        <SliderPrimitive.Thumb
          key={index}
          aria-label={thumbLabels[index]}
          aria-valuetext={valueText?.(thumbValue, index)}
          className="block size-5 rounded-full border-2 border-brand-700 bg-white shadow-sm transition-shadow hover:ring-4 hover:ring-brand-600/15 focus-visible:outline-none focus-visible:ring-4 focus-visible:ring-brand-600/30"
        />
      ))}
    </SliderPrimitive.Root>
  );
}
