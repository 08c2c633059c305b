/**
 * Pieces of bench/live-updates.ts: the servers it starts as child processes (so their event loop
 * is not the one that receives the frames), the socket fleet, and the delivery measurement.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import WebSocket, { WebSocketServer } from 'ws';

const self = fileURLToPath(new URL('./live-updates.ts', import.meta.url));

/** Runs this bench file in `mode` as a child process and answers the URL it prints when ready. */
export function startChild(mode: string, env: Record<string, string> = {}) {
  return spawnUntilReady(['--import', 'tsx', self, mode], mode, env);
}

/** Runs node with `args` as a child process; `url` is what it prints after READY. */
export function spawnUntilReady(args: string[], label: string, env: Record<string, string> = {}) {
  const child = spawn(process.execPath, args, {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const url = new Promise<string>((resolve, reject) => {
    let output = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = output.match(/READY (\S+)/);
      if (match) resolve(match[1]!);
    });
    child.on('exit', (code) => reject(new Error(`${label} exited (${code}) before it was ready`)));
  });
  return { child, url };
}

export function stopChild(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

/** The baseline: a bare `ws` server that broadcasts one frame to every socket on POST /broadcast. */
export async function serveEcho() {
  const http = createServer();
  const wss = new WebSocketServer({ server: http, path: '/ws' });
  wss.on('connection', (socket) => {
    socket.on('message', (data) => socket.send(data));
    socket.send(JSON.stringify({ type: 'connected' }));
  });
  http.on('request', (request, response) => {
    if (request.method !== 'POST' || request.url !== '/broadcast') return response.writeHead(404).end();
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      // The body is the frame, sent as is to every socket: serialised once, like the hub does.
      for (const socket of wss.clients) socket.send(body);
      response.writeHead(204).end();
    });
  });
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  console.log(`READY http://127.0.0.1:${(http.address() as AddressInfo).port}`);
  process.once('SIGTERM', () => {
    for (const socket of wss.clients) socket.terminate();
    http.close(() => process.exit(0));
  });
}

export interface Fleet {
  sockets: WebSocket[];
  /** A label per socket (who it signed in as), to know who should receive what. */
  labels: string[];
  close(): void;
}

type Frame = Record<string, unknown>;
let current: { match: (frame: Frame) => boolean; t0: number; seen: Map<number, number> } | undefined;

/** Opens `count` sockets per group, 50 at a time, each with the group's bearer token. */
export async function openFleet(
  groups: Array<{ label: string; url: string; token?: string; count: number }>,
) {
  const sockets: WebSocket[] = [];
  const labels: string[] = [];
  const plan = groups.flatMap((g) => Array.from({ length: g.count }, () => g));
  const BATCH = 50;
  for (let i = 0; i < plan.length; i += BATCH) {
    await Promise.all(
      plan.slice(i, i + BATCH).map(
        (group) =>
          new Promise<void>((resolve, reject) => {
            const headers = group.token ? { authorization: `Bearer ${group.token}` } : undefined;
            const socket = new WebSocket(group.url, { headers });
            const index = sockets.push(socket) - 1;
            labels.push(group.label);
            socket.on('message', (data) => {
              const frame = JSON.parse(data.toString()) as Frame;
              if (frame.type === 'connected') return resolve();
              if (current && !current.seen.has(index) && current.match(frame)) {
                current.seen.set(index, performance.now() - current.t0);
              }
            });
            socket.on('error', reject);
            socket.on('unexpected-response', (_req, res) => reject(new Error(`handshake ${res.statusCode}`)));
          }),
      ),
    );
  }
  return { sockets, labels, close: () => sockets.forEach((s) => s.terminate()) } satisfies Fleet;
}

export interface Delivery {
  latencies: number[];
  expected: number;
  /** Sockets that got the frame though they should not have. */
  leaked: number;
}

/**
 * Starts the clock, runs `trigger`, and waits until every socket whose label is in `receivers`
 * has a frame that matches (or 10 s), then a little longer to catch frames sent to anyone else.
 */
export async function measure(
  fleet: Fleet,
  receivers: ReadonlySet<string>,
  match: (frame: Frame) => boolean,
  trigger: () => Promise<void>,
): Promise<Delivery> {
  const expected = fleet.labels.filter((l) => receivers.has(l)).length;
  const round = { match, t0: performance.now(), seen: new Map<number, number>() };
  current = round;
  await trigger();
  const deadline = Date.now() + 10_000;
  const got = () => [...round.seen.keys()].filter((i) => receivers.has(fleet.labels[i]!)).length;
  while (got() < expected && Date.now() < deadline) await new Promise((r) => setTimeout(r, 2));
  await new Promise((r) => setTimeout(r, 150));
  current = undefined;
  const latencies: number[] = [];
  let leaked = 0;
  for (const [i, ms] of round.seen) {
    if (receivers.has(fleet.labels[i]!)) latencies.push(ms);
    else leaked++;
  }
  return { latencies, expected, leaked };
}

export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

export async function post(base: string, path: string, body: unknown, token?: string) {
  const response = await fetch(`${base}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`POST ${path} answered ${response.status}: ${text}`);
  return (text ? JSON.parse(text) : {}) as Record<string, unknown>;
}
