/**
 * Stars 1-5 as native radio buttons: the browser gives the keyboard behaviour of a radio group
 * (Tab in, arrows move and choose) and screen readers announce "3 stars, 3 of 5".
 */
import { useId, useState } from 'react';
import { Star } from 'lucide-react';
import { RATING_MAX } from '@domain/ratings';
import { cn } from '@web/lib/utils';
import { useMessages } from '@web/i18n';

type Props = {
  value: number | null;
  onChange: (value: number) => void;
  invalid?: boolean;
  describedBy?: string | undefined;
};

const STARS = Array.from({ length: RATING_MAX }, (_, i) => i + 1);

export function StarRating({ value, onChange, invalid, describedBy }: Props) {
  const name = useId();
  const labelId = useId();
  const [hover, setHover] = useState<number | null>(null);
  const shown = hover ?? value ?? 0;
  const { t } = useMessages();
  return (
    <div>
      <p id={labelId} className="mb-2 text-sm font-medium text-slate-800">
        {t('rating.label')}
      </p>
      <div
        role="radiogroup"
        aria-labelledby={labelId}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
        className="flex gap-1"
        onMouseLeave={() => setHover(null)}
      >
        {STARS.map((stars) => (
          <label key={stars} className="cursor-pointer" onMouseEnter={() => setHover(stars)}>
            <input
              type="radio"
              name={name}
              value={stars}
              checked={value === stars}
              onChange={() => onChange(stars)}
              className="peer sr-only"
              aria-label={t('rating.stars', { count: stars })}
            />
            <Star
              aria-hidden="true"
              className={cn(
                'size-9 rounded-md p-1 transition-colors peer-focus-visible:outline-2 peer-focus-visible:outline-teal-600',
                stars <= shown ? 'fill-amber-400 text-amber-500' : 'text-slate-300',
              )}
            />
          </label>
        ))}
      </div>
    </div>
  );
}
