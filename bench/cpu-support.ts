/** CPU figures of a benchmark, kept apart from the database so they can be unit-tested alone. */

/** CPU seconds per process (or thread) at one moment: pid (or 'main') -> seconds used so far. */
export type CpuSample = Map<string, number>;

/**
 * The CPU the processes of two samples used between them, counted process by process. A process
 * that ended in between is left out (its last seconds are lost, an undercount); one that started
 * counts whole; one that shows fewer seconds than before is a new process under a reused pid.
 * Subtracting two sums instead went negative whenever a busy backend ended (the pool closes idle
 * connections) or, being the connection that asked, was left out of the second sum.
 */
export function cpuSecondsBetween(before: CpuSample, after: CpuSample): number {
  let total = 0;
  for (const [key, now] of after) {
    const then = before.get(key) ?? 0;
    total += now >= then ? now - then : now;
  }
  return total;
}
