import { describe, expect, it } from 'vitest';
import type { WebSocket } from 'ws';
import { LIVE_EVENT_TYPES, mayReceive, type LiveEvent, type Recipient } from '@domain/events';
import type { Envelope } from './event-bus';
import { Hub, type Connection } from './hub';

/** A socket that records what it was sent. */
function fakeSocket() {
  const sent: string[] = [];
  const socket = {
    OPEN: 1,
    readyState: 1,
    bufferedAmount: 0,
    send: (f: Buffer | string) => sent.push(String(f)),
  };
  return { socket: socket as unknown as WebSocket, sent };
}

const recipients: Recipient[] = [
  { userId: 1, role: 'admin' },
  { userId: 2, role: 'client' },
  { userId: 3, role: 'client' },
  { userId: 4, role: 'driver', driverId: 7, driverApproval: 'approved' },
  { userId: 5, role: 'driver', driverId: 8, driverApproval: 'approved' },
  { userId: 9, role: 'driver', driverId: 10, driverApproval: 'pending' },
  { userId: 6, role: 'driver' },
];

const audiences = [
  { clientId: 2, driverId: null, openJob: true },
  { clientId: 2, driverId: 7, openJob: false, positionShared: true },
  { clientId: 3, driverId: 8, openJob: false, positionShared: false },
  { clientId: 9, driverId: 7, openJob: false },
  { clientId: 3, driverId: null, openJob: false },
];

describe('Hub', () => {
  it('sends each event to exactly the sockets mayReceive lets through, indexed or not', () => {
    const hub = new Hub();
    const held = recipients.flatMap((recipient, i) =>
      [0, 1].map((copy) => {
        const fake = fakeSocket();
        const connection: Connection = { socket: fake.socket, recipient, sessionId: i * 2 + copy };
        hub.add(connection);
        return { recipient, fake };
      }),
    );
    for (const audience of audiences) {
      for (const type of LIVE_EVENT_TYPES) {
        for (const { fake } of held) fake.sent.length = 0;
        const event = { type, orderId: 1 } as unknown as LiveEvent;
        const message: Envelope = { kind: 'event', audience, event };
        const sent = hub.deliver(message);
        const expected = held.filter(({ recipient }) => mayReceive(recipient, audience, type));
        expect(sent).toBe(expected.length);
        for (const { recipient, fake } of held)
          expect(fake.sent.length, `${type} to ${JSON.stringify(recipient)}`).toBe(
            mayReceive(recipient, audience, type) ? 1 : 0,
          );
      }
    }
  });

  it('forgets a removed socket and a closed session', () => {
    const hub = new Hub();
    const a = fakeSocket();
    const b = fakeSocket();
    const client = { socket: a.socket, recipient: recipients[1]!, sessionId: 1 };
    const driver = { socket: b.socket, recipient: recipients[3]!, sessionId: 2 };
    (b.socket as unknown as { close: () => void }).close = () => undefined;
    hub.add(client);
    hub.add(driver);
    hub.remove(client);
    hub.closeSessions([2]);
    const event = { type: 'order_status_update', order: { id: 1 } } as unknown as LiveEvent;
    expect(hub.deliver({ kind: 'event', audience: audiences[1]!, event })).toBe(0);
    expect(hub.size).toBe(0);
  });
});
