/** The contract's rows for the drivers module's routes (openapi/operations.ts joins them). */
import type { Operation } from '../../openapi/operation-types';

export const DRIVER_OPERATIONS: Record<string, Operation> = {
  'GET /api/drivers': { operationId: 'listDrivers', summary: 'The drivers, for dispatch', tag: 'admin' },
  'GET /api/drivers/applications': {
    operationId: 'listDriverApplications',
    summary: 'Driver applications waiting for vetting',
    tag: 'admin',
  },
  'POST /api/drivers/:driverId/approve': {
    operationId: 'approveDriver',
    summary: "Approve a driver's application",
    tag: 'admin',
  },
  'POST /api/drivers/:driverId/reject': {
    operationId: 'rejectDriver',
    summary: "Reject a driver's application, with a reason",
    tag: 'admin',
  },
  'PATCH /api/drivers/:driverId/capabilities': {
    operationId: 'setDriverCapabilities',
    summary: "Set a driver's cooler, vehicle size and maximum distance to a pickup",
    tag: 'admin',
  },
};
