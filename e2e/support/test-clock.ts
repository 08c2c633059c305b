/**
 * A clock for one browser-test server: `Date` in this process starts at a given instant and ticks
 * with the machine's clock from there. The day plan depends on the hour in Central time (a shift
 * ends at the service day's end, a slot's deadlines move to the next day late in the afternoon),
 * so its spec runs a server of its own set to a Central mid-morning and passes at any hour.
 * Timers are left alone: only what the app reads as "now" moves. Only serve.ts installs it, and
 * never under NODE_ENV=production (the production start-up checks refuse the setting as well).
 */
const MINUTE = 60_000;

export function installTestClock(startIso: string): { offsetMs: number } {
  if (process.env.NODE_ENV === 'production') {
    throw new Error(
      'E2E_CLOCK_START is for the browser tests only: NODE_ENV=production keeps the real clock',
    );
  }
  const start = Date.parse(startIso);
  if (!Number.isFinite(start)) throw new Error(`E2E_CLOCK_START is not an instant: ${startIso}`);
  const RealDate = Date;
  const offsetMs = start - RealDate.now();
  const now = () => RealDate.now() + offsetMs;
  // A Proxy rather than a subclass: `Date()` called without `new` must still answer a string, and
  // every Date made here keeps the real prototype, so `instanceof Date` holds on both sides.
  globalThis.Date = new Proxy(RealDate, {
    construct: (target, args: unknown[], newTarget) =>
      Reflect.construct(target, args.length === 0 ? [now()] : args, newTarget) as object,
    apply: () => new RealDate(now()).toString(),
    get: (target, key, receiver) => (key === 'now' ? now : Reflect.get(target, key, receiver)),
  });
  return { offsetMs };
}

/** The next 10:00 in Central time at least a minute ahead of `from`: mid-morning, the next one to come. */
export function nextCentralMorning(from: Date = new Date(), hour = 10): Date {
  const parts = (at: Date) =>
    Object.fromEntries(
      new Intl.DateTimeFormat('en-US', {
        timeZone: 'America/Chicago',
        year: 'numeric',
        month: '2-digit',
        day: '2-digit',
        hour: '2-digit',
        minute: '2-digit',
        hourCycle: 'h23',
      })
        .formatToParts(at)
        .map((part) => [part.type, part.value]),
    );
  // Walk forward by the minute from the next whole hour: at most a day of hours, no zone arithmetic.
  let at = new Date(Math.ceil((from.getTime() + MINUTE) / (60 * MINUTE)) * 60 * MINUTE);
  for (let step = 0; step < 26; step++, at = new Date(at.getTime() + 60 * MINUTE)) {
    const p = parts(at);
    if (Number(p.hour) === hour && Number(p.minute) === 0) return at;
  }
  throw new Error(`no ${hour}:00 Central within a day of ${from.toISOString()}`);
}
