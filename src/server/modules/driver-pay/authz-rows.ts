/**
 * The authorisation matrix's rows for the driver-pay module's routes (security/authz-table.ts).
 * Dispatch and billing staff set rules and settle weeks; a driver (approved or not) reads its own
 * weeks and no other driver's; clients have none of it. Weeks are in 2024, long over, so issuing
 * one is allowed whatever today is.
 */
import { adminOnly, driverRecord, issuable, query } from '../../security/authz/objects';
import type { Row } from '../../security/authz/types';

const WEEK = '2024-01-01';

const ownPay = {
  anon: 401,
  client: 403,
  otherClient: 403,
  driver: [200, 403],
  otherDriver: [200, 403],
  admin: 200,
  pendingDriver: [200, 403],
} as const;

/** A driver's week: the row's url with the driver's id and a Monday. */
const weekUrl =
  (suffix = ''): NonNullable<Row['build']> =>
  (_w, _actor, target) => ({ url: `/api/driver-pay/drivers/${target!.id}/weeks/${WEEK}${suffix}` });

const ROWS: readonly Row[] = [
  { route: 'GET /api/driver-pay/rules', ...adminOnly },
  {
    route: 'POST /api/driver-pay/rules',
    ...adminOnly,
    admin: 201,
    object: driverRecord,
    mutates: true,
    // A rule for the side's driver from a day far ahead: no figure of any other row moves.
    build: (_w, _actor, target) => ({
      payload: { driverId: target!.id, effectiveFrom: '2099-01-05', percent: 20, minimum: '8.00' },
    }),
  },
  {
    route: 'GET /api/driver-pay/settlements',
    ...adminOnly,
    build: query(`weekStart=${WEEK}`),
  },
  { route: 'GET /api/driver-pay/drivers/:driverId/weeks', ...ownPay, object: driverRecord },
  {
    route: 'GET /api/driver-pay/drivers/:driverId/weeks/:weekStart',
    ...ownPay,
    object: driverRecord,
    build: weekUrl(),
  },
  {
    route: 'GET /api/driver-pay/drivers/:driverId/weeks/:weekStart/pdf',
    ...ownPay,
    object: driverRecord,
    build: weekUrl('/pdf'),
  },
  {
    route: 'POST /api/driver-pay/drivers/:driverId/weeks/:weekStart/adjustments',
    ...adminOnly,
    admin: 201,
    object: driverRecord,
    mutates: true,
    build: (w, actor, target, url) => ({
      ...weekUrl('/adjustments')(w, actor, target, url),
      payload: { kind: 'bonus', amount: '5.00', note: 'Matrix bonus' },
    }),
  },
  {
    route: 'POST /api/driver-pay/drivers/:driverId/weeks/:weekStart/issue',
    ...adminOnly,
    object: issuable,
    mutates: true,
    build: weekUrl('/issue'),
  },
];

/** Billing staff do pay as dispatch does: each row answers them as it answers admin. */
export const AUTHZ_ROWS: readonly Row[] = ROWS.map((row) => ({ ...row, billing: row.admin }));
