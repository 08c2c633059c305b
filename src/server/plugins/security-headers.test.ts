/**
 * The headers worked out once at start-up are exactly those Helmet sets on a real response, so
 * computing them once loses none (headers.test.ts checks what the app's answers carry).
 */
import { IncomingMessage, ServerResponse } from 'node:http';
import { Socket } from 'node:net';
import helmet, { type HelmetOptions } from 'helmet';
import { describe, expect, it } from 'vitest';
import { helmetHeaders } from './security-headers';

function setByHelmet(options: HelmetOptions): Record<string, string> {
  const request = new IncomingMessage(new Socket());
  const response = new ServerResponse(request);
  helmet(options)(request, response, () => undefined);
  return Object.fromEntries(
    Object.entries(response.getHeaders()).map(([name, value]) => [name, String(value)]),
  );
}

describe('helmetHeaders', () => {
  it.each<[string, HelmetOptions]>([
    ['defaults', {}],
    [
      'our kind of options',
      {
        contentSecurityPolicy: {
          directives: { defaultSrc: ["'self'"], imgSrc: ["'self'", 'data:'], upgradeInsecureRequests: null },
        },
        referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
        crossOriginEmbedderPolicy: false,
      },
    ],
  ])('answers the same headers Helmet sets on a response (%s)', (_name, options) => {
    const expected = setByHelmet(options);
    expect(Object.keys(expected).length).toBeGreaterThan(5);
    expect(helmetHeaders(options)).toEqual(expected);
  });
});
