/**
 * The outbound client on its own, against servers on 127.0.0.1: which addresses it refuses, and
 * that time, size and redirects are capped whatever the caller allows.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkDestination, OutboundError, refusedRange, send } from './index';

let server: Server;
let base: string;
const hits: string[] = [];

beforeAll(async () => {
  server = createServer((request, response) => {
    hits.push(request.url ?? '');
    if (request.url === '/json') return response.writeHead(200).end('{"ok":true}');
    if (request.url === '/slow') return void setTimeout(() => response.writeHead(200).end('late'), 3_000);
    response.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

describe('address policy', () => {
  it('refuses every non-public range in every spelling, and passes public unicast', () => {
    for (const address of [
      '127.0.0.1',
      '10.1.2.3',
      '172.16.0.1',
      '192.168.1.1',
      '169.254.169.254',
      '100.64.0.1',
      '0.0.0.0',
      '255.255.255.255',
      '224.0.0.1',
      '240.0.0.1',
      '203.0.113.7',
      '::',
      '::1',
      'fd00::1',
      'fe80::1',
      'fe80::1%eth0',
      'ff02::1',
      '::ffff:127.0.0.1',
      '::ffff:7f00:1',
      '::ffff:a9fe:a9fe',
      '::7f00:1',
      '64:ff9b::7f00:1',
      '64:ff9b:1::a00:1',
      '2002:7f00:1::',
      '2001::1',
      '2001:db8::1',
    ])
      expect(refusedRange(address), address).not.toBeNull();
    for (const address of ['8.8.8.8', '1.1.1.1', '172.32.0.1', '2606:4700::1111', '::ffff:8.8.8.8'])
      expect(refusedRange(address), address).toBeNull();
  });

  it('refuses credentials in the URL and other schemes even when private addresses are allowed', async () => {
    expect(await checkDestination('https://user:pw@8.8.8.8/x', { allowPrivate: true })).toMatch(
      /user name or password/,
    );
    expect(await checkDestination('file:///etc/passwd', { allowPrivate: true })).toMatch(/http or https/);
    expect(await checkDestination('http://127.0.0.1:9/x', { allowPrivate: true })).toBeNull();
    expect(await checkDestination('http://127.0.0.1:9/x', { allowPrivate: false })).toMatch(/private/);
  });
});

describe('outbound requests', () => {
  it('answers status, headers and body from an allowed address', async () => {
    const answer = await send(
      `${base}/json`,
      { timeoutMs: 2_000, maxBodyBytes: 100 },
      { allowPrivate: true },
    );
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.body.toString())).toEqual({ ok: true });
  });

  it('refuses a private address before connecting when private addresses are not allowed', async () => {
    const before = hits.length;
    const error = await send(
      `${base}/json`,
      { timeoutMs: 2_000, maxBodyBytes: 100 },
      { allowPrivate: false },
    ).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(OutboundError);
    expect((error as OutboundError).reason).toBe('refused');
    expect((error as Error).message).not.toMatch(/WEBHOOK|ALLOW/);
    expect(hits.length).toBe(before);
  });

  it('stops waiting at the time limit', async () => {
    const started = Date.now();
    const error = await send(
      `${base}/slow`,
      { timeoutMs: 300, maxBodyBytes: 100 },
      { allowPrivate: true },
    ).catch((caught: unknown) => caught);
    expect((error as OutboundError).reason).toBe('timeout');
    expect(Date.now() - started).toBeLessThan(2_000);
  });

  it("stops at the caller's own deadline too", async () => {
    const error = await send(
      `${base}/slow`,
      { timeoutMs: 10_000, maxBodyBytes: 100, signal: AbortSignal.timeout(200) },
      { allowPrivate: true },
    ).catch((caught: unknown) => caught);
    expect((error as OutboundError).reason).toBe('timeout');
  });

  it('says when a name does not resolve', async () => {
    const error = await send(
      'http://nowhere.invalid/x',
      { timeoutMs: 2_000, maxBodyBytes: 100 },
      { allowPrivate: false, resolve: async () => [] },
    ).catch((caught: unknown) => caught);
    expect((error as OutboundError).reason).toBe('unresolved');
  });
});
