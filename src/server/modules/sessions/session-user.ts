/**
 * The signed-in user as every request sees it: the columns read and the shape answered. Shared by the
 * session lookup (on every request) and the auth module's account reads.
 */
import type { SessionUser } from '@domain/auth';
import type { DriverApproval } from '@domain/driver-vetting';
import { drivers, organizations, users } from '../../db/schema/index';

/** The columns of the user as answers show it, with organisation name and driver record id. */
export const sessionUserColumns = {
  id: users.id,
  username: users.username,
  firstName: users.firstName,
  lastName: users.lastName,
  email: users.email,
  role: users.role,
  phone: users.phone,
  organizationName: organizations.name,
  // Read with the session on every request: a removed member or a changed role counts at once.
  organizationId: users.organizationId,
  organizationRole: users.organizationRole,
  language: users.language,
  organizationLanguage: organizations.language,
  driverId: drivers.id,
  // Vetting: read with the session on every request, so an approval counts at once.
  driverApproval: drivers.approvalStatus,
  driverRejectionReason: drivers.rejectionReason,
};

type SessionUserRow = {
  [K in keyof typeof sessionUserColumns]: (typeof sessionUserColumns)[K]['_']['data'] | null;
};

/** A driver's answer carries driverId; nobody else's has the key at all. */
export function toSessionUser(row: SessionUserRow): SessionUser {
  const { driverId, driverApproval, driverRejectionReason, ...rest } = row as SessionUser & {
    driverId: number | null;
    driverApproval: DriverApproval | null;
    driverRejectionReason: string | null;
  };
  if (driverId === null) return rest;
  return {
    ...rest,
    driverId,
    driverApproval: driverApproval ?? 'pending',
    ...(driverApproval === 'rejected' ? { driverRejectionReason } : {}),
  };
}
