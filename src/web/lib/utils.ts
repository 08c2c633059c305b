import { clsx, type ClassValue } from 'clsx';
import { twMerge } from 'tailwind-merge';

/** Joins class names and lets a later Tailwind class override an earlier one (shadcn/ui convention). */
export function cn(...inputs: ClassValue[]): string {
  return twMerge(clsx(inputs));
}

/**
 * tailwind-merge builds its class map on its first call (12-20 ms on a desktop, four times that on
 * the phone Lighthouse simulates). Left to the first render that calls `cn`, it lengthens that
 * render's task past 50 ms; asked for here in a task of its own, queued before the first render's,
 * it runs while the page still waits for its first answers.
 */
export function prepareClassMerge(): void {
  setTimeout(() => twMerge('p-0'), 0);
}
