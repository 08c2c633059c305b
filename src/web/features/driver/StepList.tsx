/** Start Job, Complete Pickup, Start Delivery, Complete Delivery: done, current or pending. */
import { Check } from 'lucide-react';
import type { OrderStatus } from '@domain/enums';
import { DRIVER_STEPS, type StepState } from '@domain/order-state';
import { cn } from '@web/lib/utils';
import { driverStepStates } from './job-steps';

const STATE_WORDS: Readonly<Record<StepState, string>> = {
  done: 'done',
  current: 'next',
  pending: 'to do',
};

export function StepList({ status }: { status: OrderStatus }) {
  const states = driverStepStates(status);
  return (
    <ol aria-label="Job steps" className="grid gap-2">
      {DRIVER_STEPS.map((step, i) => {
        const state = states[i] ?? 'pending';
        return (
          <li
            key={step.action}
            data-state={state}
            aria-current={state === 'current' ? 'step' : undefined}
            className={cn(
              'flex min-h-11 items-center gap-3 rounded-lg border px-3 py-2 text-sm',
              state === 'done' && 'border-teal-200 bg-teal-50 text-teal-900',
              state === 'current' &&
                'border-teal-600 bg-white font-semibold text-slate-900 ring-2 ring-teal-100',
              state === 'pending' && 'border-slate-200 bg-white text-slate-500',
            )}
          >
            <span
              aria-hidden="true"
              className={cn(
                'flex size-6 shrink-0 items-center justify-center rounded-full text-xs font-bold',
                state === 'done' && 'bg-teal-600 text-white',
                state === 'current' && 'bg-teal-700 text-white',
                state === 'pending' && 'bg-slate-200 text-slate-600',
              )}
            >
              {state === 'done' ? <Check className="size-4" /> : i + 1}
            </span>
            <span className="flex-1">{step.label}</span>
            <span className="text-xs font-medium">{STATE_WORDS[state]}</span>
          </li>
        );
      })}
    </ol>
  );
}
