/**
 * One signed POST to a receiver through the outbound client, for the worker's deliveries and the
 * console's test event alike: the same signature, headers and address rules for both, so a test
 * event that arrives proves the real ones will.
 */
import { WEBHOOK_SIGNATURE_HEADER } from '@domain/webhooks';
import { OutboundError, send } from '../../outbound/index';
import { signatureHeader } from './signing';

export interface PostOutcome {
  delivered: boolean;
  /** The receiver's status, or null when it never answered. */
  statusCode: number | null;
  /** Why it was not delivered, fit to show an admin; null when delivered. */
  error: string | null;
  /** Whether trying again later could help (not for an address that is not allowed). */
  retry: boolean;
}

export async function postSigned(
  endpoint: { url: string; secret: string },
  message: { event: string; deliveryId: string; payload: unknown },
  options: { allowPrivate: boolean; timeoutMs: number },
): Promise<PostOutcome> {
  const body = JSON.stringify(message.payload);
  const timestamp = Math.floor(Date.now() / 1000);
  try {
    // The outbound client checks the address at every call (the name may resolve elsewhere than
    // when it was registered) and connects to the address it checked. The receiver's body is never
    // read: only its status code counts.
    const response = await send(
      endpoint.url,
      {
        method: 'POST',
        timeoutMs: options.timeoutMs,
        maxBodyBytes: 0,
        headers: {
          'content-type': 'application/json',
          'user-agent': 'MedLink-Webhooks/1',
          [WEBHOOK_SIGNATURE_HEADER]: signatureHeader(endpoint.secret, body, timestamp),
          'x-medlink-event': message.event,
          'x-medlink-delivery': message.deliveryId,
        },
        body,
      },
      { allowPrivate: options.allowPrivate },
    );
    const ok = response.status >= 200 && response.status < 300;
    return {
      delivered: ok,
      statusCode: response.status,
      error: ok ? null : `receiver answered ${response.status}`,
      retry: !ok,
    };
  } catch (error) {
    if (!(error instanceof OutboundError))
      return { delivered: false, statusCode: null, error: String(error), retry: true };
    // A URL that is not allowed stays not allowed: retrying would only knock again.
    const retry = error.reason !== 'refused' && error.reason !== 'invalid';
    return { delivered: false, statusCode: null, error: error.message, retry };
  }
}
