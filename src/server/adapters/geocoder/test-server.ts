/**
 * A tiny HTTP server on 127.0.0.1 for adapter tests: it answers what the real service would
 * (or fails the way a real one can), and records the requests it got.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeService {
  url: string;
  requests: URL[];
  close(): Promise<void>;
}

export async function startFakeService(
  handler: (url: URL, response: ServerResponse, request: IncomingMessage) => void,
): Promise<FakeService> {
  const requests: URL[] = [];
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1');
    requests.push(url);
    handler(url, response, request);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export const sendJson = (response: ServerResponse, body: unknown, status = 200) => {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(typeof body === 'string' ? body : JSON.stringify(body));
};

/** A logger that keeps its warnings, to prove a fallback was logged. */
export function recordingLogger() {
  const warnings: { details: object; message: string }[] = [];
  return { warnings, warn: (details: object, message: string) => warnings.push({ details, message }) };
}
