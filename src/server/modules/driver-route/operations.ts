/** The contract's rows for the driver-route module's routes (openapi/operations.ts joins them). */
import type { Operation } from '../../openapi/operation-types';

export const DRIVER_ROUTE_OPERATIONS: Record<string, Operation> = {
  'GET /api/driver/route': {
    operationId: 'getDriverRoute',
    summary: "The signed-in driver's stops across its jobs, in driving order, with total distance",
    tag: 'driver',
  },
};
