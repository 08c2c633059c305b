/**
 * The load for the `pos-ws` row of bench/route-ratio.ts: job positions sent on the drivers' open
 * live sockets (`position` frames, each acknowledged in a `position_ack` once its batch committed),
 * in a closed loop like autocannon's: `lanes` fixes in flight at any time, each lane waiting for its
 * fix's answer before it sends the next, cycling through its share of the drivers' sockets. The
 * sockets open (and authenticate) once, before the clock starts. It runs in a worker thread, as
 * autocannon does, so its work is not counted in the server's main thread. The answer has the
 * shape of the autocannon figures route-ratio reads.
 */
import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads';
import WebSocket from 'ws';

export interface WsFixLoadJob {
  base: string;
  drivers: { token: string; orderId: number }[];
  lanes: number;
  seconds: number;
}

export interface WsFixLoadResult {
  requests: { average: number; total: number };
  latency: { p99: number };
  /** Fixes refused (the autocannon figure's place for answers that were not 2xx). */
  non2xx: number;
  /** Sockets that failed or closed while the load ran. */
  errors: number;
  /** The first refusal or error, to say why. */
  firstError?: string;
}

/** Runs the load in a worker thread and answers its figures. */
export async function wsFixLoad(job: WsFixLoadJob): Promise<WsFixLoadResult> {
  // Workers do not inherit --import: the worker registers tsx, then loads this file.
  const bootstrap = `import('tsx/esm/api').then((tsx) => { tsx.register(); return import(${JSON.stringify(import.meta.url)}); })`;
  const worker = new Worker(bootstrap, { eval: true, workerData: { wsFixLoad: job } });
  try {
    return await new Promise<WsFixLoadResult>((resolve, reject) => {
      worker.once('message', resolve);
      worker.once('error', reject);
    });
  } finally {
    await worker.terminate();
  }
}

type Pending = (answer: { ok: boolean; why?: string }) => void;

async function generate({ base, drivers, lanes, seconds }: WsFixLoadJob): Promise<WsFixLoadResult> {
  const url = `${base.replace('http', 'ws')}/ws`;
  let errors = 0;
  let firstError: string | undefined;
  const pending = new Map<string, Pending>();
  const sockets = await Promise.all(
    drivers.map(
      ({ token }) =>
        new Promise<WebSocket>((resolve, reject) => {
          const socket = new WebSocket(url, { headers: { authorization: `Bearer ${token}` } });
          socket.once('open', () => resolve(socket));
          socket.once('error', reject);
          socket.on('close', () => {
            errors++;
            firstError ??= 'a socket closed';
          });
          socket.on('message', (data) => {
            const frame = JSON.parse(data.toString()) as { type: string; refs?: string[]; ref?: string };
            if (frame.type === 'position_ack') {
              for (const ref of frame.refs ?? []) pending.get(ref)?.({ ok: true });
            } else if (frame.type === 'position_refused' && frame.ref) {
              pending.get(frame.ref)?.({ ok: false, why: JSON.stringify(frame) });
            }
          });
        }),
    ),
  );
  const latencies: number[] = [];
  let refused = 0;
  let sent = 0;
  const start = performance.now();
  const end = start + seconds * 1000;
  await Promise.all(
    Array.from({ length: lanes }, async (_, lane) => {
      const mine = drivers
        .map((driver, i) => ({ driver, socket: sockets[i]! }))
        .filter((_d, i) => i % lanes === lane);
      for (let turn = 0; performance.now() < end; turn++) {
        const { driver, socket } = mine[turn % mine.length]!;
        const ref = `${lane}-${turn}`;
        const at = performance.now();
        const answer = new Promise<{ ok: boolean; why?: string }>((resolve) => pending.set(ref, resolve));
        socket.send(
          JSON.stringify({
            type: 'position',
            ref,
            orderId: driver.orderId,
            latitude: 29.7073 + (turn % 100) * 0.0001,
            longitude: -95.3978,
          }),
        );
        sent++;
        const { ok, why } = await answer;
        pending.delete(ref);
        latencies.push(performance.now() - at);
        if (!ok) {
          refused++;
          firstError ??= why;
        }
      }
    }),
  );
  const elapsed = (performance.now() - start) / 1000;
  for (const socket of sockets) {
    socket.removeAllListeners('close');
    socket.close();
  }
  latencies.sort((a, b) => a - b);
  const p99 = latencies.length
    ? latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * 0.99))]!
    : 0;
  return {
    requests: { average: sent / elapsed, total: sent },
    latency: { p99: Math.round(p99) },
    non2xx: refused,
    errors,
    ...(firstError ? { firstError } : {}),
  };
}

if (!isMainThread && (workerData as { wsFixLoad?: WsFixLoadJob } | undefined)?.wsFixLoad) {
  const job = (workerData as { wsFixLoad: WsFixLoadJob }).wsFixLoad;
  parentPort!.postMessage(await generate(job));
}
