/**
 * Not a benchmark: the top functions of a .cpuprofile by self time, and by package or project file.
 *   node --import tsx bench/_profile-summary.ts /tmp/prof/CPU.....cpuprofile [top]
 */
import { readFileSync } from 'node:fs';

interface Node {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}
const file = process.argv[2]!;
const top = Number(process.argv[3] ?? 30);
const profile = JSON.parse(readFileSync(file, 'utf8')) as {
  nodes: Node[];
  samples: number[];
  timeDeltas: number[];
};
const byId = new Map(profile.nodes.map((n) => [n.id, n]));
const self = new Map<number, number>();
profile.samples.forEach((id, i) => self.set(id, (self.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0)));
const total = [...self.values()].reduce((a, b) => a + b, 0);
const where = (url: string) => {
  const m = url.match(/node_modules\/((?:@[^/]+\/)?[^/]+)/);
  if (m) return m[1]!;
  const p = url.match(/\/(src\/.*|bench\/.*)$/);
  return p ? p[1]! : url || '(native)';
};
const fns = new Map<string, number>();
const pkgs = new Map<string, number>();
for (const [id, t] of self) {
  const { callFrame } = byId.get(id)!;
  const key = `${callFrame.functionName || '(anon)'} ${where(callFrame.url)}:${callFrame.lineNumber + 1}`;
  fns.set(key, (fns.get(key) ?? 0) + t);
  const pkg = where(callFrame.url);
  pkgs.set(pkg, (pkgs.get(pkg) ?? 0) + t);
}
const show = (title: string, map: Map<string, number>) => {
  console.log(`\n${title}`);
  for (const [k, t] of [...map].sort((a, b) => b[1] - a[1]).slice(0, top))
    console.log(`${((100 * t) / total).toFixed(1).padStart(5)} %  ${k}`);
};
show('self time by function', fns);
show('self time by package / file', pkgs);

// Who calls a hot function: PROFILE_CALLERS=writev,is prints the chain above each (PROFILE_DEPTH
// frames, 4 unless told).
const depth = Number(process.env.PROFILE_DEPTH ?? 4);
const parent = new Map<number, number>();
for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
for (const name of (process.env.PROFILE_CALLERS ?? '').split(',').filter(Boolean)) {
  const chains = new Map<string, number>();
  for (const [id, t] of self) {
    if (byId.get(id)!.callFrame.functionName !== name) continue;
    const chain: string[] = [];
    for (let p = parent.get(id); p !== undefined && chain.length < depth; p = parent.get(p)) {
      const { callFrame } = byId.get(p)!;
      chain.push(`${callFrame.functionName || '(anon)'}@${where(callFrame.url)}:${callFrame.lineNumber + 1}`);
    }
    const key = chain.join(' < ');
    chains.set(key, (chains.get(key) ?? 0) + t);
  }
  show(`callers of ${name}`, chains);
}
