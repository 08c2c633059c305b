/**
 * The recipient's tracking link (decision 008): the client and dispatch read the link; anyone with
 * the link reads the allowed fields of that one order until the link expires. Every refusal of the
 * public read is the same 404, so a token that never existed and one that expired look alike.
 */
import type { SessionUser } from '@domain/auth';
import { displayNumber } from '@domain/display';
import type { OrderStatus } from '@domain/enums';
import { memberLanguage, recipientLanguage } from '@domain/languages';
import {
  cityOf,
  etaFor,
  linkExpiresAt,
  PUBLIC_LINK_INVALID,
  PUBLIC_STATUS_LABELS,
  PUBLIC_TOKEN_PATTERN,
  publicLinkPath,
  publicSteps,
  senderOf,
  type PublicLinkResponse,
  type PublicTrackingResponse,
} from '@domain/public-tracking';
import type { Db } from '../../db/client';
import { notFound } from '../../errors';
import { visibleOrder } from '../order-access/index';
import * as repo from './repository';
import { assertPermission } from '../access-policy/index';

export const LINK_FOR_CLIENT_AND_DISPATCH = 'Only the client and dispatch can share the tracking link';

/** Statuses in which a driver holds, or held, the job. */
const WITH_DRIVER: readonly OrderStatus[] = [
  'assigned',
  'pickup_scheduled',
  'pickup_complete',
  'in_transit',
  'delivered',
];

/** When the order closed: its delivery time, or when it was cancelled or declined. */
function closedAt(row: {
  status: OrderStatus;
  deliveredAt: Date | null;
  statusSince: Date | null;
  updatedAt: Date;
}) {
  if (row.status === 'delivered' && row.deliveredAt) return row.deliveredAt;
  return row.statusSince ?? row.updatedAt;
}

const expiryOf = (row: Parameters<typeof closedAt>[0]) => linkExpiresAt(row.status, closedAt(row));

export async function getPublicLink(
  db: Db,
  viewer: SessionUser,
  orderId: number,
): Promise<PublicLinkResponse> {
  await visibleOrder(db, viewer, orderId);
  assertPermission(viewer, 'read:public-link:own,any', LINK_FOR_CLIENT_AND_DISPATCH);
  const row = await repo.findLink(db, orderId);
  if (!row) throw notFound('Order not found');
  return { path: publicLinkPath(row.token), expiresAt: expiryOf(row)?.toISOString() ?? null };
}

export async function trackByToken(
  db: Db,
  token: string,
  now = new Date(),
  acceptLanguage?: string,
): Promise<PublicTrackingResponse> {
  if (!PUBLIC_TOKEN_PATTERN.test(token)) throw notFound(PUBLIC_LINK_INVALID);
  const row = await repo.findByToken(db, token);
  if (!row) throw notFound(PUBLIC_LINK_INVALID);
  const expiresAt = expiryOf(row);
  if (expiresAt && expiresAt.getTime() <= now.getTime()) throw notFound(PUBLIC_LINK_INVALID);

  const fix = row.status === 'in_transit' ? await repo.lastPosition(db, row.id) : undefined;
  return {
    displayNumber: displayNumber(row.id),
    sender: senderOf({
      organizationName: row.organizationName,
      organizationPhone: row.organizationPhone,
      firstName: row.clientFirstName,
      lastName: row.clientLastName,
    }),
    pickupBy: row.pickupBy?.toISOString() ?? null,
    deliverBy: row.deliverBy?.toISOString() ?? null,
    status: row.status,
    statusLabel: PUBLIC_STATUS_LABELS[row.status],
    steps: publicSteps(row.status),
    eta: etaFor(row, now)?.toISOString() ?? null,
    driverFirstName: WITH_DRIVER.includes(row.status) ? (row.driverFirstName ?? null) : null,
    position: fix
      ? { latitude: Number(fix.latitude), longitude: Number(fix.longitude), at: fix.recordedAt.toISOString() }
      : null,
    deliveryCity: cityOf(row.deliveryAddress),
    updatedAt: row.updatedAt.toISOString(),
    expiresAt: expiresAt?.toISOString() ?? null,
    language: recipientLanguage({
      chosen: row.recipientLanguage,
      booker: memberLanguage(row.clientLanguage, row.organizationLanguage),
      acceptLanguage,
    }),
  };
}
