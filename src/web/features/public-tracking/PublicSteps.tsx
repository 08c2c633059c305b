/**
 * The progress steps as the server words them for the public page (label, description, state).
 * Same look as the signed-in tracking page's, without its events: the recipient sees progress,
 * not the order's history.
 */
import { Check } from 'lucide-react';
import { PROGRESS_STEPS } from '@domain/order-state';
import { cn } from '@web/lib/utils';
import type { PublicTrackingResponse as PublicTracking } from '@domain/public-tracking';
import { useMessages, type MessageKey } from '@web/i18n';

const PROGRESS_KEYS = PROGRESS_STEPS.map((step) => step.status);
type ProgressKey = (typeof PROGRESS_KEYS)[number];

const STATE_WORDS: Readonly<Record<PublicTracking['steps'][number]['state'], MessageKey>> = {
  done: 'public.stepDone',
  current: 'public.stepCurrent',
  pending: 'public.stepPending',
};

/** A step's words by its key (the catalogue's), or the server's own when the key is not one it knows. */
function useStepWords() {
  const { t } = useMessages();
  return (step: PublicTracking['steps'][number]) => {
    const known = (PROGRESS_KEYS as readonly string[]).includes(step.key);
    return known
      ? {
          label: t(`progress.${step.key as ProgressKey}`),
          description: t(`progressDetail.${step.key as ProgressKey}`),
        }
      : { label: step.label, description: step.description };
  };
}

export function PublicSteps({ steps }: { steps: PublicTracking['steps'] }) {
  const { t } = useMessages();
  const words = useStepWords();
  return (
    <ol aria-label={t('public.steps')}>
      {steps.map((step, i) => {
        const last = i === steps.length - 1;
        return (
          <li
            key={step.key}
            aria-current={step.state === 'current' ? 'step' : undefined}
            data-state={step.state}
            className="relative flex gap-3 pb-4 last:pb-0"
          >
            {last ? null : (
              <span
                aria-hidden="true"
                className={cn(
                  'absolute top-7 bottom-0 left-3.5 w-0.5 -translate-x-1/2',
                  step.state === 'done' ? 'bg-teal-600' : 'bg-slate-200',
                )}
              />
            )}
            <span
              aria-hidden="true"
              className={cn(
                'relative z-10 flex size-7 shrink-0 items-center justify-center rounded-full border-2',
                step.state === 'done' && 'border-teal-600 bg-teal-600 text-white',
                step.state === 'current' && 'border-teal-600 bg-white ring-4 ring-teal-100',
                step.state === 'pending' && 'border-slate-300 bg-white',
              )}
            >
              {step.state === 'done' ? <Check className="size-4" /> : null}
              {step.state === 'current' ? <span className="size-2.5 rounded-full bg-teal-600" /> : null}
            </span>
            <div className="min-w-0 pt-0.5">
              <p
                className={cn(
                  'text-sm font-medium',
                  step.state === 'pending' ? 'text-slate-500' : 'text-slate-900',
                  step.state === 'current' && 'text-teal-800',
                )}
              >
                {words(step).label}
                <span className="sr-only"> ({t(STATE_WORDS[step.state])})</span>
              </p>
              <p className={cn('text-xs', step.state === 'pending' ? 'text-slate-500' : 'text-slate-600')}>
                {words(step).description}
              </p>
            </div>
          </li>
        );
      })}
    </ol>
  );
}
