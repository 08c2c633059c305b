/**
 * Not a benchmark: what the main thread does while a page loads. Serves a web build (vite's
 * output directory) with the real server and demo data, opens one page in Chromium with the CPU
 * slowed down (Lighthouse's mobile profile multiplies task times by 4; here they are really 4x
 * longer), records a trace and a sampling CPU profile, and prints every task over 50 ms with the
 * functions that took its time (self time, and the time inside each function including callees).
 * Build without minifying to read the names:
 *
 *   node node_modules/vite/bin/vite.js build --minify false --outDir /tmp/web-plain --emptyOutDir
 *   node --import tsx bench/_page-trace.ts /tmp/web-plain [/dashboard] [rate]
 *
 * Signed in as the demo client for every page but /login. TRACE_OUT=file keeps the trace; TRACE_SW=1
 * lets the page register its service worker (blocked otherwise).
 */
import { writeFileSync } from 'node:fs';
import { chromium } from 'playwright';
import { demoClientCookie, serveWebBuild } from './web-support';

const [webRoot, path = '/dashboard', rateArg = '4'] = process.argv.slice(2);
if (!webRoot) throw new Error('usage: _page-trace.ts <web build dir> [path] [cpu slowdown]');
const rate = Number(rateArg);

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}
interface Profile {
  nodes: ProfileNode[];
  startTime: number;
  samples: number[];
  timeDeltas: number[];
}
interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  /** The thread's CPU time in the event (microseconds): what other work on the machine does not lengthen. */
  tdur?: number;
  pid: number;
  tid: number;
  args?: { name?: string; data?: { url?: string; documentLoaderURL?: string } };
}

const { base, close } = await serveWebBuild(webRoot);
const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium' });

