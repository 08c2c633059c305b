/**
 * Positions on the driver's open live socket, beside POST /api/orders/{id}/location: the socket's
 * session stands for every frame (it was checked at the handshake, and a logout or revoke closes
 * the socket), each frame is one fix with a reference the app chose, and the server acknowledges
 * the fixes of a batch only after the batch committed. A fix it refuses is named with the reason.
 */
import { z } from 'zod';
import { locationUpdateRequest } from './driver';
import type { ErrorCode } from './error-codes';

export const positionFrame = locationUpdateRequest.extend({
  type: z.literal('position'),
  /** The app's name for this fix, echoed in its acknowledgement or refusal. */
  ref: z
    .string({ message: 'ref must be text' })
    .min(1, 'ref must not be empty')
    .max(64, 'ref must be at most 64 characters'),
  orderId: z
    .number({ message: 'orderId must be a number' })
    .int('orderId must be a whole number')
    .positive('orderId must be positive')
    .max(2_147_483_647, 'orderId is too large'),
});
export type PositionFrame = z.input<typeof positionFrame>;

/** The fixes (by ref) whose batch has committed: stored, and never to be sent again. */
export interface PositionAck {
  type: 'position_ack';
  refs: string[];
}

/**
 * A fix that was not stored. `retry`: the refusal was the server's (a batch that failed), so the
 * same fix may be sent again; otherwise sending it again would be refused again.
 */
export interface PositionRefused {
  type: 'position_refused';
  /** Null when the frame was too malformed to name one. */
  ref: string | null;
  code: ErrorCode;
  message: string;
  retry: boolean;
  errors?: { path: string; message: string }[];
}
