import { cn } from '@web/lib/utils';

/** A labelled bar (role="progressbar"), so a screen reader hears "Level progress, 42%". */
export function ProgressBar({
  value,
  label,
  valueText,
  className,
  tone = 'bg-teal-600',
}: {
  /** 0 to 100. */
  value: number;
  label: string;
  valueText?: string;
  className?: string;
  tone?: string;
}) {
  const clamped = Math.min(100, Math.max(0, value));
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={Math.round(clamped)}
      aria-valuetext={valueText}
      className={cn('h-2.5 w-full overflow-hidden rounded-full bg-slate-200', className)}
    >
      <div
        className={cn('h-full rounded-full transition-[width] duration-500', tone)}
        style={{ width: `${clamped}%` }}
      />
    </div>
  );
}
