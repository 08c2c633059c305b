/**
 * Repair operators: put the bank's requests back, one at a time, by regret (Ropke and Pisinger
 * 2006). Regret-k inserts first the request that would lose most by waiting: the sum of how much
 * worse its 2nd..k-th best routes are than its best. A request that fits in fewer than k routes
 * counts each missing route as a large loss, so the hardest requests go first. k = 1 is greedy
 * (cheapest first). With noise, each cost is shaken a little so the search leaves its rut.
 */
import type { PlannerModel } from './model';
import type { Random } from './random';
import { applyInsertion, bestInsertion, isUsed, type Insertion } from './route';
import type { Solution } from './solution';

export interface RepairOptions {
  regret: number;
  noise: boolean;
  /** Vehicles the repair may use (1) or not (0). */
  enabled: Uint8Array;
}

const MISSING = 1e12;

export function repair(
  model: PlannerModel,
  solution: Solution,
  random: Random,
  options: RepairOptions,
): void {
  const pending = solution.bank.slice();
  solution.bank = [];
  if (pending.length === 0) return;
  const vehicles = model.vehicles.length;
  const noiseSpan = options.noise ? 0.025 * model.maxDistance : 0;
  const insertions: (Insertion | null)[] = new Array(pending.length * vehicles).fill(null);
  // One empty route stands for all the interchangeable empty ones: trying each would be the same work.
  const standIn = new Int32Array(Math.max(...model.vehicleClass, 0) + 1).fill(-1);
  const chooseStandIn = (vehicleClass: number): number => {
    standIn[vehicleClass] = -1;
    for (let v = 0; v < vehicles; v++) {
      if (model.vehicleClass[v] === vehicleClass && options.enabled[v] && !isUsed(solution.routes[v]!)) {
        standIn[vehicleClass] = v;
        break;
      }
    }
    return standIn[vehicleClass]!;
  };
  for (let c = 0; c < standIn.length; c++) chooseStandIn(c);
  const evaluate = (slot: number, vehicle: number): void => {
    const request = pending[slot]!;
    const route = solution.routes[vehicle]!;
    let insertion: Insertion | null = null;
    const allowed =
      options.enabled[vehicle] && (isUsed(route) || standIn[model.vehicleClass[vehicle]!] === vehicle);
    if (allowed && model.rides[request * vehicles + vehicle]) {
      const found = bestInsertion(model, route, request);
      if (found.cost < Infinity) {
        insertion =
          noiseSpan > 0
            ? { ...found, cost: Math.max(0, found.cost + (random.next() * 2 - 1) * noiseSpan) }
            : found;
      }
    }
    insertions[slot * vehicles + vehicle] = insertion;
  };
  for (let slot = 0; slot < pending.length; slot++) for (let v = 0; v < vehicles; v++) evaluate(slot, v);

  const open = pending.map((_, slot) => slot);
  const costs: number[] = [];
  while (open.length > 0) {
    let chosen = -1;
    let chosenRegret = -Infinity;
    let chosenCost = Infinity;
    for (let o = 0; o < open.length; o++) {
      const slot = open[o]!;
      costs.length = 0;
      for (let v = 0; v < vehicles; v++) {
        const insertion = insertions[slot * vehicles + v];
        if (insertion) costs.push(insertion.cost);
      }
      if (costs.length === 0) continue;
      costs.sort((a, b) => a - b);
      const best = costs[0]!;
      let regret = 0;
      if (options.regret > 1) {
        for (let h = 1; h < options.regret; h++) regret += (costs[h] ?? best + MISSING) - best;
      } else regret = -best;
      if (regret > chosenRegret || (regret === chosenRegret && best < chosenCost)) {
        chosen = o;
        chosenRegret = regret;
        chosenCost = best;
      }
    }
    if (chosen < 0) break;
    const slot = open[chosen]!;
    let vehicle = -1;
    for (let v = 0; v < vehicles; v++) {
      const insertion = insertions[slot * vehicles + v];
      if (insertion && (vehicle < 0 || insertion.cost < insertions[slot * vehicles + vehicle]!.cost))
        vehicle = v;
    }
    const route = solution.routes[vehicle]!;
    const wasEmpty = !isUsed(route);
    applyInsertion(model, route, pending[slot]!, insertions[slot * vehicles + vehicle]!);
    open.splice(chosen, 1);
    for (const other of open) evaluate(other, vehicle);
    if (wasEmpty) {
      const next = chooseStandIn(model.vehicleClass[vehicle]!);
      if (next >= 0) for (const other of open) evaluate(other, next);
    }
  }
  for (const slot of open) solution.bank.push(pending[slot]!);
}
