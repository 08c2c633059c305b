/**
 * Per-session and per-address request limits on the routes that cost us work per call and were
 * open to floods: the price estimate (public, so per address above all),
 * chat messages and address autocomplete (which may call an outside geocoder). Fixed one-minute
 * windows in memory: each process counts its own requests, which bounds a flood per process
 * without a database write per keystroke. Over the limit: 429 with Retry-After.
 */
import fp from 'fastify-plugin';
import type { FastifyRequest } from 'fastify';
import { tooManyRequests } from '../errors';

export interface Limit {
  perSession: number;
  perIp: number;
}

/** Keys are 'METHOD /route/pattern', as Fastify names the route. */
export type RequestLimits = Record<string, Limit>;

const WINDOW_MS = 60_000;
/** Past this many live counters, expired ones are swept (a spray of addresses cannot grow it forever). */
const SWEEP_AT = 10_000;

export class FixedWindowCounter {
  private readonly counts = new Map<string, { n: number; resetAt: number }>();

  constructor(private readonly windowMs = WINDOW_MS) {}

  /** Counts a hit; answers 0 while within `max`, else the seconds until the window resets. */
  hit(key: string, max: number, now = Date.now()): number {
    let entry = this.counts.get(key);
    if (!entry || entry.resetAt <= now) {
      if (this.counts.size >= SWEEP_AT) this.sweep(now);
      entry = { n: 0, resetAt: now + this.windowMs };
      this.counts.set(key, entry);
    }
    entry.n++;
    return entry.n > max ? Math.ceil((entry.resetAt - now) / 1000) : 0;
  }

  private sweep(now: number) {
    for (const [key, entry] of this.counts) if (entry.resetAt <= now) this.counts.delete(key);
  }
}

export const requestLimitsPlugin = fp<{ limits: RequestLimits }>(async (app, { limits }) => {
  const counter = new FixedWindowCounter();
  // After the authentication hook (registered earlier), so the session is known.
  app.addHook('onRequest', async (request: FastifyRequest) => {
    const route = `${request.method} ${request.routeOptions.url ?? ''}`;
    const limit = limits[route];
    if (!limit) return;
    const waits = [counter.hit(`${route}|ip|${request.ip}`, limit.perIp)];
    if (request.auth) waits.push(counter.hit(`${route}|session|${request.auth.sessionId}`, limit.perSession));
    const wait = Math.max(...waits);
    if (wait > 0) throw tooManyRequests(`Too many requests. Try again in ${wait} seconds.`, wait);
  });
});
