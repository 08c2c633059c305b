/**
 * Driver vetting: dispatch approves or rejects drivers who signed up. Both
 * are idempotent (the same decision twice answers 200 and writes nothing more) and audit-logged in
 * the decision's transaction. Routes have checked the role.
 */
import type { SessionUser } from '@domain/auth';
import type { DriverApproval, DriverApprovalResponse } from '@domain/driver-vetting';
import type { Db } from '../../db/client';
import { AppError, notFound } from '../../errors';
import { recordAudit } from '../audit/index';
import { publishRosterChange } from '../../realtime/roster-events';
import * as repo from './vetting-repository';

export const REJECT_WITH_JOBS = 'This driver has jobs under way; reassign or finish them before rejecting';

function toApplication(row: repo.ApplicationRow): DriverApprovalResponse {
  return {
    driverId: row.driverId,
    approvalStatus: row.approvalStatus,
    rejectionReason: row.rejectionReason,
    reviewedAt: row.reviewedAt ? row.reviewedAt.toISOString() : null,
    user: {
      id: row.userId,
      username: row.username,
      firstName: row.firstName,
      lastName: row.lastName,
      email: row.email,
      phone: row.phone,
    },
    createdAt: row.createdAt.toISOString(),
  };
}

export async function listApplications(db: Db, status: DriverApproval): Promise<DriverApprovalResponse[]> {
  return (await repo.listApplications(db, status)).map(toApplication);
}

async function decideDriver(
  db: Db,
  admin: SessionUser,
  driverId: number,
  to: DriverApproval,
  reason: string | null,
  ip: string | null,
): Promise<DriverApprovalResponse> {
  return db.transaction(async (tx) => {
    const row = await repo.findApplication(tx, driverId);
    if (!row) throw notFound('Driver not found');
    if (row.approvalStatus === to && (to !== 'rejected' || row.rejectionReason === reason)) {
      return toApplication(row);
    }
    if (to === 'rejected' && (await repo.hasJobUnderWay(tx, driverId)))
      throw new AppError('DRIVER_HAS_JOBS', REJECT_WITH_JOBS);
    await repo.decide(tx, driverId, { approvalStatus: to, rejectionReason: reason, reviewedBy: admin.id });
    await publishRosterChange(tx, driverId, to === 'approved' ? 'approved' : 'rejected');
    await recordAudit(tx, {
      action: to === 'approved' ? 'driver_approve' : 'driver_reject',
      actorUserId: admin.id,
      entityType: 'driver',
      entityId: driverId,
      ipAddress: ip,
      details: { from: row.approvalStatus, to, ...(reason ? { reason } : {}) },
    });
    return toApplication((await repo.findApplication(tx, driverId))!);
  });
}

export const approveDriver = (db: Db, admin: SessionUser, driverId: number, ip: string | null) =>
  decideDriver(db, admin, driverId, 'approved', null, ip);

export const rejectDriver = (
  db: Db,
  admin: SessionUser,
  driverId: number,
  reason: string,
  ip: string | null,
) => decideDriver(db, admin, driverId, 'rejected', reason, ip);
