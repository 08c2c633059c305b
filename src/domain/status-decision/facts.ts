/**
 * What a status change is decided from, and what the decision answers. Plain data both ways: the
 * server loads the facts (the order as read in the change's transaction, its pieces, the driver
 * taking the job, the clock), decideStatusChange answers, and the server writes the answer. The
 * few facts only a write can know (the tracking event's id, each custody entry's seq and hash,
 * the discrepancy's id, who an open job is offered to after auto-dispatch) are filled in as the
 * answer is written, never decided there.
 */
import type { TemperatureClass } from '../cold-chain';
import type { CustodyActor, CustodyKind, CustodyPosition } from '../custody';
import type { DriverCapabilities } from '../driver-capabilities';
import type { Deadlines } from '../deadlines';
import type { OrderStatus, Priority, Role, ServiceType, TimeSlot } from '../enums';
import type { ErrorCode } from '../error-codes';
import type { NotificationEvent } from '../notifications';
import type { OrderAction } from '../order-state';
import type { PieceExceptionInput, PieceKind } from '../pieces';
import type { ProofStep } from '../proof';
import type { StepProofInput } from '../proof-media';

/** The order as the change's transaction read it: what any check or record of a step looks at. */
export interface DecisionOrder {
  id: number;
  status: OrderStatus;
  clientId: number;
  driverId: number | null;
  serviceType: ServiceType;
  priority: Priority;
  scheduledDate: Date | string | null;
  preferredTimeSlot: TimeSlot | null;
  temperatureClass: TemperatureClass;
  requiresSignature: boolean;
  requiresId: boolean;
  requiresPhoto: boolean;
  pickupContactName: string | null;
  deliveryContactName: string | null;
  pickupBy: Date | null;
  deliverBy: Date | null;
}

export interface DecisionPiece {
  id: number;
  seq: number;
  label: string;
  kind: PieceKind;
}

/** The driver given the job (assign) or taking it (accept), as loaded; null: no such driver. */
export interface Assignee {
  id: number;
  name: string;
  capabilities: DriverCapabilities;
  /** null when the driver's position is unknown. */
  milesToPickup: number | null;
  /** Dispatch's maximum distance, for a driver that set none. */
  settingMiles: number;
}

export interface StatusFacts {
  order: DecisionOrder;
  action: OrderAction;
  actor: { userId: number; role: Role; driverId?: number | undefined };
  /** The actor as the custody ledger names it. */
  custodyActor: CustodyActor;
  /** The clock reading of the change: every stamp and entry of the change carries it. */
  now: Date;
  /** assign and accept only; null when the driver named does not exist. */
  assignee?: Assignee | null | undefined;
  /** The order's pieces, at a hand-over (both complete steps); undefined elsewhere. */
  pieces?: readonly DecisionPiece[] | undefined;
  location?: CustodyPosition | undefined;
  note?: string | undefined;
  declineReason?: string | undefined;
  proof?: StepProofInput | undefined;
  scan?: string | undefined;
  scans?: readonly string[] | undefined;
  exceptions?: readonly PieceExceptionInput[] | undefined;
  /** Whether the caller keeps an audit line of this change (the routes people call do). */
  audited?: boolean | undefined;
}

/**
 * The SHA-256 (hex) and size of the bytes a base64 body decodes to: a pure function passed in
 * (node:crypto on the server, any stand-in in a test), as custody's verification takes its hash.
 */
export type Digest = (base64: string) => { sha256: string; bytes: number };

export interface Refusal {
  code: ErrorCode;
  message: string;
  details?: Record<string, unknown>;
}

/** The order's columns the change sets, besides its status. */
export type Stamps = {
  updatedAt: Date;
  driverId?: number | null;
  deliveredAt?: Date;
  temperatureExcursion?: true;
  etaAt?: null;
  etaFixAt?: null;
  driverDeclineReason?: string | null;
  driverDeclinedAt?: Date;
  driverDeclinedBy?: number | null;
} & Partial<Deadlines>;

/** A ledger entry of the change; the server adds the tracking event's id to its content. */
export interface DecidedCustodyEntry {
  kind: CustodyKind;
  content: Record<string, unknown>;
}

/** A live frame of the change, in publish order; the server derives its audience. */
export type DecidedLiveEvent =
  | { kind: 'order'; type: 'order_status_update' | 'order_assigned' | 'order_accepted' }
  | { kind: 'tracking' }
  | { kind: 'alert'; alert: string; alertTitle?: string };

/** A webhook event of the change, in the order raised. */
export type DecidedWebhook =
  /** The custody entry at this index of custodyEntries, once sealed (its seq and hash). */
  | { event: 'custody.entry'; entry: number }
  | { event: 'piece.scanned'; data: Record<string, unknown> }
  /** The server puts the discrepancy's id in front of these facts. */
  | { event: 'order.discrepancy'; data: Record<string, unknown> }
  | { event: 'order.status_changed'; data: { previousStatus: OrderStatus; status: OrderStatus } };

/** A piece exception as the discrepancy keeps it: the photo by its digest. */
export interface DiscrepancyException {
  piece: string;
  reason: string;
  note: string;
  photoSha256?: string;
}

export interface DecidedAuditLine {
  action: string;
  details: Record<string, unknown>;
}

export interface StatusDecision {
  status: OrderStatus;
  /** The step's hand-over, if it is one (its proof is checked and kept). */
  step: ProofStep | undefined;
  stamps: Stamps;
  /** The update applies only while the order is still as read, plus these. */
  guard: { unassigned?: true; driverId?: number };
  tracking: {
    note: string | null;
    location: CustodyPosition | null;
    /** The proof kept (sealed) with the tracking event; null when none. */
    proof: Record<string, unknown> | null;
  };
  custodyEntries: DecidedCustodyEntry[];
  /** A piece exception opens one discrepancy for dispatch. */
  discrepancy: { source: ProofStep; exceptions: DiscrepancyException[] } | null;
  events: DecidedLiveEvent[];
  webhookEvents: DecidedWebhook[];
  notifications: { event: NotificationEvent; action: OrderAction }[];
  auditLines: DecidedAuditLine[];
  /** Where the driver stood at a delivery teaches the address's real point. */
  learnsDeliveryPoint: boolean;
}

export type StatusOutcome = { refused: Refusal } | StatusDecision;
