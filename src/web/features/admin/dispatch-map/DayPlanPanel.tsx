/**
 * "Plan the day" beside the live map: the planner's routes for every open order over the drivers
 * on shift, one colour per driver, each stop with its time and slack. Dispatch moves stops (buttons
 * or drag), pins an order to a driver, and applies; the server times and checks every change and
 * says what a change breaks, and what the plan cannot serve, with the reason.
 */
import type { DispatchPlanResponse } from '@domain/dispatch-plan';
import { Button } from '@web/components/ui/button';
import { serverMessage } from '@web/lib/api';
import { useApplyPlan, usePinOrder, useProposePlan, useRevisePlan } from '../api/dispatch-plan';
import { pinnedOrders, routeColor } from './plan-features';
import { PlanRouteCard } from './PlanRouteCard';

type Props = {
  plan: DispatchPlanResponse | null;
  loading: boolean;
  drivers: { id: number; name: string }[];
};

export function DayPlanPanel({ plan, loading, drivers }: Props) {
  const propose = useProposePlan();
  const revise = useRevisePlan();
  const pin = usePinOrder();
  const apply = useApplyPlan();
  const busy = propose.isPending || revise.isPending || pin.isPending || apply.isPending;
  const failure = [propose, revise, pin, apply].find((m) => m.isError)?.error;

  return (
    <section aria-labelledby="day-plan-title" className="space-y-3" data-testid="day-plan">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="day-plan-title" className="text-lg font-semibold text-slate-900">
          Day plan
        </h2>
        <div className="flex gap-2">
          <Button variant="outline" disabled={busy} onClick={() => propose.mutate(undefined)}>
            {propose.isPending ? 'Planning…' : plan ? 'Plan again' : 'Plan the day'}
          </Button>
          {plan ? (
            <Button
              disabled={busy || plan.violations.length > 0 || plan.status === 'applied'}
              onClick={() => apply.mutate({ plan })}
            >
              {apply.isPending ? 'Applying…' : 'Apply plan'}
            </Button>
          ) : null}
        </div>
      </div>
      <p role="status" aria-live="polite" className="text-sm text-slate-600">
        {propose.isPending
          ? 'The planner is working: a plan takes a few seconds.'
          : loading
            ? 'Loading the plan…'
            : !plan
              ? 'No plan yet. Plan the day to route every open order over the drivers on shift.'
              : `${plan.status === 'applied' ? 'Applied' : 'Proposed'}: ${plan.totals.orders} orders on ${plan.totals.drivers} drivers, ${plan.totals.miles} mi.`}
      </p>
      {apply.isSuccess ? (
        <p role="status" className="text-sm text-emerald-800">
          Applied: the drivers' job lists now follow their routes.
        </p>
      ) : null}
      {failure ? (
        <p role="alert" className="text-sm text-red-700">
          {serverMessage(failure, 'The plan could not be changed. Reload the page and try again.')}
        </p>
      ) : null}
      {plan && plan.violations.length > 0 ? (
        <div role="alert" className="rounded border border-red-200 bg-red-50 p-2 text-sm text-red-800">
          <p className="font-medium">Fix these before applying:</p>
          <ul className="list-disc pl-5">
            {plan.violations.map((v, i) => (
              <li key={i}>{v.message}</li>
            ))}
          </ul>
        </div>
      ) : null}
      {plan && plan.unserved.length > 0 ? (
        <div
          className="rounded border border-amber-200 bg-amber-50 p-2 text-sm text-amber-900"
          data-testid="plan-unserved"
        >
          <p className="font-medium">Not served in time ({plan.unserved.length}):</p>
          <ul className="list-disc pl-5">
            {plan.unserved.map((u) => (
              <li key={u.orderId}>
                #{u.displayNumber}: {u.message}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {plan ? (
        <div className="max-h-[36rem] space-y-2 overflow-y-auto p-0.5">
          {plan.routes.map((route, index) => (
            <PlanRouteCard
              key={route.driverId}
              plan={plan}
              route={route}
              color={routeColor(index)}
              drivers={drivers.filter((d) => d.id !== route.driverId)}
              busy={busy}
              onMove={(routes) => revise.mutate({ plan, routes, pins: pinnedOrders(plan) })}
              onPin={(orderId, driverId) => pin.mutate({ plan, orderId, driverId })}
              onApply={() => apply.mutate({ plan, driverId: route.driverId })}
            />
          ))}
        </div>
      ) : null}
    </section>
  );
}
