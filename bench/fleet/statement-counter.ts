/**
 * FLEET_STATEMENTS=1: a server process counts the statements it sends to PostgreSQL over a step
 * (from one SIGUSR2 to the next, as the profile), with each kind's wall time from send to answer,
 * and the time requests waited for a pool connection. PostgreSQL's own statement statistics
 * (pg_stat_statements) need a server restart to load; this needs none. Bench only: it wraps `pg`.
 */
import pg from 'pg';

interface Tally {
  count: number;
  ms: number;
}

const shape = (text: string) =>
  text
    .replace(/\s+/g, ' ')
    .replace(/\$\d+/g, '$')
    .replace(/\bin \([^)]*\)/g, 'in (...)')
    .slice(0, 90);

export function countStatementsOnSignal() {
  const byShape = new Map<string, Tally>();
  const poolWait: Tally = { count: 0, ms: 0 };
  let counting = false;
  const add = (tally: Tally, ms: number) => {
    tally.count++;
    tally.ms += ms;
  };
  const query = pg.Client.prototype.query as (...args: unknown[]) => unknown;
  pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
    if (!counting) return query.apply(this, args);
    const first = args[0] as string | { text?: string };
    const text = shape(typeof first === 'string' ? first : (first?.text ?? '?'));
    let tally = byShape.get(text);
    if (!tally) byShape.set(text, (tally = { count: 0, ms: 0 }));
    const started = performance.now();
    const last = args.at(-1);
    if (typeof last === 'function') {
      args[args.length - 1] = (...result: unknown[]) => {
        add(tally, performance.now() - started);
        return (last as (...a: unknown[]) => unknown)(...result);
      };
      return query.apply(this, args);
    }
    const answer = query.apply(this, args) as Promise<unknown> | undefined;
    void answer?.then(
      () => add(tally, performance.now() - started),
      () => add(tally, performance.now() - started),
    );
    return answer;
  } as typeof pg.Client.prototype.query;
  const connect = pg.Pool.prototype.connect as (...args: unknown[]) => unknown;
  pg.Pool.prototype.connect = function (this: pg.Pool, ...args: unknown[]) {
    if (!counting) return connect.apply(this, args);
    const started = performance.now();
    const callback = args[0];
    if (typeof callback === 'function') {
      return connect.call(this, (...result: unknown[]) => {
        add(poolWait, performance.now() - started);
        return (callback as (...a: unknown[]) => unknown)(...result);
      });
    }
    const answer = connect.apply(this, args) as Promise<unknown>;
    void answer.then(
      () => add(poolWait, performance.now() - started),
      () => undefined,
    );
    return answer;
  } as typeof pg.Pool.prototype.connect;
  process.on('SIGUSR2', () => {
    counting = !counting;
    if (counting) {
      byShape.clear();
      poolWait.count = 0;
      poolWait.ms = 0;
      return;
    }
    const rows = [...byShape].sort((a, b) => b[1].count - a[1].count);
    const total = rows.reduce((sum, [, t]) => sum + t.count, 0);
    const lines = rows
      .slice(0, 25)
      .map(
        ([text, t]) =>
          `  ${String(t.count).padStart(6)}  ${(t.ms / t.count).toFixed(2).padStart(6)} ms avg  ${text}`,
      );
    console.error(
      `server ${process.pid} statements over the step: ${total}; pool connection waits ${poolWait.count}, ` +
        `avg ${(poolWait.ms / Math.max(1, poolWait.count)).toFixed(2)} ms\n${lines.join('\n')}`,
    );
  });
}
