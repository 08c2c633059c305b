import { describe, expect, it } from 'vitest';
import { cpuSecondsBetween, type CpuSample } from './cpu-support';

const sample = (entries: Record<string, number>): CpuSample => new Map(Object.entries(entries));

describe('cpuSecondsBetween', () => {
  it('adds up what each process used between the samples', () => {
    const before = sample({ main: 10, '101': 4, '102': 7 });
    const after = sample({ main: 12.5, '101': 5, '102': 7.5 });
    expect(cpuSecondsBetween(before, after)).toBeCloseTo(4);
  });

  it('never goes negative when a busy backend ended between the samples', () => {
    // The old sum-minus-sum lost the ended backend's 90 s and read -88 s.
    const before = sample({ main: 10, '101': 90, '102': 1 });
    const after = sample({ main: 11, '102': 2 });
    expect(cpuSecondsBetween(before, after)).toBeCloseTo(2);
  });

  it('counts a backend that started between the samples whole', () => {
    expect(cpuSecondsBetween(sample({ main: 1 }), sample({ main: 2, '103': 0.75 }))).toBeCloseTo(1.75);
  });

  it('takes a pid showing fewer seconds than before for a new process under that pid', () => {
    expect(cpuSecondsBetween(sample({ '104': 50 }), sample({ '104': 0.5 }))).toBeCloseTo(0.5);
  });

  it('is zero between a sample and itself', () => {
    const same = sample({ main: 3, '105': 8 });
    expect(cpuSecondsBetween(same, same)).toBe(0);
  });
});
