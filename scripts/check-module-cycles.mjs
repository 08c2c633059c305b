/**
 * Fails when two modules import each other, directly or round a longer loop. A "module" is a server
 * module (src/server/modules/<name>) or a web feature (src/web/features/<name>); any other file counts
 * on its own. dependency-cruiser's no-circular rule (.dependency-cruiser.cjs) sees loops between
 * files only: orders/service.ts -> custody/ledger.ts and custody/service.ts -> orders/service.ts is
 * no file loop, yet the two folders can no longer be read, tested or moved one without the other.
 * Run by `npm run lint`.
 */
import { cruise } from 'dependency-cruiser';
import extractTSConfig from 'dependency-cruiser/config-utl/extract-ts-config';

const MODULE = /^src\/(server\/modules|web\/features)\/[^/]+/;
const moduleOf = (path) => path.match(MODULE)?.[0] ?? path;

const { output } = await cruise(
  ['src'],
  {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '\\.test\\.tsx?$|test-support\\.ts$|authz-rows\\.ts$|^src/server/test/' },
    tsPreCompilationDeps: true,
    // Resolves the @web/ and @domain/ aliases: without it their imports were not counted.
    tsConfig: { fileName: 'tsconfig.json' },
    // Type-only imports are loops in the reader's head all the same.
  },
  undefined,
  { tsConfig: extractTSConfig('tsconfig.json') },
);

/** module -> modules it imports, with one file-level import that shows each edge. */
const edges = new Map();
for (const file of output.modules) {
  const from = moduleOf(file.source);
  for (const dep of file.dependencies) {
    if (!dep.resolved.startsWith('src/')) continue;
    const to = moduleOf(dep.resolved);
    if (to === from) continue;
    if (!edges.has(from)) edges.set(from, new Map());
    if (!edges.get(from).has(to)) edges.get(from).set(to, `${file.source} -> ${dep.resolved}`);
  }
}

// Tarjan's strongly connected components: every component of two or more modules is a cycle.
let index = 0;
const stack = [];
const state = new Map();
const cycles = [];
function visit(node) {
  state.set(node, { index, low: index, onStack: true });
  index++;
  stack.push(node);
  for (const next of edges.get(node)?.keys() ?? []) {
    if (!state.has(next)) {
      visit(next);
      state.get(node).low = Math.min(state.get(node).low, state.get(next).low);
    } else if (state.get(next).onStack) {
      state.get(node).low = Math.min(state.get(node).low, state.get(next).index);
    }
  }
  if (state.get(node).low === state.get(node).index) {
    const component = [];
    let member;
    do {
      member = stack.pop();
      state.get(member).onStack = false;
      component.push(member);
    } while (member !== node);
    if (component.length > 1) cycles.push(component.sort());
  }
}
for (const node of edges.keys()) if (!state.has(node)) visit(node);

if (cycles.length === 0) {
  console.log(`module cycles: 0 (${edges.size} modules)`);
} else {
  for (const component of cycles) {
    console.error(`module cycle: ${component.join(' <-> ')}`);
    for (const from of component) {
      for (const [to, example] of edges.get(from) ?? []) {
        if (component.includes(to)) console.error(`  ${example}`);
      }
    }
  }
  console.error(`module cycles: ${cycles.length}`);
  process.exitCode = 1;
}