try {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    // TRACE_SW=1 lets the page register its service worker, as it does under Lighthouse.
    serviceWorkers: process.env.TRACE_SW === '1' ? 'allow' : 'block',
  });
  if (path !== '/login') {
    const [name, value] = (await demoClientCookie(base)).split('=');
    await context.addCookies([{ name: name!, value: value!, url: base }]);
  }
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate });
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
  await browser.startTracing(page, {
    categories: [
      'toplevel',
      'devtools.timeline',
      'disabled-by-default-devtools.timeline',
      'loading',
      'blink.user_timing',
    ],
  });
  await cdp.send('Profiler.start');
  await page.goto(`${base}${path}`, { waitUntil: 'load' });
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(2000);
  const { profile } = (await cdp.send('Profiler.stop')) as { profile: Profile };
  const trace = JSON.parse((await browser.stopTracing()).toString()) as { traceEvents: TraceEvent[] };
  if (process.env.TRACE_OUT) writeFileSync(process.env.TRACE_OUT, JSON.stringify({ trace, profile }));
  const lcp = await page.evaluate(
    () =>
      new Promise<string>((resolve) => {
        new PerformanceObserver((list) => {
          const entries = list.getEntries() as (PerformanceEntry & { element?: Element | null })[];
          const last = entries.at(-1);
          resolve(
            last
              ? `${Math.round(last.startTime)} ms (${last.element?.tagName ?? '?'}: ${last.element?.textContent?.slice(0, 40) ?? ''})`
              : 'none',
          );
        }).observe({ type: 'largest-contentful-paint', buffered: true });
      }),
  );

  const events = trace.traceEvents;
  const navStart = events.find(
    (e) =>
      e.name === 'navigationStart' &&
      (e.args?.data?.documentLoaderURL ?? e.args?.data?.url ?? '').startsWith(`${base}${path}`),
  );
  if (!navStart) throw new Error('no navigationStart for the page in the trace');
  const mainThread = events.find(
    (e) => e.pid === navStart.pid && e.name === 'thread_name' && e.args?.name === 'CrRendererMain',
  );
  const tid = mainThread?.tid ?? navStart.tid;
  // Lighthouse counts blocking time from the first contentful paint on (to the page's interactive
  // point); the tasks before it hold the paint back instead.
  const fcp = events.find((e) => e.pid === navStart.pid && e.name === 'firstContentfulPaint');
  /** A task of the page's main thread. */
  const isMainTask = (e: (typeof events)[number]) =>
    e.pid === navStart.pid && e.tid === tid && e.ph === 'X' && e.name === 'RunTask';
  const tasks = events
    .filter((e) => isMainTask(e) && (e.dur ?? 0) > Number(process.env.TRACE_MIN_MS ?? 50) * 1000)
    .sort((a, b) => a.ts - b.ts);

  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map<number, number>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);
  const label = (n: ProfileNode) => {
    const file = n.callFrame.url.split('/').pop() ?? '';
    return `${n.callFrame.functionName || '(anonymous)'} ${file}:${n.callFrame.lineNumber + 1}`;
  };
  const sampleTimes: number[] = [];
  let t = profile.startTime;
  for (const delta of profile.timeDeltas) sampleTimes.push((t += delta));

  const fcpAt = fcp ? `${((fcp.ts - navStart.ts) / 1000).toFixed(0)} ms` : 'not recorded';
  console.log(
    `${path}, CPU ${rate}x slower; first contentful paint at ${fcpAt}; largest paint at ${lcp}; ${tasks.length} tasks over ${process.env.TRACE_MIN_MS ?? 50} ms`,
  );
  let blocking = 0;
  let blockingAfterPaint = 0;
  for (const task of tasks) {
    const start = task.ts;
    const end = task.ts + (task.dur ?? 0);
    blocking += Math.max(0, (task.dur ?? 0) / 1000 - 50);
    if (fcp && start >= fcp.ts) blockingAfterPaint += Math.max(0, (task.dur ?? 0) / 1000 - 50);
    const self = new Map<string, number>();
    const inclusive = new Map<string, number>();
    profile.samples.forEach((id, i) => {
      const at = sampleTimes[i]!;
      if (at < start || at > end) return;
      const delta = profile.timeDeltas[i + 1] ?? 0;
      const node = byId.get(id)!;
      self.set(label(node), (self.get(label(node)) ?? 0) + delta);
      const seen = new Set<string>();
      for (let n: number | undefined = id; n !== undefined; n = parent.get(n)) {
        const name = label(byId.get(n)!);
        if (seen.has(name)) continue;
        seen.add(name);
        inclusive.set(name, (inclusive.get(name) ?? 0) + delta);
      }
    });
    const top = (map: Map<string, number>, count: number) =>
      [...map]
        .filter(([name]) => !name.startsWith('(root)') && !name.startsWith('(program)'))
        .sort((a, b) => b[1] - a[1])
        .slice(0, count)
        .map(([name, us]) => `    ${(us / 1000).toFixed(0).padStart(5)} ms  ${name}`)
        .join('\n');
    // What the trace says the task did (nested events overlap: a hint, not a sum).
    const kinds = new Map<string, number>();
    for (const e of events) {
      if (e.pid !== navStart.pid || e.tid !== tid || e.ph !== 'X' || e.name === 'RunTask') continue;
      if (e.ts < start || e.ts > end) continue;
      const file = (e.args?.data?.url ?? '').split('/').pop();
      const name = file ? `${e.name} ${file}` : e.name;
      kinds.set(name, (kinds.get(name) ?? 0) + (e.dur ?? 0));
    }
    console.log(
      `\ntask at ${((start - navStart.ts) / 1000).toFixed(0)} ms, ${((task.dur ?? 0) / 1000).toFixed(0)} ms long\n  trace:\n${top(kinds, 8)}\n  self:\n${top(self, 8)}\n  inclusive:\n${top(inclusive, Number(process.env.TRACE_TOP ?? 22))}`,
    );
  }
  console.log(`\nblocking time (every task's part over 50 ms, whole recording): ${blocking.toFixed(0)} ms`);
  console.log(`blocking time from the first contentful paint on: ${blockingAfterPaint.toFixed(0)} ms`);
  // Lighthouse's simulation multiplies each task's observed time by its CPU slowdown (4); the same
  // on the tasks' CPU time (not their wall time, which the machine's other work lengthens) gives a
  // figure that holds still on a busy machine. Meant for a run at 1x.
  const cpuBlocking = events
    .filter((e) => isMainTask(e) && fcp !== undefined && e.ts >= fcp.ts)
    .reduce((sum, e) => sum + Math.max(0, (4 * (e.tdur ?? e.dur ?? 0)) / 1000 - 50), 0);
  console.log(
    `CPU-time blocking from the first contentful paint on, 4 x each task's CPU time: ${cpuBlocking.toFixed(0)} ms`,
  );
} finally {
  await browser.close();
  await close();
}
