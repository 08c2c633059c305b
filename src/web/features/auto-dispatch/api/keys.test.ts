/** Auto-dispatch keys are the paths its live frames refetch. */
import { describe, expect, it } from 'vitest';
import type { LiveEvent } from '@domain/events';
import { matchesKey, queryRulesFor } from '@web/lib/live-events';
import { autoDispatchKeys } from './keys';

describe('autoDispatchKeys', () => {
  it("are refetched by the order's offers and escalations", () => {
    const offer = queryRulesFor({ type: 'job_offer', orderId: 42 } as LiveEvent);
    const escalation = queryRulesFor({ type: 'dispatch_escalation', orderId: 42 } as LiveEvent);
    expect(matchesKey(autoDispatchKeys.orderLog(42), offer)).toBe(true);
    expect(matchesKey(autoDispatchKeys.orderLog(42), escalation)).toBe(true);
    expect(matchesKey(autoDispatchKeys.escalations(), escalation)).toBe(true);
    expect(matchesKey(autoDispatchKeys.orderLog(43), offer)).toBe(false);
  });
});
