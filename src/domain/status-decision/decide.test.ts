/**
 * decideStatusChange on its own: no database, no clock but the one passed in. Every transition of
 * the state table, the refusals of a skipped step, a missing proof, the medical checks and the
 * pieces, each asserted on what the server would write (status, stamps, entries, effects).
 */
import { describe, expect, it } from 'vitest';
import { KIND_OF_ACTION } from '../custody';
import { displayNumber } from '../display';
import { EVENT_OF_STATUS } from '../notifications';
import { TRANSITIONS, type OrderAction } from '../order-state';
import { TEMPERATURE_MISSING } from '../cold-chain';
import { PHOTO_MISSING } from '../proof-media';
import type { Role } from '../enums';
import { decideStatusChange } from './decide';
import type { DecisionOrder, DecisionPiece, StatusDecision, StatusFacts, StatusOutcome } from './facts';

const NOW = new Date('2026-11-29T15:00:00.000Z');
const DRIVER = 7;
const PNG =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';
/** A stand-in digest: the decision only carries what it is given. */
const digest = (base64: string) => ({ sha256: `sha:${base64.length}`, bytes: base64.length });

const order = (overrides: Partial<DecisionOrder> = {}): DecisionOrder => ({
  id: 4321,
  status: 'pending',
  clientId: 11,
  driverId: null,
  serviceType: 'laboratory_sample',
  priority: 'standard',
  scheduledDate: null,
  preferredTimeSlot: null,
  temperatureClass: 'ambient',
  requiresSignature: false,
  requiresId: false,
  requiresPhoto: false,
  pickupContactName: 'Front desk',
  deliveryContactName: 'Dr Ana Ruiz',
  pickupBy: new Date('2026-11-29T16:00:00.000Z'),
  deliverBy: new Date('2026-11-29T14:00:00.000Z'),
  ...overrides,
});

const ACTOR_OF: Record<Role, StatusFacts['actor']> = {
  client: { userId: 11, role: 'client' },
  admin: { userId: 1, role: 'admin' },
  billing: { userId: 2, role: 'billing' },
  driver: { userId: 70, role: 'driver', driverId: DRIVER },
};

const ASSIGNEE = {
  id: DRIVER,
  name: 'Dana Driver',
  capabilities: { coldChain: false, vehicleSize: null, maxDistanceMiles: null },
  milesToPickup: 3,
  settingMiles: 50,
};

const PIECES: DecisionPiece[] = [
  { id: 1, seq: 1, label: 'P-4321-1', kind: 'box' },
  { id: 2, seq: 2, label: 'P-4321-2', kind: 'cooler' },
];

function facts(action: OrderAction, role: Role, overrides: Partial<StatusFacts> = {}): StatusFacts {
  const actor = ACTOR_OF[role];
  return {
    order: order(),
    action,
    actor,
    custodyActor: { id: actor.userId, role, name: 'Someone' },
    now: NOW,
    ...(action === 'assign' || action === 'accept' ? { assignee: ASSIGNEE } : {}),
    ...overrides,
  };
}

function decided(outcome: StatusOutcome): StatusDecision {
  if ('refused' in outcome) throw new Error(`refused: ${outcome.refused.code} ${outcome.refused.message}`);
  return outcome;
}

const refusal = (outcome: StatusOutcome) => ('refused' in outcome ? outcome.refused : null);

describe('decideStatusChange: every transition of the state table', () => {
  const rows = TRANSITIONS.flatMap((t) => t.roles.map((role) => ({ ...t, role })));
  it.each(rows)('$from --$action ($role)--> $to', ({ from, action, role, to }) => {
    const held = ['assigned', 'pickup_scheduled', 'pickup_complete', 'in_transit'].includes(from);
    const pieces = action === 'complete_pickup' || action === 'complete_delivery';
    const d = decided(
      decideStatusChange(
        facts(action, role, {
          order: order({ status: from, driverId: held ? DRIVER : null }),
          ...(pieces && role === 'driver' ? { pieces: PIECES, scans: PIECES.map((p) => p.label) } : {}),
        }),
        digest,
      ),
    );
    expect(d.status).toBe(to);
    expect(d.stamps.updatedAt).toBe(NOW);
    const last = d.custodyEntries.at(-1)!;
    expect(last.kind).toBe(KIND_OF_ACTION[action]);
    expect(last.content).toMatchObject({ from, to });
    expect(d.webhookEvents.at(-1)).toEqual({
      event: 'order.status_changed',
      data: { previousStatus: from, status: to },
    });
    // Every custody entry raises its webhook, in the order the entries were made.
    const entryHooks = d.webhookEvents.flatMap((w) => (w.event === 'custody.entry' ? [w.entry] : []));
    expect(entryHooks).toEqual(d.custodyEntries.map((_, i) => i));
    expect(d.events.filter((e) => e.kind === 'tracking')).toHaveLength(1);
    const told = EVENT_OF_STATUS[to];
    expect(d.notifications).toEqual(told ? [{ event: told, action }] : []);
    expect(d.auditLines).toEqual([]);
  });
});

