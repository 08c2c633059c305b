/**
 * The authorisation matrix's rows for the drivers module's routes (security/authz-table.ts):
 * dispatch only; a pending driver cannot approve itself.
 */
import { adminOnly, applicant, body, driverRecord } from '../../security/authz/objects';
import type { Row } from '../../security/authz/types';

export const AUTHZ_ROWS: readonly Row[] = [
  { route: 'GET /api/drivers', ...adminOnly },
  {
    route: 'PATCH /api/drivers/:driverId/capabilities',
    ...adminOnly,
    object: driverRecord,
    mutates: true,
    build: body({ vehicleSize: 'van', maxDistanceMiles: 60 }),
  },
  { route: 'GET /api/drivers/applications', ...adminOnly },
  { route: 'POST /api/drivers/:driverId/approve', ...adminOnly, object: applicant, mutates: true },
  {
    route: 'POST /api/drivers/:driverId/reject',
    ...adminOnly,
    object: applicant,
    mutates: true,
    build: body({ reason: 'Licence could not be verified' }),
  },
];
