import { clsx, type ClassValue } from 'clsx';
import { twMerge } from 'tailwind-merge';

export function cn(...inputs: ClassValue[]): string {
  return twMerge(clsx(inputs));
}

/**
 * tailwind-merge builds its map of Tailwind's classes on its first call: 30–60 ms on a slow phone (4× CPU, profiled
 * in two sessions), which every page pays, since every page draws with `cn`. The app's start makes that first call in
 * a task of its own before hydration, instead of inside a slice of it (docs/decisions/0029).
 */
export function prepareClassNames(): void {
  twMerge('p-0', 'p-1');
}
