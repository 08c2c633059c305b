import { describe, expect, it } from 'vitest';
import { ORDER_STATUSES, ROLES } from './enums';
import { actionFor, nextStatus, ORDER_ACTIONS, progressStates, TRANSITIONS } from './order-state';

describe('order state machine', () => {
  it('allows exactly the transitions of the table, for every status x action x role', () => {
    let allowed = 0;
    for (const status of ORDER_STATUSES) {
      for (const action of ORDER_ACTIONS) {
        for (const role of ROLES) {
          const to = nextStatus(status, action, role);
          const row = TRANSITIONS.find(
            (t) => t.from === status && t.action === action && t.roles.includes(role),
          );
          expect(to).toBe(row?.to ?? null);
          if (to) allowed++;
        }
      }
    }
    expect(allowed).toBe(TRANSITIONS.reduce((n, t) => n + t.roles.length, 0));
  });

  it('walks the driver through the four steps in order and refuses skips and repeats', () => {
    expect(nextStatus('assigned', 'start_job', 'driver')).toBe('pickup_scheduled');
    expect(nextStatus('pickup_scheduled', 'complete_pickup', 'driver')).toBe('pickup_complete');
    expect(nextStatus('pickup_complete', 'start_delivery', 'driver')).toBe('in_transit');
    expect(nextStatus('in_transit', 'complete_delivery', 'driver')).toBe('delivered');
    expect(nextStatus('assigned', 'complete_delivery', 'driver')).toBeNull();
    expect(nextStatus('pickup_complete', 'complete_pickup', 'driver')).toBeNull();
    expect(nextStatus('in_transit', 'complete_delivery', 'client')).toBeNull();
  });

  it('lets only admins approve or decline, and only pending orders', () => {
    expect(nextStatus('pending', 'approve', 'admin')).toBe('confirmed');
    expect(nextStatus('pending', 'decline', 'admin')).toBe('declined');
    expect(nextStatus('confirmed', 'decline', 'admin')).toBeNull();
    expect(nextStatus('pending', 'approve', 'client')).toBeNull();
    expect(nextStatus('pending', 'approve', 'driver')).toBeNull();
  });

  it('never leaves a final status', () => {
    for (const final of ['delivered', 'cancelled', 'declined'] as const) {
      for (const action of ORDER_ACTIONS)
        for (const role of ROLES) expect(nextStatus(final, action, role)).toBeNull();
    }
  });

  it('finds the action for a target status, per role', () => {
    expect(actionFor('pending', 'confirmed', 'admin')).toBe('approve');
    expect(actionFor('pending', 'confirmed', 'client')).toBe('pay');
    expect(actionFor('assigned', 'in_transit', 'driver')).toBeNull();
  });
});

describe('progressStates', () => {
  it('marks earlier steps done, the current one current and later ones pending', () => {
    expect(progressStates('assigned')).toEqual([
      'done',
      'done',
      'current',
      'pending',
      'pending',
      'pending',
      'pending',
    ]);
    expect(progressStates('delivered').every((s) => s === 'done')).toBe(true);
    expect(progressStates('declined').every((s) => s === 'pending')).toBe(true);
  });
});
