/** A TCP proxy in front of PostgreSQL that a test can stop (a lost database) and start again. */
import net from 'node:net';

export interface TcpProxy {
  port: number;
  stop(): Promise<void>;
  start(): Promise<void>;
}

export async function tcpProxy(targetPort: number, targetHost = '127.0.0.1'): Promise<TcpProxy> {
  const sockets = new Set<net.Socket>();
  let server: net.Server | undefined;
  let port = 0;
  const listen = () =>
    new Promise<void>((resolve, reject) => {
      server = net.createServer((inbound) => {
        const outbound = net.connect(targetPort, targetHost);
        for (const socket of [inbound, outbound]) {
          sockets.add(socket);
          socket.on('close', () => sockets.delete(socket));
          socket.on('error', () => undefined);
        }
        inbound.pipe(outbound).pipe(inbound);
        inbound.on('close', () => outbound.destroy());
        outbound.on('close', () => inbound.destroy());
      });
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => {
        port = (server!.address() as net.AddressInfo).port;
        resolve();
      });
    });
  await listen();
  return {
    get port() {
      return port;
    },
    async stop() {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
      server = undefined;
    },
    start: listen,
  };
}

/** A port that accepts connections and never says a word: a hung host or a black-holed proxy. */
export async function silentPort(): Promise<{ port: number; close(): Promise<void> }> {
  const held = new Set<net.Socket>();
  const server = net.createServer((socket) => {
    held.add(socket);
    socket.on('error', () => undefined);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as net.AddressInfo).port,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of held) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
