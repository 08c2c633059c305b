import { LoaderCircle } from 'lucide-react';
import { cn } from '@web/lib/utils';

/** Decorative spinner; pair it with visible text or use PageSpinner, which has a status label. */
export function Spinner({ className }: { className?: string }) {
  return <LoaderCircle aria-hidden="true" className={cn('size-5 animate-spin', className)} />;
}

/** A full-area wait with a status message screen readers announce. */
export function PageSpinner({ label = 'Loading…' }: { label?: string }) {
  return (
    <div
      role="status"
      className="flex min-h-[40vh] flex-col items-center justify-center gap-3 text-slate-600"
    >
      <Spinner className="size-8 text-teal-700" />
      <span className="text-sm">{label}</span>
    </div>
  );
}
