/**
 * Adaptive large neighbourhood search (Ropke and Pisinger 2006) on a fixed set of usable vehicles:
 * each iteration takes some requests out (one of four removals), puts them back (greedy or regret
 * insertion, with or without noise) and keeps the result by simulated annealing. Operators that
 * found new bests or new accepted plans are drawn more often in the next segment.
 */
import type { PlannerModel } from './model';
import type { Random } from './random';
import { REMOVALS, type Relatedness } from './removal';
import { repair } from './repair';
import {
  cloneSolution,
  objective,
  removeFromSolution,
  solutionHash,
  totalDistance,
  type Solution,
} from './solution';

export interface SearchContext {
  model: PlannerModel;
  random: Random;
  related: Relatedness;
  /** Milliseconds; injected so the search stays free of I/O and testable. */
  now: () => number;
}

export interface SearchBudget {
  /** Clock value at which to stop. */
  until: number;
  /** At most this many iterations; when finite, the cooling follows the iteration count (deterministic). */
  iterations: number;
  /** Stop as soon as every request is served (the fleet-reduction stage). */
  stopWhenAllServed?: boolean;
}

export interface SearchResult {
  best: Solution;
  iterations: number;
}

const SEGMENT = 100;
const REACTION = 0.1;
const SCORE_BEST = 33;
const SCORE_BETTER = 9;
const SCORE_ACCEPTED = 13;
/** Start temperature: a plan this much longer than the first is accepted half the time. */
const START_WORSE = 0.05;
const END_FACTOR = 0.002;

export function search(
  context: SearchContext,
  initial: Solution,
  enabled: Uint8Array,
  budget: SearchBudget,
): SearchResult {
  const { model, random, related, now } = context;
  const regrets = [1, 2, 3, Math.max(4, model.vehicles.length)];
  const removalWeights = REMOVALS.map(() => 1);
  const repairWeights = regrets.map(() => 1);
  const noiseWeights = [1, 1];
  const scores = { removal: REMOVALS.map(() => 0), repair: regrets.map(() => 0), noise: [0, 0] };
  const uses = { removal: REMOVALS.map(() => 0), repair: regrets.map(() => 0), noise: [0, 0] };

  let current = cloneSolution(initial);
  let currentValue = objective(model, current);
  let best = cloneSolution(initial);
  let bestValue = currentValue;
  const seen = new Set<number>([solutionHash(model, current)]);
  const served = model.requests.length;
  const most = Math.max(1, Math.min(40, Math.floor(0.4 * served)));
  const fewest = Math.min(4, most);
  const startTemperature = Math.max(1e-6, (START_WORSE * totalDistance(initial)) / Math.LN2);
  const began = now();
  const timeSpan = Math.max(1, budget.until - began);

  let iteration = 0;
  for (; iteration < budget.iterations; iteration++) {
    const clock = now();
    if (clock >= budget.until) break;
    if (budget.stopWhenAllServed && best.bank.length === 0) break;
    const progress = Number.isFinite(budget.iterations)
      ? iteration / budget.iterations
      : (clock - began) / timeSpan;
    const temperature = startTemperature * END_FACTOR ** progress;

    const removal = random.roulette(removalWeights);
    const regret = random.roulette(repairWeights);
    const noise = random.roulette(noiseWeights);
    const candidate = cloneSolution(current);
    const count = random.int(fewest, most);
    removeFromSolution(model, candidate, REMOVALS[removal]!(model, candidate, count, random, related));
    repair(model, candidate, random, { regret: regrets[regret]!, noise: noise === 1, enabled });
    const value = objective(model, candidate);
    const hash = solutionHash(model, candidate);
    const fresh = !seen.has(hash);
    seen.add(hash);

    let score = 0;
    if (value < bestValue - 1e-9) {
      best = cloneSolution(candidate);
      bestValue = value;
      score = SCORE_BEST;
    }
    if (value < currentValue - 1e-9) {
      if (score === 0 && fresh) score = SCORE_BETTER;
      current = candidate;
      currentValue = value;
    } else if (random.next() < Math.exp(-(value - currentValue) / temperature)) {
      if (fresh) score = SCORE_ACCEPTED;
      current = candidate;
      currentValue = value;
    }
    scores.removal[removal]! += score;
    scores.repair[regret]! += score;
    scores.noise[noise]! += score;
    uses.removal[removal]!++;
    uses.repair[regret]!++;
    uses.noise[noise]!++;
    if ((iteration + 1) % SEGMENT === 0) {
      adapt(removalWeights, scores.removal, uses.removal);
      adapt(repairWeights, scores.repair, uses.repair);
      adapt(noiseWeights, scores.noise, uses.noise);
    }
  }
  return { best, iterations: iteration };
}

function adapt(weights: number[], scores: number[], uses: number[]): void {
  for (let i = 0; i < weights.length; i++) {
    if (uses[i]! > 0)
      weights[i] = Math.max(0.05, weights[i]! * (1 - REACTION) + (REACTION * scores[i]!) / uses[i]!);
    scores[i] = 0;
    uses[i] = 0;
  }
}
