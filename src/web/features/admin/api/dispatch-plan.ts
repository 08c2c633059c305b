/**
 * The day's plan (decision 041): read the current one, propose, edit the order of stops, pin,
 * apply. Every answer is the whole plan as the server timed and checked it; it replaces the
 * cached one, so the list and the map redraw from the server's figures only.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { currentPlanResponse, dispatchPlanResponse, type DispatchPlanResponse } from '@domain/dispatch-plan';
import { apiParse } from '@web/lib/api';
import { adminKeys } from './keys';

export type PlanEdit = {
  plan: DispatchPlanResponse;
  routes: { driverId: number; stops: { orderId: number; kind: 'pickup' | 'delivery' }[] }[];
  pins: number[];
};

export const useCurrentPlan = () =>
  useQuery({
    queryKey: adminKeys.dispatchPlan(),
    queryFn: () => apiParse(currentPlanResponse, 'GET', '/api/dispatch/plans/current'),
  });

function usePlanMutation<V>(call: (vars: V) => Promise<DispatchPlanResponse>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: (plan) => {
      queryClient.setQueryData(adminKeys.dispatchPlan(), { plan });
      // An applied route assigns orders: the map's drivers and orders change with it.
      if (plan.appliedAt) void queryClient.invalidateQueries({ queryKey: adminKeys.dispatchMap() });
    },
  });
}

export const useProposePlan = () =>
  usePlanMutation((seconds: number | undefined) =>
    apiParse(dispatchPlanResponse, 'POST', '/api/dispatch/plans', seconds ? { seconds } : {}),
  );

export const useRevisePlan = () =>
  usePlanMutation(({ plan, routes, pins }: PlanEdit) =>
    apiParse(dispatchPlanResponse, 'PUT', `/api/dispatch/plans/${plan.id}`, {
      revision: plan.revision,
      routes,
      pins,
    }),
  );

export const usePinOrder = () =>
  usePlanMutation(
    ({ plan, orderId, driverId }: { plan: DispatchPlanResponse; orderId: number; driverId: number }) =>
      apiParse(dispatchPlanResponse, 'POST', `/api/dispatch/plans/${plan.id}/pins`, {
        revision: plan.revision,
        orderId,
        driverId,
      }),
  );

/** The whole plan, or one driver's route (`driverId`) while the rest stays open for edits. */
export const useApplyPlan = () =>
  usePlanMutation(({ plan, driverId }: { plan: DispatchPlanResponse; driverId?: number }) =>
    apiParse(dispatchPlanResponse, 'POST', `/api/dispatch/plans/${plan.id}/apply`, {
      revision: plan.revision,
      ...(driverId ? { driverIds: [driverId] } : {}),
    }),
  );
