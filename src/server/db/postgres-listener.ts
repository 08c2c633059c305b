/**
 * The LISTEN connection. It is one long-lived connection outside the pool; when PostgreSQL drops
 * it (restart, failover, pg_terminate_backend) it reconnects with backoff and listens again, then
 * tells each subscriber to resync: NOTIFYs sent while it was away are lost for good.
 */
import type pg from 'pg';

type Subscription = { channel: string; onPayload: (payload: string) => void; onResync?: () => void };
export type Log = (level: 'info' | 'warn', message: string, detail?: Record<string, unknown>) => void;

const RECONNECT_BASE_MS = 250;
const RECONNECT_MAX_MS = 10_000;

const quote = (channel: string) => `"${channel.replace(/"/g, '')}"`;

export class PostgresListener {
  private client: pg.Client | null = null;
  private readonly subscriptions = new Set<Subscription>();
  private connecting: Promise<void> | null = null;
  private attempt = 0;
  private retryTimer: NodeJS.Timeout | undefined;
  private closed = false;
  private lastError: string | undefined;

  constructor(
    private readonly createClient: () => pg.Client,
    private readonly log: Log = () => undefined,
  ) {}

  status(): { ok: boolean; reason?: string } {
    if (this.closed || this.subscriptions.size === 0 || this.client) return { ok: true };
    return {
      ok: false,
      reason: `live updates reconnecting to the database: ${this.lastError ?? 'connecting'}`,
    };
  }

  async listen(
    channel: string,
    onPayload: (payload: string) => void,
    onResync?: () => void,
  ): Promise<() => Promise<void>> {
    const subscription: Subscription = { channel, onPayload, ...(onResync ? { onResync } : {}) };
    this.subscriptions.add(subscription);
    if (this.client) await this.client.query(`LISTEN ${quote(channel)}`);
    else await (this.connecting ??= this.connect(false));
    return async () => {
      this.subscriptions.delete(subscription);
      const stillWanted = [...this.subscriptions].some((s) => s.channel === channel);
      if (!stillWanted) await this.client?.query(`UNLISTEN ${quote(channel)}`).catch(() => undefined);
    };
  }

  /** The first connect throws (start-up reports it); later ones retry until they succeed. */
  private async connect(isReconnect: boolean): Promise<void> {
    const client = this.createClient();
    try {
      await client.connect();
      for (const channel of new Set([...this.subscriptions].map((s) => s.channel)))
        await client.query(`LISTEN ${quote(channel)}`);
    } catch (error) {
      client.on('error', () => undefined);
      await client.end().catch(() => undefined);
      this.connecting = null;
      if (!isReconnect) throw error;
      this.lastError = (error as Error).message;
      this.scheduleReconnect();
      return;
    }
    this.connecting = null;
    if (this.closed) {
      await client.end().catch(() => undefined);
      return;
    }
    this.client = client;
    this.attempt = 0;
    this.lastError = undefined;
    client.on('notification', (n) => {
      if (n.payload === undefined) return;
      for (const s of this.subscriptions) if (s.channel === n.channel) s.onPayload(n.payload);
    });
    const lost = (error?: Error) => {
      if (this.client !== client) return;
      this.client = null;
      this.lastError = error?.message ?? 'connection ended';
      client.end().catch(() => undefined);
      if (this.closed) return;
      this.log('warn', 'LISTEN connection lost; reconnecting', { error: this.lastError });
      this.scheduleReconnect();
    };
    client.on('error', lost);
    client.on('end', () => lost());
    if (isReconnect) {
      this.log('info', 'LISTEN connection back; clients told to resync');
      for (const s of [...this.subscriptions]) s.onResync?.();
    }
  }

  private scheduleReconnect() {
    if (this.closed || this.retryTimer) return;
    const delay = Math.min(RECONNECT_MAX_MS, RECONNECT_BASE_MS * 2 ** this.attempt);
    this.attempt += 1;
    this.retryTimer = setTimeout(() => {
      this.retryTimer = undefined;
      this.connecting ??= this.connect(true);
    }, delay);
    this.retryTimer.unref();
  }

  async close(): Promise<void> {
    this.closed = true;
    clearTimeout(this.retryTimer);
    const client = this.client;
    this.client = null;
    await client?.end().catch(() => undefined);
  }
}
