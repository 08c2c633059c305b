/** What a status change is asked with, and the driver's figures it moved. */
import type { Role } from '@domain/enums';
import type { ErrorCode } from '@domain/error-codes';
import type { OrderAction } from '@domain/order-state';
import type { PieceExceptionInput } from '@domain/pieces';
import type { StepProofInput } from '@domain/proof-media';
import type { drivers, orders } from '../../db/schema/index';
import type { AuditEntry } from '../audit/index';

export interface StatusActor {
  userId: number;
  role: Role;
  /** The driver record of a driver actor. */
  driverId?: number | undefined;
}

export interface StatusChange {
  orderId: number;
  action: OrderAction;
  actor: StatusActor;
  /** For assign and accept: the driver who takes the job. */
  assignDriverId?: number;
  location?: { latitude: number; longitude: number } | undefined;
  note?: string | undefined;
  /** decline_job: the driver's reason, kept on the order for dispatch only. */
  declineReason?: string | undefined;
  /** The hand-over proof; kept only at the steps that take one. */
  proof?: StepProofInput | undefined;
  /** A driver's label scan: must be this order's, recorded in the custody chain. */
  scan?: string | undefined;
  /** Every piece's label, at Complete Pickup and Delivery (required of a driver there). */
  scans?: readonly string[] | undefined;
  /** Pieces that cannot be scanned, each with its reason and note. */
  exceptions?: readonly PieceExceptionInput[] | undefined;
  /** The refusal when the order moved under our feet (a job already taken, a double tap). */
  race?: { code: ErrorCode; message: string };
  /** The order as the caller just read it in this transaction, so it is not read twice. */
  before?: OrderRow;
  /** The actor's name as its session gave it, for the custody entry. */
  actorName?: string;
  /** Keeps the change's audit line, with the address the request came from. */
  audit?: { ip: string | null };
  /**
   * The caller's own audit line for this change, written in the change's closing statement with
   * its other audit lines (after them) rather than as a statement of its own. Given what the
   * change learnt: the address lesson that failed, if one did.
   */
  callerAudit?: (outcome: { addressLearningFailed: string | null }) => AuditEntry;
}

type OrderRow = typeof orders.$inferSelect;

/** The driver's figures a change moved (a delivery counts; a finished run frees the driver). */
export interface DriverChange {
  status?: (typeof drivers.$inferSelect)['status'];
  totalDeliveries?: number;
}
