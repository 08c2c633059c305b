/**
 * The benchmark's own check of a Li & Lim answer, written apart from the planner so that a fault
 * in the planner's schedule cannot hide here: every task once, each pickup before its delivery on
 * the same route, the capacity, every window (waiting allowed), back at the depot before it closes,
 * no more vehicles than the file offers, and the distance recomputed.
 */
export interface LiLimAnswer {
  vehicles: number;
  distance: number;
  routes: number[][];
}

export interface CheckResult {
  feasible: boolean;
  problems: string[];
  distance: number;
}

export function checkLiLim(text: string, answer: LiLimAnswer): CheckResult {
  const lines = text
    .trim()
    .split(/\r?\n/)
    .map((line) => line.trim().split(/\s+/).map(Number));
  const [fleet, capacity] = lines[0]!;
  const nodes = lines.slice(1).map(([id, x, y, demand, ready, due, service, pickup, delivery]) => ({
    id,
    x,
    y,
    demand,
    ready,
    due,
    service,
    pickup,
    delivery,
  }));
  const problems: string[] = [];
  const gap = (a: number, b: number): number =>
    Math.hypot(nodes[a]!.x! - nodes[b]!.x!, nodes[a]!.y! - nodes[b]!.y!);
  const visits = new Map<number, number>();
  let total = 0;
  const used = answer.routes.filter((route) => route.length > 0);
  if (used.length !== answer.vehicles)
    problems.push(`says ${answer.vehicles} vehicles but has ${used.length} routes`);
  if (used.length > fleet!) problems.push(`${used.length} routes, the file offers ${fleet}`);
  used.forEach((route, r) => {
    let time = nodes[0]!.ready!;
    let load = 0;
    let at = 0;
    const onBoard = new Set<number>();
    for (const task of route) {
      const node = nodes[task];
      if (!node || task === 0) {
        problems.push(`route ${r}: unknown task ${task}`);
        return;
      }
      visits.set(task, (visits.get(task) ?? 0) + 1);
      total += gap(at, task);
      time = Math.max(time + nodes[at]!.service! + gap(at, task), node.ready!);
      if (time > node.due! + 1e-6)
        problems.push(`route ${r}: task ${task} starts at ${time.toFixed(2)}, after ${node.due}`);
      load += node.demand!;
      if (load > capacity! + 1e-9) problems.push(`route ${r}: load ${load} over ${capacity} at task ${task}`);
      if (node.pickup === 0) onBoard.add(task);
      else if (!onBoard.delete(node.pickup!))
        problems.push(`route ${r}: delivery ${task} before or without its pickup ${node.pickup}`);
      at = task;
    }
    total += gap(at, 0);
    time += nodes[at]!.service! + gap(at, 0);
    if (time > nodes[0]!.due! + 1e-6)
      problems.push(`route ${r}: back at the depot at ${time.toFixed(2)}, after ${nodes[0]!.due}`);
    if (onBoard.size > 0) problems.push(`route ${r}: pickups ${[...onBoard].join(', ')} never delivered`);
  });
  for (let task = 1; task < nodes.length; task++) {
    const count = visits.get(task) ?? 0;
    if (count !== 1) problems.push(`task ${task} visited ${count} times`);
  }
  if (Math.abs(total - answer.distance) > 1e-3 * Math.max(1, total))
    problems.push(`says distance ${answer.distance}, the routes measure ${total.toFixed(4)}`);
  return { feasible: problems.length === 0, problems, distance: total };
}
