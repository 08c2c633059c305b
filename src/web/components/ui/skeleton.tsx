import type { ComponentProps } from 'react';
import { cn } from '@web/lib/utils';

/** A grey placeholder block shown while data loads; hidden from screen readers (pair with a status). */
export function Skeleton({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div aria-hidden="true" className={cn('animate-pulse rounded-md bg-slate-200', className)} {...props} />
  );
}
