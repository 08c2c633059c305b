/**
 * A helper, not a benchmark: samples the fleet simulation's server once a second while it runs
 * (decision 035). Each line: the RSS, its peak (VmHWM) and the resident MB by kind of mapping from
 * /proc/<pid>/smaps (anonymous: V8's heap, array buffers, WebAssembly memory; glibc's [heap]; files:
 * the node binary and libraries). With PROBE=1 it also sends SIGUSR2, so a server started with
 * `FLEET_NODE_FLAGS="--max-semi-space-size=8 --expose-gc --import <abs path>/bench/_memory-probe.mjs"`
 * prints its V8 heap, array buffers and WebAssembly memory (MEMORY lines on the fleet's stderr).
 * Without the probe, SIGUSR2 would end the server: leave PROBE unset then.
 *
 *   node bench/_memory-sampler.mjs /tmp/fleet.smaps &   (then run the fleet; kill the sampler after)
 */
import { appendFileSync, readFileSync, readdirSync } from 'node:fs';

const out = process.argv[2] ?? '/dev/stdout';

function fleetServer() {
  for (const pid of readdirSync('/proc').filter((entry) => /^\d+$/.test(entry))) {
    try {
      if (readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('fleet-server.mjs\0serve'))
        return Number(pid);
    } catch {
      // A process that ended while we looked.
    }
  }
  return undefined;
}

function residentByMapping(pid) {
  const kb = { anonymous: 0, heap: 0, files: 0 };
  let kind = 'anonymous';
  for (const line of readFileSync(`/proc/${pid}/smaps`, 'utf8').split('\n')) {
    const head = /^[0-9a-f]+-[0-9a-f]+ \S+ \S+ \S+ \S+\s*(.*)$/.exec(line);
    if (head)
      kind = !head[1]
        ? 'anonymous'
        : head[1] === '[heap]'
          ? 'heap'
          : head[1].includes('/')
            ? 'files'
            : 'anonymous';
    const rss = /^Rss:\s+(\d+) kB/.exec(line);
    if (rss) kb[kind] += Number(rss[1]);
  }
  return Object.fromEntries(Object.entries(kb).map(([key, value]) => [key, Math.round(value / 1024)]));
}

let pid;
setInterval(() => {
  pid ??= fleetServer();
  if (!pid) return;
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const mb = (field) => Math.round(Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)[1]) / 1024);
    if (process.env.PROBE) process.kill(pid, 'SIGUSR2');
    const time = new Date().toISOString().slice(11, 19);
    appendFileSync(
      out,
      `${time} pid ${pid} rss ${mb('VmRSS')} hwm ${mb('VmHWM')} ${JSON.stringify(residentByMapping(pid))}\n`,
    );
  } catch {
    pid = undefined; // that server ended; the next step's server is found again
  }
}, 1000);
