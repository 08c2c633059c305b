import { HeartPulse } from 'lucide-react';
import { Link } from 'wouter';
import { cn } from '@web/lib/utils';

/** The MedLink mark; always a link to / (which sends a signed-in user to its dashboard). */
type LogoProps = {
  className?: string;
  onNavigate?: () => void;
  /** On phones the top bar needs the room for the welcome; the word stays for screen readers. */
  compactOnPhones?: boolean;
};

export function Logo({ className, onNavigate, compactOnPhones = false }: LogoProps) {
  return (
    <Link
      href="/"
      onClick={onNavigate}
      className={cn(
        'flex shrink-0 items-center gap-2 rounded-md font-semibold text-slate-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-teal-600',
        className,
      )}
    >
      <span className="flex size-8 items-center justify-center rounded-lg bg-teal-700 text-white shadow-sm">
        <HeartPulse className="size-5" aria-hidden="true" />
      </span>
      <span className={cn('text-lg tracking-tight', compactOnPhones && 'max-[419px]:sr-only')}>
        Med<span className="text-teal-700">Link</span>
      </span>
    </Link>
  );
}
