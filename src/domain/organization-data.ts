/**
 * An organisation's own data: its export (a ZIP of JSON and CSV, for the customer's records or
 * a move elsewhere) and the erasure of its personal data on request (decision 056).
 */
import { z } from 'zod';

/** The files of an export, in the order a reader meets them. */
export const EXPORT_FILES = [
  'README.txt',
  'organization.json',
  'members.json',
  'members.csv',
  'orders.json',
  'orders.csv',
  'pieces.json',
  'tracking.json',
  'messages.json',
  'custody.json',
  'audit.json',
  'access-log.json',
] as const;

/** POST /api/organizations/{id}/erasure: the organisation's name typed again, as a safeguard. */
export const erasureRequest = z.object({
  confirmName: z
    .string({ message: 'confirmName is required: type the organisation name' })
    .trim()
    .min(1, 'confirmName is required: type the organisation name'),
});
export type ErasureRequest = z.infer<typeof erasureRequest>;

export const erasureResponse = z.object({
  organizationId: z.number().int(),
  /** Orders whose contacts, proofs and personal custody details were redacted now. */
  erasedOrders: z.array(z.number().int()),
  /** Orders under a legal hold: kept as they are until the hold is lifted. */
  heldOrders: z.array(z.number().int()),
  /** Orders already redacted earlier (by retention or an earlier erasure). */
  alreadyErased: z.array(z.number().int()),
  savedPlacesErased: z.number().int(),
});
export type ErasureResponse = z.infer<typeof erasureResponse>;
