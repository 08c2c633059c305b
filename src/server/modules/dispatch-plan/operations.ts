/** The contract's rows for the dispatch-plan module's routes (openapi/operations.ts joins them). */
import type { Operation } from '../../openapi/operation-types';

export const DISPATCH_PLAN_OPERATIONS: Record<string, Operation> = {
  'POST /api/dispatch/plans': {
    operationId: 'proposeDispatchPlan',
    summary: 'Plan the day: routes for every open order over the drivers on shift, and what cannot be served',
    tag: 'dispatch-plan',
  },
  'GET /api/dispatch/plans/current': {
    operationId: 'getCurrentDispatchPlan',
    summary: 'The plan dispatch works on, with orders booked since inserted at their cheapest place',
    tag: 'dispatch-plan',
  },
  'PUT /api/dispatch/plans/:id': {
    operationId: 'reviseDispatchPlan',
    summary: "Dispatch's own order of stops and pins, timed and checked by the server",
    tag: 'dispatch-plan',
  },
  'POST /api/dispatch/plans/:id/pins': {
    operationId: 'pinDispatchPlanOrder',
    summary: "Pin an order to a driver: it moves to that driver's route at its cheapest place",
    tag: 'dispatch-plan',
  },
  'POST /api/dispatch/plans/:id/apply': {
    operationId: 'applyDispatchPlan',
    summary: "Apply the plan: each order to its route's driver; the drivers' job lists follow the routes",
    tag: 'dispatch-plan',
  },
};
