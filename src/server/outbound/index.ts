/**
 * The one way the server makes an HTTP request to somewhere else (webhooks, geocoder, router,
 * SMS). Every call goes through the same four guards, so a new caller cannot forget one:
 *
 * - the destination's addresses are checked (address-policy.ts) unless the caller allows private
 *   ones, and the socket connects to the very address that was checked: the name is resolved once
 *   and that answer is handed to the connection as its `lookup`, so a name that answers something
 *   else a moment later (DNS rebinding) cannot move the request onto the server's own network;
 * - redirects are never followed (a 3xx is returned as it is, and callers treat it as a failure);
 * - the whole exchange, lookup to last byte, has one time limit;
 * - the answer's body is read up to a size limit and the connection dropped past it.
 *
 * Messages are safe to show an admin: they name the problem, never a server setting.
 */
import { lookup as systemLookup } from 'node:dns/promises';
import http from 'node:http';
import https from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import { refusedRange } from './address-policy';

export { refusedRange } from './address-policy';

export interface ResolvedAddress {
  address: string;
  family: 4 | 6;
}

/** Name to addresses. Injectable so a test can play a name server whose answer changes. */
export type Resolver = (hostname: string) => Promise<ResolvedAddress[]>;

export const systemResolver: Resolver = async (hostname) =>
  (await systemLookup(hostname, { all: true, verbatim: true })).map((entry) => ({
    address: entry.address,
    family: entry.family === 6 ? 6 : 4,
  }));

export interface DestinationPolicy {
  /**
   * True for addresses an operator configured (their geocoder may well sit on the private network)
   * or when WEBHOOK_ALLOW_PRIVATE=true; false for URLs an account typed.
   */
  allowPrivate: boolean;
  resolve?: Resolver | undefined;
}

export type OutboundFailure = 'invalid' | 'refused' | 'unresolved' | 'timeout' | 'too-large' | 'network';

export class OutboundError extends Error {
  constructor(
    readonly reason: OutboundFailure,
    message: string,
  ) {
    super(message);
    this.name = 'OutboundError';
  }
}

export const REFUSED_ADDRESS_MESSAGE =
  'url points at a loopback, private, link-local or reserved address, which this server does not send to';

/** The URL parsed, or why it cannot be used at all (whatever the address policy). */
function parseUrl(url: string | URL): URL {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new OutboundError('invalid', 'url is not a valid URL');
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:')
    throw new OutboundError('invalid', 'url must be http or https');
  if (parsed.username || parsed.password)
    throw new OutboundError('invalid', 'url must not carry a user name or password');
  return parsed;
}

/** The URL's host without IPv6 brackets: '[::ffff:7f00:1]' is '::ffff:7f00:1'. */
const bareHost = (url: URL) => url.hostname.replace(/^\[|\]$/g, '');

/** The address to connect to: every address the name has must pass, and the first is used. */
async function pin(url: URL, policy: DestinationPolicy): Promise<ResolvedAddress> {
  const host = bareHost(url);
  const literal = isIP(host);
  let addresses: ResolvedAddress[];
  if (literal) addresses = [{ address: host, family: literal === 6 ? 6 : 4 }];
  else {
    try {
      addresses = await (policy.resolve ?? systemResolver)(host);
    } catch {
      throw new OutboundError('unresolved', `url's host ${host} does not resolve`);
    }
    if (addresses.length === 0) throw new OutboundError('unresolved', `url's host ${host} does not resolve`);
  }
  if (!policy.allowPrivate && addresses.some((entry) => refusedRange(entry.address) !== null))
    throw new OutboundError('refused', REFUSED_ADDRESS_MESSAGE);
  return addresses[0]!;
}

/** Null when a request to this URL would be attempted now, else why not (for a 400 naming url). */
export async function checkDestination(url: string, policy: DestinationPolicy): Promise<string | null> {
  try {
    await pin(parseUrl(url), policy);
    return null;
  } catch (error) {
    if (error instanceof OutboundError) return error.message;
    throw error;
  }
}

