/**
 * The displayed progress of an order: earlier steps done, the current one highlighted, later ones
 * pending. A cancelled or declined order has no current step, so it says so instead.
 */
import { Ban, Check } from 'lucide-react';
import { clientStatus, confirmedStepKey, orderProgress, type ClientStatusInput } from '@domain/client-status';
import type { StepState } from '@domain/order-state';
import type { TrackingEventResponse } from '@domain/tracking';
import { cn } from '@web/lib/utils';
import { useMessages } from '@web/i18n';

const STATE_WORDS = {
  done: 'tracking.step.done',
  current: 'tracking.step.current',
  pending: 'tracking.step.pending',
} as const satisfies Record<StepState, string>;

type Props = { order: ClientStatusInput; events?: readonly TrackingEventResponse[] | undefined };

/** The steps and their words come from client-status.ts, so the dialog and the page agree. */
export function ProgressSteps({ order, events = [] }: Props) {
  const worded = clientStatus(order);
  const { t, dateTime } = useMessages();
  if (worded.tone === 'stopped') {
    return (
      <div role="note" className="flex gap-3 rounded-lg border border-red-200 bg-red-50 p-4 text-red-950">
        <Ban className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
        <div>
          <p className="font-semibold">{t(`clientStatus.${worded.key}`)}</p>
          <p className="text-sm">{t(`clientStatusDetail.${worded.key}`)}</p>
        </div>
      </div>
    );
  }
  // When each step was reached: the latest event of that status (a step can be repeated after a fix).
  const reachedAt = new Map(events.map((e) => [e.status, e.createdAt]));
  const steps = orderProgress(order);
  const confirmed = confirmedStepKey(order);
  // The same wording as orderProgress, each part from the catalogue in the reader's language.
  const labelOf = (status: (typeof steps)[number]['status']) =>
    status === 'confirmed' ? t(`confirmedStep.${confirmed}`) : t(`progress.${status as 'pending'}`);
  const descriptionOf = (step: (typeof steps)[number]) =>
    step.state === 'current' && step.status !== 'delivered'
      ? t(`clientStatusDetail.${worded.key}`)
      : step.status === 'confirmed'
        ? t(`confirmedStepDetail.${confirmed}`)
        : t(`progressDetail.${step.status as 'pending'}`);

  return (
    <ol aria-label={t('tracking.deliveryProgress')} className="space-y-0">
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
                {labelOf(step.status)}
                <span className="sr-only"> ({t(STATE_WORDS[state])})</span>
              </p>
              <p className={cn('text-xs', state === 'pending' ? 'text-slate-500' : 'text-slate-600')}>
                {descriptionOf(step)}
                {at ? ` · ${dateTime(at)}` : ''}
              </p>
            </div>
          </li>
        );
      })}
    </ol>
  );
}
