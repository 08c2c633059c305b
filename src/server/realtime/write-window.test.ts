import { once } from 'node:events';
import { createServer, connect, type AddressInfo, type Socket } from 'node:net';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { WriteWindow } from './write-window';

/** A real TCP connection: `sender` writes, `received` gathers what the other end read. */
async function tcpPair() {
  const server = createServer();
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const accepted = once(server, 'connection') as Promise<[Socket]>;
  const sender = connect((server.address() as AddressInfo).port, '127.0.0.1');
  await once(sender, 'connect');
  const [receiver] = await accepted;
  let received = '';
  receiver.on('data', (chunk: Buffer) => (received += chunk.toString()));
  const close = () => {
    sender.destroy();
    receiver.destroy();
    server.close();
  };
  return { sender, received: () => received, close };
}

let cleanup: (() => void) | undefined;
afterEach(() => cleanup?.());

describe('WriteWindow', () => {
  it('holds a socket’s writes until flushed, then sends them all in order', async () => {
    const pair = await tcpPair();
    cleanup = pair.close;
    const window = new WriteWindow(60_000);
    for (const frame of ['a', 'b', 'c']) {
      window.hold(pair.sender);
      pair.sender.write(frame);
    }
    // Held in the sender: corked, all three bytes still in its own buffer, none given to the network.
    expect(pair.sender.writableCorked).toBe(1);
    expect(pair.sender.writableLength).toBe(3);
    expect(pair.received()).toBe('');
    window.flush();
    await vi.waitFor(() => expect(pair.received()).toBe('abc'), { timeout: 10_000 });
  });

  it('lets a reply go at once, after the frames held before it, and holds the others still', async () => {
    const pair = await tcpPair();
    const other = await tcpPair();
    cleanup = () => {
      pair.close();
      other.close();
    };
    const window = new WriteWindow(60_000);
    window.hold(pair.sender);
    pair.sender.write('frame;');
    window.hold(other.sender);
    other.sender.write('theirs;');
    pair.sender.write('ack;');
    window.release(pair.sender);
    await vi.waitFor(() => expect(pair.received()).toBe('frame;ack;'), { timeout: 10_000 });
    expect(other.sender.writableCorked).toBe(1);
    expect(other.received()).toBe('');
    // Released once: the window's end does not uncork it a second time.
    window.flush();
    expect(pair.sender.writableCorked).toBe(0);
    await vi.waitFor(() => expect(other.received()).toBe('theirs;'), { timeout: 10_000 });
  });

  it('sends by itself once the window closes', async () => {
    const pair = await tcpPair();
    cleanup = pair.close;
    const window = new WriteWindow(5);
    window.hold(pair.sender);
    pair.sender.write('x');
    // Waits for the bytes, however busy the machine; the window itself is 5 ms.
    await vi.waitFor(() => expect(pair.received()).toBe('x'), { timeout: 10_000 });
  });

  it('holds nothing with a window of 0, or a socket already gone', async () => {
    const pair = await tcpPair();
    cleanup = pair.close;
    new WriteWindow(0).hold(pair.sender);
    pair.sender.write('now');
    await vi.waitFor(() => expect(pair.received()).toBe('now'), { timeout: 10_000 });
    pair.sender.destroy();
    expect(() => new WriteWindow(10).hold(pair.sender)).not.toThrow();
  });
});
