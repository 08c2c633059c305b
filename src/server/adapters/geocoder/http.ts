/**
 * JSON over HTTP for the optional geocoder and router services: one time limit for the whole call
 * (AbortSignal.timeout), and every way it can go wrong (no answer, non-200, not JSON) is an
 * AdapterError, which callers answer with the embedded fallback instead of failing a booking.
 */
import { OutboundError, send, type OutboundResponse } from '../../outbound/index';

export class AdapterError extends Error {
  constructor(
    message: string,
    readonly status?: number,
  ) {
    super(message);
    this.name = 'AdapterError';
  }
}

/** The minimum of a logger the adapters need; Fastify's (pino) logger fits it. */
export interface AdapterLogger {
  warn(details: object, message: string): void;
}

export const DEFAULT_TIMEOUT_MS = 2_000;

/** A base URL ending in '/', so relative paths ('search', 'api') append instead of replacing. */
export function withTrailingSlash(url: string): URL {
  const parsed = new URL(url);
  if (!parsed.pathname.endsWith('/')) parsed.pathname += '/';
  return parsed;
}

/** Bytes of answer kept from a geocoder or router; a larger answer is an outage, not a result. */
export const MAX_ANSWER_BYTES = 2 * 1024 * 1024;

/**
 * GETs JSON through the outbound client. GEOCODER_URL and ROUTER_URL are set by the operator, who
 * may run those services on the private network, so private addresses are allowed here (decision
 * record "operator-configured service URLs"); redirects, time and size are capped all the same.
 */
export async function fetchJson(
  url: URL,
  signal: AbortSignal,
  timeoutMs = DEFAULT_TIMEOUT_MS,
): Promise<unknown> {
  let response: OutboundResponse;
  try {
    response = await send(
      url,
      { signal, timeoutMs, maxBodyBytes: MAX_ANSWER_BYTES, headers: { accept: 'application/json' } },
      { allowPrivate: true },
    );
  } catch (error) {
    const reason =
      error instanceof OutboundError && error.reason === 'timeout' ? 'timed out' : describe(error);
    throw new AdapterError(`${url.origin} ${reason}`);
  }
  if (response.status < 200 || response.status >= 300)
    throw new AdapterError(`${url.origin} answered ${response.status}`, response.status);
  try {
    return JSON.parse(response.body.toString('utf8'));
  } catch {
    throw new AdapterError(`${url.origin} answered something that is not JSON`);
  }
}

/** A short description of any error for a log line (no stack: these are expected outages). */
export const describe = (error: unknown) => (error instanceof Error ? error.message : String(error));
