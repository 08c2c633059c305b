/** A websocket test client that collects frames and can wait for one that matches. */
import WebSocket from 'ws';

export interface LiveClient {
  socket: WebSocket;
  frames: Array<Record<string, unknown>>;
  next(
    match: (frame: Record<string, unknown>) => boolean,
    timeoutMs?: number,
  ): Promise<Record<string, unknown>>;
  closed: Promise<{ code: number }>;
  /**
   * Sends a ping and resolves on its pong. The server writes a socket's frames in order, so every
   * frame it sent this socket before reading the ping has arrived by then: after another socket
   * heard an event, `await bystander.roundTrip()` is the moment to assert the bystander did not.
   */
  roundTrip(timeoutMs?: number): Promise<void>;
  close(): void;
}

export function connectLive(url: string, headers: Record<string, string> = {}): Promise<LiveClient> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(url, { headers });
    const frames: Array<Record<string, unknown>> = [];
    const waiters: Array<{
      match: (f: Record<string, unknown>) => boolean;
      resolve: (f: Record<string, unknown>) => void;
    }> = [];
    const closed = new Promise<{ code: number }>((done) => socket.on('close', (code) => done({ code })));
    socket.on('message', (data) => {
      const frame = JSON.parse(data.toString()) as Record<string, unknown>;
      frames.push(frame);
      for (const waiter of [...waiters]) {
        if (waiter.match(frame)) {
          waiters.splice(waiters.indexOf(waiter), 1);
          waiter.resolve(frame);
        }
      }
      if (frame.type === 'connected') {
        const next: LiveClient['next'] = (match, timeoutMs = 5000) => {
          const seen = frames.find(match);
          if (seen) return Promise.resolve(seen);
          return new Promise((res, rej) => {
            const timer = setTimeout(() => rej(new Error('no matching frame in time')), timeoutMs);
            waiters.push({ match, resolve: (f) => (clearTimeout(timer), res(f)) });
          });
        };
        resolve({
          socket,
          frames,
          closed,
          close: () => socket.close(),
          next,
          async roundTrip(timeoutMs = 5000) {
            const earlier = new Set(frames.filter((f) => f.type === 'pong'));
            socket.send(JSON.stringify({ type: 'ping' }));
            await next((f) => f.type === 'pong' && !earlier.has(f), timeoutMs);
          },
        });
      }
    });
    socket.on('unexpected-response', (request, response) => {
      // With this listener ws leaves the refused request open; end it so the server can close.
      request.destroy();
      reject(new Error(`handshake refused: ${response.statusCode}`));
    });
    socket.on('error', reject);
  });
}