describe('decideStatusChange: refusals', () => {
  it.each([
    ['a driver completing a delivery never picked up', 'assigned', 'complete_delivery', 'driver'],
    ['a driver skipping the start of delivery', 'pickup_scheduled', 'start_delivery', 'driver'],
    ['a client approving its own order', 'pending', 'approve', 'client'],
    ['dispatch cancelling an order in transit', 'in_transit', 'cancel', 'admin'],
    ['dispatch completing a hand-over for the driver', 'in_transit', 'complete_delivery', 'admin'],
  ] as const)('refuses %s', (_, from, action, role) => {
    const outcome = decideStatusChange(
      facts(action, role, { order: order({ status: from, driverId: DRIVER }) }),
      digest,
    );
    expect(refusal(outcome)).toMatchObject({
      code: 'ORDER_TRANSITION_NOT_ALLOWED',
      message: expect.stringContaining(`an order that is ${from.replace(/_/g, ' ')}`),
    });
  });

  const atDelivery = (o: Partial<DecisionOrder>, rest: Partial<StatusFacts> = {}) =>
    decideStatusChange(
      facts('complete_delivery', 'driver', {
        order: order({ status: 'in_transit', driverId: DRIVER, ...o }),
        pieces: [],
        ...rest,
      }),
      digest,
    );

  it('refuses a hand-over without the signature the order requires, naming it', () => {
    expect(refusal(atDelivery({ requiresSignature: true }))).toEqual({
      code: 'PROOF_MISSING',
      message: 'Proof missing: recipient name, signature',
    });
  });

  it('refuses an ID in another name than the expected recipient', () => {
    const outcome = atDelivery(
      { requiresId: true },
      { proof: { name: 'Someone Else', idType: 'passport', idLast4: '1234' } },
    );
    expect(refusal(outcome)?.code).toBe('PROOF_MISSING');
    expect(refusal(outcome)?.message).toMatch(/does not match/);
  });

  it("refuses a scan of another order's label, naming the expected one", () => {
    expect(refusal(atDelivery({}, { scan: 'ML-9999' }))).toEqual({
      code: 'LABEL_MISMATCH',
      message: `The scanned label is not this order's label: expected label ${displayNumber(4321)}`,
    });
  });

  it('refuses a cold-chain hand-over without a reading, and a photo-proof delivery without a photo', () => {
    expect(refusal(atDelivery({ temperatureClass: 'refrigerated' }))).toEqual({
      code: 'PROOF_MISSING',
      message: TEMPERATURE_MISSING,
    });
    expect(refusal(atDelivery({ requiresPhoto: true }))).toEqual({
      code: 'PROOF_MISSING',
      message: PHOTO_MISSING,
    });
  });

  it('refuses a label that is no piece of the order, and a piece left out, naming them', () => {
    expect(refusal(atDelivery({}, { pieces: PIECES, scans: ['P-4321-1', 'P-4321-2', 'X-1'] }))).toEqual({
      code: 'PIECE_UNKNOWN',
      message: 'Label X-1 is not a piece of #' + displayNumber(4321),
      details: { unexpected: ['X-1'] },
    });
    const missing = refusal(atDelivery({}, { pieces: PIECES, scans: ['P-4321-1'] }));
    expect(missing).toMatchObject({ code: 'PIECE_NOT_SCANNED', details: { missing: ['P-4321-2'] } });
    expect(missing?.message).toMatch(/^Not scanned: P-4321-2 \(piece 2 of 2, cooler\)/);
  });

  it('refuses a driver who does not exist, or has no cooler for a cold job', () => {
    const open = order({ status: 'confirmed' });
    expect(
      refusal(decideStatusChange(facts('assign', 'admin', { order: open, assignee: null }), digest)),
    ).toEqual({ code: 'NOT_FOUND', message: 'Driver not found' });
    const cold = order({ status: 'confirmed', temperatureClass: 'frozen' });
    expect(refusal(decideStatusChange(facts('accept', 'driver', { order: cold }), digest))).toMatchObject({
      code: 'COLD_CHAIN_REQUIRED',
      message: expect.stringContaining(`This driver cannot take #${displayNumber(4321)}`),
    });
  });
});

