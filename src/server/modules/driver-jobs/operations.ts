/** The contract's rows for the driver-jobs module's routes (openapi/operations.ts joins them). */
import type { Operation } from '../../openapi/operation-types';

export const DRIVER_JOB_OPERATIONS: Record<string, Operation> = {
  'GET /api/orders/available': {
    operationId: 'listAvailableJobs',
    summary: 'The job board: jobs a driver may accept',
    tag: 'driver',
  },
  'POST /api/orders/:id/accept': { operationId: 'acceptJob', summary: 'Accept a job', tag: 'driver' },
  'POST /api/orders/:id/decline': {
    operationId: 'declineJob',
    summary: 'Decline a job offered to the driver, with a reason',
    tag: 'driver',
  },
  'GET /api/orders/driver/:driverId/active': {
    operationId: 'listDriverActiveJobs',
    summary: "The driver's jobs under way",
    tag: 'driver',
  },
  'PATCH /api/orders/:id/status': {
    operationId: 'advanceJob',
    summary: "The next step of a driver's job (picked up, in transit, delivered with proof)",
    tag: 'driver',
  },
  'POST /api/orders/:id/arrived': {
    operationId: 'recordArrival',
    summary:
      'The driver has arrived at the pickup or the drop: the server stamps its own time, once; the wait to the next step is charged on the order card',
    tag: 'driver',
  },
  'POST /api/orders/:id/location': {
    operationId: 'recordJobLocation',
    summary: "The driver's position on a job",
    tag: 'driver',
  },
  'POST /api/orders/:id/location/batch': {
    operationId: 'recordJobLocationBatch',
    summary: 'Upload the positions a driver kept while offline, oldest first',
    tag: 'driver',
  },
  'GET /api/orders/:id/trail': {
    operationId: 'getJobTrail',
    summary: "The driver's recorded path on a job, oldest first",
    tag: 'driver',
  },
  'POST /api/driver/location': {
    operationId: 'recordDriverLocation',
    summary: "The driver's position while on shift",
    tag: 'driver',
  },
  'PATCH /api/driver/status': {
    operationId: 'setDriverShift',
    summary: 'Go on or off shift',
    tag: 'driver',
  },
};
