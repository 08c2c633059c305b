/**
 * Positions on the driver's open live socket (the `position` frame, domain/position-frames.ts),
 * beside POST /api/orders/{id}/location and through the same group commit: the socket's session
 * stands for the driver, each fix still passes the job check inside its batch's statement, and a
 * fix is acknowledged only once its batch has committed. The fixes of one batch resolve together,
 * so one `position_ack` names them all; a fix whose batch failed is refused with `retry: true` and
 * never acknowledged, so the app keeps it and sends it again (a duplicate at worst, never a loss).
 */
import type { ErrorCode } from '@domain/error-codes';
import { positionFrame, type PositionAck, type PositionRefused } from '@domain/position-frames';
import { AppError } from '../../errors';
import type { SocketFrameContext, SocketFrameHandler } from '../../realtime/plugin';
import { hasPermission, refusalMessage } from '../access-policy/index';
import type { ShareJobLocation } from './location';

const PERMISSION = 'create:job-location:assigned';

/** The refs committed since the last ack, per socket; sent once the batch's answers are all in. */
const pendingAcks = new WeakMap<SocketFrameContext, string[]>();

function acknowledge(context: SocketFrameContext, ref: string) {
  const pending = pendingAcks.get(context);
  if (pending) {
    pending.push(ref);
    return;
  }
  pendingAcks.set(context, [ref]);
  // A batch answers all its fixes in one turn of the event loop: the ack goes after that turn.
  setImmediate(() => {
    const refs = pendingAcks.get(context) ?? [];
    pendingAcks.delete(context);
    context.send({ type: 'position_ack', refs } satisfies PositionAck);
  });
}

const refuse = (
  context: SocketFrameContext,
  ref: string | null,
  code: ErrorCode,
  message: string,
  retry: boolean,
  errors?: PositionRefused['errors'],
) =>
  context.send({
    type: 'position_refused',
    ref,
    code,
    message,
    retry,
    ...(errors ? { errors } : {}),
  } satisfies PositionRefused);

export function socketPositions(share: ShareJobLocation): SocketFrameHandler {
  return (frame, context) => {
    const parsed = positionFrame.safeParse(frame);
    if (!parsed.success) {
      const errors = parsed.error.issues.map((issue) => ({
        path: issue.path.join('.') || '(frame)',
        message: issue.message,
      }));
      const ref = typeof frame.ref === 'string' && frame.ref.length <= 64 ? frame.ref : null;
      const message = errors
        .map((e) => (e.message.includes(e.path) ? e.message : `${e.path}: ${e.message}`))
        .join('; ');
      refuse(context, ref, 'VALIDATION_FAILED', message, false, errors);
      return;
    }
    const { ref, orderId, latitude, longitude, timestamp } = parsed.data;
    const viewer = context.viewer();
    if (!hasPermission(viewer, PERMISSION)) {
      const message = refusalMessage(viewer.role, PERMISSION) ?? 'You do not have access to this';
      refuse(context, ref, 'FORBIDDEN', message, false);
      return;
    }
    share(viewer, orderId, { latitude, longitude, timestamp }).then(
      () => acknowledge(context, ref),
      (error: unknown) => {
        if (error instanceof AppError && error.statusCode < 500) {
          refuse(context, ref, error.code, error.message, error.statusCode === 429);
        } else {
          // Nothing of a failed batch was stored: the app sends the fix again.
          refuse(context, ref, 'INTERNAL', 'The position was not stored; send it again', true);
        }
      },
    );
  };
}
