/** The shape of a row of the authorisation matrix (authz-table.ts). */
import type { Actor, CoreActor, Which, World } from '../support/world';

export type Cell = number | readonly [own: number, other: number];

/** What a row acts on: an id for the path (or body), plus anything else the request needs. */
export interface Target {
  id: number | string;
  intentId?: string;
  /** A spare session's token, for rows that end the session they are sent with. */
  token?: string;
  /** A driver on shift with no job, for dispatch to assign. */
  driverId?: number;
}

export interface Built {
  /** Replaces the route's url (static files, query strings). */
  url?: string;
  payload?: unknown;
  /** Another session than the actor's (a spare one a test may end). */
  token?: string | null;
  /** Extra request headers (a CSV body's content type). */
  headers?: Record<string, string>;
}

export interface Row extends Record<CoreActor, Cell> {
  route: string;
  /**
   * A driver not yet approved. Left out, it is answered like the approved
   * driver on someone else's object (it holds no job), or like the driver on a row without one.
   */
  pendingDriver?: Cell;
  /**
   * Billing staff. Left out, it is refused (403): billing holds its own account and the invoice
   * permissions, nothing else, so only those rows (and the public ones) name it.
   */
  billing?: Cell;
  object?: (w: World, actor: Actor, which: Which, fresh: boolean) => Promise<Target>;
  build?: (w: World, actor: Actor, target: Target | undefined, url: string) => Built;
  mutates?: boolean;
}
