/**
 * Start Job, Complete Pickup, Start Delivery, Complete Delivery: done, next or to do. A record of
 * progress, not a set of controls: plain lines with no box, border or hover, so nothing here looks
 * like a button. The one step the driver can take is the button in the action bar, which the next
 * line points to.
 */
import { Check } from 'lucide-react';
import type { OrderStatus } from '@domain/enums';
import { DRIVER_STEPS, type StepState } from '@domain/order-state';
import { useMessages, type MessageKey } from '@web/i18n';
import { cn } from '@web/lib/utils';
import { driverStepStates } from './job-steps';

const STATE_WORDS: Readonly<Record<StepState, MessageKey>> = {
  done: 'driver.steps.done',
  current: 'driver.steps.current',
  pending: 'driver.steps.pending',
};

export function StepList({ status }: { status: OrderStatus }) {
  const states = driverStepStates(status);
  const { t } = useMessages();
  return (
    <ol aria-label={t('driver.steps.label')} className="space-y-1 text-sm">
      {DRIVER_STEPS.map((step, i) => {
        const state = states[i] ?? 'pending';
        return (
          <li
            key={step.action}
            data-state={state}
            aria-current={state === 'current' ? 'step' : undefined}
            className="flex items-baseline gap-2.5 py-0.5"
          >
            <span
              aria-hidden="true"
              className={cn(
                'flex size-5 shrink-0 translate-y-1 items-center justify-center rounded-full text-[11px] font-bold',
                state === 'done' && 'bg-teal-600 text-white',
                state === 'current' && 'bg-slate-900 text-white',
                state === 'pending' && 'bg-slate-200 text-slate-600',
              )}
            >
              {state === 'done' ? <Check className="size-3.5" /> : i + 1}
            </span>
            <span
              className={cn(
                state === 'done' && 'text-slate-600 line-through decoration-slate-400',
                state === 'current' && 'font-semibold text-slate-900',
                state === 'pending' && 'text-slate-600',
              )}
            >
              {t(`step.${step.action}`)}
            </span>
            <span className="text-xs text-slate-600">
              <span className="sr-only">, </span>
              {t(STATE_WORDS[state])}
            </span>
          </li>
        );
      })}
    </ol>
  );
}
