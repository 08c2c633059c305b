/**
 * Frames bound for one socket within a short window leave in one write instead of one each.
 *
 * A dispatcher's console hears every driver's position: at 500 drivers that is 500 frames a
 * second per console, and each frame was its own `writev` system call and TCP segment. In the
 * fleet simulation (bench/fleet.ts, 500 drivers, 50 consoles) the websocket writes took about a
 * quarter of the servers' profiled time. Corking the socket for a few milliseconds keeps every
 * frame as it was (same websocket messages, same order) and sends them in one system call.
 *
 * The window delays a frame by at most `windowMs`, against positions that come once a second.
 * A reply to what the socket's own user sent (a position's ack, a pong) does not wait in it: the
 * driver's app sends its next fix when the ack arrives, so a held ack would hold the driver back.
 */
import type { Socket } from 'node:net';

export class WriteWindow {
  private readonly held = new Set<Socket>();
  private timer: NodeJS.Timeout | undefined;

  constructor(private readonly windowMs: number) {}

  /** Call before writing to the socket: its writes wait until the window closes. */
  hold(socket: Socket | undefined): void {
    if (!socket || this.windowMs <= 0 || socket.destroyed || this.held.has(socket)) return;
    socket.cork();
    this.held.add(socket);
    this.timer ??= setTimeout(() => this.flush(), this.windowMs);
  }

  /** Sends what this socket holds now, the frames before the reply first (a reply's write). */
  release(socket: Socket | undefined): void {
    if (!socket || !this.held.delete(socket)) return;
    socket.uncork();
  }

  /** Sends everything held now (the window's end, and before the sockets are closed). */
  flush(): void {
    clearTimeout(this.timer);
    this.timer = undefined;
    for (const socket of this.held) socket.uncork();
    this.held.clear();
  }
}
