/**
 * JSON over HTTP for the optional geocoder and router services: one time limit for the whole call
 * (AbortSignal.timeout), and every way it can go wrong (no answer, non-200, not JSON) is an
 * AdapterError, which callers answer with the embedded fallback instead of failing a booking.
 */
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

export async function fetchJson(url: URL, signal: AbortSignal): Promise<unknown> {
  let response: Response;
  try {
    response = await fetch(url, { signal, headers: { accept: 'application/json' } });
  } catch (error) {
    const reason = (error as Error).name === 'TimeoutError' ? 'timed out' : (error as Error).message;
    throw new AdapterError(`${url.origin} ${reason}`);
  }
  if (!response.ok) {
    await response.body?.cancel().catch(() => undefined);
    throw new AdapterError(`${url.origin} answered ${response.status}`, response.status);
  }
  try {
    return await response.json();
  } catch (error) {
    if ((error as Error).name === 'TimeoutError') throw new AdapterError(`${url.origin} timed out`);
    throw new AdapterError(`${url.origin} answered something that is not JSON`);
  }
}

/** A short description of any error for a log line (no stack: these are expected outages). */
export const describe = (error: unknown) => (error instanceof Error ? error.message : String(error));
