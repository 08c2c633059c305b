/**
 * Preloaded into a server by bench/_memory.ts (`node --import ./bench/_memory-probe.mjs ...`): on
 * SIGUSR2 it prints one `MEMORY {...}` line on stderr with what process.memoryUsage() and V8 see,
 * and the size of every live WebAssembly memory (PGlite's PostgreSQL heap), which no Node API
 * reports. With MEMORY_SNAPSHOT_DIR set, SIGWINCH writes a heap snapshot there. WeakRefs, so a finished memory (PGlite's initdb) is still collected as without it.
 */
import v8 from 'node:v8';

const memories = [];
const Memory = WebAssembly.Memory;
WebAssembly.Memory = new Proxy(Memory, {
  construct(target, args) {
    const memory = Reflect.construct(target, args);
    memories.push(new WeakRef(memory));
    return memory;
  },
});

const mb = (bytes) => Math.round(bytes / 1_048_576);

process.on('SIGUSR2', () => {
  const usage = process.memoryUsage();
  const spaces = {};
  for (const space of v8.getHeapSpaceStatistics()) {
    if (space.space_size > 0) spaces[space.space_name] = [mb(space.space_size), mb(space.space_used_size)];
  }
  const wasm = memories.map((ref) => ref.deref()).filter(Boolean);
  const figures = {
    rss: mb(usage.rss),
    heapTotal: mb(usage.heapTotal),
    heapUsed: mb(usage.heapUsed),
    external: mb(usage.external),
    arrayBuffers: mb(usage.arrayBuffers),
    wasm: wasm.map((memory) => mb(memory.buffer.byteLength)),
    spaces,
  };
  console.error(`MEMORY ${JSON.stringify(figures)}`);
});

// MEMORY_SNAPSHOT_DIR: SIGWINCH writes a heap snapshot there (read it with bench/_heap-summary.mjs).
if (process.env.MEMORY_SNAPSHOT_DIR) {
  process.on('SIGWINCH', () => {
    const file = v8.writeHeapSnapshot(
      `${process.env.MEMORY_SNAPSHOT_DIR}/server-${process.pid}-${Date.now()}.heapsnapshot`,
    );
    console.error(`MEMORY-SNAPSHOT ${file}`);
  });
}
