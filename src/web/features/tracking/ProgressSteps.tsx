/**
 * The displayed progress of an order: earlier steps done, the current one highlighted, later ones
 * pending. A cancelled or declined order has no current step, so it says so instead.
 */
import { Ban, Check } from 'lucide-react';
import { clientStatus, orderProgress, type ClientStatusInput } from '@domain/client-status';
import type { StepState } from '@domain/order-state';
import type { TrackingEventResponse } from '@domain/tracking';
import { formatDateTime } from '@web/lib/format';
import { cn } from '@web/lib/utils';

const STATE_WORDS: Readonly<Record<StepState, string>> = {
  done: 'completed',
  current: 'current step',
  pending: 'upcoming',
};

type Props = { order: ClientStatusInput; events?: readonly TrackingEventResponse[] | undefined };

/** The steps and their words come from client-status.ts, so the dialog and the page agree. */
export function ProgressSteps({ order, events = [] }: Props) {
  const worded = clientStatus(order);
  if (worded.tone === 'stopped') {
    return (
      <div role="note" className="flex gap-3 rounded-lg border border-red-200 bg-red-50 p-4 text-red-950">
        <Ban className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
        <div>
          <p className="font-semibold">{worded.label}</p>
          <p className="text-sm">{worded.description}</p>
        </div>
      </div>
    );
  }
  // When each step was reached: the latest event of that status (a step can be repeated after a fix).
  const reachedAt = new Map(events.map((e) => [e.status, e.createdAt]));
  const steps = orderProgress(order);

  return (
    <ol aria-label="Delivery progress" className="space-y-0">
      {steps.map((step, i) => {
        const state = step.state;
        const last = i === steps.length - 1;
        const at = state === 'pending' ? undefined : reachedAt.get(step.status);
        return (
          <li
            key={step.status}
            aria-current={state === 'current' ? 'step' : undefined}
            data-state={state}
            className="relative flex gap-3 pb-4 last:pb-0"
          >
            {last ? null : (
              <span
                aria-hidden="true"
                className={cn(
                  'absolute top-7 bottom-0 left-3.5 w-0.5 -translate-x-1/2',
                  state === 'done' ? 'bg-teal-600' : 'bg-slate-200',
                )}
              />
            )}
            <span
              aria-hidden="true"
              className={cn(
                'relative z-10 flex size-7 shrink-0 items-center justify-center rounded-full border-2',
                state === 'done' && 'border-teal-600 bg-teal-600 text-white',
                state === 'current' && 'border-teal-600 bg-white ring-4 ring-teal-100',
                state === 'pending' && 'border-slate-300 bg-white',
              )}
            >
              {state === 'done' ? <Check className="size-4" /> : null}
              {state === 'current' ? (
                <span className="size-2.5 animate-pulse rounded-full bg-teal-600" />
              ) : null}
            </span>
            <div className="min-w-0 pt-0.5">
              <p
                className={cn(
                  'text-sm font-medium',
                  state === 'pending' ? 'text-slate-500' : 'text-slate-900',
                  state === 'current' && 'text-teal-800',
                )}
              >
                {step.label}
                <span className="sr-only"> ({STATE_WORDS[state]})</span>
              </p>
              <p className={cn('text-xs', state === 'pending' ? 'text-slate-500' : 'text-slate-600')}>
                {step.description}
                {at ? ` · ${formatDateTime(at)}` : ''}
              </p>
            </div>
          </li>
        );
      })}
    </ol>
  );
}
