import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';

const spreadConnections = createRequire(import.meta.url)('./spread-connections.cjs') as (client: {
  opts: { requests?: unknown[] };
  setRequests: (requests: unknown[]) => void;
}) => void;

/** What ten autocannon connections over fifty drivers' posts would send first, and in which order. */
function tenConnections(drivers: number) {
  const requests = Array.from({ length: drivers }, (_, driver) => ({ driver }));
  return Array.from({ length: 10 }, () => {
    let sequence: { driver: number }[] = requests;
    spreadConnections({ opts: { requests }, setRequests: (next) => (sequence = next as typeof sequence) });
    return sequence.map((request) => request.driver);
  });
}

describe('spreadConnections', () => {
  it('starts each connection at a driver of its own, far apart, and keeps every driver in turn', () => {
    const sequences = tenConnections(50);
    const starts = sequences.map((sequence) => sequence[0]!);
    expect(new Set(starts).size).toBe(10);
    const sorted = [...starts].sort((a, b) => a - b);
    const gaps = sorted.map((start, i) => (sorted[(i + 1) % 10]! - start + 50) % 50);
    expect(Math.min(...gaps)).toBeGreaterThanOrEqual(2);
    for (const sequence of sequences) {
      // The list in its own order, from the connection's start, each driver once.
      expect(sequence).toEqual(Array.from({ length: 50 }, (_, i) => (sequence[0]! + i) % 50));
    }
  });

  it('leaves a load of one request alone', () => {
    let replaced = false;
    spreadConnections({ opts: { requests: [{}] }, setRequests: () => (replaced = true) });
    spreadConnections({ opts: {}, setRequests: () => (replaced = true) });
    expect(replaced).toBe(false);
  });
});
