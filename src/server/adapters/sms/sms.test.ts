/**
 * Text messages through Twilio's Messages API, against a local stand-in: the form Twilio expects,
 * signed in with the account, and a refusal from Twilio is an error (the notification worker
 * retries it) that does not carry the token.
 */
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { twilioSender } from './index';

let server: Server;
let apiBase: string;
const got: { request: IncomingMessage; body: string }[] = [];
let status = 201;

beforeAll(async () => {
  server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    request.on('end', () => {
      got.push({ request, body });
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(status === 201 ? '{"sid":"SM1"}' : '{"code":21211,"message":"Invalid To number"}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  apiBase = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => new Promise((resolve) => server.close(resolve)));

describe('Twilio sender', () => {
  it("POSTs the message form to the account's Messages resource with basic auth", async () => {
    const sender = twilioSender('AC123', 'tok-secret', '+15550001111', { apiBase, allowPrivate: true });
    await sender.send({ to: '+17135550100', text: 'Your courier is 5 minutes away' });
    const [{ request, body }] = got.slice(-1) as [(typeof got)[number]];
    expect(request.method).toBe('POST');
    expect(request.url).toBe('/2010-04-01/Accounts/AC123/Messages.json');
    expect(request.headers.authorization).toBe(`Basic ${Buffer.from('AC123:tok-secret').toString('base64')}`);
    expect(Object.fromEntries(new URLSearchParams(body))).toEqual({
      From: '+15550001111',
      To: '+17135550100',
      Body: 'Your courier is 5 minutes away',
    });
  });

  it("throws Twilio's refusal without the token", async () => {
    status = 400;
    const sender = twilioSender('AC123', 'tok-secret', '+15550001111', { apiBase, allowPrivate: true });
    const error = await sender.send({ to: 'nope', text: 'x' }).catch((caught: Error) => caught);
    expect(String(error)).toMatch(/Twilio answered 400: .*Invalid To number/);
    expect(String(error)).not.toContain('tok-secret');
    status = 201;
  });

  it('will not send to a private address unless told the endpoint is a local stand-in', async () => {
    const before = got.length;
    const sender = twilioSender('AC123', 'tok', '+15550001111', { apiBase, allowPrivate: false });
    await expect(sender.send({ to: '+17135550100', text: 'x' })).rejects.toThrow(/private/);
    expect(got.length).toBe(before);
  });
});
