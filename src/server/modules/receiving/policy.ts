/**
 * Who may use the receiving desk. Dispatch may, for every order. The delivery organisation's
 * members with the receiving role will, for orders delivered to it: that rule goes here, and the
 * routes and services already ask these functions and nothing else.
 */
import type { SessionUser } from '@domain/auth';

interface ReceivedOrder {
  id: number;
  clientId: number;
}

export function canCheckIn(user: SessionUser, _order: ReceivedOrder): boolean {
  return user.role === 'admin';
}

/** Whether the user sees the inbound list at all (and then which orders: inboundScope). */
export function canSeeInbound(user: SessionUser): boolean {
  return user.role === 'admin';
}
