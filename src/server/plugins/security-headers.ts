/**
 * Helmet's security headers (CSP, nosniff, referrer policy, framing...) on every answer, computed
 * once at start-up. @fastify/helmet rebuilt Helmet's middleware on every request, parsing the CSP
 * directives each time; our options are fixed for the life of the process (no per-route Helmet
 * options, no nonces), so every answer carries the same headers and they can be worked out once.
 */
import type { ServerResponse } from 'node:http';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';

/** The headers Helmet would set, read by running its middleware on a response that only records. */
export function helmetHeaders(options: Readonly<HelmetOptions>): Record<string, string> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
      return recorder;
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  helmet(options)(
    {} as Parameters<ReturnType<typeof helmet>>[0],
    recorder as unknown as ServerResponse,
    (error?: unknown) => {
      if (error) throw error;
    },
  );
  return headers;
}

export const securityHeadersPlugin = fp<{ helmet: Readonly<HelmetOptions> }>(async (app, options) => {
  const headers = helmetHeaders(options.helmet);
  // Synchronous and first: error answers (401, 404, 429) carry the headers too.
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
});