describe('decideStatusChange: what a change implies', () => {
  const delivery = (rest: Partial<StatusFacts>, o: Partial<DecisionOrder> = {}) =>
    decided(
      decideStatusChange(
        facts('complete_delivery', 'driver', {
          order: order({ status: 'in_transit', driverId: DRIVER, ...o }),
          pieces: PIECES,
          scans: PIECES.map((p) => p.label),
          ...rest,
        }),
        digest,
      ),
    );

  it('records an excursion as evidence, flags the order and alerts, but never refuses', () => {
    const d = delivery(
      { proof: { temperatureC: 12 }, location: { latitude: 29.7, longitude: -95.4 } },
      {
        temperatureClass: 'refrigerated',
      },
    );
    expect(d.status).toBe('delivered');
    expect(d.stamps).toMatchObject({ temperatureExcursion: true, deliveredAt: NOW });
    expect(d.custodyEntries.map((e) => e.kind)).toEqual([
      'temperature_excursion',
      'piece_scanned',
      'piece_scanned',
      'delivered',
    ]);
    expect(d.events.at(-1)).toEqual({ kind: 'alert', alert: expect.stringContaining(displayNumber(4321)) });
    expect(d.learnsDeliveryPoint).toBe(true);
    // The deadline the delivery answered to, missed by an hour.
    expect(d.custodyEntries.at(-1)!.content).toMatchObject({
      deadline: { due: '2026-11-29T14:00:00.000Z', met: false },
    });
  });

  it('keeps a reading in range without a flag, and the photo by its digest only', () => {
    const d = delivery({ proof: { temperatureC: 5, photo: PNG } }, { temperatureClass: 'refrigerated' });
    expect(d.stamps.temperatureExcursion).toBeUndefined();
    const photo = d.custodyEntries.find((e) => e.kind === 'photo_taken')!;
    expect(photo.content).toMatchObject({
      mediaType: 'image/png',
      photoSha256: expect.stringMatching(/^sha:/),
    });
    expect(JSON.stringify(d.custodyEntries)).not.toContain('iVBOR');
    expect(d.tracking.proof).toMatchObject({ temperatureC: 5, photo: PNG });
  });

  it('turns a piece exception into its entry, a discrepancy, a webhook and an alert', () => {
    const d = delivery({
      scans: ['P-4321-1'],
      exceptions: [{ piece: 'P-4321-2', reason: 'damaged', note: 'Lid cracked', photo: PNG }],
    });
    expect(d.custodyEntries.map((e) => e.kind)).toEqual(['piece_scanned', 'piece_exception', 'delivered']);
    expect(d.discrepancy).toEqual({
      source: 'delivery',
      exceptions: [
        { piece: 'P-4321-2', reason: 'damaged', note: 'Lid cracked', photoSha256: expect.any(String) },
      ],
    });
    expect(d.webhookEvents.map((w) => w.event)).toEqual([
      'custody.entry',
      'piece.scanned',
      'custody.entry',
      'order.discrepancy',
      'custody.entry',
      'order.status_changed',
    ]);
    expect(d.events.at(-1)).toEqual({
      kind: 'alert',
      alert: `Piece 2 of 2 (P-4321-2) damaged at delivery: Lid cracked (#${displayNumber(4321)})`,
      alertTitle: 'Piece exception',
    });
    expect(d.tracking.proof).toEqual({ exceptionPhotos: { 'P-4321-2': PNG } });
  });

  it('gives the job to the driver only while it is still open, naming the new holder', () => {
    const d = decided(
      decideStatusChange(facts('assign', 'admin', { order: order({ status: 'confirmed' }) }), digest),
    );
    expect(d.guard).toEqual({ unassigned: true });
    expect(d.stamps.driverId).toBe(DRIVER);
    expect(d.custodyEntries.at(-1)!.content).toMatchObject({ driver: { id: DRIVER, name: 'Dana Driver' } });
    expect(d.events.slice(0, 2)).toEqual([
      { kind: 'order', type: 'order_assigned' },
      { kind: 'order', type: 'order_status_update' },
    ]);
  });

  it("starts the deadlines' clock at confirmation", () => {
    const d = decided(
      decideStatusChange(facts('approve', 'admin', { order: order({ priority: 'emergency' }) }), digest),
    );
    expect(d.stamps.pickupBy).toBeInstanceOf(Date);
    expect(d.stamps.deliverBy!.getTime() - NOW.getTime()).toBe(2 * 3_600_000);
  });

  it('hands a job back with its reason for dispatch, and an audit line when the route keeps one', () => {
    const d = decided(
      decideStatusChange(
        facts('decline_job', 'driver', {
          order: order({ status: 'assigned', driverId: DRIVER }),
          declineReason: 'Flat tyre',
          audited: true,
        }),
        digest,
      ),
    );
    expect(d.guard).toEqual({ driverId: DRIVER });
    expect(d.stamps).toMatchObject({
      driverId: null,
      driverDeclineReason: 'Flat tyre',
      driverDeclinedBy: DRIVER,
    });
    expect(d.auditLines).toEqual([
      { action: 'order_decline_job', details: { driverId: DRIVER, from: 'assigned', reason: 'Flat tyre' } },
    ]);
  });

  it('answers the same decision for the same facts, and leaves the facts as they were', () => {
    const input = facts('start_job', 'driver', { order: order({ status: 'assigned', driverId: DRIVER }) });
    const copy = structuredClone(input);
    expect(decideStatusChange(input, digest)).toEqual(decideStatusChange(input, digest));
    expect(input).toEqual(copy);
  });
});
