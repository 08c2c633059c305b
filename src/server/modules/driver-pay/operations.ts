/** The API contract's rows for driver pay (joined in openapi/operations.ts). */
import type { Operation } from '../../openapi/operation-types';

const PDF = {
  status: 200,
  contentType: 'application/pdf',
  description: "The week's settlement statement",
} as const;

export const DRIVER_PAY_OPERATIONS: Record<string, Operation> = {
  'GET /api/driver-pay/rules': {
    operationId: 'listPayRules',
    summary: "Pay rules, newest first: one driver's and the defaults (?driverId=), or every rule",
    tag: 'driver pay',
  },
  'POST /api/driver-pay/rules': {
    operationId: 'createPayRule',
    summary:
      "A pay rule from a Central day on, for one driver or every driver (driverId null): percent of the order's total, per mile, per stop, per piece, flat, with a minimum per job",
    tag: 'driver pay',
  },
  'GET /api/driver-pay/settlements': {
    operationId: 'listWeekSettlements',
    summary: "Every driver's settlement of one week (weekStart, a Monday): draft or issued, jobs and total",
    tag: 'driver pay',
  },
  'GET /api/driver-pay/drivers/:driverId/weeks': {
    operationId: 'listDriverPayWeeks',
    summary:
      "A driver's weeks with pay, newest first, the current one included (the driver itself, or dispatch)",
    tag: 'driver pay',
  },
  'GET /api/driver-pay/drivers/:driverId/weeks/:weekStart': {
    operationId: 'getDriverSettlement',
    summary:
      "A driver's week: a line per delivered job with its pay under the rule in force, the days, adjustments and total",
    tag: 'driver pay',
  },
  'GET /api/driver-pay/drivers/:driverId/weeks/:weekStart/pdf': {
    operationId: 'getDriverSettlementPdf',
    summary: "A driver's week as a PDF statement (a draft says so on every page)",
    tag: 'driver pay',
    success: PDF,
  },
  'POST /api/driver-pay/drivers/:driverId/weeks/:weekStart/adjustments': {
    operationId: 'adjustDriverSettlement',
    summary: 'A bonus or a deduction with a note, on a week not yet issued',
    tag: 'driver pay',
    errors: [409],
  },
  'POST /api/driver-pay/drivers/:driverId/weeks/:weekStart/issue': {
    operationId: 'issueDriverSettlement',
    summary: 'Issue a week that is over: numbered, its lines and totals stored, never changed again',
    tag: 'driver pay',
    errors: [409],
  },
};