export interface OutboundRequest {
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
  /** The whole exchange, lookup included. */
  timeoutMs: number;
  /** A caller's own deadline (shared by several calls), on top of timeoutMs. */
  signal?: AbortSignal;
  /** Bytes of answer body kept; past it the call fails with 'too-large'. 0: the body is not read. */
  maxBodyBytes: number;
}

export interface OutboundResponse {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

/** A lookup that answers the pinned address whatever it is asked (Node asks with all:true too). */
function pinnedLookup(pinned: ResolvedAddress): LookupFunction {
  return ((_hostname: string, options: unknown, callback?: unknown) => {
    const done = (typeof options === 'function' ? options : callback) as (...args: unknown[]) => void;
    const all = typeof options === 'object' && options !== null && (options as { all?: boolean }).all;
    if (all) done(null, [pinned]);
    else done(null, pinned.address, pinned.family);
  }) as LookupFunction;
}

/** Sends one request under the guards above. Rejects with an OutboundError for every failure. */
export async function send(
  url: string | URL,
  request: OutboundRequest,
  policy: DestinationPolicy,
): Promise<OutboundResponse> {
  const target = parseUrl(url);
  const deadline = request.signal
    ? AbortSignal.any([request.signal, AbortSignal.timeout(request.timeoutMs)])
    : AbortSignal.timeout(request.timeoutMs);
  const timedOut = () => new OutboundError('timeout', `no answer in ${request.timeoutMs} ms`);
  if (deadline.aborted) throw timedOut();

  const pinned = await new Promise<ResolvedAddress>((resolve, reject) => {
    const onAbort = () => reject(timedOut());
    deadline.addEventListener('abort', onAbort, { once: true });
    pin(target, policy)
      .then(resolve, reject)
      .finally(() => deadline.removeEventListener('abort', onAbort));
  });

  const literal = isIP(bareHost(target)) !== 0;
  const client = target.protocol === 'https:' ? https : http;
  return new Promise<OutboundResponse>((resolve, reject) => {
    let settled = false;
    const finish = (outcome: () => void) => {
      if (settled) return;
      settled = true;
      deadline.removeEventListener('abort', onAbort);
      outcome();
    };
    const fail = (error: OutboundError) => {
      finish(() => reject(error));
      outgoing.destroy();
    };
    const onAbort = () => fail(timedOut());

    const outgoing = client.request({
      method: request.method ?? 'GET',
      hostname: literal ? pinned.address : target.hostname,
      port: target.port || undefined,
      path: `${target.pathname}${target.search}`,
      headers: { host: target.host, ...request.headers },
      lookup: pinnedLookup(pinned),
      // A fresh socket per request: a pooled one would skip the check above.
      agent: false,
      ...(target.protocol === 'https:' && !literal ? { servername: target.hostname } : {}),
    });
    deadline.addEventListener('abort', onAbort, { once: true });
    outgoing.on('error', (error) => fail(new OutboundError('network', error.message)));
    outgoing.on('response', (incoming) => {
      const answer = { status: incoming.statusCode ?? 0, headers: incoming.headers };
      if (request.maxBodyBytes === 0) {
        finish(() => resolve({ ...answer, body: Buffer.alloc(0) }));
        incoming.destroy();
        return;
      }
      const tooLarge = () =>
        fail(new OutboundError('too-large', `answered more than ${request.maxBodyBytes} bytes`));
      if (Number(incoming.headers['content-length'] ?? 0) > request.maxBodyBytes) return tooLarge();
      const chunks: Buffer[] = [];
      let size = 0;
      incoming.on('data', (chunk: Buffer) => {
        size += chunk.length;
        if (size > request.maxBodyBytes) return tooLarge();
        chunks.push(chunk);
      });
      incoming.on('error', (error) => fail(new OutboundError('network', error.message)));
      incoming.on('close', () => {
        if (!incoming.complete) fail(new OutboundError('network', 'the connection closed mid-answer'));
      });
      incoming.on('end', () => finish(() => resolve({ ...answer, body: Buffer.concat(chunks) })));
    });
    outgoing.end(request.body);
  });
}
