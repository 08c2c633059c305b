/**
 * The recipient's tracking link (decision 008): `/t/<token>` for the delivery contact, who has no
 * account. It shows only what a recipient needs: who is sending it and how to reach them (the
 * sender's organisation name and its business line), status, progress, the promised pickup and
 * delivery times (from the service-level table's deadlines), the ETA, the driver's first name and,
 * while in transit, the driver's position. No item, price, person's phone or full name, address
 * or id. The link expires PUBLIC_LINK_TTL_HOURS after the order is delivered, cancelled or declined.
 */
import { z } from 'zod';
import type { OrderStatus } from './enums';
import { ORDER_STATUSES } from './enums';
import { languageField } from './language-field';
import { PROGRESS_STEPS, progressStates } from './order-state';

export * from './public-status';

export const PUBLIC_LINK_TTL_HOURS = 72;

/** Statuses after which nothing more happens: the link's clock starts. */
export const CLOSED_STATUSES = [
  'delivered',
  'cancelled',
  'declined',
] as const satisfies readonly OrderStatus[];
export const isClosed = (status: OrderStatus) => (CLOSED_STATUSES as readonly OrderStatus[]).includes(status);

/**
 * Tokens are 24 random bytes in base64url (32 characters) for new orders, 43 characters for orders
 * that got theirs from the database default; anything else cannot be one and is not looked up.
 */
export const PUBLIC_TOKEN_PATTERN = /^[A-Za-z0-9_-]{32,64}$/;

export const publicLinkPath = (token: string) => `/t/${token}`;

/** When the link stops working: null while the order is still open. */
export function linkExpiresAt(status: OrderStatus, closedAt: Date | null): Date | null {
  if (!isClosed(status) || !closedAt) return null;
  return new Date(closedAt.getTime() + PUBLIC_LINK_TTL_HOURS * 3_600_000);
}

/** The progress the recipient sees: the order's progress steps with their states. */
export function publicSteps(status: OrderStatus) {
  const states = progressStates(status);
  return PROGRESS_STEPS.map((step, i) => ({
    key: step.status,
    label: step.label,
    description: step.description,
    state: states[i]!,
  }));
}

/**
 * "Houston, TX" from "1200 Main St, Houston, TX 77002": the city and state, never the street.
 * Empty when the address does not end in a state (and ZIP) the way our addresses do.
 */
export function cityOf(address: string): string {
  const parts = address
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean);
  for (let i = parts.length - 1; i >= 1; i--) {
    const state = parts[i]!.match(/^([A-Z]{2})(?:\s+\d{5}(?:-\d{4})?)?$/);
    if (state) {
      const city = parts[i - 1]!;
      // A street line ("1200 Main St") before the state means there was no city part.
      return /\d/.test(city) ? state[1]! : `${city}, ${state[1]}`;
    }
  }
  return '';
}

/** Statuses in which the item is with the driver, heading for the recipient. */
const ON_THE_WAY: readonly OrderStatus[] = ['pickup_complete', 'in_transit'];

/**
 * Expected arrival: the pickup time plus the order's estimated travel minutes, once the item has
 * been picked up. Null before pickup (nobody knows when the run starts), after the end, and once
 * the estimate has passed (the page then says it is late rather than showing a time gone by).
 */
export function etaFor(
  order: { status: OrderStatus; estimatedTime: number | null; pickedUpAt: Date | null; etaAt?: Date | null },
  now: Date,
): Date | null {
  // The live ETA from the driver's newest position, when the server has one.
  if (ON_THE_WAY.includes(order.status) && order.etaAt)
    return order.etaAt.getTime() > now.getTime() ? order.etaAt : null;
  if (!ON_THE_WAY.includes(order.status) || !order.pickedUpAt || order.estimatedTime === null) return null;
  const eta = new Date(order.pickedUpAt.getTime() + order.estimatedTime * 60_000);
  return eta.getTime() > now.getTime() ? eta : null;
}

/** GET /api/orders/{id}/public-link: for the order's client and admins. */
export const publicLinkResponse = z.object({
  path: z.string(),
  expiresAt: z.string().nullable(),
});
export type PublicLinkResponse = z.infer<typeof publicLinkResponse>;

/**
 * The sender as the recipient sees it: the client's organisation (or the client's name without
 * one), and its business line to call about the delivery. Never a person's own number (the
 * pickup contact's, the account holder's): those stay between the sender and MedLink.
 */
export function senderOf(client: {
  organizationName: string | null;
  organizationPhone: string | null;
  firstName: string;
  lastName: string;
}): { name: string; phone: string | null } {
  const name = client.organizationName?.trim() || `${client.firstName} ${client.lastName}`.trim();
  return { name, phone: client.organizationPhone?.trim() || null };
}

/**
 * The sender's name as a text message carries it: letters, digits, spaces and & ' - only, at most
 * 40 characters. A name is typed by a user; in a message it must not become a link ("evil.com"),
 * a forged line or a wall of text, so dots, slashes and everything else are dropped.
 */
export function senderNameForMessage(name: string): string {
  const cleaned = name
    .normalize('NFKC')
    .replace(/[^\p{L}\p{N} &'-]+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 40)
    .trim();
  return cleaned || 'Your sender';
}

/** GET /api/public/track/{token}: no session; every field here is one a recipient may see. */
export const publicTrackingResponse = z.object({
  displayNumber: z.string(),
  /** Who is sending the delivery, and the number to call about it. */
  sender: z.object({ name: z.string(), phone: z.string().nullable() }),
  /** The promised times (ISO), set by the service-level table when the order was confirmed. */
  pickupBy: z.string().nullable(),
  deliverBy: z.string().nullable(),
  status: z.enum(ORDER_STATUSES),
  statusLabel: z.string(),
  steps: z.array(
    z.object({
      key: z.string(),
      label: z.string(),
      description: z.string(),
      state: z.enum(['done', 'current', 'pending']),
    }),
  ),
  /** ISO time of the expected arrival, or null (see etaFor). */
  eta: z.string().nullable(),
  driverFirstName: z.string().nullable(),
  /** The driver's last known position on this job, only while in transit. */
  position: z.object({ latitude: z.number(), longitude: z.number(), at: z.string() }).nullable(),
  deliveryCity: z.string(),
  updatedAt: z.string(),
  expiresAt: z.string().nullable(),
  /** The language to show the page in (recipientLanguage: the order's, the browser's, the sender's). */
  language: languageField,
});
export type PublicTrackingResponse = z.infer<typeof publicTrackingResponse>;
