/**
 * Sockets per session and per address are capped (extras closed with 1008
 * and a reason), and so are inbound frame size and rate. 1,000 sockets on one session used to open.
 */
import WebSocket from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventually } from '../test/eventually';
import { createTestApp, DEMO, type TestApp } from '../test/helper';

let t: TestApp;
let wsUrl: string;
beforeAll(async () => {
  t = await createTestApp({
    WS_MAX_SOCKETS_PER_SESSION: '3',
    WS_MAX_SOCKETS_PER_IP: '6',
    WS_MAX_PAYLOAD_BYTES: '512',
    WS_MAX_FRAMES_PER_10S: '5',
  });
  const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
  wsUrl = `${address.replace('http', 'ws')}/ws`;
});
afterAll(async () => t.close());

interface Opened {
  socket: WebSocket;
  /** 'connected' when the server kept it, else how it was closed. */
  outcome: Promise<{ kept: true } | { kept: false; code: number; reason: string }>;
  closed: Promise<{ code: number; reason: string }>;
}

function open(token: string): Opened {
  const socket = new WebSocket(wsUrl, { headers: { authorization: `Bearer ${token}` } });
  const closed = new Promise<{ code: number; reason: string }>((done) =>
    socket.on('close', (code, reason) => done({ code, reason: reason.toString() })),
  );
  const outcome = new Promise<{ kept: true } | { kept: false; code: number; reason: string }>((done) => {
    socket.once('message', () => done({ kept: true }));
    void closed.then((c) => done({ kept: false, ...c }));
  });
  socket.on('error', () => undefined);
  return { socket, outcome, closed };
}

async function closeAll(sockets: Opened[]) {
  for (const s of sockets) s.socket.close();
  await Promise.all(sockets.map((s) => s.closed));
  await serverHolds(0);
}

/**
 * The server counts a socket down on its own close event, a moment after the client's: the same
 * event drops it from the hub, just after the limits gave its place back.
 */
const serverHolds = (sockets: number) =>
  eventually(() => (t.app.liveHub.size === sockets ? true : undefined), {
    what: `the server to hold ${sockets} sockets`,
  });

const signIn = (who: keyof typeof DEMO) => t.login(DEMO[who].username, DEMO[who].password);

describe('socket limits', () => {
  it('keeps three sockets of one session out of 20 opened at once; the rest close with 1008', async () => {
    const token = await signIn('client');
    const sockets = Array.from({ length: 20 }, () => open(token));
    const outcomes = await Promise.all(sockets.map((s) => s.outcome));
    expect(outcomes.filter((o) => o.kept)).toHaveLength(3);
    const refused = outcomes.filter((o) => !o.kept);
    expect(refused).toHaveLength(17);
    for (const r of refused) {
      expect(r).toMatchObject({ code: 1008, reason: expect.stringMatching(/session/i) });
    }
    // Closing one makes room for one more.
    const kept = sockets.filter((_, i) => outcomes[i]!.kept);
    kept[0]!.socket.close();
    await kept[0]!.closed;
    await serverHolds(2);
    const again = open(token);
    expect(await again.outcome).toEqual({ kept: true });
    await closeAll([...kept.slice(1), again]);
  });

  it('caps sockets per address across sessions', async () => {
    const tokens = [await signIn('client'), await signIn('driver'), await signIn('admin')];
    const sockets: Opened[] = [];
    for (const token of tokens) for (let i = 0; i < 3; i++) sockets.push(open(token));
    const outcomes = await Promise.all(sockets.map((s) => s.outcome));
    expect(outcomes.filter((o) => o.kept)).toHaveLength(6);
    const refused = outcomes.filter((o) => !o.kept);
    expect(refused).toHaveLength(3);
    for (const r of refused)
      expect(r).toMatchObject({ code: 1008, reason: expect.stringMatching(/address/i) });
    await closeAll(sockets);
  });

  it('closes a socket that floods frames (1008) and one that sends a frame over the size cap (1009)', async () => {
    const token = await signIn('client');
    const flood = open(token);
    expect(await flood.outcome).toEqual({ kept: true });
    for (let i = 0; i < 20; i++) flood.socket.send(JSON.stringify({ type: 'ping' }));
    expect(await flood.closed).toMatchObject({
      code: 1008,
      reason: expect.stringMatching(/too many messages/i),
    });

    const big = open(token);
    expect(await big.outcome).toEqual({ kept: true });
    big.socket.send('x'.repeat(2048));
    expect((await big.closed).code).toBe(1009);
  });
});
