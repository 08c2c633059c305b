/**
 * The retention run (decision 046): every closed order whose personal data is older than the policy
 * and that no legal hold keeps is redacted, one transaction per order; the run is logged (its own
 * row, the audit log and the server log). A scheduled run happens once per Central day whichever
 * process gets there first; a failure is logged with its cause and the next day's run retries.
 */
import { dayKey } from '@domain/central-time';
import type {
  LegalHoldResponse,
  OrganizationRetentionResponse,
  RetentionRunResponse,
} from '@domain/retention';
import type { Db } from '../../db/client';
import { recordAudit } from '../audit/index';
import { forgetStaleSignUps } from '../auth/index';
import { notFound } from '../../errors';
import { redactOrder } from './redact';
import * as repo from './repository';

const BATCH = 200;
const DAY_MS = 86_400_000;

export interface RunOptions {
  retentionDays: number;
  now?: Date;
  /** Set for the nightly run: one per Central day. */
  scheduled?: boolean;
  startedBy?: number | null;
}

/** Answers the run's log row, or null when today's scheduled run already happened elsewhere. */
export async function runRetention(db: Db, options: RunOptions): Promise<RetentionRunResponse | null> {
  const now = options.now ?? new Date();
  const cutoff = new Date(now.getTime() - options.retentionDays * DAY_MS);
  const runId = await repo.startRun(db, {
    runDay: options.scheduled ? dayKey(now) : null,
    retentionDays: options.retentionDays,
    cutoff,
    startedBy: options.startedBy ?? null,
  });
  if (runId === null) return null;
  let redacted = 0;
  const failed = new Map<number, string>();
  try {
    for (;;) {
      const due = (await repo.dueOrders(db, now, options.retentionDays, BATCH + failed.size)).filter(
        ({ id }) => !failed.has(id),
      );
      for (const { id: orderId, days } of due) {
        try {
          await db.transaction((tx) =>
            redactOrder(tx, orderId, {
              reason: 'retention',
              retentionDays: days,
              runId,
              actorId: options.startedBy ?? null,
              now,
            }),
          );
          redacted++;
        } catch (cause) {
          // One order that cannot be redacted is named in the log; the others go on.
          failed.set(orderId, cause instanceof Error ? cause.message : String(cause));
        }
      }
      if (due.length < BATCH) break;
    }
  } catch (cause) {
    failed.set(0, cause instanceof Error ? cause.message : String(cause));
  }
  // Unfinished sign-ups hold a password hash and a profile for no account: they go with the run.
  let signUpsForgotten = 0;
  try {
    signUpsForgotten = await forgetStaleSignUps(db, now);
  } catch (cause) {
    failed.set(-1, `sign-ups: ${cause instanceof Error ? cause.message : String(cause)}`);
  }
  const error =
    failed.size === 0
      ? null
      : [...failed]
          .map(([id, message]) => (id > 0 ? `order ${id}: ${message}` : message))
          .join('; ')
          .slice(0, 2000);
  const held = await repo.heldCount(db, cutoff);
  await repo.finishRun(db, runId, { redacted, held, error });
  await recordAudit(db, {
    action: 'retention_run',
    actorUserId: options.startedBy ?? null,
    details: {
      runId,
      retentionDays: options.retentionDays,
      cutoff: cutoff.toISOString(),
      redacted,
      held,
      signUpsForgotten,
      error,
    },
  });
  const [run] = (await repo.recentRuns(db, 50)).filter((r) => r.id === runId);
  return toRun(run!);
}

export function toRun(row: Awaited<ReturnType<typeof repo.recentRuns>>[number]): RetentionRunResponse {
  return {
    id: row.id,
    runDay: row.runDay,
    startedAt: row.startedAt.toISOString(),
    finishedAt: row.finishedAt?.toISOString() ?? null,
    retentionDays: row.retentionDays,
    cutoff: row.cutoff.toISOString(),
    redacted: row.redacted,
    held: row.held,
    error: row.error,
  };
}

export async function legalHoldOf(db: Db, orderId: number): Promise<LegalHoldResponse> {
  const [hold, redaction] = await Promise.all([repo.findHold(db, orderId), repo.findRedaction(db, orderId)]);
  return {
    orderId,
    hold: Boolean(hold),
    reason: hold?.reason ?? null,
    placedAt: hold?.placedAt.toISOString() ?? null,
    redactedAt: redaction?.redactedAt.toISOString() ?? null,
  };
}

/** Places or lifts a hold (audited); the order must exist. */
export async function setLegalHold(
  db: Db,
  orderId: number,
  change: { hold: boolean; reason?: string | undefined },
  actor: { id: number; ipAddress: string | null },
): Promise<LegalHoldResponse> {
  await db.transaction(async (tx) => {
    if (!(await repo.lockOrder(tx, orderId))) throw notFound('Order not found');
    if (change.hold) await repo.placeHold(tx, orderId, change.reason!, actor.id);
    else await repo.liftHold(tx, orderId);
    await recordAudit(tx, {
      action: change.hold ? 'legal_hold_placed' : 'legal_hold_lifted',
      actorUserId: actor.id,
      entityType: 'order',
      entityId: orderId,
      ipAddress: actor.ipAddress,
      details: change.hold ? { reason: change.reason } : {},
    });
  });
  return legalHoldOf(db, orderId);
}

export async function recentRuns(db: Db) {
  return (await repo.recentRuns(db)).map(toRun);
}

/** Sets (or clears, null) an organisation's own retention days (audited); 404 for no such one. */
export async function setOrganizationRetention(
  db: Db,
  organizationId: number,
  days: number | null,
  serverDays: number,
  actor: { id: number; ipAddress: string | null },
): Promise<OrganizationRetentionResponse> {
  if (!(await repo.setOrganizationRetention(db, organizationId, days)))
    throw notFound('Organisation not found');
  await recordAudit(db, {
    action: 'organization_retention_set',
    actorUserId: actor.id,
    entityType: 'organization',
    entityId: organizationId,
    ipAddress: actor.ipAddress,
    details: { retentionDays: days },
  });
  return { organizationId, retentionDays: days, effectiveDays: days ?? serverDays };
}
